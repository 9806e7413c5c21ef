import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearCatalog, type Database, MIGRATIONS_FOLDER, openDatabase } from '../../src/db/client.ts';
import { seedCatalog } from '../../src/db/seed/catalog.ts';
import type { Db } from '../../src/db/types.ts';
import { searchCatalog, searchTerms } from '../../src/domain/catalog/index.ts';
import { matchingBundleCards, matchingCourseIds } from '../../src/domain/catalog/search.ts';
import { ANONYMOUS_VIEWER, type CourseViewer } from '../../src/domain/companies/access.ts';
import {
  createScratchDatabase,
  openTestDatabase,
  TEST_DATABASE_KINDS,
  type TestDatabaseKind,
} from '../helpers/db.ts';

// Search reads courses and bundles through GIN trigram indexes (pg_trgm, migrations 0021-0022). The SQL did not
// change, so the answers must not either: every query below is answered with the index forced, with every index
// off (the sequential scan search used before), and by a plain JavaScript filter over the rows, and all three
// must agree row for row and in order.

const NOW = new Date('2026-11-21T12:00:00Z');

const QUERIES = [
  'etica',
  'ÉTICA',
  'Ética',
  'éTiCa',
  'psicología',
  'PSICOLOGIA',
  'salud mental',
  'mental salud',
  'trabajo social clínico',
  'médicos errores',
  'leyes y reglas',
  'Flood Insurance',
  'inundación',
  'inundaciones',
  'palmetto',
  'borrador',
  'partner preview',
  '2-15',
  '2 15',
  '215',
  '491',
  'lmhc',
  '60 h',
  // Terms of 1-2 characters have no trigram: alone they are read without the trigram index, beside a longer
  // term they are checked on the rows it found.
  'e',
  'a',
  'h',
  '2',
  'fl',
  'de',
  'ca',
  'a etica',
  'et ic',
  'xx',
  'de la en y',
  'a b c d e f g',
  'ñ',
  'Ñandú',
  'São Paulo',
  "it's",
  'ética; DROP TABLE courses',
  '%',
  '_',
  '%%%',
  'zzzxqy',
  `${'salud '.repeat(20)}mental`,
];

type Mode = 'default' | 'trigram' | 'scan';
const MODE_SETTINGS: Record<Exclude<Mode, 'default'>, string[]> = {
  // Bitmap scans only: courses and bundles can be filtered by the trigram index alone.
  trigram: ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan'],
  // No index at all: the sequential scans search used before 0021.
  scan: ['enable_indexscan', 'enable_bitmapscan', 'enable_indexonlyscan'],
};

/** Runs `work` in a transaction whose planner settings force `mode` (SET LOCAL ends with the transaction). */
async function inMode<T>(db: Db, mode: Mode, work: (db: Db) => Promise<T>): Promise<T> {
  if (mode === 'default') return work(db);
  return db.transaction(async (tx) => {
    for (const setting of MODE_SETTINGS[mode]) await tx.execute(sql.raw(`set local ${setting} = off`));
    return work(tx as unknown as Db);
  });
}

type Rows = Array<Record<string, unknown>>;
async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Rows> {
  return ((await db.execute(query)) as unknown as { rows: Rows }).rows;
}

async function plan(db: Db, query: SQLWrapper): Promise<string> {
  return (await rows(db, sql`explain ${query}`)).map((row) => String(row['QUERY PLAN'])).join('\n');
}

/** The rows search reads, fetched once: the expected answers are computed from them in JavaScript. */
async function catalogRows(db: Db) {
  return {
    courseRows: await rows(db, sql`select id, search_text, visibility, featured, reviews_count from courses`),
    bundleRows: await rows(db, sql`select id, search_text, featured from bundles`),
  };
}

/** What search must answer, computed in JavaScript from the rows: every term inside search_text, in order. */
function expectedIds(
  { courseRows, bundleRows }: Awaited<ReturnType<typeof catalogRows>>,
  query: string,
  viewer: CourseViewer,
) {
  const terms = searchTerms(query);
  if (terms.length === 0) return { courses: [], bundles: [] };
  const matches = (text: unknown) => terms.every((term) => String(text).includes(term));
  const courses = courseRows
    .filter(
      (row) =>
        matches(row.search_text) &&
        (row.visibility === 'marketplace' ||
          (row.visibility === 'private' && viewer.allowedPrivateCourseIds.includes(Number(row.id)))),
    )
    .sort(
      (a, b) =>
        Number(b.featured) - Number(a.featured) ||
        Number(b.reviews_count) - Number(a.reviews_count) ||
        Number(a.id) - Number(b.id),
    )
    .slice(0, 24)
    .map((row) => Number(row.id));
  const bundles = bundleRows
    .filter((row) => matches(row.search_text))
    .sort((a, b) => Number(b.featured) - Number(a.featured) || Number(a.id) - Number(b.id))
    .slice(0, 12)
    .map((row) => Number(row.id));
  return { courses, bundles };
}

