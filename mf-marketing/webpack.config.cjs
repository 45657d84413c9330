const { withIslands } = require('../tools/webpack/create-islands-config.cjs');

// Exposes (address book): ./app, and ./pricing, the calculator rules the settings remote's tariff calculator loads.
// dist/islands.js beside them: the prerendered pages' islands (src/islands).
module.exports = withIslands({ dir: __dirname });
