const { createConfig } = require('../tools/webpack/create-config.cjs');

// Exposes (address book): ./app, and ./pricing, the calculator rules the settings remote's tariff calculator loads.
module.exports = createConfig({ dir: __dirname });
