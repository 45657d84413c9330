const { createJestConfig } = require('./jest/create-jest-config.cjs');

module.exports = createJestConfig({ dir: __dirname, environment: 'node' });
