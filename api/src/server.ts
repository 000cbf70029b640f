import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { EmbeddedDbLockedError } from './db/client.ts';
import { seedIfEmpty } from './seed/seed-if-empty.ts';

const SHUTDOWN_GRACE_MS = 10_000;

const main = async () => {
  const config = loadConfig();
  let app;
  try {
    app = await buildApp(config);
  } catch (err) {
    if (err instanceof EmbeddedDbLockedError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const seeded = await seedIfEmpty(app, config);
  if (seeded.refused)
    app.log.warn({ seedDemo: config.seedDemo }, 'NODE_ENV=production: demo accounts are never created');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + 2000);
    timer.unref();
    try {
      // Fastify answers 503 to new requests while closing, then closes stores (PGlite: CHECKPOINT + close).
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const url = config.publicUrl;
  const lines = [
    '',
    `  Passerelle is running on ${url}`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL' : `PGlite (embedded) in ${config.dataDir}`}${config.redisUrl ? ', Redis on' : ''}`,
    `  API docs: ${url}/api/docs`,
  ];
  if (seeded.demo) {
    lines.push('', '  Demo logins (password Demo2026!):');
    for (const email of seeded.logins) lines.push(`    ${email}`);
  }
  console.log(lines.join('\n') + '\n');
};

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
