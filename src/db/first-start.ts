// Runs an embedded database's first start (create, migrate, seed) in a worker thread: see first-start-thread.ts.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';

/** A log line of the thread, written by the caller's logger. */
export interface FirstStartLog {
  level: 'info' | 'warn';
  args: unknown[];
}

/** What of openDatabase's options this module reads; the rest goes to the thread as it is. */
interface FirstStartOptions {
  databaseUrl?: string;
  dataDir?: string;
  loadDataDir?: Blob;
  logger?: Pick<Logger, 'info' | 'warn'>;
}

/** Whether `options` open an embedded database on disk that does not exist yet. */
export function isFirstStart(options: FirstStartOptions): boolean {
  if (options.databaseUrl || options.loadDataDir) return false;
  const dataDir = options.dataDir ?? '.data';
  return !dataDir.startsWith('memory://') && !existsSync(path.join(path.resolve(dataDir), 'PG_VERSION'));
}

/** Creates, migrates and (when asked) seeds the database in a thread that ends when it is done. */
export function firstStartInThread(options: FirstStartOptions): Promise<void> {
  const { logger, loadDataDir: _snapshot, ...cloneable } = options;
  const worker = new Worker(new URL('./first-start-thread.ts', import.meta.url), { workerData: cloneable });
  worker.on('message', ({ level, args }: FirstStartLog) => {
    (logger?.[level] as ((...values: unknown[]) => void) | undefined)?.call(logger, ...args);
  });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`The database's first start stopped (thread exit code ${code})`)),
    );
  });
}
