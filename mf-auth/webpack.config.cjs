const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  kind: 'remote',
  port: 3002,
  // The shell mounts the new-user welcome form as a parcel when the newUser flag is set.
  exposes: { './new-user-modal': './src/new-user-modal.tsx' },
});
