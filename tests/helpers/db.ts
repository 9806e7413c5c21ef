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
 * A database for one test file with the seeded catalogue: an in-memory PGlite loaded from the snapshot, or a
 * fresh database of its own on the PostgreSQL server at TEST_DATABASE_URL (dropped again by close()).
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
  const scratch = await createScratchDatabase('quest_test');
  // PostgreSQL is not seeded on open (only PGlite is): ask for it.
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 4, seedIfEmpty: true }).catch(
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
export async function createScratchDatabase(prefix = 'quest_scratch') {
  const url = testDatabaseUrl();
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const scratchUrl = new URL(url);
  scratchUrl.pathname = `/${name}`;
  return {
    name,
    url: scratchUrl.toString(),
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  };
}
