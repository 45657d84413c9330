// One webpack config factory for the shell (host) and every remote.
// Usage in a package: module.exports = createConfig({ dir: __dirname })
// The package's federation name, dev port and exposes come from the address book
// (shared/src/address-book/remotes.json); an expose `x` is the file src/exposes/x.ts(x).
//
// One federation runtime per page: the shell bundles @module-federation/runtime-core and hands it
// to the remotes (the provideExternalRuntime plugin); a production remote takes it from there
// (experiments.externalRuntime), so its remoteEntry.js no longer carries its own ~20 KB gzip copy.
// A production remote is the container only (remoteEntry.js, mf-manifest.json, chunks): the
// standalone page (index.html + main.js) is built by `npm run dev`, where the remote bundles the
// runtime itself since no shell is there to provide it.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { packageOf, exposesOf } = require('./address-book.cjs');
const { sharedSingletons, provideExternalRuntimePlugin, SharedFacadeCheckPlugin } = require('./federation.cjs');
const { CompileHintsPlugin } = require('./compile-hints.cjs');
// webpack's own minimizer plugin (its default one), here with swc's minifier instead of terser.
const MinimizerPlugin = require('minimizer-webpack-plugin');

/** style-loader, inserting before a prerendered page's CSS while there is one (insert-style.cjs). */
const STYLE_LOADER = { loader: 'style-loader', options: { insert: require.resolve('./insert-style.cjs') } };

/** TypeScript and JSX through swc (every front-end bundle). */
const swcRule = (production) => ({
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        target: 'es2020',
      },
    },
  },
});

/** swc's minifier (see optimization below). */
const swcMinimizer = () =>
  new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } } });

function createConfig({ dir, devProxy }) {
  const { name, port, isHost } = packageOf(path.basename(dir));
  const exposes = isHost ? {} : exposesOf(dir);

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // The standalone page: the shell always; a remote in development only (see above).
    const standalone = isHost || !production;
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: standalone ? { main: './src/index.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // '[name].js' on entries: a [contenthash] there breaks the federation runtime's chunk loading.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
      },
      module: {
        rules: [
          swcRule(production),
          {
            test: /\.module\.css$/,
            use: [
              STYLE_LOADER,
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    namedExport: false,
                    localIdentName: production ? `${name}_[hash:base64:6]` : `${name}_[local]_[hash:base64:4]`,
                  },
                  // css-loader follows `devtool`: in production it would embed each stylesheet's map
                  // (mappings and the CSS again as sourcesContent) in the JavaScript that style-loader runs.
                  sourceMap: !production,
                },
              },
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [STYLE_LOADER, { loader: 'css-loader', options: { sourceMap: !production } }],
          },
          { test: /\.(png|jpe?g|gif|webp|avif|svg|webm|mp4|woff2?)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: sharedSingletons(),
          manifest: true,
          dts: false,
          shareStrategy: 'loaded-first',
          ...(isHost
            ? {
                runtimePlugins: [
                  require.resolve(path.join(dir, 'src/features/remotes/runtime/offline-remote-plugin.ts')),
                  // A remote's entry, its container's set-up and its page module: a task each.
                  require.resolve(path.join(dir, 'src/features/take-over/runtime/remote-steps-plugin.ts')),
                  // Shares resolved without the runtime's semver parser (registered for the remotes too).
                  require.resolve('./runtime/singleton-version-plugin.ts'),
                  // = experiments.provideExternalRuntime, without its second copy of the runtime.
                  provideExternalRuntimePlugin(),
                ],
              }
            : {}),
          experiments: {
            ...(isHost ? {} : { externalRuntime: production }),
            // Browser only: drops the runtime's Node script loader.
            optimization: { target: 'web' },
          },
        }),
        new SharedFacadeCheckPlugin(),
        ...(production ? [new CompileHintsPlugin()] : []),
        ...(standalone
          ? [
              new HtmlWebpackPlugin({
                // A package's own public/index.html (the shell's, the marketing remote's), else the
                // plain standalone page every other remote shares.
                template: fs.existsSync(path.join(dir, 'public/index.html'))
                  ? path.join(dir, 'public/index.html')
                  : path.join(__dirname, 'standalone.html'),
                title: `Vitrina · ${path.basename(dir)} (standalone)`,
                // Only the entry: never inject remoteEntry.js into the page (the runtime loads it).
                chunks: ['main'],
                // The page answers every path (/ua/settings too): its script is at the server root,
                // not relative to the path (a remote's publicPath is 'auto').
                publicPath: '/',
              }),
            ]
          : []),
      ],
      performance: { hints: false },
      optimization: {
        // swc's minifier (Rust; @swc/core is here already for the loader) instead of terser, with
        // webpack's default two compress passes: the eight production builds took ~40 % less time
        // (the shell 15 -> 9 s on the slow VM of 2026-11-28) and the scripts came out a little smaller.
        minimizer: [swcMinimizer()],
      },
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: devProxy,
      },
    };
  };
}

/**
 * A plain script outside federation (issue 53): a prerendered page's own script (the shell's
 * public-page.js). `entry` maps output names to sources; written to `<dir>/dist` beside the
 * package's federated build, which keeps them (its `clean` spares `keep`).
 */
function createScriptConfig({ dir, entry }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name: 'scripts',
      mode: production ? 'production' : 'development',
      context: dir,
      entry,
      devtool: production ? 'source-map' : false,
      output: { path: path.join(dir, 'dist'), filename: '[name].js', publicPath: 'auto', clean: false },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      // Only what the script uses of shared's entries comes along.
      module: { rules: [swcRule(production), { test: /shared[\\/]src[\\/]/, sideEffects: false }] },
      performance: { hints: false },
      optimization: { minimizer: [swcMinimizer()] },
    };
  };
}

module.exports = { createConfig, createScriptConfig, swcRule, swcMinimizer };
