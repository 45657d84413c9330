const { createConfig } = require('../tools/webpack/create-config.cjs');
const { createIslandsConfig } = require('../tools/webpack/create-islands-config.cjs');

// Exposes (address book): ./app, and ./pricing, the calculator rules the settings remote's tariff calculator loads.
const app = createConfig({ dir: __dirname });
// dist/islands.js: the prerendered pages' islands (src/islands).
const islands = createIslandsConfig({ dir: __dirname });

module.exports = (env, argv) => {
  const config = app(env, argv);
  // Both builds write to dist/: the app's clean leaves the islands alone.
  config.output.clean = { keep: (file) => file === 'islands.js' || file.startsWith('islands/') };
  return [config, islands(env, argv)];
};
