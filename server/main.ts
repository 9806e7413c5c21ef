import cluster from 'node:cluster';
import { ConfigError } from '../src/config/env.ts';
import { composeSite, readSettings, type Settings } from './compose.ts';
import { closeGracefully } from './http/connections.ts';
import { processCount, runPrimary } from './process/cluster.ts';

// The process: read the settings, run the cluster primary or one server (built by server/compose.ts), listen,
// and shut down gracefully on SIGTERM/SIGINT.
async function main() {
  let settings: Settings;
  try {
    settings = readSettings();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { config, logger } = settings;
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
  const app = await composeSite(settings);

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
      // Every request that reached the server is answered; then the app's parts stop and the database closes
      // (composeSite's onClose hooks). A few seconds of the grace are kept for those hooks (PGlite writes its
      // data directory out).
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
