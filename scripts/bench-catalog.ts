// npm run bench:catalog — catalogue query latency (p50/p99) on the demo seed and on the seed × 100, in an
// in-memory PGlite (or PostgreSQL with DATABASE_URL, which is then reseeded: never point it at production).
// Each query is measured as the database answers it, then as pages get it: through the catalogue read cache
// (src/domain/catalog/read-cache.ts, dropped by catalogue writes), warm.
// Usage: node scripts/bench-catalog.ts [--runs 500] [--scales 1,100] [--json] [--only <text>]
//        [--baseline <older checkout>/src/domain/catalog/index.ts]
// --only measures just the queries whose name contains the text (e.g. --only search).
// --baseline measures an older version of the same queries side by side (before/after, interleaved run by run on
// the same database, so the machine's noise falls on both), e.g.
//   git archive a5f8e8f src | tar -x -C /tmp/catalog-before && ln -s "$PWD/node_modules" /tmp/catalog-before/
//   npm run bench:catalog -- --baseline /tmp/catalog-before/src/domain/catalog/index.ts
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { clearCatalog, openDatabase } from '../src/db/client.ts';
import { seedCatalog } from '../src/db/seed/catalog.ts';
import type { Db } from '../src/db/types.ts';
import * as current from '../src/domain/catalog/index.ts';
import { createReadCache } from '../src/domain/catalog/read-cache.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '500' },
    scales: { type: 'string', default: '1,100' },
    json: { type: 'boolean', default: false },
    baseline: { type: 'string' },
    only: { type: 'string' },
  },
});
const runs = Number(values.runs);
const scales = values.scales.split(',').map(Number);
type Catalog = typeof current;
const baseline: Catalog | undefined = values.baseline
  ? ((await import(pathToFileURL(path.resolve(values.baseline)).href)) as Catalog)
  : undefined;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The measured reads, written against a catalogue module (this checkout's, or the baseline's). */
async function queriesOf(catalog: Catalog, db: Db): Promise<Record<string, () => Promise<unknown>>> {
  const [insurance] = (await catalog.listIndustries(db, 'es')).filter((i) => i.slug === 'insurance');
  const specialty = (await catalog.listSpecialties(db, 'es', { industryId: insurance!.id })).find(
    (s) => s.slug === '2-15',
  )!;
  const scope = { state: 'FL', industryId: insurance!.id, specialtyId: specialty.id };
  return {
    'catalogue page: whole selection (rating, reviews, providers)': () =>
      catalog.catalogSelection(db, 'es', {
        state: 'FL',
        industry: 'insurance',
        specialty: '2-15',
        type: 'continuing_education',
        page: 1,
        invalid: [],
      }),
    // Issue 30: the same listing with filters and a sort (facet counts and the page from one statement).
    'catalogue page: filtered selection (language, price, sort)': () =>
      catalog.catalogSelection(db, 'es', {
        state: 'FL',
        industry: 'insurance',
        type: 'continuing_education',
        page: 1,
        filters: { language: 'es', price: 'under-50' },
        sort: 'price-asc',
        invalid: [],
      } as Parameters<typeof catalog.catalogSelection>[2]),
    'catalogue page: state+industry selection': () =>
      catalog.catalogSelection(db, 'es', {
        state: 'FL',
        industry: 'insurance',
        type: 'continuing_education',
        page: 1,
        invalid: [],
      }),
    'states with counts': () => catalog.listStates(db, 'es'),
    'catalogue rating': () => catalog.catalogRating(db),
    'industry step with counts': () =>
      catalog.listIndustries(db, 'es', { state: 'FL', type: 'continuing_education' }),
    'specialty step with counts': () =>
      catalog.listSpecialties(db, 'es', {
        industryId: insurance!.id,
        state: 'FL',
        type: 'continuing_education',
      }),
    'providers: state': () => catalog.providersFor(db, 'es', { state: 'FL' }),
    'providers: state+industry+specialty': () => catalog.providersFor(db, 'es', scope),
    'recent reviews: whole catalogue': () => catalog.recentReviews(db, 'es', {}),
    'recent reviews: state+industry+specialty': () => catalog.recentReviews(db, 'es', scope),
    'listing: state+industry+specialty (prepared)': () =>
      catalog.catalogResults(db, 'es', { ...scope, type: 'continuing_education' }),
    'listing: state+industry (prepared)': () =>
      catalog.catalogResults(db, 'es', {
        state: 'FL',
        industryId: insurance!.id,
        type: 'continuing_education',
      }),
    'course detail (prepared + 3 queries)': () => catalog.getCourseDetail(db, 'es', 'annuity-suitability-4h'),
    'bundle detail': () => catalog.getBundleDetail(db, 'es', 'fl-2-15-ce-24-hour-package'),
    // Search (trigram index, migration 0021): a common term, a rare one, two terms, a 2-letter term (no
    // trigram: not served by the index) and a term nothing matches.
    'search "etica"': () => catalog.searchCatalog(db, 'es', 'etica'),
    'search "inundaciones"': () => catalog.searchCatalog(db, 'es', 'inundaciones'),
    'search "ética salud"': () => catalog.searchCatalog(db, 'es', 'ética salud'),
    'search "fl"': () => catalog.searchCatalog(db, 'es', 'fl'),
    'search "zzzxqy"': () => catalog.searchCatalog(db, 'es', 'zzzxqy'),
  };
}

