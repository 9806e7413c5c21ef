import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

// A company (spec §1, §6): its admin, and a seat count asked for on the admin page that waits for the next
// renewal (domain/companies/seats.ts). Its own module, with no imports from other tables, so orders can reference
// it without a cycle (companies.ts holds its invitations, members and allowed courses).

export const companies = pgTable('companies', {
  /** Public id ('co_…'). */
  id: varchar('id', { length: 40 }).primaryKey(),
  name: text('name').notNull(),
  adminEmail: varchar('admin_email', { length: 254 }).notNull(),
  /** Who administers the seats (the buyer's name); null for companies set up before seats were sold. */
  adminName: text('admin_name'),
  /**
   * A seat count asked for on the admin page, applied when the next renewal is paid (domain/companies/seats.ts),
   * and when it was asked for.
   */
  pendingSeats: integer('pending_seats'),
  pendingSeatsAt: timestamp('pending_seats_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
