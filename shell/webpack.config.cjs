const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { DefinePlugin } = require('webpack');
const { createConfig, createScriptConfig } = require('../tools/webpack/create-config.cjs');
const { defaultRuntimeConfig } = require('../tools/webpack/address-book.cjs');
// The page heads are TypeScript in @vitrina/shared (docs/architecture.md §2): loaded through tsx.
const { require: requireTs } = require('tsx/cjs/api');

const { robotsTxt, sitemapXml, siteOrigin } = requireTs(
  '@vitrina/shared/page-head',
  path.join(__dirname, 'webpack.config.cjs'),
);

/** The site's public origin (canonical URLs, hreflang, Open Graph, sitemap): `SITE_URL`, README "Configuration". */
const SITE_URL = siteOrigin(process.env.SITE_URL);

/**
 * The installable app's manifest in one language (docs/product.md §9.14): the signed-in chrome
 * links the page's language's, so the app opens on /{lng}/chats. One `id` for both: one app.
 */
function webManifest(lng) {
  const en = lng === 'en';
  return {
    id: '/',
    name: 'Vitrina',
    short_name: 'Vitrina',
    description: en
      ? 'Customer messages, orders and the AI sales assistant of your shop'
      : 'Повідомлення покупців, замовлення та AI-асистент продажів вашого магазину',
    lang: en ? 'en' : 'uk',
    start_url: `/${lng}/chats`,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#f6f6fb',
    theme_color: '#5b5bd6',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: en ? 'Messages' : 'Повідомлення', url: `/${lng}/chats` },
      { name: en ? 'Orders' : 'Замовлення', url: `/${lng}/orders` },
    ],
  };
}

const ICONS = path.join(__dirname, 'public/icons');
const WORKER = path.join(__dirname, 'public/service-worker');

/**
 * Emits beside the bundle, made from the address book: /runtime-config.json (every remote at
 * /remotes/<folder>/mf-manifest.json; a host edits the emitted file to move a remote elsewhere),
 * and /robots.txt and /sitemap.xml from the page heads (the public pages, at SITE_URL); the
 * installable app's files (docs/product.md §9.14): /manifest-{ua,en}.webmanifest, /icons/*, the
 * service worker /sw.js with this build's hash written in (a new shell build is a new worker) and
 * its /offline.html.
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
            'manifest-ua.webmanifest': `${JSON.stringify(webManifest('ua'), null, 2)}\n`,
            'manifest-en.webmanifest': `${JSON.stringify(webManifest('en'), null, 2)}\n`,
            'offline.html': readFileSync(path.join(WORKER, 'offline.html'), 'utf8'),
            'sw.js': readFileSync(path.join(WORKER, 'sw.js'), 'utf8').replace('__BUILD__', compilation.hash),
          };
          for (const [name, text] of Object.entries(files)) compilation.emitAsset(name, new sources.RawSource(text));
          for (const icon of readdirSync(ICONS)) {
            compilation.emitAsset(`icons/${icon}`, new sources.RawSource(readFileSync(path.join(ICONS, icon))));
          }
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
