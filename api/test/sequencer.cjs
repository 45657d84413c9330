/**
 * jest's order of the test files, with the longest first when jest knows no file's time. jest
 * keeps each file's time from the last run in its cache, keyed by the checkout's path; a fresh
 * clone has none, and jest then orders by file size, which started the authorisation matrix's
 * manager pass (a small file over the shared `authorization-matrix.ts`, ~2 min on the loaded
 * 2 cores) last: in a run of 2026-11-30 it ran alone for its last ~50 s, the other workers idle.
 */
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/**
 * The files that took a minute or more in that run (CI's DATABASE_URL, three workers, the machine
 * loaded by other sessions), longest first; the others follow in jest's order.
 */
const LONGEST_FIRST = [
  'authorization',
  'authorization-manager',
  'storage',
  'fuzz',
  'autopilot-orders',
  'inbound-flow',
  'publications-background',
  'tenant-limits',
  'autopilot-analytics',
  'webhooks-durability',
  'orders-corrections',
  'sessions',
  'webhooks-sigkill',
];

class LongestFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.some((test) => test.duration != null)) return sorted;
    const rank = (test) => {
      const i = LONGEST_FIRST.indexOf(path.basename(test.path, '.test.ts'));
      return i === -1 ? LONGEST_FIRST.length : i;
    };
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = LongestFirst;
