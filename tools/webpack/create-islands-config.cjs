// A remote's islands build (README "Public pages", issue 53): `src/islands/index.ts` to
// `dist/islands.js` beside its remoteEntry.js, and each island's module as a chunk of its own
// (`islands/[name].[contenthash].js`). The same components as the live app, on Preact: `react`,
// `react-dom` and `react/jsx-runtime` resolve to preact/compat (~5 KB gzip instead of ~70), and
// `react-i18next` to the islands' texts (@vitrina/shared/islands/react-i18next). No CSS is
// injected: the prerendered page's inlined CSS styles the islands, so each class name must be the
// one the live app's build gave it, which `localIdentOf` computes.
const path = require('node:path');
const { defaultGetLocalIdent } = require('css-loader');
const { packageOf } = require('./address-book.cjs');
const { swcRule, swcMinimizer } = require('./create-config.cjs');

const ROOT = path.resolve(__dirname, '../..');
const SHARED_UI = path.join(ROOT, 'shared/src/ui') + path.sep;
const HOST = { dir: path.join(ROOT, 'shell'), name: packageOf('shell').name };

/**
 * A CSS module's class name as the live app's build named it: the UI kit's (a federation singleton
 * the shell provides on every page) by the shell's build, every other module by the remote's own
 * (tools/webpack/create-config.cjs: `<name>_[hash:base64:6]`, the hash of the file's path from
 * the package's folder and the class).
 */
function localIdentOf(remote) {
  return (loaderContext, _localIdentName, localName, options) => {
    const owner = loaderContext.resourcePath.startsWith(SHARED_UI) ? HOST : remote;
    return defaultGetLocalIdent(loaderContext, `${owner.name}_[hash:base64:6]`, localName, {
      ...options,
      context: owner.dir,
    });
  };
}

function createIslandsConfig({ dir }) {
  const { name } = packageOf(path.basename(dir));
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name: 'islands',
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { islands: './src/islands/index.ts' },
      devtool: production ? 'source-map' : false,
      output: {
        path: path.join(dir, 'dist'),
        filename: '[name].js',
        chunkFilename: production ? 'islands/[name].[contenthash:8].js' : 'islands/[name].js',
        publicPath: 'auto',
        uniqueName: `${name}_islands`,
        clean: false,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: {
          react$: 'preact/compat',
          'react-dom$': 'preact/compat',
          'react-dom/client$': 'preact/compat/client',
          'react/jsx-runtime$': 'preact/jsx-runtime',
          'react/jsx-dev-runtime$': 'preact/jsx-runtime',
          'react-i18next$': path.join(ROOT, 'shared/src/islands/react-i18next.ts'),
        },
      },
      module: {
        rules: [
          swcRule(production),
          // Only what an island uses of shared's entries comes along (their stores start nothing then).
          { test: /shared[\\/]src[\\/]/, sideEffects: false },
          {
            test: /\.module\.css$/,
            use: {
              loader: 'css-loader',
              options: {
                modules: { namedExport: false, exportOnlyLocals: true, getLocalIdent: localIdentOf({ dir, name }) },
              },
            },
          },
          { test: /\.css$/, exclude: /\.module\.css$/, use: require.resolve('./empty-loader.cjs') },
          {
            test: /\.(png|jpe?g|gif|webp|avif|svg|webm|mp4|woff2?)$/i,
            type: 'asset/resource',
            generator: { emit: false },
          },
        ],
      },
      performance: { hints: false },
      optimization: { minimizer: [swcMinimizer()] },
    };
  };
}

module.exports = { createIslandsConfig };
