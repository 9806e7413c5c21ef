import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { bundles, campaigns, courses, instructors, providers } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { listedCourseSql } from '../companies/access.ts';
import { combineRatings, type RatingSummary } from '../ratings.ts';
import { pick } from './query.ts';
import {
  type BundleCardRow,
  bundleCardColumns,
  type CourseCardRow,
  courseCardColumns,
  toBundleCard,
  toCourseCard,
} from './rows.ts';

// What the home page features: courses, bundles and instructors.
// ---------------------------------------------------------------------------------------------------------------
// Home page

export async function featuredCourses(db: Db, locale: Locale, { limit = 8, now = new Date() } = {}) {
  const rows = await db
    .select(courseCardColumns)
    .from(courses)
    .innerJoin(providers, eq(providers.id, courses.providerId))
    .leftJoin(campaigns, eq(campaigns.id, courses.campaignId))
    // The home page is the same for everyone (and cached): marketplace courses only.
    .where(and(eq(courses.featured, true), listedCourseSql()))
    .orderBy(desc(courses.reviewsCount), asc(courses.id))
    .limit(limit);
  return (rows as CourseCardRow[]).map((row) => toCourseCard(row, locale, now));
}

export async function featuredBundles(db: Db, locale: Locale, { limit = 6, now = new Date() } = {}) {
  const rows = await db
    .select(bundleCardColumns)
    .from(bundles)
    .leftJoin(campaigns, eq(campaigns.id, bundles.campaignId))
    .where(eq(bundles.featured, true))
    .orderBy(asc(bundles.id))
    .limit(limit);
  return (rows as BundleCardRow[]).map((row) => toBundleCard(row, locale, now));
}

export interface InstructorCard {
  slug: string;
  name: string;
  headline: string;
  learners: number;
  courseCount: number;
  rating: RatingSummary;
}

export async function featuredInstructors(
  db: Db,
  locale: Locale,
  { limit = 6 } = {},
): Promise<InstructorCard[]> {
  const rows = await db
    .select({
      slug: instructors.slug,
      name: instructors.name,
      headlineEs: instructors.headlineEs,
      headlineEn: instructors.headlineEn,
      learners: instructors.learners,
      courseCount: sql<number>`count(${courses.id})::int`,
      ratings: sql<
        Array<{ a: string; n: number }> | string
      >`coalesce(json_agg(json_build_object('a', ${courses.reviewsAverage}::text, 'n', ${courses.reviewsCount})) filter (where ${courses.id} is not null), '[]'::json)`,
    })
    .from(instructors)
    .leftJoin(courses, and(eq(courses.instructorId, instructors.id), listedCourseSql()))
    .where(eq(instructors.featured, true))
    .groupBy(instructors.id)
    .orderBy(desc(instructors.learners))
    .limit(limit);
  return rows.map((row) => {
    const ratings = (typeof row.ratings === 'string' ? JSON.parse(row.ratings) : row.ratings) as Array<{
      a: string;
      n: number;
    }>;
    return {
      slug: row.slug,
      name: row.name,
      headline: pick(locale, row.headlineEs, row.headlineEn),
      learners: row.learners,
      courseCount: Number(row.courseCount),
      rating: combineRatings(ratings.map((r) => ({ average: r.a, count: Number(r.n) }))),
    };
  });
}