describe.each(TEST_DATABASE_KINDS)('search through the trigram index on %s', (kind) => {
  let database: Database;
  let member: CourseViewer;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const privateIds = await rows(database.db, sql`select id from courses where visibility = 'private'`);
    expect(privateIds.length).toBeGreaterThan(0);
    member = { ...ANONYMOUS_VIEWER, allowedPrivateCourseIds: privateIds.map((row) => Number(row.id)) };
  });
  afterAll(async () => {
    await database?.close();
  });

  it('answers every query exactly as the scan did (same rows, same order), for anyone and for a company member', async () => {
    const { db } = database;
    let matched = 0;
    const catalog = await catalogRows(db);
    for (const viewer of [ANONYMOUS_VIEWER, member]) {
      for (const query of QUERIES) {
        const answer = (mode: Mode) =>
          inMode(db, mode, (modeDb) => searchCatalog(modeDb, 'es', query, { now: NOW, viewer }));
        const byDefault = await answer('default');
        const byTrigram = await answer('trigram');
        const byScan = await answer('scan');
        const label = `${query} (${viewer === member ? 'member' : 'anyone'})`;
        expect(byTrigram, label).toEqual(byScan);
        expect(byDefault, label).toEqual(byScan);
        const expected = expectedIds(catalog, query, viewer);
        expect(
          {
            courses: byScan.courses.map((card) => card.id),
            bundles: byScan.bundles.map((card) => card.id),
          },
          label,
        ).toEqual(expected);
        if (expected.courses.length > 0) matched += 1;
      }
    }
    // The list is not all misses: most queries find courses, and the member sees the private ones.
    expect(matched).toBeGreaterThan(40);
    const palmetto = await searchCatalog(db, 'es', 'palmetto', { now: NOW, viewer: member });
    expect(palmetto.courses.length).toBe(3);
    expect((await searchCatalog(db, 'es', 'palmetto', { now: NOW })).courses).toEqual([]);
  });

  it('can answer terms of 3+ characters from the trigram index on courses and bundles', async () => {
    const { db } = database;
    for (const terms of [['etica'], ['inundaciones'], ['salud', 'mental'], ['a', 'etica']]) {
      const [courses, bundles] = await inMode(db, 'trigram', async (modeDb) => [
        await plan(modeDb, matchingCourseIds(modeDb, terms, ANONYMOUS_VIEWER, 24)),
        await plan(modeDb, matchingBundleCards(modeDb, terms, 12)),
      ]);
      expect(courses, terms.join(' ')).toContain('Bitmap Index Scan on courses_search_trgm_idx');
      expect(bundles, terms.join(' ')).toContain('Bitmap Index Scan on bundles_search_trgm_idx');
    }
    const [indexes] = await rows(
      db,
      sql`select count(*)::int as n from pg_indexes where indexname in ('courses_search_trgm_idx', 'bundles_search_trgm_idx')
        and indexdef like '%gin_trgm_ops%'`,
    );
    expect(indexes!.n).toBe(2);
  });
});

/** An empty, migrated database of `kind` (PGlite in memory, or a scratch database on the server). */
async function openEmpty(kind: TestDatabaseKind) {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://', seedIfEmpty: false });
    return { database, drop: async () => {} };
  }
  const scratch = await createScratchDatabase('quest_search');
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 2, seedIfEmpty: false });
  return { database, drop: scratch.drop };
}

describe.each(TEST_DATABASE_KINDS)('search plans at 20x the seed on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openEmpty(kind));
    await clearCatalog(database.db);
    await seedCatalog(database.db, { scale: 20 });
    // PostgreSQL's autovacuum would gather statistics after a load like this one; PGlite has none (no
    // autovacuum), so its planner works from table sizes and default selectivities.
    if (kind === 'postgres') await database.db.execute(sql`analyze`);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('the planner picks the trigram index for rare terms by itself; a 2-letter term is read without it', async () => {
    const { db } = database;
    for (const terms of [['inundaciones'], ['psicologia'], ['zzzxqy'], ['fl', 'inundaciones']]) {
      expect(await plan(db, matchingCourseIds(db, terms, ANONYMOUS_VIEWER, 24)), terms.join(' ')).toContain(
        'courses_search_trgm_idx',
      );
    }
    // No trigram in "fl": the trigram index could only be read whole, so the planner reads the table (or walks
    // the featured order index until it has 24), as search did before. Same answer, by the test above.
    expect(await plan(db, matchingCourseIds(db, ['fl'], ANONYMOUS_VIEWER, 24))).not.toContain(
      'courses_search_trgm_idx',
    );
    const found = await searchCatalog(db, 'es', 'inundaciones', { now: NOW });
    // The flood course in English and its Spanish version, 20 copies each: the first 24 (the page's limit).
    expect(found.courses.length).toBe(24);
  });
});

