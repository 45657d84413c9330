/**
 * Fair turns at a scarce resource (the import parser, the assistant's drafts) between accounts: at
 * most `slots` holders at once and at most `perAccount` (one by default) per account; an account's further requests wait behind its own first, and
 * a freed slot goes to the next account in turn (round robin), so one account's pile of uploads
 * never stands in front of another account's single file: an account that just finished a turn goes
 * to the back of the line. Waiting is capped per account and in
 * all; a request over a cap is refused at once (the caller answers 429).
 *
 * The places in the queue are shared fairly between accounts (issue 47 item 10): when it is full,
 * an account with nothing waiting takes the place of the newest request of the account with the
 * most waiting (that request is refused as its account's pile), so a few accounts each queueing
 * their share cannot shut out another shop; only as many accounts as places, one request each,
 * fill the queue for a newcomer.
 *
 * Hand-written because the kept queues (p-queue, p-limit) are FIFO with no notion of whose job it
 * is; this is the part of fairness they do not do, in one process (each API instance is fair
 * within itself; there is no cross-instance queue to starve).
 */
export interface FairSlotLimits {
  /** Holders at once, in all. */
  slots: number;
  /** Holders of one account at once (default 1): the rest stay free for other accounts. */
  perAccount?: number;
  /** Requests allowed to wait, in all. */
  queue: number;
  /** Requests of one account allowed to wait behind its own running one. */
  perAccountQueue: number;
}

export type FairRefusal = 'account_busy' | 'busy';

export class FairSlotsRefused extends Error {
  constructor(readonly reason: FairRefusal) {
    super(reason === 'account_busy' ? 'this account has too many requests waiting' : 'too many requests waiting');
    this.name = 'FairSlotsRefused';
  }
}

interface Waiter {
  go: () => void;
  refuse: (err: FairSlotsRefused) => void;
}

export class FairSlots {
  private holding = 0;
  private waitingTotal = 0;
  /** Slots each account holds. */
  private readonly active = new Map<string, number>();
  /** Each account's waiting requests, oldest first; the map's order is the round robin. */
  private readonly waiting = new Map<string, Waiter[]>();

  constructor(readonly limits: FairSlotLimits) {}

  /** Waits for a turn; call the returned function exactly once when done. */
  async acquire(account: string): Promise<() => void> {
    if (this.holding < this.limits.slots && !this.full(account) && !this.waiting.has(account)) {
      this.take(account);
      return this.releaser(account);
    }
    const own = this.waiting.get(account) ?? [];
    if (own.length >= this.limits.perAccountQueue) throw new FairSlotsRefused('account_busy');
    if (this.waitingTotal >= this.limits.queue && !(own.length === 0 && this.makeRoom())) {
      throw new FairSlotsRefused('busy');
    }
    await new Promise<void>((go, refuse) => {
      own.push({ go, refuse });
      this.waiting.set(account, own);
      this.waitingTotal += 1;
    });
    return this.releaser(account);
  }

  /** How many hold a slot and how many wait (for tests and metrics). */
  get state(): { holding: number; waiting: number } {
    return { holding: this.holding, waiting: this.waitingTotal };
  }

  /**
   * The queue is full and an account with nothing waiting asks: the newest request of the account
   * with the most waiting (more than one) is refused to make room. False when every waiting account
   * has one request only.
   */
  private makeRoom(): boolean {
    let largest: Waiter[] | null = null;
    for (const queue of this.waiting.values()) if (queue.length > (largest?.length ?? 1)) largest = queue;
    if (!largest) return false;
    largest.pop()!.refuse(new FairSlotsRefused('account_busy'));
    this.waitingTotal -= 1;
    return true;
  }

  private full(account: string): boolean {
    return (this.active.get(account) ?? 0) >= (this.limits.perAccount ?? 1);
  }

  private take(account: string): void {
    this.holding += 1;
    this.active.set(account, (this.active.get(account) ?? 0) + 1);
  }

  private releaser(account: string): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holding -= 1;
      const held = (this.active.get(account) ?? 1) - 1;
      if (held > 0) this.active.set(account, held);
      else this.active.delete(account);
      // The account just had its turn: its next request goes behind everyone already waiting.
      const own = this.waiting.get(account);
      if (own) {
        this.waiting.delete(account);
        this.waiting.set(account, own);
      }
      this.handOver();
    };
  }

  /** Gives free slots to waiting accounts in turn, skipping any that hold their share already. */
  private handOver(): void {
    for (const [account, queue] of this.waiting) {
      if (this.holding >= this.limits.slots) return;
      if (this.full(account)) continue;
      const next = queue.shift()!;
      this.waiting.delete(account);
      // Back of the line: the account's next request waits for the others' turns.
      if (queue.length > 0) this.waiting.set(account, queue);
      this.waitingTotal -= 1;
      this.take(account);
      next.go();
    }
  }
}
