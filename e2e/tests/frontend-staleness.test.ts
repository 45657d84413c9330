// Issue 26: `npm start` rebuilds a bundle only when what it is built from changed, by content
// (scripts/frontends.mjs): `npm install` rewriting the lockfile does not make the bundles stale.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { isStale, recordBuild } from '../../scripts/frontends.mjs';

const lock = (version: string, indent = 2) =>
  JSON.stringify(
    {
      name: 'vitrina',
      lockfileVersion: 3,
      packages: {
        '': { workspaces: ['mf-x'] },
        'node_modules/react': { version, integrity: `sha512-${version}` },
      },
    },
    null,
    indent,
  );

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
/** A later modification time, as an editor or `npm install` leaves. */
const touch = (file: string) => {
  const later = new Date(Date.now() + 60_000);
  utimesSync(path.join(root, file), later, later);
};

describe('front-end staleness by content', () => {
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'vitrina-stale-'));
    write('mf-x/src/index.ts', 'export const a = 1;\n');
    write('mf-x/package.json', '{ "name": "@vitrina/mf-x" }\n');
    write('shared/src/index.ts', 'export const shared = 1;\n');
    write('tools/webpack/create-config.cjs', 'module.exports = {};\n');
    write('package-lock.json', lock('19.2.0'));
    write('mf-x/dist/mf-manifest.json', '{}');
    recordBuild('mf-x', root);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('a package never built, or whose bundle is gone, is stale', () => {
    assert.equal(isStale('mf-y', root), true);
    rmSync(path.join(root, 'mf-x/dist'), { recursive: true });
    assert.equal(isStale('mf-x', root), true);
  });

  it('a bundle stays fresh when only modification times or the lockfile layout changed', () => {
    assert.equal(isStale('mf-x', root), false);
    write('package-lock.json', lock('19.2.0', 4));
    touch('package-lock.json');
    touch('mf-x/src/index.ts');
    assert.equal(isStale('mf-x', root), false);
  });

  it('a changed source, shared source, webpack factory or installed version makes it stale', () => {
    const changes: Array<[string, string]> = [
      ['mf-x/src/index.ts', 'export const a = 2;\n'],
      ['mf-x/src/new-file.ts', 'export {};\n'],
      ['shared/src/index.ts', 'export const shared = 2;\n'],
      ['tools/webpack/create-config.cjs', 'module.exports = { mode: "x" };\n'],
      ['package-lock.json', lock('19.2.1')],
    ];
    for (const [file, text] of changes) {
      const full = path.join(root, file);
      const previous = existsSync(full) ? readFileSync(full, 'utf8') : undefined;
      write(file, text);
      assert.equal(isStale('mf-x', root), true, `${file} changed`);
      if (previous === undefined) rmSync(full);
      else write(file, previous);
      assert.equal(isStale('mf-x', root), false, `${file} restored`);
    }
  });

  it('a bundle rebuilt by something else since (npm run build) is stale until built here', () => {
    touch('mf-x/dist/mf-manifest.json');
    assert.equal(isStale('mf-x', root), true);
    recordBuild('mf-x', root);
    assert.equal(isStale('mf-x', root), false);
  });
});