/** Columns that migrations after 0022 add to tables the catalogue seed writes: [table, column, type]. */
const COLUMNS_ADDED_AFTER_0022 = [
  ['instructors', 'owner_ocid', 'text'],
  ['learners', 'merged_into', 'varchar(40)'],
  ['learners', 'session_version', 'integer not null default 0'],
  ['orders', 'link_id', 'varchar(64)'],
  ['orders', 'test_mode', 'boolean not null default false'],
  ['providers', 'signatory_name', "text not null default ''"],
  ['providers', 'signatory_title_es', "text not null default ''"],
  ['providers', 'signatory_title_en', "text not null default ''"],
  ['reviews', 'learner_id', 'varchar(40)'],
  ['reviews', 'enrolment_id', 'integer'],
  ['reviews', 'certificate_id', 'varchar(40)'],
  ['reviews', 'updated_at', 'timestamp with time zone'],
] as const;

/** The statements of migration 0026 that the seed needs (CE reports' tables and unique index), foreign keys left out. */
const TABLES_ADDED_AFTER_0022 = readFileSync(path.join(MIGRATIONS_FOLDER, '0026_ce_reports.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.replace(/^--.*$/gm, '').trim())
  .filter((statement) => /^CREATE (TABLE|UNIQUE INDEX)/.test(statement));

describe.each(TEST_DATABASE_KINDS)('migrations 0021-0022 on an existing database (%s)', (kind) => {
  it('adds the trigram indexes to a catalogue created before them, and search answers the same', async () => {
    // The migrations folder as it was before search's indexes (the journal up to 0020).
    const before = mkdtempSync(path.join(os.tmpdir(), 'quest-migrations-'));
    cpSync(MIGRATIONS_FOLDER, before, { recursive: true });
    const journalFile = path.join(before, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
    journal.entries = journal.entries.filter((entry) => entry.tag < '0021');
    writeFileSync(journalFile, JSON.stringify(journal));

    const dataDir = kind === 'pglite' ? mkdtempSync(path.join(os.tmpdir(), 'quest-pglite-')) : undefined;
    const scratch = kind === 'postgres' ? await createScratchDatabase('quest_search_migrate') : undefined;
    const open = (migrate: boolean) =>
      openDatabase({ databaseUrl: scratch?.url, dataDir, migrate, seedIfEmpty: false, poolSize: 2 });
    try {
      const old = await open(false);
      if (old.kind === 'pglite') {
        await migratePglite(old.db as Parameters<typeof migratePglite>[0], { migrationsFolder: before });
      } else {
        await migrateNodePg(old.db as Parameters<typeof migrateNodePg>[0], { migrationsFolder: before });
      }
      // The seed writes today's schema: columns that migrations after 0022 add to seeded tables exist while it runs
      // and are dropped before the real migrations add them (add a line per such column).
      for (const [table, column, type] of COLUMNS_ADDED_AFTER_0022)
        await old.db.execute(sql.raw(`alter table "${table}" add column "${column}" ${type}`));
      // ...and so do tables added after 0022 (the demo certificates' CE reports): created from their migration.
      for (const statement of TABLES_ADDED_AFTER_0022) await old.db.execute(sql.raw(statement));
      await seedCatalog(old.db);
      await old.db.execute(sql.raw('drop table "ce_report_moves", "ce_report_notices", "ce_reports"'));
      for (const [table, column] of COLUMNS_ADDED_AFTER_0022)
        await old.db.execute(sql.raw(`alter table "${table}" drop column "${column}"`));
      const answersBefore = await Promise.all(
        QUERIES.map((q) => searchCatalog(old.db, 'es', q, { now: NOW })),
      );
      const indexesBefore = await rows(
        old.db,
        sql`select indexname from pg_indexes where indexname like '%trgm%'`,
      );
      expect(indexesBefore).toEqual([]);
      await old.close();

      const current = await open(true);
      try {
        const indexes = await rows(
          current.db,
          sql`select indexname from pg_indexes where indexname like '%trgm%' order by 1`,
        );
        expect(indexes.map((row) => row.indexname)).toEqual([
          'bundles_search_trgm_idx',
          'courses_search_trgm_idx',
        ]);
        const answersAfter = [];
        for (const q of QUERIES) {
          answersAfter.push(
            await inMode(current.db, 'trigram', (db) => searchCatalog(db, 'es', q, { now: NOW })),
          );
        }
        expect(answersAfter).toEqual(answersBefore);
      } finally {
        await current.close();
      }
    } finally {
      await scratch?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      rmSync(before, { recursive: true, force: true });
    }
  }, 120_000);
});
