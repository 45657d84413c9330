// One webpack config factory for the shell (host) and every remote.
// Usage in a package: module.exports = createConfig({ dir: __dirname, kind: 'remote' | 'host', port })
// A remote may expose more modules beside './app': exposes: { './new-user-modal': './src/new-user-modal.tsx' }.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { REMOTES, sharedSingletons } = require('./federation.cjs');

function createConfig({ dir, kind, port, devProxy, exposes = {} }) {
  const folder = path.basename(dir);
  const isHost = kind === 'host';
  const name = isHost ? 'shell' : REMOTES[folder];
  if (!name) throw new Error(`No federation name for folder ${folder}`);

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // '[name].js' on entries: a [contenthash] there breaks the federation runtime (DESIGN.md §6).
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
          {
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
          },
          {
            test: /\.module\.css$/,
            use: [
              'style-loader',
              {
                loader: 'css-loader',
                options: { modules: { namedExport: false, localIdentName: production ? `${name}_[hash:base64:6]` : `${name}_[local]_[hash:base64:4]` } },
              },
            ],
          },
          { test: /\.css$/, exclude: /\.module\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(png|jpe?g|gif|webp|avif|svg|webm|mp4|woff2?)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: { './app': './src/app.tsx', ...exposes } }),
          shared: sharedSingletons(),
          manifest: true,
          dts: false,
          shareStrategy: 'loaded-first',
          ...(isHost ? { runtimePlugins: [require.resolve(path.join(dir, 'src/federation/offline-remote-plugin.ts'))] } : {}),
        }),
        new HtmlWebpackPlugin({
          template: path.join(dir, 'public/index.html'),
          // Only the entry: never inject remoteEntry.js into the page (DESIGN.md §6).
          chunks: ['main'],
        }),
      ],
      performance: { hints: false },
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

module.exports = { createConfig };
