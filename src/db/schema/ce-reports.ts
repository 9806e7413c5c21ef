import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { certificates } from './certificates.ts';
import { learners } from './orders.ts';

// CE credits reported to the regulator (issue 31): one report per completion whose licence the provider reports
// for, created in the completion's transaction; every move of its state machine is a row of ce_report_moves.

export const CE_REPORT_STATUSES = ['pending', 'reported', 'posted', 'rejected', 'duplicate'] as const;
export type CeReportStatus = (typeof CE_REPORT_STATUSES)[number];

export const ceReports = pgTable(
  'ce_reports',
  {
    id: serial('id').primaryKey(),
    certificateId: varchar('certificate_id', { length: 40 })
      .notNull()
      .references(() => certificates.id),
    learnerId: varchar('learner_id', { length: 40 })
      .notNull()
      .references(() => learners.id),
    /** The CE rules' licence key the credit counts toward (src/domain/ce/requirements/data.ts). */
    licenceKey: varchar('licence_key', { length: 60 }).notNull(),
    /** Where the provider reports it: fl-dfs, fl-dbpr, ce-broker (src/domain/ce/reporting/rules.ts). */
    channel: varchar('channel', { length: 20 }).notNull(),
    /** The provider's number with that regulator, as printed on the certificate. */
    providerNumber: varchar('provider_number', { length: 40 }).notNull(),
    status: varchar('status', { length: 12, enum: CE_REPORT_STATUSES }).notNull().default('pending'),
    /** The last day the regulator accepts the report on time (the regulator's calendar). */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** How dueOn was counted: '21-days', '30-days', '10-business-days-near-renewal'… */
    deadlineBasis: varchar('deadline_basis', { length: 40 }).notNull(),
    /** The regulator's reference of the last move (its submission, posting or rejection number). */
    regulatorReference: varchar('regulator_reference', { length: 80 }),
    /** Why the regulator rejected it, as the operator copied it. */
    rejectionReason: text('rejection_reason'),
    reportedAt: timestamp('reported_at', { withTimezone: true, mode: 'date' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    /** When the operator's reminder listed it (once per report). */
    operatorRemindedAt: timestamp('operator_reminded_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // One report per completion: a second completion report of the same enrolment finds it.
    uniqueIndex('ce_reports_certificate_idx').on(t.certificateId),
    index('ce_reports_due_idx').on(t.status, t.channel, t.dueOn),
    index('ce_reports_learner_idx').on(t.learnerId),
    check(
      'ce_reports_status',
      sql`${t.status} in ('pending', 'reported', 'posted', 'rejected', 'duplicate')`,
    ),
  ],
);

/**
 * Every move of a report, with the regulator's reference: a move happens once, so sending it again with the
 * same reference is a replay and with another reference a conflict (the API's idempotency).
 */
export const ceReportMoves = pgTable(
  'ce_report_moves',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => ceReports.id),
    toStatus: varchar('to_status', { length: 12, enum: CE_REPORT_STATUSES }).notNull(),
    regulatorReference: varchar('regulator_reference', { length: 80 }).notNull(),
    reason: text('reason'),
    movedAt: timestamp('moved_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.toStatus] })],
);

/**
 * Notices that go out once a day whatever the number of processes (the overdue warning, the operator's
 * reminder): the process whose insert wins sends it.
 */
export const ceReportNotices = pgTable(
  'ce_report_notices',
  {
    kind: varchar('kind', { length: 30 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day] })],
);
