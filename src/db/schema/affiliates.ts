import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bundles } from './catalog.ts';

// Affiliates (spec §1, issue 12): sales partners with a dashboard link. Each has a public landing,
// /affiliates/{slug}, that sells the affiliate bundle; an order bought through it records the affiliate
// (orders.affiliate_id). An inactive affiliate's landing is a 404 and its id is ignored at checkout.

export const affiliates = pgTable(
  'affiliates',
  {
    id: serial('id').primaryKey(),
    /** Public id in /affiliates/{slug} and in the checkout's `affiliate` field. */
    slug: varchar('slug', { length: 60 }).notNull().unique(),
    displayName: text('display_name').notNull(),
    blurbEs: text('blurb_es').notNull(),
    blurbEn: text('blurb_en').notNull(),
    /** The affiliate's dashboard: an https URL, or a path on the dashboard host (AFFILIATE_DASHBOARD_URL). */
    dashboardUrl: text('dashboard_url').notNull(),
    /** The bundle the landing sells (the affiliate bundle). */
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => bundles.id),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('affiliates_slug_check', sql`${t.slug} ~ '^[a-z0-9][a-z0-9-]{0,59}$'`)],
);
