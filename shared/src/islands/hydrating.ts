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
