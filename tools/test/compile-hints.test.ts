import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin } from '../webpack/compile-hints.cjs';

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

/** A production build of a two-chunk entry (a licence comment included), with or without the plugin. */
async function build(withHints: boolean, minBytes = 0) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  folders.push(dir);
  fs.writeFileSync(
    path.join(dir, 'index.js'),
    "/*! @license test */\nexport function greet(name) {\n  return 'hello ' + name;\n}\nimport('./later.js').then((m) => m.run(greet));\n",
  );
  fs.writeFileSync(
    path.join(dir, 'later.js'),
    'export function run(greet) {\n  globalThis.greeted = greet("later");\n}\n',
  );
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    devtool: 'source-map',
    output: { path: path.join(dir, 'dist'), filename: 'main.js', chunkFilename: '[name].[contenthash:8].js' },
    plugins: withHints ? [new CompileHintsPlugin({ minBytes })] : [],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? stats?.toString()) : resolve())),
  );
  const out = path.join(dir, 'dist');
  const scripts = fs.readdirSync(out).filter((name) => name.endsWith('.js'));
  const read = (name: string) => fs.readFileSync(path.join(out, name), 'utf8');
  return { scripts, read, map: (name: string) => JSON.parse(read(`${name}.map`)) as { mappings: string } };
}

describe('CompileHintsPlugin', () => {
  it("puts V8's compile hint on the first line of every script, before the licence banner", async () => {
    const { scripts, read } = await build(true);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const name of scripts) expect(read(name).startsWith(COMPILE_HINT)).toBe(true);
    expect(read('main.js').split('\n')[1]).toMatch(/^\/\*! For license information/);
  });

  it('keeps the source maps pointing at the code: one more empty line at their start', async () => {
    const [plain, hinted] = await Promise.all([build(false), build(true)]);
    expect(plain.scripts).toHaveLength(hinted.scripts.length);
    for (const name of plain.scripts) {
      const hintedName = hinted.scripts.find((file) => file.split('.')[0] === name.split('.')[0])!;
      expect(hinted.map(hintedName).mappings).toBe(`;${plain.map(name).mappings}`);
    }
  });

  it('leaves out scripts smaller than the threshold', async () => {
    // The entry (webpack's runtime, ~2.5 KB) is over it; the lazy chunk (~150 bytes) is under.
    const { scripts, read } = await build(true, 1024);
    const lazy = scripts.filter((name) => name !== 'main.js');
    expect(lazy.length).toBeGreaterThan(0);
    expect(read('main.js').startsWith(COMPILE_HINT)).toBe(true);
    for (const name of lazy) expect(read(name).startsWith(COMPILE_HINT)).toBe(false);
  });
});
