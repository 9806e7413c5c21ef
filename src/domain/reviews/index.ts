import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { certificates, courses, enrolments, learners, reviews } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { cacheTag } from '../cache-tags.ts';
import { isSlug, pick } from '../catalog/query.ts';
import { tagsOfCourses } from '../catalog/touched.ts';
import type { DomainEvents } from '../events.ts';

// Reviews written by learners (issue 30). Only a learner who completed a course (an issued certificate of an
// enrolment that was not revoked) writes one review of it, and edits it later; the review keeps the learner, the
// enrolment and the certificate that prove it, and shows "verified learner" while that certificate stands. The
// course's reviews_count/average move in the same transaction, and the pages that show them are dropped by tag
// (docs/decisions/059-verified-reviews.md).

export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;

export type ReviewMessageKey =
  | 'rating_required'
  | 'text_required'
  | 'text_too_short'
  | 'text_too_long'
  | 'not_completed'
  | 'rate_limited';

export const REVIEW_MESSAGES: Record<Locale, Record<ReviewMessageKey, string>> = {
  en: {
    rating_required: 'Choose a rating from 1 to 5 stars',
    text_required: 'Write your review',
    text_too_short: `Your review must have at least ${REVIEW_TEXT_MIN} characters`,
    text_too_long: `Your review can have at most ${REVIEW_TEXT_MAX} characters`,
    not_completed: 'Only learners who completed this course can review it',
    rate_limited: 'Too many attempts. Please wait a few minutes and try again.',
  },
  es: {
    rating_required: 'Elige una valoración de 1 a 5 estrellas',
    text_required: 'Escribe tu reseña',
    text_too_short: `Tu reseña debe tener al menos ${REVIEW_TEXT_MIN} caracteres`,
    text_too_long: `Tu reseña puede tener como máximo ${REVIEW_TEXT_MAX} caracteres`,
    not_completed: 'Solo quienes completaron este curso pueden reseñarlo',
    rate_limited: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  },
};

export function reviewMessage(locale: Locale, key: string): string {
  const messages = REVIEW_MESSAGES[locale] as Record<string, string>;
  return messages[key] ?? REVIEW_MESSAGES[locale].text_required;
}

export type ReviewFields = { rating: number; text: string };

/** What a person typed: a whole rating 1-5 and a text of REVIEW_TEXT_MIN-REVIEW_TEXT_MAX characters (trimmed). */
export function validateReview(input: {
  rating?: string;
  text?: string;
}):
  | { ok: true; review: ReviewFields }
  | { ok: false; errors: Partial<Record<'rating' | 'text', ReviewMessageKey>> } {
  const errors: Partial<Record<'rating' | 'text', ReviewMessageKey>> = {};
  const rating = /^[1-5]$/.test((input.rating ?? '').trim()) ? Number(input.rating!.trim()) : undefined;
  if (rating === undefined) errors.rating = 'rating_required';
  // Whitespace runs are kept as written but a text of blanks is no text; lengths count characters, not bytes.
  const text = (input.text ?? '').replace(/\r\n?/g, '\n').trim();
  const length = [...text].length;
  if (length === 0) errors.text = 'text_required';
  else if (length < REVIEW_TEXT_MIN) errors.text = 'text_too_short';
  else if (length > REVIEW_TEXT_MAX) errors.text = 'text_too_long';
  if (rating === undefined || errors.text) return { ok: false, errors };
  return { ok: true, review: { rating, text } };
}

/**
 * The name a review shows: the first name and the initial of the last word ("María José López" → "María L.",
 * "John Carter" → "John C."): who wrote it, without their full name.
 */
export function reviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return words[0] ?? '';
  return `${words[0]} ${words[words.length - 1]!.slice(0, 1).toLocaleUpperCase()}.`;
}

/** The certificate and enrolment that prove a learner completed a course, or undefined. */
export interface Completion {
  certificateId: string;
  enrolmentId: number;
  completedAt: Date;
}

export async function findCompletion(
  db: Db,
  learnerId: string,
  courseId: number,
): Promise<Completion | undefined> {
  const [row] = await db
    .select({
      certificateId: certificates.id,
      enrolmentId: certificates.enrolmentId,
      completedAt: certificates.completedAt,
    })
    .from(certificates)
    .innerJoin(enrolments, eq(enrolments.id, certificates.enrolmentId))
    .where(
      and(
        eq(certificates.learnerId, learnerId),
        eq(certificates.courseId, courseId),
        eq(certificates.status, 'issued'),
        eq(enrolments.learnerId, learnerId),
        isNull(enrolments.revokedAt),
      ),
    )
    .orderBy(desc(certificates.completedAt))
    .limit(1);
  return row;
}

/**
 * SQL true when a review's proof still stands (its certificate issued, its enrolment not revoked): the
 * "verified learner" badge. A review without a learner (demo or imported text) is never verified.
 */
