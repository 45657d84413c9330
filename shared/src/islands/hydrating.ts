// Whether an island's hydration is running (register-islands.ts sets it around the island's
// synchronous hydrate call): inTurn() parts drawn then take a task of their own (./in-turn.tsx).
// No React here, so the islands script (the entry) does not bring the UI library with it.

let hydrating = false;

/** Runs an island's synchronous hydration; its inTurn() parts hydrate later, a task each. */
export function hydrateInTurns(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

/** Whether the caller is drawn by an island's hydration (false in the live app). */
export function isHydratingIsland(): boolean {
  return hydrating;
}

// The inTurn() parts a hydration drew that have not hydrated yet: the island is live (its clicks no
// longer held for replay) only once none is left, else a click between the two would reach a part
// with no handlers yet and be lost.
let pendingParts = 0;
let waiters: Array<() => void> = [];
/** The longest an island waits for its parts before it counts as live anyway (a part never drawn again). */
const PARTS_TIMEOUT_MS = 2000;

/** An inTurn() part drawn by a hydration: it hydrates in a task of its own. */
export function partDeferred(): void {
  pendingParts += 1;
}

/** That part has hydrated. */
export function partHydrated(): void {
  pendingParts = Math.max(0, pendingParts - 1);
  if (pendingParts > 0) return;
  const done = waiters;
  waiters = [];
  for (const resolve of done) resolve();
}

/** Resolves once no inTurn() part a hydration drew is waiting (at once when none is). */
export function partsHydrated(): Promise<void> {
  if (pendingParts === 0) return Promise.resolve();
  return new Promise((resolve) => {
    waiters.push(resolve);
    setTimeout(resolve, PARTS_TIMEOUT_MS);
  });
}
