import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

// What the audience pages collect: newsletter subscribers, 10%-off discount codes and form submissions
// (Questers apply/sign-up, affiliates, companies). Times are UTC.

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: serial('id').primaryKey(),
  /** Trimmed and lower-cased: one row per address. */
  email: varchar('email', { length: 254 }).notNull().unique(),
  locale: varchar('locale', { length: 2 }).notNull(),
  /** Where the address came from: 'footer', 'modal'… */
  source: varchar('source', { length: 32 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 32 }).notNull().unique(),
    email: varchar('email', { length: 254 }).notNull(),
    percentOff: smallint('percent_off').notNull(),
    locale: varchar('locale', { length: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once, by the checkout that redeems the code. */
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    redeemedBy: text('redeemed_by'),
  },
  (table) => [
    // One open (unredeemed) code per address: asking again returns the same code.
    uniqueIndex('discount_codes_open_email_idx').on(table.email).where(sql`${table.redeemedAt} is null`),
  ],
);

export const leadSubmissions = pgTable(
  'lead_submissions',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 32 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    fullName: text('full_name').notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    locale: varchar('locale', { length: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Sending the same form again with the same address updates the one submission.
    uniqueIndex('lead_submissions_kind_email_idx').on(table.kind, table.email),
    index('lead_submissions_created_idx').on(table.createdAt),
  ],
);
