import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, dumpPglite, MIGRATIONS_FOLDER, openDatabase } from '../../src/db/client.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CACHE_DIR = path.join(ROOT, 'node_modules/.cache/quest-test-db');
const SNAPSHOT_INPUTS = [MIGRATIONS_FOLDER, path.join(ROOT, 'src/db/seed')];

export type TestDatabaseKind = 'pglite' | 'postgres';

/** The backends integration tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DATABASE_KINDS: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
}

function snapshotHash(): string {
  const hash = createHash('sha256');
  for (const file of SNAPSHOT_INPUTS.flatMap(filesUnder)) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated, seeded PGlite data directory as a gzip tarball, built once (per change of the migrations or the
 * seed) and reused: loading it takes well under a second, creating and seeding a fresh one ~3 s.
 */
export async function seededSnapshot(): Promise<Blob> {
  const file = path.join(CACHE_DIR, `catalog-${snapshotHash()}.tar.gz`);
  if (!existsSync(file)) {
    const database = await openDatabase({ dataDir: 'memory://' });
    const blob = await dumpPglite(database);
    await database.close();
    mkdirSync(CACHE_DIR, { recursive: true });
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temp, Buffer.from(await blob.arrayBuffer()));
    renameSync(temp, file);
  }
  return new Blob([readFileSync(file)]);
}

/**
 * A new embedded data directory (for `DATA_DIR`) holding the seeded catalogue, loaded from the snapshot: a server
 * process started on it finds its database migrated and seeded. Creating one from nothing runs PGlite's initdb,
 * the migrations and the seed in the new process: 10-20 s of CPU on a busy 2-core machine, where this takes ~1 s.
 */
export async function seededDataDir(prefix: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  const database = await openDatabase({
    dataDir,
    loadDataDir: await seededSnapshot(),
    migrate: false,
    seedIfEmpty: false,
  });
  await database.close();
  return dataDir;
}

/**
 * A database for one test file with the seeded catalogue: an in-memory PGlite loaded from the snapshot, or a
 * copy of the seeded template database on the PostgreSQL server at TEST_DATABASE_URL (dropped again by close()).
 */
export async function openTestDatabase(kind: TestDatabaseKind = 'pglite'): Promise<Database> {
  if (kind === 'pglite') {
    return openDatabase({
      dataDir: 'memory://',
      loadDataDir: await seededSnapshot(),
      migrate: false,
      seedIfEmpty: false,
    });
  }
  // A copy of the seeded template (CREATE DATABASE … TEMPLATE copies files: ~0.2 s, where migrating and seeding
  // a new database takes seconds of both processes' CPU).
  const scratch = await createScratchDatabase('quest_test', await seededPostgresTemplate());
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 4, seedIfEmpty: false }).catch(
    async (error) => {
      await scratch.drop();
      throw error;
    },
  );
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/** A new database on the TEST_DATABASE_URL server holding the seeded catalogue (a copy of the template). */
export async function createSeededScratchDatabase(prefix: string) {
  return createScratchDatabase(prefix, await seededPostgresTemplate());
}

/**
 * A migrated, seeded database on the TEST_DATABASE_URL server that test databases are copied from: built once per
 * change of the migrations or the seed (and per day, as the seed dates things from today), like the PGlite
 * snapshot. It is built under another name and renamed when complete, so a worker never copies a half-built one;
 * two workers building at once keep the first.
 */
async function seededPostgresTemplate(): Promise<string> {
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  const name = `quest_template_${snapshotHash()}_${day}`;
  const exists = async () =>
    (await adminQuery('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (await exists()) return name;
  const building = await createScratchDatabase('quest_template_building');
  try {
    const database = await openDatabase({ databaseUrl: building.url, poolSize: 2, seedIfEmpty: true });
    await database.close();
    await adminQuery(`alter database "${building.name}" rename to "${name}"`);
  } catch (error) {
    await building.drop();
    if (!(await exists())) throw error;
    return name;
  }
  // Templates of earlier days are dropped when nothing is copying from them. Today's of other migrations stay: another
  // checkout (a branch, a worktree) may be running its tests on this server and copying from one right now.
  const stale = await adminQuery(
    "select datname from pg_database where datname ~ '^quest_template_[0-9a-f]+_[0-9]{8}$' and right(datname, 8) < $1",
    [day],
  );
  for (const { datname } of stale.rows as Array<{ datname: string }>)
    await adminQuery(`drop database if exists "${datname}"`).catch(() => undefined);
  return name;
}

async function adminQuery(statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL server at TEST_DATABASE_URL, for tests that need a server-level connection. */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

/**
 * A new, empty database on the TEST_DATABASE_URL server (a test file's own: the migrations name the public
 * schema, so schemas cannot isolate), and drop() to remove it with whatever still connects to it.
 */
export async function createScratchDatabase(prefix = 'quest_scratch', template?: string) {
  const url = testDatabaseUrl();
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  const scratchUrl = new URL(url);
  scratchUrl.pathname = `/${name}`;
  return {
    name,
    url: scratchUrl.toString(),
    drop: () => adminQuery(`drop database if exists "${name}" with (force)`).then(() => undefined),
  };
}
