// The real server (API + static bundles), compiled as production runs it (`api/dist/server.js`,
// built by run-e2e.mjs), on a free port with its own PGlite folder. The runner starts one for the
// whole run (`sharedServer`); a suite that needs other settings starts its own (`startServer`).
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
export const SERVER_ENTRY = path.join(ROOT, 'api/dist/server.js');

export interface RunningServer {
  url: string;
  /** The file its stdout and stderr go to. */
  logFile: string;
  stop(): Promise<void>;
  /** Everything the server wrote so far (stdout and stderr). */
  logs(): string;
}

/** A port nothing listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts the compiled server; its output goes to a file in its folder (read by `logs()`). */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const url = `http://127.0.0.1:${port}`;
  const log = openSync(logFile, 'a');
  const logs = () => readFileSync(logFile, 'utf8');
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'db'),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      // The journeys read mail (reset links, sales notifications) from the local mailbox.
      DEV_MAILBOX: '1',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  if (process.env.E2E_SERVER_LOG === '1') process.stderr.write(`[e2e] server log: ${logFile}\n`);
  let stopping = false;
  child.on('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`[e2e] server exited (${code ?? signal}):\n${logs().slice(-3000)}\n`);
  });

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs()}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become ready:\n${logs()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url,
    logFile,
    logs,
    async stop() {
      stopping = true;
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Settings of the run's one server (run-e2e.mjs): journeys sign up many owners from loopback. */
export const SHARED_SERVER_ENV = {
  // Every suite registers and signs in from 127.0.0.1: the per-address limits are for one person.
  RATE_LIMIT_MULTIPLIER: '50',
  // The start line (Node version, database) is logged at info (tests/runtime.test.ts).
  LOG_LEVEL: 'info',
};

/**
 * The run's server, which run-e2e.mjs started (E2E_SERVER_URL, its log in E2E_SERVER_LOG_FILE);
 * `stop()` leaves it running for the next suite. A file run on its own gets a server of its own.
 */
export async function sharedServer(): Promise<RunningServer> {
  const url = process.env.E2E_SERVER_URL;
  const logFile = process.env.E2E_SERVER_LOG_FILE;
  if (!url || !logFile) return startServer(SHARED_SERVER_ENV);
  return { url, logFile, logs: () => readFileSync(logFile, 'utf8'), stop: async () => {} };
}

/** Hands the run's server to the suites' processes (run-e2e.mjs). */
export function sharedServerEnv(server: RunningServer): Record<string, string> {
  return { E2E_SERVER_URL: server.url, E2E_SERVER_LOG_FILE: server.logFile };
}
