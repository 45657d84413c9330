import { hash, verify } from '@node-rs/argon2';

/** argon2id, OWASP minimum profile: 19 MiB memory, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, not importable with isolatedModules)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** A hash that never matches, verified when the email is unknown so timing reveals nothing. */
let dummyHash: Promise<string> | null = null;
let dummyDone = false;

interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
}
let cost: Argon2Cost = ARGON2_OPTIONS;

/**
 * Test runs only (api/test/setup-passwords.ts, jest's `setupFiles`): a cheaper argon2id cost. Each
 * OWASP hash touches 19 MiB, and the suites register and sign in thousands of accounts; nothing in
 * src calls this, so a server always hashes with ARGON2_OPTIONS.
 */
export function setPasswordCostForTests(testCost: Argon2Cost): void {
  cost = testCost;
  dummyHash = null;
  dummyDone = false;
}

/** The cost hashes are made with now: ARGON2_OPTIONS outside tests. */
export const passwordCost = (): Argon2Cost => cost;

/** Computes the dummy hash (at start, so the first unknown email is not slower than the rest). */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= passwords.hash('vitrina-dummy-password-for-timing').then((h) => {
    dummyDone = true;
    return h;
  });
  return dummyHash;
}

export function dummyHashReady(): boolean {
  return dummyDone;
}

/** One object, so tests can observe the hashing work a path does. */
export const passwords = {
  hash(password: string): Promise<string> {
    return hash(password, { ...ARGON2_OPTIONS, ...cost });
  },

  async verify(storedHash: string | null, password: string): Promise<boolean> {
    const target = storedHash ?? (await prepareDummyHash());
    try {
      const ok = await verify(target, password);
      return storedHash !== null && ok;
    } catch {
      return false;
    }
  },
};

export const hashPassword = (password: string) => passwords.hash(password);
export const verifyPassword = (storedHash: string | null, password: string) => passwords.verify(storedHash, password);

/** True when a stored hash was made with weaker parameters than the cost in use (ARGON2_OPTIONS). */
export function needsRehash(storedHash: string): boolean {
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(storedHash);
  if (!m) return true;
  return Number(m[1]) < cost.memoryCost || Number(m[2]) < cost.timeCost;
}
