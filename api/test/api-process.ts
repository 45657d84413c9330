import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { WEB_CLIENT } from '@vitrina/shared/contracts';

const API_DIR = path.resolve(__dirname, '..');

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  origin: string;
  child: ChildProcess;
  /** The last stdout and stderr lines, for a failure's message. */
  output(): string;
  exited: Promise<number | null>;
}

/**
 * The API's own server entry (`src/server.ts` through tsx) in a process of its own, so a test can
 * SIGKILL it for real; `args` may name another entry (the bench runs `dist/server.js`). Resolves
 * once `/readyz` answers 200.
 */
export async function startApiProcess(
  port: number,
  env: Record<string, string>,
  // tsx as a loader in this one process (its CLI would run the server in a second one, which a
  // SIGKILL of the first would leave running).
  args = ['--import', 'tsx', 'src/server.ts'],
): Promise<ApiProcess> {
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      STATIC_ROOT: '/nonexistent-static-root',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (d: Buffer) => (log = (log + d.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API did not become ready:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { origin, child, output: () => log, exited };
}

/** Registers a user over HTTP and signs in with the password grant: the bearer header. */
export async function signUpOverHttp(origin: string, email: string, password = 'correct-horse-1') {
  const reg = await fetch(`${origin}/api/v1/users/registration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (reg.status !== 201) throw new Error(`registration: ${reg.status} ${await reg.text()}`);
  const token = await fetch(`${origin}/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${WEB_CLIENT.id}:${WEB_CLIENT.secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username: email, password }).toString(),
  });
  const { access_token: accessToken } = (await token.json()) as { access_token?: string };
  if (!accessToken) throw new Error(`password grant: ${token.status}`);
  return { authorization: `Bearer ${accessToken}` };
}
