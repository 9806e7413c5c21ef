import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
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

export interface OpenDatabaseOptions {
  /** postgres://… uses PostgreSQL through `pg`; absent uses PGlite in dataDir. */
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' for an in-memory database. */
  dataDir?: string;
  /** A gzip tarball from PGlite's dumpDataDir to start from (tests). */
  loadDataDir?: Blob;
  /** Apply pending migrations (default true). */
  migrate?: boolean;
  /** Seed the demo catalogue when it is empty (default true). */
  seedIfEmpty?: boolean;
  logger?: Pick<Logger, 'info' | 'warn'>;
  poolSize?: number;
}

/**
 * Opens the process's database: PGlite in DATA_DIR when there is no DATABASE_URL (created, migrated and seeded
 * on first start), PostgreSQL through a `pg` Pool otherwise, with the same drizzle-kit migrations.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const database = options.databaseUrl ? await openPostgres(options) : await openPglite(options);
  try {
    if (options.migrate !== false) {
      const started = performance.now();
      if (database.kind === 'pglite') {
        await migratePglite(database.db as Parameters<typeof migratePglite>[0], {
          migrationsFolder: MIGRATIONS_FOLDER,
        });
      } else {
        await migrateNodePg(database.db as Parameters<typeof migrateNodePg>[0], {
          migrationsFolder: MIGRATIONS_FOLDER,
        });
      }
      options.logger?.info(
        { kind: database.kind, ms: Math.round(performance.now() - started) },
        'Database migrations applied',
      );
    }
    if (options.seedIfEmpty !== false && (await isCatalogEmpty(database.db))) {
      const started = performance.now();
      const counts = await seedCatalog(database.db);
      options.logger?.info(
        { ...counts, ms: Math.round(performance.now() - started) },
        'Empty database: demo catalogue seeded',
      );
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
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
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

async function openPostgres(options: OpenDatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
  });
  pool.on('error', (error) => options.logger?.warn({ err: error }, 'Idle PostgreSQL client failed'));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    ping: () => timedPing(() => pool.query('select 1'), 'postgres'),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
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

/** What buildApp needs from a database: the registry entry (`extensions.db`) and the /readyz check. */
export function databaseAppOptions(database: Database) {
  return {
    extensions: { db: database.db },
    readinessChecks: { database: () => database.ping() },
  };
}
