import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { campaigns, courses, instructors, providers } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { pick } from '../catalog/query.ts';
import { type CourseCardRow, courseCardColumns, toCourseCard } from '../catalog/rows.ts';
import type { CourseCard } from '../catalog/types.ts';
import { listedCourseSql } from '../companies/access.ts';
import { combineRatings, type RatingSummary } from '../ratings.ts';

// Questers (spec §2, §3): the platform's creators, stored as `instructors`. A Quester's public id in addresses
// (/questers/{id}, /partner-links/{id}) is the instructor's slug: unique, stable, readable in a shared link, and
// it reveals nothing the page does not already show. Their public page lists only marketplace courses: link-only
// and private courses never appear there (the page is the same for everyone and cached).

/** The shape of a Quester id (an instructor slug); anything else is unknown without a query. */
const QUESTER_ID = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;

export function isQuesterId(value: unknown): value is string {
  return typeof value === 'string' && QUESTER_ID.test(value);
}

/**
 * A Quester's page is public (indexed, in the sitemap) when it lists a published course: a free Quester, or one
 * whose courses open by link only, has an empty page, which stays reachable (partner links land there) but is
 * never offered to search engines. The one rule, as SQL on `instructors`, for the page and the sitemap.
 */
export function publicQuesterSql(): SQL<boolean> {
  // Qualified by hand: drizzle writes a bare "id" in a one-table select, which the subquery reads as the course's.
  const questerId = sql`${instructors}.${sql.identifier(instructors.id.name)}`;
  return sql<boolean>`exists (select 1 from ${courses} where ${courses.instructorId} = ${questerId} and ${listedCourseSql()})`;
}

export interface QuesterProfile {
  id: string;
  /** Whether the page is public: indexed and in the sitemap (publicQuesterSql). */
  indexable: boolean;
  name: string;
  headline: string;
  /** Learners taught across the platform. */
  learners: number;
  /** Published (marketplace) courses, most reviewed first. */
  courses: CourseCard[];
  /** Review-weighted rating of those courses. */
  rating: RatingSummary;
}

/** The public page's data, or null for an unknown id. */
export async function findQuesterProfile(
  db: Db,
  locale: Locale,
  id: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<QuesterProfile | null> {
  if (!isQuesterId(id)) return null;
  const [quester] = await db
    .select({
      id: instructors.id,
      slug: instructors.slug,
      name: instructors.name,
      headlineEs: instructors.headlineEs,
      headlineEn: instructors.headlineEn,
      learners: instructors.learners,
      indexable: publicQuesterSql(),
    })
    .from(instructors)
    .where(eq(instructors.slug, id))
    .limit(1);
  if (!quester) return null;
  const rows = await db
    .select(courseCardColumns)
    .from(courses)
    .innerJoin(providers, eq(providers.id, courses.providerId))
    .leftJoin(campaigns, eq(campaigns.id, courses.campaignId))
    // Anonymous listing rule: marketplace only, whoever asks (the page is cached).
    .where(and(eq(courses.instructorId, quester.id), listedCourseSql()))
    .orderBy(desc(courses.featured), desc(courses.reviewsCount), asc(courses.id));
  const cards = (rows as CourseCardRow[]).map((row) => toCourseCard(row, locale, now));
  return {
    id: quester.slug,
    indexable: quester.indexable,
    name: quester.name,
    headline: pick(locale, quester.headlineEs, quester.headlineEn),
    learners: quester.learners,
    courses: cards,
    rating: combineRatings(
      (rows as CourseCardRow[]).map((row) => ({ average: row.reviewsAverage, count: row.reviewsCount })),
    ),
  };
}

/** The database id of a Quester by its public id (for recording a referral), or null. */
export async function findQuesterKey(db: Db, id: string): Promise<number | null> {
  if (!isQuesterId(id)) return null;
  const [row] = await db
    .select({ id: instructors.id })
    .from(instructors)
    .where(eq(instructors.slug, id))
    .limit(1);
  return row?.id ?? null;
}
