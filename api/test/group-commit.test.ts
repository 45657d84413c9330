import { groupCommit } from '../src/lib/group-commit';

/** A flush the test releases by hand, recording the batches it was given. */
function controlledFlush() {
  const batches: number[][] = [];
  const releases: Array<(fail?: Error) => void> = [];
  const flush = (items: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push(items);
      releases.push((fail) => (fail ? reject(fail) : resolve(items.map((n) => `id-${n}`))));
    });
  const release = async (fail?: Error) => {
    releases.shift()!(fail);
    await new Promise((r) => setImmediate(r));
  };
  return { batches, flush, release };
}

describe('groupCommit', () => {
  it('flushes a lone call at once, and gathers the calls made meanwhile into the next flush', async () => {
    const { batches, flush, release } = controlledFlush();
    const store = groupCommit(flush);
    const first = store(1);
    expect(batches).toEqual([[1]]);
    const later = [store(2), store(3), store(4)];
    expect(batches).toEqual([[1]]);
    await release();
    expect(await first).toBe('id-1');
    expect(batches).toEqual([[1], [2, 3, 4]]);
    await release();
    expect(await Promise.all(later)).toEqual(['id-2', 'id-3', 'id-4']);
  });

  it('caps a batch and keeps the order', async () => {
    const { batches, flush, release } = controlledFlush();
    const store = groupCommit(flush, 2);
    const all = [1, 2, 3, 4, 5].map((n) => store(n));
    await release();
    await release();
    await release();
    expect(batches).toEqual([[1], [2, 3], [4, 5]]);
    expect(await Promise.all(all)).toEqual(['id-1', 'id-2', 'id-3', 'id-4', 'id-5']);
  });

  it('rejects every call of a failed flush, and the next batch still goes', async () => {
    const { batches, flush, release } = controlledFlush();
    const store = groupCommit(flush);
    const first = store(1);
    const failed = [store(2), store(3)].map((p) => p.catch((e: Error) => e.message));
    await release();
    await release(new Error('database is gone'));
    expect(await Promise.all(failed)).toEqual(['database is gone', 'database is gone']);
    expect(await first).toBe('id-1');
    const after = store(4);
    expect(batches).toEqual([[1], [2, 3], [4]]);
    await release();
    expect(await after).toBe('id-4');
  });
});
