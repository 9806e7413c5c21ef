import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { courses } from './catalog.ts';
import { companies } from './company-accounts.ts';
import { learners } from './orders.ts';

// Companies train their employees (spec §1, §6): a company invites people into one of its apps; an accepted
// invitation makes the learner a member, and a member sees the company's private courses that the company
// allows (company_courses), and no other private course. Seats are a 'company' subscription (issue 12,
// domain/companies/seats.ts).

// The companies table itself lives in company-accounts.ts (orders reference it, and this module imports orders).
export { companies } from './company-accounts.ts';

/** The private courses a company allows its members to see. */
export const companyCourses = pgTable(
  'company_courses',
  {
    companyId: varchar('company_id', { length: 40 })
      .notNull()
      .references(() => companies.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.courseId] }),
    index('company_courses_course_idx').on(t.courseId),
  ],
);

export const INVITATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** An invitation to join a company's app (spec §3 Invitation, §4 states). */
export const invitations = pgTable(
  'invitations',
  {
    /** Public, unguessable ('inv_' + 128 random bits): /invitations/{id} is a capability URL. */
    id: varchar('id', { length: 40 }).primaryKey(),
    companyId: varchar('company_id', { length: 40 })
      .notNull()
      .references(() => companies.id),
    inviterName: text('inviter_name').notNull(),
    inviterEmail: varchar('inviter_email', { length: 254 }).notNull(),
    invitedName: text('invited_name').notNull(),
    invitedEmail: varchar('invited_email', { length: 254 }).notNull(),
    appName: text('app_name').notNull(),
    status: varchar('status', { length: 10, enum: INVITATION_STATUSES }).notNull().default('pending'),
    /** The learner who accepted (the signed-in account), set with the decision. */
    learnerId: varchar('learner_id', { length: 40 }).references(() => learners.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('invitations_company_idx').on(t.companyId, t.createdAt)],
);

/** Learners who joined a company by accepting an invitation. */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: varchar('company_id', { length: 40 })
      .notNull()
      .references(() => companies.id),
    learnerId: varchar('learner_id', { length: 40 })
      .notNull()
      .references(() => learners.id),
    invitationId: varchar('invitation_id', { length: 40 }).references(() => invitations.id),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.learnerId] }),
    uniqueIndex('company_members_learner_idx').on(t.learnerId, t.companyId),
  ],
);
