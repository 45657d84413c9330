/**
 * API tests: TypeScript through @swc/jest (CommonJS output). jose ships ESM only, so it is
 * transformed too. Suites run against PGlite always and also against PostgreSQL when
 * DATABASE_URL is set (see test/helpers.ts).
 */
module.exports = {
  testEnvironment: 'node',
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
  testTimeout: 60_000,
  slowTestThreshold: 20,
};
