import { FairSlots, FairSlotsRefused } from '../src/lib/fair-slots';

/** A holder that keeps its slot until the test lets it go. */
async function holder(slots: FairSlots, account: string, log: string[], name: string) {
  const release = await slots.acquire(account);
  log.push(name);
  return release;
}

describe('FairSlots', () => {
  it('holds at most one slot per account; an account that just had its turn goes behind the others', async () => {
    const slots = new FairSlots({ slots: 2, queue: 10, perAccountQueue: 5 });
    const log: string[] = [];
    const a1 = await holder(slots, 'a', log, 'a1');
    // a's second request waits although a slot is free: one per account.
    const a2 = holder(slots, 'a', log, 'a2');
    const a3 = holder(slots, 'a', log, 'a3');
    const b1 = await holder(slots, 'b', log, 'b1');
    const c1 = holder(slots, 'c', log, 'c1');
    expect(log).toEqual(['a1', 'b1']);
    expect(slots.state).toEqual({ holding: 2, waiting: 3 });
    a1();
    // a just had its turn: c, waiting since, goes before a's second.
    await c1;
    expect(log).toEqual(['a1', 'b1', 'c1']);
    b1();
    await a2;
    expect(log).toEqual(['a1', 'b1', 'c1', 'a2']);
    (await a2)();
    await a3;
    (await c1)();
    (await a3)();
    expect(log).toEqual(['a1', 'b1', 'c1', 'a2', 'a3']);
    expect(slots.state).toEqual({ holding: 0, waiting: 0 });
  });

  it('refuses past the per-account queue and past the whole queue, naming which', async () => {
    const slots = new FairSlots({ slots: 1, queue: 2, perAccountQueue: 1 });
    const release = await slots.acquire('a');
    const waitingA = slots.acquire('a');
    await expect(slots.acquire('a')).rejects.toEqual(new FairSlotsRefused('account_busy'));
    const waitingB = slots.acquire('b');
    await expect(slots.acquire('c')).rejects.toEqual(new FairSlotsRefused('busy'));
    release();
    // a just had its turn, so b goes first.
    (await waitingB)();
    (await waitingA)();
    expect(slots.state).toEqual({ holding: 0, waiting: 0 });
  });

  it('counts a release once, however often it is called', async () => {
    const slots = new FairSlots({ slots: 1, queue: 1, perAccountQueue: 1 });
    const release = await slots.acquire('a');
    release();
    release();
    expect(slots.state).toEqual({ holding: 0, waiting: 0 });
    const again = await slots.acquire('b');
    expect(slots.state).toEqual({ holding: 1, waiting: 0 });
    again();
  });
});
