/**
 * API tests: TypeScript through @swc/jest (CommonJS output). jose ships ESM only, so it is
 * transformed too. Suites run against PGlite always and also against PostgreSQL when
 * DATABASE_URL is set (see test/helpers.ts).
 */
const { availableParallelism } = require('node:os');

module.exports = {
  // node's, with the assistant's dictionaries loaded once per worker (test/environment.ts): every
  // import of language/dictionary gets the worker's module through test/shared-dictionary.ts.
  testEnvironment: '<rootDir>/test/environment.ts',
  moduleNameMapper: { '^(\\./|.*/language/)dictionary$': '<rootDir>/test/shared-dictionary.ts' },
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j|mj|cj)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(.*/)?(jose|cookie|pg-boss|rrule-temporal|temporal-spec|serialize-error|non-error)/)',
  ],
  // One migrated PGlite (and PostgreSQL template) per run; each test app opens a copy.
  globalSetup: '<rootDir>/test/global-setup.ts',
  // Cheaper password hashing in test apps (the production cost has its own test).
  setupFiles: ['<rootDir>/test/setup-passwords.ts'],
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // The longest files first when jest has no times of an earlier run (a fresh clone).
  testSequencer: '<rootDir>/test/sequencer.cjs',
  // Files are independent (own databases, free ports, random Redis prefixes). A worker's main
  // thread waits for much of a file (timers, sockets, the PostgreSQL server): one more worker than
  // cores, at least three (2 cores, 2026-11-28: 339 s with two, 266 s with three, 250 s with four).
  // A worker whose memory grew past 1 GB (PGlite instances) is replaced.
  maxWorkers: Math.max(3, availableParallelism() + 1),
  workerIdleMemoryLimit: '1GB',
  testTimeout: 60_000,
  slowTestThreshold: 20,
};
