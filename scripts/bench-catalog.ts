// npm run bench:catalog — catalogue query latency (p50/p99) on the demo seed and on the seed × 100, in an
// in-memory PGlite (or PostgreSQL with DATABASE_URL, which is then reseeded: never point it at production).
// Usage: node scripts/bench-catalog.ts [--runs 500] [--scales 1,100]
import { parseArgs } from 'node:util';
import { clearCatalog, openDatabase } from '../src/db/client.ts';
import { seedCatalog } from '../src/db/seed/catalog.ts';
import {
  catalogResults,
  getBundleDetail,
  getCourseDetail,
  listIndustries,
  listSpecialties,
  searchCatalog,
} from '../src/domain/catalog/index.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '500' }, scales: { type: 'string', default: '1,100' } },
});
const runs = Number(values.runs);
const scales = values.scales.split(',').map(Number);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: 'memory://',
  seedIfEmpty: false,
});
try {
  const rows: string[][] = [];
  for (const scale of scales) {
    await clearCatalog(database.db);
    const seeded = await seedCatalog(database.db, { scale });
    const db = database.db;
    const [insurance] = (await listIndustries(db, 'es')).filter((i) => i.slug === 'insurance');
    const specialty = (await listSpecialties(db, 'es', { industryId: insurance!.id })).find(
      (s) => s.slug === '2-15',
    )!;
    const queries: Record<string, () => Promise<unknown>> = {
      'listing: state+industry+specialty (prepared)': () =>
        catalogResults(db, 'es', {
          state: 'FL',
          industryId: insurance!.id,
          specialtyId: specialty.id,
          type: 'continuing_education',
        }),
      'listing: state+industry (prepared)': () =>
        catalogResults(db, 'es', { state: 'FL', industryId: insurance!.id, type: 'continuing_education' }),
      'specialty step with counts': () =>
        listSpecialties(db, 'es', { industryId: insurance!.id, state: 'FL', type: 'continuing_education' }),
      'course detail (prepared + 3 queries)': () => getCourseDetail(db, 'es', 'annuity-suitability-4h'),
      'bundle detail': () => getBundleDetail(db, 'es', 'fl-2-15-ce-24-hour-package'),
      'search "etica"': () => searchCatalog(db, 'es', 'etica'),
    };
    for (const [name, run] of Object.entries(queries)) {
      for (let i = 0; i < 20; i++) await run(); // warm up (prepared statements, caches)
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        await run();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      rows.push([
        `×${scale} (${seeded.courses} courses)`,
        name,
        `${percentile(times, 50).toFixed(2)} ms`,
        `${percentile(times, 99).toFixed(2)} ms`,
      ]);
    }
  }
  const header = ['catalogue', 'query', 'p50', 'p99'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`${database.kind}, ${runs} runs per query, one at a time\n`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
} finally {
  await database.close();
}
