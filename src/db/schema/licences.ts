import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { learners } from './orders.ts';

// Renewal reminders (issue 15): a learner's licences, and one row per reminder sent. The UNIQUE (licence, due
// date, window) row is what makes a reminder go out once, whatever the number of processes running the job.

export const REMINDER_WINDOWS = [90, 30, 7] as const;
export type ReminderWindow = (typeof REMINDER_WINDOWS)[number];

export const learnerLicences = pgTable(
  'learner_licences',
  {
    id: serial('id').primaryKey(),
    learnerId: varchar('learner_id', { length: 40 })
      .notNull()
      .references(() => learners.id, { onDelete: 'cascade' }),
    /** The CE rules' licence key (src/domain/ce/requirements/data.ts). */
    licenceKey: varchar('licence_key', { length: 60 }).notNull(),
    stateCode: varchar('state_code', { length: 2 }).notNull(),
    number: varchar('number', { length: 40 }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }),
    birthMonth: smallint('birth_month'),
    /** The expiry printed on the licence, for rules whose due date the facts do not give. */
    expiresOn: date('expires_on', { mode: 'string' }),
    remindersOn: boolean('reminders_on').notNull().default(true),
    /** Unguessable: the one-click unsubscribe and the .ics addresses. */
    token: varchar('token', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('learner_licences_learner_idx').on(t.learnerId),
    check('learner_licences_birth_month', sql`${t.birthMonth} is null or ${t.birthMonth} between 1 and 12`),
  ],
);

export const licenceReminders = pgTable(
  'licence_reminders',
  {
    id: serial('id').primaryKey(),
    licenceId: integer('licence_id')
      .notNull()
      .references(() => learnerLicences.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    window: smallint('window').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('licence_reminders_once_idx').on(t.licenceId, t.dueDate, t.window),
    check('licence_reminders_window', sql`${t.window} in (90, 30, 7)`),
  ],
);
