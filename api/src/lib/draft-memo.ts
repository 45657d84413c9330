/**
 * Reads shared by one piece of work (one draft: the dialogue state, the retriever and the order
 * each ask for the shop's catalogue and its stamps; issue 54): inside `withDraftMemo`, `draftMemo`
 * runs each key's read once and hands every later caller the same promise; outside it, it just
 * reads. The scope follows the async calls (AsyncLocalStorage), so no stage passes it along. A
 * failed read is not kept.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/** Runs `work` with a memo of its own (or the surrounding one, when already inside). */
export function withDraftMemo<T>(work: () => Promise<T>): Promise<T> {
  return scope.getStore() ? work() : scope.run(new Map(), work);
}

export function draftMemo<T>(key: string, read: () => Promise<T>): Promise<T> {
  const memo = scope.getStore();
  if (!memo) return read();
  const hit = memo.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const value = read();
  memo.set(key, value);
  value.catch(() => {
    if (memo.get(key) === value) memo.delete(key);
  });
  return value;
}
