const { withIslands } = require('../tools/webpack/create-islands-config.cjs');

// Exposes (address book): ./app, and ./new-user-modal, the welcome form the shell mounts as a parcel.
// dist/islands.js beside them: the login and registration forms of the prerendered pages (src/islands).
module.exports = withIslands({ dir: __dirname });
