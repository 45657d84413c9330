import path from 'node:path';
import { createConfig } from '../webpack/create-config.cjs';

const ROOT = path.resolve(__dirname, '../..');

type Config = {
  entry: Record<string, string>;
  output: { uniqueName: string; publicPath: string; filename: string };
  devServer: { port: number };
  plugins: { constructor: { name: string }; _options?: Record<string, unknown> }[];
};

const build = (folder: string, mode: 'production' | 'development') =>
  createConfig({ dir: path.join(ROOT, folder) })({}, { mode }) as Config;

const federationOptions = (config: Config) =>
  config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')?._options ?? {};

describe('createConfig', () => {
  it('builds a production remote as the container only, with its exposes from the address book', () => {
    const config = build('mf-auth', 'production');
    expect(config.entry).toEqual({});
    expect(config.output).toMatchObject({ uniqueName: 'mf_auth', publicPath: 'auto', filename: '[name].js' });
    expect(config.devServer.port).toBe(3002);
    expect(federationOptions(config)).toMatchObject({
      name: 'mf_auth',
      filename: 'remoteEntry.js',
      exposes: { './app': './src/exposes/app.tsx', './new-user-modal': './src/exposes/new-user-modal.tsx' },
    });
    expect(config.plugins.map((plugin) => plugin.constructor.name)).not.toContain('HtmlWebpackPlugin');
  });

  it('adds the standalone page to a remote in development', () => {
    const config = build('mf-debug', 'development');
    expect(config.entry).toEqual({ main: './src/index.ts' });
    expect(config.plugins.map((plugin) => plugin.constructor.name)).toContain('HtmlWebpackPlugin');
  });

  it('builds the host with its page, no exposes and the offline-remote runtime plugin', () => {
    const config = build('shell', 'production');
    expect(config.entry).toEqual({ main: './src/index.ts' });
    expect(config.output.publicPath).toBe('/');
    const options = federationOptions(config);
    expect(options).toMatchObject({ name: 'shell', remotes: {} });
    expect(options.exposes).toBeUndefined();
    expect(String((options.runtimePlugins as string[])[0])).toContain('offline-remote-plugin');
  });
});
