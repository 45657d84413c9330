import path from 'node:path';
import { createJestConfig } from '../jest/create-jest-config.cjs';
import classes from '../jest/css-module-stub.cjs';

describe('createJestConfig', () => {
  it('runs TypeScript through swc, stubs styles and sets up the DOM for jsdom packages', () => {
    const config = createJestConfig({ dir: '/repo/mf-auth' });
    expect(config.rootDir).toBe('/repo/mf-auth');
    expect(config.testEnvironment).toBe('jsdom');
    expect(Object.keys(config.transform)).toEqual(['^.+\\.(t|j)sx?$|\\.mjs$']);
    expect(config.moduleNameMapper['\\.module\\.css$']).toBe(path.resolve(__dirname, '../jest/css-module-stub.cjs'));
    expect(config.setupFilesAfterEnv).toEqual([path.resolve(__dirname, '../jest/setup-dom.cjs')]);
  });

  it('leaves the DOM setup out of node packages and adds their own setup files', () => {
    const config = createJestConfig({ dir: '/repo/api', environment: 'node', setupFiles: ['/repo/api/setup.ts'] });
    expect(config.testEnvironment).toBe('node');
    expect(config.setupFilesAfterEnv).toEqual(['/repo/api/setup.ts']);
  });

  it('maps CSS modules to their class names', () => {
    expect(classes.button).toBe('button');
  });
});