export const reviewVerifiedSql = sql<boolean>`(${reviews.certificateId} is not null and exists (
  select 1 from ${certificates} rc join ${enrolments} re on re.id = rc.enrolment_id
  where rc.id = ${reviews.certificateId} and rc.status = 'issued' and re.revoked_at is null))`;

export interface ReviewCourse {
  id: number;
  slug: string;
  title: string;
}

export interface OwnReview {
  rating: number;
  text: string;
  createdAt: Date;
  updatedAt: Date | null;
}

/** Where a visitor stands with a course's review: what the review page shows them. */
export type ReviewStanding =
  | { kind: 'no_course' }
  | { kind: 'signed_out'; course: ReviewCourse }
  | { kind: 'not_completed'; course: ReviewCourse }
  | { kind: 'eligible'; course: ReviewCourse; review: OwnReview | null };

async function courseBySlug(db: Db, slug: string, locale: Locale): Promise<ReviewCourse | undefined> {
  if (!isSlug(slug)) return undefined;
  const [row] = await db
    .select({ id: courses.id, slug: courses.slug, titleEs: courses.titleEs, titleEn: courses.titleEn })
    .from(courses)
    .where(eq(courses.slug, slug))
    .limit(1);
  return row ? { id: row.id, slug: row.slug, title: pick(locale, row.titleEs, row.titleEn) } : undefined;
}

export async function reviewStanding(
  db: Db,
  learnerId: string | null,
  slug: string,
  locale: Locale,
): Promise<ReviewStanding> {
  const course = await courseBySlug(db, slug, locale);
  if (!course) return { kind: 'no_course' };
  if (!learnerId) return { kind: 'signed_out', course };
  const completion = await findCompletion(db, learnerId, course.id);
  if (!completion) return { kind: 'not_completed', course };
  const [own] = await db
    .select({
      rating: reviews.rating,
      text: reviews.text,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
    })
    .from(reviews)
    .where(and(eq(reviews.learnerId, learnerId), eq(reviews.courseId, course.id)))
    .limit(1);
  return { kind: 'eligible', course, review: own ?? null };
}

export type SaveReviewResult =
  | { ok: true; created: boolean; courseSlug: string }
  | { ok: false; reason: 'no_course' | 'not_completed' }
  | { ok: false; reason: 'invalid'; errors: Partial<Record<'rating' | 'text', ReviewMessageKey>> };

/**
 * Writes (or rewrites) the learner's review of a course. Refused unless the learner completed it; the proof is
 * read again in the writing transaction, and the course's count and average follow in the same one.
 */
export async function saveReview(
  db: Db,
  events: DomainEvents,
  input: { learnerId: string; slug: string; rating?: string; text?: string; locale: Locale },
  now: Date = new Date(),
): Promise<SaveReviewResult> {
  const course = await courseBySlug(db, input.slug, input.locale);
  if (!course) return { ok: false, reason: 'no_course' };
  const valid = validateReview(input);
  const outcome = await db.transaction(async (tx) => {
    const completion = await findCompletion(tx, input.learnerId, course.id);
    if (!completion) return { ok: false as const, reason: 'not_completed' as const };
    // Validation after the proof: someone who may not review learns only that.
    if (!valid.ok) return { ok: false as const, reason: 'invalid' as const, errors: valid.errors };
    const [learner] = await tx
      .select({ fullName: learners.fullName })
      .from(learners)
      .where(eq(learners.id, input.learnerId))
      .limit(1);
    const authorName =
      reviewerName(learner?.fullName ?? '') || (input.locale === 'es' ? 'Estudiante' : 'Learner');
    const [row] = await tx
      .insert(reviews)
      .values({
        courseId: course.id,
        rating: valid.review.rating,
        text: valid.review.text,
        authorName,
        language: input.locale,
        learnerId: input.learnerId,
        enrolmentId: completion.enrolmentId,
        certificateId: completion.certificateId,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: [reviews.learnerId, reviews.courseId],
        targetWhere: sql`${reviews.learnerId} is not null`,
        set: {
          rating: valid.review.rating,
          text: valid.review.text,
          authorName,
          language: input.locale,
          enrolmentId: completion.enrolmentId,
          certificateId: completion.certificateId,
          updatedAt: now,
        },
      })
      .returning({ updatedAt: reviews.updatedAt });
    await tx
      .update(courses)
      .set({
        reviewsCount: sql`(select count(*)::int from ${reviews} where ${reviews.courseId} = ${course.id})`,
        reviewsAverage: sql`(select coalesce(round(avg(${reviews.rating})::numeric, 2), 0) from ${reviews} where ${reviews.courseId} = ${course.id})`,
      })
      .where(eq(courses.id, course.id));
    // The course's page, its bundles and Quester (their ratings), and listings (counts, order, recent reviews).
    const tags = [...(await tagsOfCourses(tx, [course.id])), cacheTag.listing];
    return { ok: true as const, created: row?.updatedAt == null, tags };
  });
  if (!outcome.ok) return outcome;
  events.emit({ type: 'catalog.changed', reason: 'review', tags: outcome.tags });
  return { ok: true, created: outcome.created, courseSlug: course.slug };
}
