const { createConfig } = require('../tools/webpack/create-config.cjs');
const { defaultRuntimeConfig } = require('../tools/webpack/address-book.cjs');

/**
 * Emits /runtime-config.json beside the bundle, made from the address book: every remote at
 * /remotes/<folder>/mf-manifest.json. A host edits the emitted file to move a remote elsewhere.
 */
class EmitRuntimeConfigPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitRuntimeConfigPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitRuntimeConfigPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const text = `${JSON.stringify(defaultRuntimeConfig(), null, 2)}\n`;
          compilation.emitAsset('runtime-config.json', new sources.RawSource(text));
        },
      );
    });
  }
}

const base = createConfig({
  dir: __dirname,
  // In development the API, realtime endpoint and built remotes come from the one server (api/).
  devProxy: [
    {
      context: ['/api', '/oauth', '/ws', '/remotes', '/mailbox', '/healthz'],
      target: 'http://localhost:8080',
      ws: true,
    },
  ],
});

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(new EmitRuntimeConfigPlugin());
  return config;
};
