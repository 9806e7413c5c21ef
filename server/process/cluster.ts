import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Logger } from 'pino';

/**
 * How many server processes to run (issue 14): WEB_CONCURRENCY, or one per core when it is 0; always one on the
 * embedded database (PGlite is a single process's data directory).
 */
export function processCount(config: { DATABASE_URL?: string; WEB_CONCURRENCY: number }): number {
  if (!config.DATABASE_URL) return 1;
  return config.WEB_CONCURRENCY > 0 ? config.WEB_CONCURRENCY : availableParallelism();
}

/**
 * The primary of a node:cluster: forks `count` workers that share the listening port (each runs server/main.ts
 * as a whole: its own database pool, page cache, LISTEN connection), forks a new one when a worker dies, and on
 * SIGTERM/SIGINT passes the signal on and exits once every worker has finished (or after graceMs).
 */
export function runPrimary({ count, logger, graceMs }: { count: number; logger: Logger; graceMs: number }) {
  let stopping = false;
  const recentDeaths: number[] = [];
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info('Every worker stopped');
        logger.flush();
        process.exit(0);
      }
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'Worker exited; starting another');
    const now = Date.now();
    recentDeaths.push(now);
    while (recentDeaths.length > 0 && (recentDeaths[0] ?? now) < now - 60_000) recentDeaths.shift();
    // A worker that cannot start (bad configuration, database down) is not re-forked in a tight loop.
    setTimeout(fork, recentDeaths.length > count * 3 ? 5_000 : 200);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: count }, 'Shutting down every worker');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => {
      logger.error({ graceMs }, 'Workers took too long; exiting');
      process.exit(1);
    }, graceMs + 1_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  logger.info({ workers: count }, 'Starting server processes');
  for (let i = 0; i < count; i++) fork();
}

/**
 * How many HTML render threads a server process runs (server/pages/ssr-threads.ts): SSR_THREADS, or, when it is
 * unset, one if this is the only process and there is a core to spare (the embedded database's single process
 * then uses a second core) and none when node:cluster already runs one process per core.
 */
export function ssrThreadCount(config: {
  DATABASE_URL?: string;
  WEB_CONCURRENCY: number;
  SSR_THREADS?: number;
}): number {
  if (config.SSR_THREADS !== undefined) return config.SSR_THREADS;
  return processCount(config) === 1 && availableParallelism() > 1 ? 1 : 0;
}
