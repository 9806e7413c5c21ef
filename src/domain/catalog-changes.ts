import { eq, sql } from 'drizzle-orm';
import { courses, reviews } from '../db/schema/index.ts';
import type { Db } from '../db/types.ts';
import { getServices, hasServices } from '../services.ts';

// Operations that change what anonymous catalogue pages show. Each one drops the render cache afterwards so
// the next visitor sees the change (the cache otherwise keeps pages for HTML_CACHE_TTL_MS).

interface PageCacheLike {
  invalidate(predicate?: (key: string) => boolean): void;
}

/** Drops cached catalogue pages (all of them: listings, detail pages, home's featured sections, embeds). */
export function invalidateCatalogPages(): void {
  if (!hasServices()) return;
  const cache = getServices().extensions.pageCache as PageCacheLike | undefined;
  cache?.invalidate();
}

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

/** Adds a review, keeps the course's ReviewsAverage/ReviewsCount in step, and invalidates cached pages. */
export async function addReview(db: Db, review: NewReview): Promise<{ id: number }> {
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
  const id = await db.transaction(async (tx) => {
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
    return row!.id;
  });
  invalidateCatalogPages();
  return { id };
}

/** Changes a course's regular price and its discount; invalidates cached pages. */
export async function updateCoursePrice(
  db: Db,
  courseId: number,
  change: { priceCents: number; discountPercent?: number; discountValidUntil?: Date | null },
): Promise<void> {
  if (!Number.isInteger(change.priceCents) || change.priceCents < 0) {
    throw new RangeError('priceCents must be a non-negative whole number of cents');
  }
  await db
    .update(courses)
    .set({
      priceCents: change.priceCents,
      ...(change.discountPercent !== undefined ? { discountPercent: change.discountPercent } : {}),
      ...(change.discountValidUntil !== undefined ? { discountValidUntil: change.discountValidUntil } : {}),
    })
    .where(eq(courses.id, courseId));
  invalidateCatalogPages();
}
