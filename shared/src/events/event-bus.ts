import { Subject, filter, type Observable } from 'rxjs';
import type { ServerEvent, ServerEventType } from '../contracts/constants/realtime';

/** Events the apps send each other (not from the server). */
export type AppEvent =
  | { type: 'auth:logout' }
  | { type: 'channel:changed'; data: { channelId: string } }
  | { type: 'ui:open-add-channel' }
  | { type: 'realtime:status'; data: { connected: boolean } };

const server$ = new Subject<ServerEvent>();
const app$ = new Subject<AppEvent>();

/** The RxJS bus apps talk through: server events come from the shell's websocket. */
export const eventBus = {
  server$: server$.asObservable(),
  app$: app$.asObservable(),
  emitServer(event: ServerEvent): void {
    server$.next(event);
  },
  emit(event: AppEvent): void {
    app$.next(event);
  },
  /** Server events of one type, typed by it. */
  on<K extends ServerEventType>(type: K): Observable<Extract<ServerEvent, { type: K }>> {
    return server$.pipe(filter((e): e is Extract<ServerEvent, { type: K }> => e.type === type));
  },
  onApp<K extends AppEvent['type']>(type: K): Observable<Extract<AppEvent, { type: K }>> {
    return app$.pipe(filter((e): e is Extract<AppEvent, { type: K }> => e.type === type));
  },
};
