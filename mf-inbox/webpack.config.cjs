const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({ dir: __dirname, kind: 'remote', port: 3003 });
