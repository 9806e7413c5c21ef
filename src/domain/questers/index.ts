import { and, asc, desc, eq } from 'drizzle-orm';
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

export interface QuesterProfile {
  id: string;
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
