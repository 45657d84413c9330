/**
 * Group commit: calls that arrive while a flush is under way wait, then go together in the next
 * one, so a burst costs a few statements instead of one per call, while a lone call is flushed at
 * once (no timer, no added delay). One flush runs at a time; a failed flush rejects every call in
 * it, and the next batch is tried on its own. Used where each call must be durable before it is
 * answered (the webhook deliveries, api/README.md "Webhooks").
 */
export function groupCommit<T, R>(flush: (items: T[]) => Promise<R[]>, maxBatch = 200): (item: T) => Promise<R> {
  type Waiting = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];
  let flushing = false;

  const drain = async () => {
    flushing = true;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, maxBatch);
      waiting = waiting.slice(batch.length);
      try {
        const results = await flush(batch.map((w) => w.item));
        batch.forEach((w, i) => w.resolve(results[i]));
      } catch (error) {
        batch.forEach((w) => w.reject(error));
      }
    }
    flushing = false;
  };

  return (item) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!flushing) void drain();
    });
}
