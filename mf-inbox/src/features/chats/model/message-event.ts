import type { MessageEventData } from '@vitrina/shared/contracts';

type Parse = (data: unknown) => MessageEventData | null;

let parse: Parse | null = null;
let loading: Promise<Parse | null> | null = null;

/**
 * The check of a live message event (NEW_MESSAGE, NEW_COMMENT, UPDATE_MESSAGE) against its contract,
 * once loaded: the zod contracts are fetched with the first such event, not with the inbox (they
 * would add ~35 KB gzip to its first load). null until then.
 */
export function messageEventParser(): Parse | null {
  return parse;
}

/** Loads the check (once; a failed load resolves null and is tried again with the next event). */
export function loadMessageEventParser(): Promise<Parse | null> {
  loading ??= import('@vitrina/shared/contracts').then(
    ({ messageEventSchema }) => {
      parse = (data) => {
        const parsed = messageEventSchema.safeParse(data);
        return parsed.success ? parsed.data : null;
      };
      return parse;
    },
    () => {
      loading = null;
      return null;
    },
  );
  return loading;
}
