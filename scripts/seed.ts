import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config/env.ts';
import { clearCatalog, openDatabase } from '../src/db/client.ts';
import { seedCatalog } from '../src/db/seed/catalog.ts';

// npm run db:seed -- --scale N: replaces the catalogue with the demo seed multiplied N times.
// Stop the site first when it uses the embedded database (two PGlite processes on one directory corrupt it).
const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 1 || scale > 1000) {
  console.error('--scale must be a whole number from 1 to 1000');
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
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
