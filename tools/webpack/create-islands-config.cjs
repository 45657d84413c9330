// A remote's islands build (README "Public pages", issue 53): `src/islands/index.ts` to
// `dist/islands.js` beside its remoteEntry.js, and each island's module as a chunk of its own
// (`islands/[name].[contenthash].js`). The same components as the live app, on Preact: `react` (with
// ids unique across the page's islands: shared/src/islands/react.js), `react-dom` and `react/jsx-runtime` resolve to preact/compat (~5 KB gzip instead of ~70), and
// `react-i18next` to the islands' texts (@vitrina/shared/islands/react-i18next), `react-router-dom`
// to plain links and the page loader's navigation (@vitrina/shared/islands/react-router-dom). No CSS is
// injected: the prerendered page's inlined CSS styles the islands, so each class name must be the
// one the live app's build gave it, which `localIdentOf` computes.
const path = require('node:path');
const { defaultGetLocalIdent } = require('css-loader');
const { packageOf } = require('./address-book.cjs');
const { createConfig, swcRule, swcMinimizer } = require('./create-config.cjs');
const { CompileHintsPlugin } = require('./compile-hints.cjs');

const ROOT = path.resolve(__dirname, '../..');
/** What the islands build writes in a remote's dist/: islands.js, its source map and islands/. */
const ISLANDS_FILE = /^islands(\.js(\.map)?$|\/)/;
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
        // Only the islands' own files from an earlier build (the app's build writes beside them).
        clean: { keep: (file) => !ISLANDS_FILE.test(file) },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // rxjs's ES2015 build (the stores' BehaviorSubject): its default ES5 one brings tslib's helpers.
        conditionNames: ['es2015', '...'],
        alias: {
          react$: path.join(ROOT, 'shared/src/islands/react.js'),
          'react-dom$': 'preact/compat',
          'react-dom/client$': 'preact/compat/client',
          'react/jsx-runtime$': 'preact/jsx-runtime',
          'react/jsx-dev-runtime$': 'preact/jsx-runtime',
          'react-i18next$': path.join(ROOT, 'shared/src/islands/react-i18next.ts'),
          'react-router-dom$': path.join(ROOT, 'shared/src/islands/react-router-dom.ts'),
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
      // Preact's chunk and the island's are called as they arrive: compiled while they stream in,
      // off the main thread (compile-hints.cjs), not inside the hydration's task.
      plugins: production ? [new CompileHintsPlugin()] : [],
    };
  };
}

/**
 * A remote with islands (its webpack.config.cjs): the live app's build (create-config.cjs) and the
 * islands build, both writing to dist/ (the app's clean leaves the islands alone).
 */
function withIslands({ dir }) {
  const app = createConfig({ dir });
  const islands = createIslandsConfig({ dir });
  return (env, argv) => {
    const config = app(env, argv);
    // islands.js, its source map and islands/ (the two builds run side by side).
    config.output.clean = { keep: (file) => ISLANDS_FILE.test(file) };
    return [config, islands(env, argv)];
  };
}

module.exports = { createIslandsConfig, withIslands };
