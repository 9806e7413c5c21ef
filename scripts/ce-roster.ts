import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../src/config/env.ts';
import { databaseOptions, openDatabase } from '../src/db/client.ts';
import { isPlainDate } from '../src/domain/ce/dates.ts';
import { listReports } from '../src/domain/ce/reporting/reports.ts';
import { rosterCsv, rosterFileName } from '../src/domain/ce/reporting/roster.ts';
import { CE_REPORT_STATUSES } from '../src/domain/ce/reporting/state.ts';
import { REPORTING_CHANNEL_KEYS } from '../src/domain/ce/requirements/reporting.ts';

// npm run ce:roster -- --channel fl-dfs --provider 123456 --from 2026-11-01 --to 2026-11-30 [--status pending]
// [--out file.csv]: the CE reports of one provider and channel completed in a date range, as the roster CSV
// (layout: docs/ce-reporting.md). Without --out the file is written to the current folder under its own name.
// Stop the site first when it uses the embedded database (two PGlite processes on one directory corrupt it).

const plainDate = z.string().refine(isPlainDate, 'must be a date (YYYY-MM-DD)');
const argsSchema = z
  .object({
    channel: z.enum(REPORTING_CHANNEL_KEYS as [string, ...string[]]),
    provider: z.string().trim().min(1).max(40),
    from: plainDate,
    to: plainDate,
    status: z
      .string()
      .default('pending')
      .transform((value) => value.split(',').map((part) => part.trim()))
      .pipe(z.array(z.enum(CE_REPORT_STATUSES)).min(1)),
    out: z.string().optional(),
  })
  .refine((args) => args.from <= args.to, { message: '--from must not be after --to', path: ['from'] });

const { values } = parseArgs({
  options: {
    channel: { type: 'string' },
    provider: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    status: { type: 'string' },
    out: { type: 'string' },
  },
});
const parsed = argsSchema.safeParse(values);
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`--${issue.path.join('.')}: ${issue.message}`);
  console.error(
    `Usage: npm run ce:roster -- --channel ${REPORTING_CHANNEL_KEYS.join('|')} --provider NUMBER --from YYYY-MM-DD --to YYYY-MM-DD [--status pending,reported] [--out FILE]`,
  );
  process.exit(2);
}
const args = parsed.data;
const database = await openDatabase({ ...databaseOptions(loadConfig()), seedIfEmpty: false });
try {
  const items = await listReports(database.db, {
    channel: args.channel as (typeof REPORTING_CHANNEL_KEYS)[number],
    providerNumber: args.provider,
    completedFrom: args.from,
    completedTo: args.to,
    statuses: args.status,
  });
  const file =
    args.out ??
    rosterFileName({ channel: args.channel, providerNumber: args.provider, from: args.from, to: args.to });
  writeFileSync(file, rosterCsv(items));
  console.log(`${items.length} ${items.length === 1 ? 'report' : 'reports'} written to ${file}`);
} finally {
  await database.close();
}
