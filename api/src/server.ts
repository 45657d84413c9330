import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { loadDictionaries } from './modules/agent/language/dictionary';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\nSee api/README.md for the environment variables.\n`);
      process.exit(1);
    }
    throw err;
  }

  const app = await buildApp(config);

  // SIGTERM (docs/deploy.md "Rolling restart"): readiness turns false, the listener closes and
  // new requests on kept-alive connections get 503 (the proxy retries them elsewhere), requests
  // and queue jobs under way finish, sockets close with 1012 so clients reconnect to another
  // instance, then the process exits; SHUTDOWN_TIMEOUT_MS caps it all.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.draining = true;
    app.log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'draining');
    const force = setTimeout(() => {
      app.log.error('graceful shutdown timed out: exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    app.close().then(
      () => {
        app.log.info('drained: exiting');
        process.exit(0);
      },
      (err) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // The spelling dictionaries (seconds of CPU, partly synchronous) load before the server listens,
  // not inside its first customer message: loaded there, they held the event loop long enough for
  // a Graph read answered in the same process (the sandbox) to time out, and the customer's name
  // was not read (the e2e order journey in CI). Tests build apps without them unless they ask.
  await loadDictionaries();
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      node: process.version,
      database: app.database.kind,
      redis: Boolean(config.redisUrl),
      mailbox: config.devMailbox,
      meta: config.meta ? (config.meta.usesSandbox ? 'sandbox' : 'meta app') : 'off',
    },
    `Vitrina API on ${config.publicUrl}`,
  );
}

main().catch((err) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
