import cluster from 'node:cluster';
import { ConfigError, loadConfig } from '../src/config/env.ts';
import { databaseOptions, openDatabase } from '../src/db/client.ts';
import { buildApp } from './app.ts';
import { processCount, runPrimary } from './cluster.ts';
import { appOptionsFor, mailTransportFor } from './compose.ts';
import { closeGracefully } from './connections.ts';
import { startInvalidationBus } from './invalidation-bus.ts';
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
  // Several processes (issue 14): with DATABASE_URL, a node:cluster primary forks one server per core (or
  // WEB_CONCURRENCY) and does nothing else; each worker runs the rest of this function.
  const processes = processCount(config);
  if (cluster.isPrimary && processes > 1) {
    runPrimary({ count: processes, logger, graceMs: config.SHUTDOWN_GRACE_MS });
    return;
  }
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
  const fromDatabase = appOptionsFor(database, config);
  const app = await buildApp({
    config,
    logger,
    ...fromDatabase,
    mailTransport: mailTransportFor(config),
  });
  // On PostgreSQL, what one process changes reaches every other one's caches (LISTEN/NOTIFY).
  const bus = config.DATABASE_URL
    ? startInvalidationBus({
        databaseUrl: config.DATABASE_URL,
        events: fromDatabase.domain.events,
        logger,
        onReconnect: () =>
          fromDatabase.domain.events.emit({ type: 'catalog.changed', reason: 'resync', remote: true }),
      })
    : undefined;
  if (bus) {
    const listening = await Promise.race([
      bus.ready.then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 5_000).unref()),
    ]);
    if (!listening) logger.warn('Cache invalidation channel not listening yet; it keeps retrying');
  }
  app.addHook('onClose', async () => {
    await bus?.close();
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
      // Every request that reached the server is answered; then the database closes (onClose above).
      // A few seconds of the grace are kept for the onClose hooks (PGlite writes its data directory out).
      await closeGracefully(app, { deadlineMs: Math.max(1_000, config.SHUTDOWN_GRACE_MS - 5_000) });
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
