// Jest config shared by the packages: TypeScript/TSX through @swc/jest, CSS stubbed.
const path = require('node:path');

function createJestConfig({ dir, environment = 'jsdom', setupFiles = [] }) {
  return {
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$|\\.mjs$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.module\\.css$': path.join(__dirname, 'css-module-stub.cjs'),
      '\\.css$': path.join(__dirname, 'file-stub.cjs'),
      '\\.(png|jpe?g|gif|webp|avif|svg|webm|mp4)$': path.join(__dirname, 'file-stub.cjs'),
    },
    setupFilesAfterEnv: [...(environment === 'jsdom' ? [path.join(__dirname, 'setup-dom.cjs')] : []), ...setupFiles],
    // Jest's 5 s default is too short on a slow 2-core CI machine with the API suite and the e2e run
    // beside it: a component test typing with user-event timed out at 5 s under load (2026-11-27).
    testTimeout: 30_000,
    // Workspace packages are symlinked and transformed from source; Preact (the islands' runtime,
    // ESM only) too, for the tests that run a component as an island does.
    transformIgnorePatterns: ['/node_modules/(?!preact/)'],
  };
}

module.exports = { createJestConfig };
