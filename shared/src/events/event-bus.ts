import { Subject, filter, type Observable } from 'rxjs';
import type { ServerEvent, ServerEventType } from '../contracts/constants/realtime';

/**
 * Events the apps send each other (not from the server), docs/product.md §7.4. Each has a sender
 * and a reader, or an open issue that names its reader.
 */
export type AppEvent =
  /** The inbox's channel selector changed the current channel: the knowledge remote refetches (issue 14). */
  | { type: 'channel:changed'; data: { channelId: string } }
  /** The shell's live connection opened or closed: the inbox refetches after a reconnect (issue 13). */
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
