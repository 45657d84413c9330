const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({ dir: __dirname });
