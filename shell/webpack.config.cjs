const fs = require('node:fs');
const path = require('node:path');
const { createConfig } = require('../tools/webpack/create-config.cjs');

/** Files of public/ served as they are beside the bundle (the runtime remotes config). */
const PUBLIC_FILES = ['runtime-config.json'];

/** Emits public files into the build (no copy-webpack-plugin needed for one file). */
class EmitPublicFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitPublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitPublicFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of PUBLIC_FILES) {
            const source = path.join(__dirname, 'public', file);
            compilation.fileDependencies.add(source);
            compilation.emitAsset(file, new sources.RawSource(fs.readFileSync(source)));
          }
        },
      );
    });
  }
}

const base = createConfig({
  dir: __dirname,
  kind: 'host',
  port: 3000,
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
  config.plugins.push(new EmitPublicFilesPlugin());
  return config;
};
