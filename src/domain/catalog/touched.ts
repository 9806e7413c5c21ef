import { eq, inArray } from 'drizzle-orm';
import { bundleCourses, courses, instructors } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { type CacheTag, cacheTag } from '../cache-tags.ts';

// What a write to some courses touched, for the tags its event carries (cache-tags.ts): the courses, the bundles
// that contain them (a bundle's card shows its courses' hours, ratings and prices) and their Questers (whose page
// lists them and sums their ratings). Read in the writing transaction, so it names what the write changed.

export async function tagsOfCourses(db: Db, courseIds: readonly number[]): Promise<CacheTag[]> {
  if (courseIds.length === 0) return [];
  const [bundleRows, questerRows] = await Promise.all([
    db
      .selectDistinct({ id: bundleCourses.bundleId })
      .from(bundleCourses)
      .where(inArray(bundleCourses.courseId, [...courseIds])),
    db
      .selectDistinct({ slug: instructors.slug })
      .from(courses)
      .innerJoin(instructors, eq(instructors.id, courses.instructorId))
      .where(inArray(courses.id, [...courseIds])),
  ]);
  return [
    ...courseIds.map(cacheTag.course),
    ...bundleRows.map((row) => cacheTag.bundle(row.id)),
    ...questerRows.map((row) => cacheTag.quester(row.slug)),
  ];
}

/** A Quester and everything of theirs: their plan decides whether their courses are shown at all. */
export async function tagsOfQuester(db: Db, slug: string): Promise<CacheTag[]> {
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .innerJoin(instructors, eq(instructors.id, courses.instructorId))
    .where(eq(instructors.slug, slug));
  return [
    cacheTag.quester(slug),
    cacheTag.listing,
    ...(await tagsOfCourses(
      db,
      rows.map((row) => row.id),
    )),
  ];
}
