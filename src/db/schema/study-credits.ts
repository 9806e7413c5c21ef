import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { learners, orders } from './orders.ts';

// The study tool's credit ledger (spec §1, issue 12): append-only, one row per change of a learner's balance.
// Each kind of grant has a unique key so it happens once, whatever replays or races: the monthly free credits
// per (learner, month), a package per order, a lesson per app event id. Free credits belong to their month
// (they expire at its end); bought credits never expire. The balance is the sum of the bought pool plus the
// current month's free pool (domain/credits/ledger.ts).

export const CREDIT_ENTRY_KINDS = ['grant_monthly', 'package', 'package_refund', 'lesson'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];
export const CREDIT_POOLS = ['free', 'bought'] as const;
export type CreditPool = (typeof CREDIT_POOLS)[number];

export const studyCreditEntries = pgTable(
  'study_credit_entries',
  {
    id: serial('id').primaryKey(),
    learnerId: varchar('learner_id', { length: 40 })
      .notNull()
      .references(() => learners.id),
    kind: varchar('kind', { length: 20, enum: CREDIT_ENTRY_KINDS }).notNull(),
    pool: varchar('pool', { length: 6, enum: CREDIT_POOLS }).notNull(),
    /** Credits added (> 0) or taken (< 0). */
    delta: integer('delta').notNull(),
    /** UTC month 'YYYY-MM' of a free-pool entry (its grant or the lesson that spent it). */
    month: varchar('month', { length: 7 }),
    /** The order of a package (and of its refund). */
    orderId: integer('order_id').references(() => orders.id),
    /** The app's event id of a lesson. */
    eventId: varchar('event_id', { length: 128 }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('study_credit_entries_learner_idx').on(t.learnerId, t.pool, t.month),
    uniqueIndex('study_credit_entries_monthly_idx')
      .on(t.learnerId, t.month)
      .where(sql`${t.kind} = 'grant_monthly'`),
    uniqueIndex('study_credit_entries_order_idx').on(t.orderId, t.kind).where(sql`${t.orderId} is not null`),
    uniqueIndex('study_credit_entries_event_idx').on(t.eventId).where(sql`${t.eventId} is not null`),
    check('study_credit_entries_free_month_check', sql`${t.pool} <> 'free' or ${t.month} is not null`),
  ],
);
