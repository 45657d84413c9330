// Issue 8: the project runs on Node 24 from the lockfile, in the test runner and in the server.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sharedServer, type RunningServer } from '../support/server';

const major = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

let server: RunningServer;
before(async () => {
  server = await sharedServer();
});
after(async () => {
  await server?.stop();
});

describe('runtime', () => {
  it('runs the tests on Node 24 or newer', () => {
    assert.ok(major(process.version) >= 24, `test runner on ${process.version}`);
  });

  it('runs the server on Node 24 or newer and says so at start', () => {
    const match = /"node":"(v[\d.]+)"/.exec(server.logs());
    assert.ok(match, 'the start line names the Node version');
    assert.ok(major(match[1]) >= 24, `server on ${match[1]}`);
  });
});
