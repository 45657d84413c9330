import { draftMemo, withDraftMemo } from '../src/lib/draft-memo';

describe('draftMemo', () => {
  it('reads each key once inside a scope and on every call outside one', async () => {
    let reads = 0;
    const read = () => draftMemo('stamp', async () => ++reads);
    expect(await read()).toBe(1);
    expect(await read()).toBe(2);
    const inside = await withDraftMemo(async () => {
      const [a, b] = await Promise.all([read(), read()]);
      // A nested scope is the same scope.
      const c = await withDraftMemo(read);
      return [a, b, c, await draftMemo('other', async () => 'x')];
    });
    expect(inside).toEqual([3, 3, 3, 'x']);
    expect(reads).toBe(3);
  });

  it('gives each scope its own reads, and keeps no failed read', async () => {
    let reads = 0;
    const failing = () =>
      draftMemo('k', async () => {
        reads += 1;
        if (reads === 1) throw new Error('down');
        return reads;
      });
    const first = await withDraftMemo(async () => {
      await expect(failing()).rejects.toThrow('down');
      return failing();
    });
    expect(first).toBe(2);
    expect(await withDraftMemo(failing)).toBe(3);
  });
});
