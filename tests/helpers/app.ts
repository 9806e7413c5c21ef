import { Writable } from 'node:stream';
import { type ComposeAppOptions, composeApp } from '../../server/compose.ts';
import { createLogger } from '../../server/process/logger.ts';
import { type AppConfig, loadConfig } from '../../src/config/env.ts';
import type { Database } from '../../src/db/client.ts';
import { openTestDatabase, type TestDatabaseKind } from './db.ts';

export interface CapturedLogs {
  lines: Record<string, unknown>[];
  find(predicate: (line: Record<string, unknown>) => boolean): Record<string, unknown> | undefined;
}

/** A stream collecting JSON log lines in memory, so tests can assert what operators would read. */
export function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      callback();
    },
  });
  const logs: CapturedLogs = { lines, find: (predicate) => lines.find(predicate) };
  return { logs, stream };
}

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    HTML_CACHE_TTL_MS: '0',
    // Tests write to the database directly and read the result at once: no catalogue read cache unless asked.
    CATALOG_READ_CACHE_TTL_MS: '0',
    // Opening PGlite blocks a worker's event loop for a second: overload shedding would refuse the next requests.
    // tests/integration/robustness.test.ts turns it on where it is the subject.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    // Pages render on the test's own thread: a render thread costs each test file ~2 s of CPU to start, and its
    // first renders are slower. tests/integration/ssr-threads.test.ts checks that a render thread sends the same
    // HTML, not-found pages included; the process tests run server/main.ts with its threads.
    SSR_THREADS: '0',
    // Document PDFs too (a thread takes 1–3 s to load pdf-lib and the fonts); tests/integration/document-files.test.ts
    // renders in threads.
    DOCUMENT_RENDER_THREADS: 'false',
    ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
    ...overrides,
  });
}

export interface TestAppOptions extends Partial<Omit<ComposeAppOptions, 'config' | 'logger' | 'database'>> {
  /** The database: a kind to open from the seeded snapshot (default 'pglite'), or one already open. */
  database?: TestDatabaseKind | Database;
}

/**
 * The app as production composes it (server/compose.ts composeApp) on the built site (run `npm run build`
 * first), with logs captured in memory and a seeded database (closed with the app when the helper opened it).
 */
export async function buildTestApp(overrides: Record<string, string> = {}, options: TestAppOptions = {}) {
  const config = testConfig(overrides);
  const { logs, stream } = captureLogs();
  const logger = createLogger(config, stream);
  const { database: databaseOption = 'pglite', ...parts } = options;
  const ownsDatabase = typeof databaseOption === 'string';
  const database = ownsDatabase ? await openTestDatabase(databaseOption) : databaseOption;
  const { app, domain } = await composeApp({
    config,
    logger,
    database,
    ...parts,
    afterStop: async () => {
      await parts.afterStop?.();
      if (ownsDatabase) await database.close();
    },
  });
  await app.ready();
  return { app, logs, config, database, domain };
}
