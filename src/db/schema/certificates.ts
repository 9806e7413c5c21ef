import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { courses } from './catalog.ts';
import { enrolments, learners, orders } from './orders.ts';

// Certificates (issue 11) and the inbox of events the Quest app reports through the ingestion API. A certificate
// is a snapshot: what a licensing board reads must not change when the catalogue is edited later.

export const CERTIFICATE_STATUSES = ['pending_payment', 'awaiting_monitor', 'issued', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

export const certificates = pgTable(
  'certificates',
  {
    /** Public, unguessable ('c_' + 128 random bits): /certificates/{id} is a capability URL, like a receipt. */
    id: varchar('id', { length: 40 }).primaryKey(),
    /** Human-readable, unique, printed on the certificate and typed into /certificates/verify (QST-2026-7K3M9P). */
    referenceNumber: varchar('reference_number', { length: 24 }).notNull().unique(),
    learnerId: varchar('learner_id', { length: 40 })
      .notNull()
      .references(() => learners.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => enrolments.id),
    status: varchar('status', { length: 20, enum: CERTIFICATE_STATUSES }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }).notNull(),
    studentName: text('student_name').notNull(),
    courseTitleEs: text('course_title_es').notNull(),
    courseTitleEn: text('course_title_en').notNull(),
    creditHours: numeric('credit_hours', { precision: 6, scale: 1 }).notNull(),
    /** The licence the credit counts toward: the state and the specialty (licence type) in both languages. */
    licenseStateCode: varchar('license_state_code', { length: 2 }),
    licenseTypeEs: text('license_type_es').notNull(),
    licenseTypeEn: text('license_type_en').notNull(),
    providerName: text('provider_name').notNull(),
    providerNumber: varchar('provider_number', { length: 40 }).notNull(),
    instructorName: text('instructor_name'),
    /** The app reported that a monitor (proctor) still has to confirm the exam. */
    monitorRequired: boolean('monitor_required').notNull().default(false),
    /** scrypt$N$r$p$salt$hash (base64url), set by the monitor on the certificate page. */
    monitorPasswordHash: text('monitor_password_hash'),
    monitorConfirmedAt: timestamp('monitor_confirmed_at', { withTimezone: true, mode: 'date' }),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // One certificate per enrolment: a second completion report finds it.
    uniqueIndex('certificates_enrolment_idx').on(t.enrolmentId),
    index('certificates_order_idx').on(t.orderId),
    index('certificates_learner_idx').on(t.learnerId, t.completedAt),
  ],
);

/**
 * Every event the app reported, stored by its id with the answer it got: a replay gets the same answer and
 * changes nothing (stored in the transaction that applied the event).
 */
export const ingestedEvents = pgTable('ingested_events', {
  id: varchar('id', { length: 128 }).primaryKey(),
  type: varchar('type', { length: 40 }).notNull(),
  /** The JSON answer the API gave the first time. */
  outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
