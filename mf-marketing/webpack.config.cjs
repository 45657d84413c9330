const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  kind: 'remote',
  port: 3001,
  // The settings remote reuses the calculator rules (plans, steps, prices).
  exposes: { './pricing': './src/features/pricing/model/pricing.ts' },
});
