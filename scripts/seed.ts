import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config/env.ts';
import { clearCatalog, databaseOptions, openDatabase } from '../src/db/client.ts';
import { seedCatalog } from '../src/db/seed/catalog.ts';

// npm run db:seed -- --scale N: replaces the catalogue with the demo seed multiplied N times. The way to put the
// demo catalogue into PostgreSQL (the site seeds only an empty embedded PGlite by itself).
// Stop the site first when it uses the embedded database (two PGlite processes on one directory corrupt it).
const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 1 || scale > 1000) {
  console.error('--scale must be a whole number from 1 to 1000');
  process.exit(1);
}
const config = loadConfig();
const options = databaseOptions(config);
// A large --scale writes for longer than a request may: the seed's statements get the migrations' limit.
const longMs = config.DATABASE_MIGRATION_TIMEOUT_MS;
const database = await openDatabase({
  ...options,
  timeouts: {
    ...options.timeouts,
    statementMs: longMs,
    queryMs: longMs && longMs + 5_000,
    idleInTransactionMs: longMs,
  },
  seedIfEmpty: false,
});
try {
  const started = performance.now();
  await database.db.transaction(async (tx) => {
    await clearCatalog(tx);
    const counts = await seedCatalog(tx, { scale });
    console.log(
      `Seeded ${database.kind} (scale ${scale}): ${counts.courses} courses, ${counts.bundles} bundles, ${counts.reviews} reviews in ${Math.round(performance.now() - started)} ms`,
    );
  });
} finally {
  await database.close();
}
