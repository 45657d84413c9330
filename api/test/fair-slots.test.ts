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

  it('lets an account hold up to perAccount slots, keeping the others free for other accounts', async () => {
    const slots = new FairSlots({ slots: 3, perAccount: 2, queue: 10, perAccountQueue: 5 });
    const log: string[] = [];
    const a1 = await holder(slots, 'a', log, 'a1');
    const a2 = await holder(slots, 'a', log, 'a2');
    // a holds its two: its third waits although a slot is free; b takes that slot at once.
    const a3 = holder(slots, 'a', log, 'a3');
    const b1 = await holder(slots, 'b', log, 'b1');
    expect(log).toEqual(['a1', 'a2', 'b1']);
    expect(slots.state).toEqual({ holding: 3, waiting: 1 });
    a1();
    await a3;
    expect(log).toEqual(['a1', 'a2', 'b1', 'a3']);
    a2();
    b1();
    (await a3)();
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

  it('a full queue makes room for an account with nothing waiting: the biggest pile gives up its newest (issue 47 item 10)', async () => {
    // The server's limits: one parse at once, 8 waiting, 2 per account.
    const slots = new FairSlots({ slots: 1, queue: 8, perAccountQueue: 2 });
    const running = await slots.acquire('free-0');
    const piles: Array<Promise<unknown>> = [];
    const outcome: Record<string, string> = {};
    for (let a = 1; a <= 4; a += 1) {
      for (let n = 0; n < 2; n += 1) {
        const name = `free-${a}#${n}`;
        const turn = slots.acquire(`free-${a}`).then(
          (release) => {
            outcome[name] = 'served';
            release();
          },
          (err: FairSlotsRefused) => {
            outcome[name] = err.reason;
          },
        );
        piles.push(turn);
      }
    }
    expect(slots.state).toEqual({ holding: 1, waiting: 8 });
    // Four accounts fill the 8 places; another shop's upload still gets one.
    const served = (turn: Promise<() => void>) => turn.then((release) => release());
    const shop = served(slots.acquire('shop'));
    await new Promise((r) => setImmediate(r));
    expect(slots.state).toEqual({ holding: 1, waiting: 8 });
    // The newest request of the first biggest pile made way for it, refused as its account's pile.
    expect(outcome).toEqual({ 'free-1#1': 'account_busy' });
    // Once every waiting account has one request only, a newcomer is refused: as many accounts as places.
    const others = [2, 3, 4].map((a) => served(slots.acquire(`other-${a}`)));
    await new Promise((r) => setImmediate(r));
    expect(outcome).toEqual({
      'free-1#1': 'account_busy',
      'free-2#1': 'account_busy',
      'free-3#1': 'account_busy',
      'free-4#1': 'account_busy',
    });
    await expect(slots.acquire('late')).rejects.toEqual(new FairSlotsRefused('busy'));
    running();
    await Promise.all([shop, ...others, ...piles]);
    expect(slots.state).toEqual({ holding: 0, waiting: 0 });
  });
});
