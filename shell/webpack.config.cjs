const { DefinePlugin } = require('webpack');
const { createConfig, createScriptConfig } = require('../tools/webpack/create-config.cjs');
const { defaultRuntimeConfig } = require('../tools/webpack/address-book.cjs');
// The page heads are TypeScript in @vitrina/shared (docs/architecture.md §2): loaded through tsx.
const { require: requireTs } = require('tsx/cjs/api');

const { robotsTxt, sitemapXml, siteOrigin } = requireTs(
  '@vitrina/shared/page-head',
  require('node:path').join(__dirname, 'webpack.config.cjs'),
);

/** The site's public origin (canonical URLs, hreflang, Open Graph, sitemap): `SITE_URL`, README "Configuration". */
const SITE_URL = siteOrigin(process.env.SITE_URL);

/**
 * Emits beside the bundle, made from the address book: /runtime-config.json (every remote at
 * /remotes/<folder>/mf-manifest.json; a host edits the emitted file to move a remote elsewhere),
 * and /robots.txt and /sitemap.xml from the page heads (the public pages, at SITE_URL).
 */
class EmitStaticFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitStaticFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitStaticFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const files = {
            'runtime-config.json': `${JSON.stringify(defaultRuntimeConfig(), null, 2)}\n`,
            'robots.txt': robotsTxt(SITE_URL),
            'sitemap.xml': sitemapXml(SITE_URL),
          };
          for (const [name, text] of Object.entries(files)) compilation.emitAsset(name, new sources.RawSource(text));
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

// The one script of a prerendered public page (src/public-page.ts): no federation runtime, no React.
const PUBLIC_PAGE = { 'public-page': './src/public-page.ts' };
const scripts = createScriptConfig({ dir: __dirname, entry: PUBLIC_PAGE });

module.exports = (env, argv) => {
  const script = scripts(env, argv);
  // Its one chunk (the Intl worker) under scripts/, which the app's build keeps (below).
  script.output.chunkFilename = 'scripts/[id].[contenthash:8].js';
  return [app(env, argv), script];
};

function app(env, argv) {
  const config = base(env, argv);
  // Both builds write to dist/: the app's clean leaves the page scripts alone.
  config.output.clean = {
    keep: (file) => file.startsWith('scripts/') || Object.keys(PUBLIC_PAGE).some((name) => file.startsWith(name)),
  };
  config.plugins.push(
    new EmitStaticFilesPlugin(),
    // The page heads' origin in the browser (src/features/page-head/model/site-url.ts).
    new DefinePlugin({ 'process.env.SITE_URL': JSON.stringify(SITE_URL) }),
  );
  return config;
}