/** The queries --only keeps (all without it). */
function selected<T>(queries: Record<string, T>): Record<string, T> {
  const only = values.only;
  return only ? Object.fromEntries(Object.entries(queries).filter(([name]) => name.includes(only))) : queries;
}

/** Times each query `runs` times; with several sources, one run of each in turn (alternating who goes first). */
async function measure(sources: Array<() => Promise<unknown>>): Promise<Array<{ p50: number; p99: number }>> {
  for (const run of sources) for (let i = 0; i < 20; i++) await run(); // warm up (prepared statements, caches)
  const times = sources.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) {
    for (let k = 0; k < sources.length; k++) {
      const index = (i + k) % sources.length;
      const started = performance.now();
      await sources[index]!();
      times[index]!.push(performance.now() - started);
    }
  }
  return times.map((list) => {
    list.sort((a, b) => a - b);
    return { p50: percentile(list, 50), p99: percentile(list, 99) };
  });
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: 'memory://',
  seedIfEmpty: false,
});
try {
  const rows: string[][] = [];
  const summary: Record<string, { database: number; readCache: number; baseline?: number }> = {};
  for (const scale of scales) {
    await clearCatalog(database.db);
    const seeded = await seedCatalog(database.db, { scale });
    const db = database.db;
    const label = `×${scale} (${seeded.courses} courses)`;
    const queries = selected(await queriesOf(current, db));
    const before = baseline ? selected(await queriesOf(baseline, db)) : undefined;
    const worst: { database: number; readCache: number; baseline?: number } = { database: 0, readCache: 0 };
    for (const [name, run] of Object.entries(queries)) {
      const old = before?.[name];
      const [now, then] = await measure(old ? [run, old] : [run]);
      worst.database = Math.max(worst.database, now!.p99);
      if (then) {
        worst.baseline = Math.max(worst.baseline ?? 0, then.p99);
        rows.push([
          label,
          name,
          ms(then.p50),
          ms(then.p99),
          ms(now!.p50),
          ms(now!.p99),
          `${(then.p50 / now!.p50).toFixed(1)}×`,
          `${(then.p99 / now!.p99).toFixed(1)}×`,
        ]);
      } else rows.push([label, 'database', name, ms(now!.p50), ms(now!.p99)]);
    }
    if (!baseline) {
      // The same reads as pages get them: through the catalogue read cache (warm; a write empties it).
      const cached = createReadCache(undefined).wrap(queries);
      for (const [name, run] of Object.entries(cached)) {
        const [timing] = await measure([run]);
        worst.readCache = Math.max(worst.readCache, timing!.p99);
        rows.push([label, 'read cache', name, ms(timing!.p50), ms(timing!.p99)]);
      }
    }
    summary[`${scale}`] = worst;
  }
  if (values.json) {
    // For scripts/bench.ts: the worst p99 per scale, from the database and through the read cache.
    console.log(JSON.stringify({ kind: database.kind, runs, p99: summary }));
    process.exit(0);
  }
  const header = baseline
    ? ['catalogue', 'query', 'before p50', 'before p99', 'after p50', 'after p99', 'p50 ratio', 'p99 ratio']
    : ['catalogue', 'source', 'query', 'p50', 'p99'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(
    `${database.kind}, ${runs} runs per query, one at a time${baseline ? `, interleaved with ${values.baseline}` : ''}\n`,
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
} finally {
  await database.close();
}
