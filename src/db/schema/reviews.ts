import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bundles, courses } from './catalog.ts';
import { certificates } from './certificates.ts';
import { enrolments, learners } from './orders.ts';

// Reviews of courses and bundles (issue 30). A review written by a learner names the learner, the enrolment and
// the issued certificate that prove they completed the course (domain/reviews): only such a review is "verified".
// A review without a learner is demo or imported text (the demo seed's): shown without the badge and never
// counted as verified (docs/decisions/059-verified-reviews.md). Its own module so the catalogue's tables do not
// import the orders' (which import the catalogue's).

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    bundleId: integer('bundle_id').references(() => bundles.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    authorName: text('author_name').notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    /** The learner who wrote it (null: a demo or imported review, never shown as verified). */
    learnerId: varchar('learner_id', { length: 40 }).references(() => learners.id),
    /** The enrolment in the course the learner completed. */
    enrolmentId: integer('enrolment_id').references(() => enrolments.id),
    /** The certificate that proves the completion (issued when the review was written). */
    certificateId: varchar('certificate_id', { length: 40 }).references(() => certificates.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Set when its learner edited it. */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('reviews_course_idx').on(t.courseId, t.createdAt),
    index('reviews_bundle_idx').on(t.bundleId, t.createdAt),
    index('reviews_created_idx').on(t.createdAt),
    // One review per learner and course (edited later, never written twice).
    uniqueIndex('reviews_learner_course_idx')
      .on(t.learnerId, t.courseId)
      .where(sql`${t.learnerId} is not null`),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_target_check', sql`(${t.courseId} is null) <> (${t.bundleId} is null)`),
    // A learner's review carries its proof, and is about a course (a certificate is for one course).
    check(
      'reviews_proof_check',
      sql`(${t.learnerId} is null and ${t.enrolmentId} is null and ${t.certificateId} is null) or (${t.learnerId} is not null and ${t.enrolmentId} is not null and ${t.certificateId} is not null and ${t.courseId} is not null)`,
    ),
  ],
);
