import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Rate limits shared by every process of the site (issue 14): one counter per key and fixed window, raised by an
// atomic upsert (src/domain/rate-limit-store.ts). Rows past their expiry are deleted as attempts come in.

export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** The limiter's name and its key: 'forms:ip:203.0.113.7'. */
    key: text('key').notNull(),
    /** Start of the window, milliseconds since the epoch, a multiple of the window's length. */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    /** When the row no longer counts (the end of the following window). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limit_counters_expires_idx').on(t.expiresAt),
  ],
);
