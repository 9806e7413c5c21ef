import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/env.ts';
import { createAvailabilityGate } from './availability.ts';
import { firstStartInThread, isFirstStart } from './first-start.ts';
import { withNamedReads } from './pglite-statements.ts';
import { GatedPool, guardPooledClient, pingPostgres, probePostgres } from './postgres-pool.ts';
import * as schema from './schema/index.ts';
import { seedCatalog } from './seed/catalog.ts';
import type { Db } from './types.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** One open database: the Drizzle handle plus what the process needs around it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A round trip to the server, for /readyz. */
  ping(): Promise<{ kind: string; latencyMs: number }>;
  close(): Promise<void>;
}

/** Limits on PostgreSQL waits (milliseconds, 0 = off); see the DATABASE_*_MS keys in README's table. */
export interface DatabaseTimeouts {
  /** Getting a connection: opening one, or waiting for a free one in the pool (pg connectionTimeoutMillis). */
  connectMs: number;
  /** Server-side limit on one statement (statement_timeout, SQLSTATE 57014). */
  statementMs: number;
  /** Client-side limit on one query's answer (pg query_timeout): the net for a server that stopped answering. */
  queryMs: number;
  /** Server-side limit on waiting for a lock (lock_timeout, SQLSTATE 55P03). */
  lockMs: number;
  /** The server ends a session left idle inside a transaction (idle_in_transaction_session_timeout). */
  idleInTransactionMs: number;
  /** Migrations: waiting for another process's migrations (the advisory lock) and each migration statement. */
  migrationMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 2_000,
  statementMs: 5_000,
  queryMs: 6_000,
  lockMs: 3_000,
  idleInTransactionMs: 10_000,
  migrationMs: 300_000,
};

/** Any 64-bit number, the same in every process of the site: serialises migrations across processes. */
export const MIGRATION_LOCK_KEY = '7310465381820744001';

export interface OpenDatabaseOptions {
  /** postgres://… uses PostgreSQL through `pg`; absent uses PGlite in dataDir. */
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' for an in-memory database. */
  dataDir?: string;
  /** PGlite's shared_buffers in MB (default 32): resident from the start, see PGLITE_SHARED_BUFFERS_MB. */
  pgliteSharedBuffersMb?: number;
  /** A gzip tarball from PGlite's dumpDataDir to start from (tests). */
  loadDataDir?: Blob;
  /** Apply pending migrations (default true). */
  migrate?: boolean;
  /**
   * Seed the demo catalogue when it is empty. Default: on the embedded PGlite only; a PostgreSQL database is
   * seeded only when asked (`npm run db:seed`, tests). databaseOptions() decides it from the configuration.
   */
  seedIfEmpty?: boolean;
  logger?: Pick<Logger, 'info' | 'warn'>;
  /**
   * An embedded database on disk that does not exist yet is created, migrated and seeded in a worker thread, so
   * the memory that costs is given back before the server opens it (first-start-thread.ts). The server sets it.
   */
  firstStartInThread?: boolean;
  poolSize?: number;
  /** PostgreSQL limits; each missing one takes its DEFAULT_DATABASE_TIMEOUTS value. */
  timeouts?: Partial<DatabaseTimeouts>;
}

/** The openDatabase options the configuration asks for (DATABASE_URL, DATA_DIR, pool size and limits). */
export function databaseOptions(config: AppConfig): OpenDatabaseOptions {
  return {
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    pgliteSharedBuffersMb: config.PGLITE_SHARED_BUFFERS_MB,
    // Demo data only where nobody can mistake it for the real thing: the embedded database outside production,
    // unless SEED_DEMO_DATA says otherwise (issue 28).
    seedIfEmpty: config.SEED_DEMO_DATA ?? (!config.production && !config.DATABASE_URL),
    poolSize: config.DATABASE_POOL_SIZE,
    timeouts: {
      connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      queryMs: config.DATABASE_QUERY_TIMEOUT_MS,
      lockMs: config.DATABASE_LOCK_TIMEOUT_MS,
      idleInTransactionMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      migrationMs: config.DATABASE_MIGRATION_TIMEOUT_MS,
    },
  };
}

