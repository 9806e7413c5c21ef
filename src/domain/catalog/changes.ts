import { eq, sql } from 'drizzle-orm';
import { courses, reviews } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { type CacheTag, cacheTag } from '../cache-tags.ts';
import type { DomainEvents } from '../events.ts';
import { tagsOfCourses } from './touched.ts';

// Writes that change what anonymous catalogue pages show. Each announces 'catalog.changed' once committed, with
// the tags it touched (touched.ts): the catalogue's read cache and the server's page cache drop only what shows
// them (docs/decisions/050-tagged-cache-invalidation.md).

export interface NewReview {
  courseId?: number;
  bundleId?: number;
  rating: number;
  text: string;
  authorName: string;
  language: 'es' | 'en' | 'pt';
}

export class InvalidReviewError extends Error {
  override name = 'InvalidReviewError';
}

/** Adds a review and keeps the course's ReviewsAverage/ReviewsCount in step, in one transaction. */
export async function addReview(db: Db, events: DomainEvents, review: NewReview): Promise<{ id: number }> {
  if (!Number.isInteger(review.rating) || review.rating < 1 || review.rating > 5) {
    throw new InvalidReviewError('rating must be a whole number from 1 to 5');
  }
  if ((review.courseId === undefined) === (review.bundleId === undefined)) {
    throw new InvalidReviewError('a review is about exactly one course or bundle');
  }
  const text = review.text.trim();
  const authorName = review.authorName.trim();
  if (text.length === 0 || text.length > 2000 || authorName.length === 0 || authorName.length > 80) {
    throw new InvalidReviewError('text (1-2000 characters) and author (1-80 characters) are required');
  }
  const { id, tags } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({
        courseId: review.courseId ?? null,
        bundleId: review.bundleId ?? null,
        rating: review.rating,
        text,
        authorName,
        language: review.language,
      })
      .returning({ id: reviews.id });
    if (review.courseId !== undefined) {
      await tx
        .update(courses)
        .set({
          reviewsCount: sql`(select count(*)::int from ${reviews} where ${reviews.courseId} = ${review.courseId})`,
          reviewsAverage: sql`(select round(avg(${reviews.rating})::numeric, 2) from ${reviews} where ${reviews.courseId} = ${review.courseId})`,
        })
        .where(eq(courses.id, review.courseId));
    }
    // Reviews move ratings, review counts (listings order by them) and the catalogue's recent reviews.
    const touched: CacheTag[] =
      review.courseId !== undefined
        ? await tagsOfCourses(tx, [review.courseId])
        : [cacheTag.bundle(review.bundleId as number)];
    return { id: row!.id, tags: [...touched, cacheTag.listing] };
  });
  events.emit({ type: 'catalog.changed', reason: 'review', tags });
  return { id };
}

export class InvalidPriceError extends Error {
  override name = 'InvalidPriceError';
}

/** Sets a course's regular price (whole cents); false when there is no such course. */
export async function setCoursePrice(
  db: Db,
  events: DomainEvents,
  slug: string,
  priceCents: number,
): Promise<boolean> {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) {
    throw new InvalidPriceError('a price is a whole, non-negative number of cents');
  }
  // The tags are read in the update's transaction: a price never commits without the event that drops its pages.
  const tags = await db.transaction(async (tx) => {
    const updated = await tx
      .update(courses)
      .set({ priceCents })
      .where(eq(courses.slug, slug))
      .returning({ id: courses.id });
    if (updated.length === 0) return undefined;
    return tagsOfCourses(
      tx,
      updated.map((row) => row.id),
    );
  });
  if (tags === undefined) return false;
  // Listings show prices (and filter or sort by them).
  events.emit({ type: 'catalog.changed', reason: 'price', tags: [...tags, cacheTag.listing] });
  return true;
}

export interface CatalogWriter {
  addReview(review: NewReview): Promise<{ id: number }>;
  setCoursePrice(slug: string, priceCents: number): Promise<boolean>;
}

export function createCatalogWriter(db: Db, events: DomainEvents): CatalogWriter {
  return {
    addReview: (review) => addReview(db, events, review),
    setCoursePrice: (slug, priceCents) => setCoursePrice(db, events, slug, priceCents),
  };
}
