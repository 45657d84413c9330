// The shared-facade build check on a real (small) federation build: one entry per case.
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { SHARED_FACADES, SharedFacadeCheckPlugin, sharedSingletons } from '../webpack/federation.cjs';

const ROOT = path.resolve(__dirname, '../..');
const FIXTURES = path.join(__dirname, 'fixtures/facade');

/** Builds the fixtures; resolves to each entry's error texts. */
function build(): Promise<Record<string, string[]>> {
  const entries = ['good', 'deep', 'unlisted', 'router'];
  const compiler = webpack({
    mode: 'development',
    devtool: false,
    context: FIXTURES,
    entry: Object.fromEntries(entries.map((name) => [name, `./${name}.js`])),
    output: { path: path.join(os.tmpdir(), `vitrina-facade-test-${process.pid}`), uniqueName: 'facade_test' },
    resolve: { modules: [path.join(ROOT, 'node_modules')] },
    plugins: [
      new ModuleFederationPlugin({ name: 'facade_test', shared: sharedSingletons(), dts: false }),
      new SharedFacadeCheckPlugin(),
    ],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) return reject(error);
      const errors = stats.toJson({ all: false, errors: true }).errors ?? [];
      const byEntry = Object.fromEntries(entries.map((name) => [name, [] as string[]]));
      for (const { message } of errors) {
        const entry = entries.find((name) => message.includes(`${name}.js`));
        if (entry) byEntry[entry].push(message);
      }
      resolve(byEntry);
    });
  });
}

describe('SharedFacadeCheckPlugin', () => {
  let errors: Record<string, string[]>;
  beforeAll(async () => {
    errors = await build();
  }, 120_000);

  it('accepts names the facades carry', () => {
    expect(errors.good).toEqual([]);
  });

  it('refuses a deep import of a facaded package', () => {
    expect(errors.deep.join('\n')).toContain("imports 'rxjs/operators': import from 'rxjs' itself (the shared facade)");
  });

  it('refuses a name the facade does not carry', () => {
    expect(SHARED_FACADES.rxjs.exports).not.toContain('interval');
    expect(errors.unlisted.join('\n')).toContain(
      "imports 'interval' from 'rxjs', which the shared facade does not carry",
    );
  });

  it("refuses 'react-router'", () => {
    expect(errors.router.join('\n')).toContain("imports 'react-router': import from 'react-router-dom'");
  });
});