/**
 * Opens the process's database: PGlite in DATA_DIR when there is no DATABASE_URL (created, migrated and seeded
 * on first start), PostgreSQL through a `pg` Pool otherwise, with the same drizzle-kit migrations (run under an
 * advisory lock, so several processes may start at once) and time limits on every wait; not seeded.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const startedInThread = Boolean(options.firstStartInThread && isFirstStart(options));
  if (startedInThread) await firstStartInThread(options);
  const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, ...options.timeouts };
  const database = options.databaseUrl ? await openPostgres(options, timeouts) : await openPglite(options);
  try {
    if (options.migrate !== false) {
      const started = performance.now();
      if (database.kind === 'pglite') {
        await migratePglite(database.db as Parameters<typeof migratePglite>[0], {
          migrationsFolder: MIGRATIONS_FOLDER,
        });
      } else {
        await migratePostgres(options.databaseUrl as string, timeouts, options.logger);
      }
      options.logger?.info(
        { kind: database.kind, ms: Math.round(performance.now() - started) },
        'Database migrations applied',
      );
    }
    const seed = options.seedIfEmpty ?? database.kind === 'pglite';
    // Without migrations (a test that builds its own schema) there may be no catalogue table to look at.
    if ((seed || options.migrate !== false) && (await isCatalogEmpty(database.db))) {
      if (seed) {
        const started = performance.now();
        const counts = await seedCatalog(database.db);
        options.logger?.info(
          { ...counts, ms: Math.round(performance.now() - started) },
          'Empty database: demo catalogue seeded',
        );
      } else if (!startedInThread) {
        // Not an error: a new production site starts empty and says so (once: the first start's thread did),
        // until its catalogue is loaded.
        options.logger?.warn(
          'The catalogue is empty: no course is for sale until one is added (npm run db:seed writes the demo catalogue)',
        );
      }
    }
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  return database;
}

async function isCatalogEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ code: schema.states.code }).from(schema.states).limit(1);
  return rows.length === 0;
}

async function timedPing(run: () => Promise<unknown>, kind: string) {
  const started = performance.now();
  await run();
  return { kind, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
}

/** PGlite's buffer cache: it is all resident from the start (PostgreSQL's 128 MB default was ~130 MB more RSS). */
const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 32;

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  const dataDir = options.dataDir ?? '.data';
  const inMemory = dataDir.startsWith('memory://');
  const target = inMemory ? dataDir : path.resolve(dataDir);
  if (!inMemory) {
    mkdirSync(target, { recursive: true });
    if (!existsSync(path.join(target, 'PG_VERSION'))) {
      options.logger?.info({ dataDir: target }, 'Creating the embedded database (first start)');
    }
  }
  const client = await PGlite.create(inMemory && !options.loadDataDir ? undefined : target, {
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    // Search's trigram indexes (migration 0021) need pg_trgm's functions in every session that uses the tables.
    extensions: { pg_trgm },
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${options.pgliteSharedBuffersMb ?? DEFAULT_PGLITE_SHARED_BUFFERS_MB}MB`,
      // Index builds (migrations, the seed) grow the WebAssembly memory, which never shrinks: 8 MB instead of 64.
      '-c',
      'maintenance_work_mem=8MB',
    ],
  });
  // Reads run as named prepared statements (planned once): see pglite-statements.ts.
  const db = drizzlePglite(withNamedReads(client), { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    ping: () => timedPing(() => client.query('select 1'), 'pglite'),
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/** pg's settings for the limits: 0 leaves a limit out (pg and PostgreSQL read 0 or absent as "no limit"). */
function pgTimeouts(timeouts: DatabaseTimeouts, serverMs = timeouts.statementMs) {
  const orUndefined = (ms: number) => (ms > 0 ? ms : undefined);
  return {
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: orUndefined(serverMs),
    query_timeout: orUndefined(timeouts.queryMs),
    lock_timeout: orUndefined(timeouts.lockMs),
    idle_in_transaction_session_timeout: orUndefined(timeouts.idleInTransactionMs),
    keepAlive: true,
  };
}

async function openPostgres(options: OpenDatabaseOptions, timeouts: DatabaseTimeouts): Promise<Database> {
  const databaseUrl = options.databaseUrl as string;
  const gate = createAvailabilityGate({
    probe: (signal) =>
      probePostgres(databaseUrl, timeouts.connectMs || DEFAULT_DATABASE_TIMEOUTS.connectMs, signal),
    logger: options.logger,
  });
  const pool = new GatedPool(
    {
      connectionString: databaseUrl,
      max: options.poolSize ?? 10,
      application_name: 'quest-web',
      ...pgTimeouts(timeouts),
    },
    gate,
  );
  pool.on('connect', (client) => guardPooledClient(client, options.logger, gate));
  // A `select 1` takes milliseconds; /readyz gives each check 2 s, and this must decide before it answers.
  const pingLimitMs = 1_000;
  // Idle clients' errors are logged by guardPooledClient's listener; without a pool listener they would throw.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    ping: () => timedPing(() => pingPostgres(pool, gate, pingLimitMs), 'postgres'),
    async close() {
      if (closed) return;
      closed = true;
      gate.close();
      await pool.end();
    },
  };
}

/**
 * Applies pending migrations on a connection of its own holding a session advisory lock: processes starting at
 * once take turns, and each one after the first finds nothing left to apply. The lock ends with the session.
 */
async function migratePostgres(
  databaseUrl: string,
  timeouts: DatabaseTimeouts,
  logger: OpenDatabaseOptions['logger'],
): Promise<void> {
  const limits = pgTimeouts(
    {
      ...timeouts,
      lockMs: timeouts.migrationMs,
      queryMs: timeouts.migrationMs && timeouts.migrationMs + 5_000,
    },
    timeouts.migrationMs,
  );
  const client = new pg.Client({
    connectionString: databaseUrl,
    application_name: 'quest-web migrations',
    ...limits,
  });
  client.on('error', (error) => logger?.warn({ err: error }, 'PostgreSQL migration connection lost'));
  await client.connect();
  try {
    const waitStarted = performance.now();
    await client.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    const waitedMs = Math.round(performance.now() - waitStarted);
    if (waitedMs > 100) logger?.info({ waitedMs }, 'Waited for another process to migrate the database');
    try {
      await migrateNodePg(drizzleNodePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}

/** Copies a PGlite database to a gzip tarball (for the test snapshot). */
export async function dumpPglite(database: Database): Promise<Blob> {
  if (database.kind !== 'pglite') throw new Error('Only PGlite databases can be dumped');
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return (await client.dumpDataDir('gzip')) as Blob;
}

/** Removes the catalogue rows (keeps the schema): used by `npm run db:seed` before reseeding. */
export async function clearCatalog(db: Db): Promise<void> {
  await db.execute(
    sql`truncate table reviews, bundle_states, bundle_courses, bundles, course_states, courses, campaigns, instructors, providers, specialties, industries, states restart identity cascade`,
  );
}
