const { createConfig } = require('../tools/webpack/create-config.cjs');

// Exposes (address book): ./app, and ./new-user-modal, the welcome form the shell mounts as a parcel.
module.exports = createConfig({ dir: __dirname });
