import { ConfigError, loadConfig } from '../src/config/env.ts';
import { databaseOptions, openDatabase } from '../src/db/client.ts';
import { buildApp } from './app.ts';
import { appOptionsFor, mailTransportFor } from './compose.ts';
import { createLogger } from './logger.ts';

// The process and its composition root: read config, open the database, build the domain services and the
// app, listen, and shut down gracefully on SIGTERM/SIGINT.
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  // Request errors are caught where they happen (app.ts); anything that still escapes is logged, once, as JSON,
  // and the process keeps serving: one bad request must never take the site down.
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'Unhandled promise rejection');
  });
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'Uncaught exception');
  });
  // The one database client of this process (PGlite in DATA_DIR, or PostgreSQL with DATABASE_URL): created,
  // migrated and (PGlite, when empty) seeded before the first request; only the domain services hold it.
  const database = await openDatabase({ ...databaseOptions(config), logger });
  const app = await buildApp({
    config,
    logger,
    ...appOptionsFor(database, config),
    mailTransport: mailTransportFor(config),
  });
  app.addHook('onClose', async () => {
    const started = Date.now();
    await database.close();
    // PGlite writes its data directory out on close: under heavy I/O this is the slow part of a shutdown.
    logger.info({ durationMs: Date.now() - started }, 'Database closed');
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'Shutting down: no new connections, finishing in-flight requests');
    const forceExit = setTimeout(() => {
      logger.error({ graceMs: config.SHUTDOWN_GRACE_MS }, 'Shutdown took too long; exiting');
      process.exit(1);
    }, config.SHUTDOWN_GRACE_MS);
    forceExit.unref();
    try {
      await app.close();
      logger.info('Shutdown complete');
      logger.flush();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  logger.info({ url: config.PUBLIC_URL }, 'Quest is listening');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
