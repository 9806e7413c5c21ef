import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  bundleCourses,
  bundleStates,
  bundles,
  type CourseModule,
  campaigns,
  courseStates,
  courses,
  providers,
  reviews,
  states,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { isSlug, pick } from './query.ts';
import {
  type BundleCardRow,
  bundleCardColumns,
  type CourseCardRow,
  courseCardColumns,
  toBundleCard,
  toCourseCard,
} from './rows.ts';
import { toReview } from './selection.ts';
import { statements } from './statements.ts';
import type { BundleCard, CourseCard, ProviderInfo, ReviewView, StateOption } from './types.ts';

// One course or bundle page, and a specialty's catalogue.
// ---------------------------------------------------------------------------------------------------------------
// Detail pages

export interface CourseDetail extends CourseCard {
  description: string;
  trackingNumber: string;
  modules: Array<{ title: string; minutes: number }>;
  provider: ProviderInfo;
  specialty: { slug: string; name: string };
  industry: { slug: string; name: string };
  instructor: { name: string; headline: string } | null;
  states: StateOption[];
  reviews: ReviewView[];
  bundles: BundleCard[];
}

/** Resolves a course by slug or numeric id; undefined for unknown or malformed references. */
export async function resolveCourseSlug(db: Db, ref: string): Promise<string | undefined> {
  if (/^\d{1,9}$/.test(ref)) {
    const [row] = await db
      .select({ slug: courses.slug })
      .from(courses)
      .where(eq(courses.id, Number(ref)))
      .limit(1);
    return row?.slug;
  }
  return isSlug(ref) ? ref : undefined;
}

export async function getCourseDetail(
  db: Db,
  locale: Locale,
  ref: string,
  { now = new Date(), reviewLimit = 8 }: { now?: Date; reviewLimit?: number } = {},
): Promise<CourseDetail | undefined> {
  const slug = await resolveCourseSlug(db, ref);
  if (!slug) return undefined;
  const [row] = await statements(db).courseBySlug.execute({ slug });
  if (!row) return undefined;
  const [stateRows, reviewRows, bundleRows] = await Promise.all([
    db
      .select({ code: states.code, nameEs: states.nameEs, nameEn: states.nameEn })
      .from(courseStates)
      .innerJoin(states, eq(states.code, courseStates.stateCode))
      .where(eq(courseStates.courseId, row.id)),
    db
      .select()
      .from(reviews)
      .where(eq(reviews.courseId, row.id))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(reviewLimit),
    db
      .select(bundleCardColumns)
      .from(bundles)
      .innerJoin(
        bundleCourses,
        and(eq(bundleCourses.bundleId, bundles.id), eq(bundleCourses.courseId, row.id)),
      )
      .leftJoin(campaigns, eq(campaigns.id, bundles.campaignId))
      .orderBy(asc(bundles.id))
      .limit(6),
  ]);
  const modules = (typeof row.modules === 'string' ? JSON.parse(row.modules) : row.modules) as CourseModule[];
  return {
    ...toCourseCard(row as CourseCardRow, locale, now),
    description: pick(locale, row.descriptionEs, row.descriptionEn),
    trackingNumber: row.trackingNumber,
    modules: modules.map((module) => ({
      title: pick(locale, module.titleEs, module.titleEn),
      minutes: module.minutes,
    })),
    provider: {
      id: row.providerId,
      name: row.providerName,
      board: pick(locale, row.providerBoardEs, row.providerBoardEn),
      providerNumber: row.providerNumber,
      address: row.providerAddress,
    },
    specialty: { slug: row.specialtySlug, name: pick(locale, row.specialtyNameEs, row.specialtyNameEn) },
    industry: { slug: row.industrySlug, name: pick(locale, row.industryNameEs, row.industryNameEn) },
    instructor: row.instructorName
      ? {
          name: row.instructorName,
          headline: pick(locale, row.instructorHeadlineEs ?? '', row.instructorHeadlineEn ?? ''),
        }
      : null,
    states: stateRows
      .map((state) => ({ code: state.code, name: pick(locale, state.nameEs, state.nameEn), courseCount: 0 }))
      .sort((a, b) => a.name.localeCompare(b.name, locale)),
    reviews: reviewRows.map((review) => toReview(review, locale)),
    bundles: (bundleRows as BundleCardRow[]).map((bundle) => toBundleCard(bundle, locale, now)),
  };
}

export interface BundleDetail extends BundleCard {
  description: string;
  specialty: { slug: string; name: string };
  industry: { slug: string; name: string };
  courses: CourseCard[];
  states: StateOption[];
  reviews: ReviewView[];
}

export async function resolveBundleSlug(db: Db, ref: string): Promise<string | undefined> {
  if (/^\d{1,9}$/.test(ref)) {
    const [row] = await db
      .select({ slug: bundles.slug })
      .from(bundles)
      .where(eq(bundles.id, Number(ref)))
      .limit(1);
    return row?.slug;
  }
  return isSlug(ref) ? ref : undefined;
}

export async function getBundleDetail(
  db: Db,
  locale: Locale,
  ref: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<BundleDetail | undefined> {
  const slug = await resolveBundleSlug(db, ref);
  if (!slug) return undefined;
  const [row] = await statements(db).bundleBySlug.execute({ slug });
  if (!row) return undefined;
  const [courseRows, stateRows, reviewRows] = await Promise.all([
    db
      .select(courseCardColumns)
      .from(courses)
      .innerJoin(
        bundleCourses,
        and(eq(bundleCourses.courseId, courses.id), eq(bundleCourses.bundleId, row.id)),
      )
      .innerJoin(providers, eq(providers.id, courses.providerId))
      .leftJoin(campaigns, eq(campaigns.id, courses.campaignId))
      .orderBy(asc(bundleCourses.position)),
    db
      .select({ code: states.code, nameEs: states.nameEs, nameEn: states.nameEn })
      .from(bundleStates)
      .innerJoin(states, eq(states.code, bundleStates.stateCode))
      .where(eq(bundleStates.bundleId, row.id)),
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        text: reviews.text,
        authorName: reviews.authorName,
        language: reviews.language,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(
        sql`${reviews.bundleId} = ${row.id} or ${reviews.courseId} in (select course_id from ${bundleCourses} where bundle_id = ${row.id})`,
      )
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(8),
  ]);
  return {
    ...toBundleCard(row as BundleCardRow, locale, now),
    description: pick(locale, row.descriptionEs, row.descriptionEn),
    specialty: { slug: row.specialtySlug, name: pick(locale, row.specialtyNameEs, row.specialtyNameEn) },
    industry: { slug: row.industrySlug, name: pick(locale, row.industryNameEs, row.industryNameEn) },
    courses: (courseRows as CourseCardRow[]).map((course) => toCourseCard(course, locale, now)),
    states: stateRows
      .map((state) => ({ code: state.code, name: pick(locale, state.nameEs, state.nameEn), courseCount: 0 }))
      .sort((a, b) => a.name.localeCompare(b.name, locale)),
    reviews: reviewRows.map((review) => toReview(review, locale)),
  };
}

/** Every course and bundle of a specialty (all states), for /accredited-courses/specialities/{speciality}. */
export async function specialtyCatalog(
  db: Db,
  locale: Locale,
  specialtyId: number,
  { now = new Date(), limit = 60 }: { now?: Date; limit?: number } = {},
): Promise<{ courses: CourseCard[]; bundles: BundleCard[] }> {
  const [courseRows, bundleRows] = await Promise.all([
    db
      .select(courseCardColumns)
      .from(courses)
      .innerJoin(providers, eq(providers.id, courses.providerId))
      .leftJoin(campaigns, eq(campaigns.id, courses.campaignId))
      .where(eq(courses.specialtyId, specialtyId))
      .orderBy(asc(courses.type), desc(courses.featured), desc(courses.reviewsCount), asc(courses.id))
      .limit(limit),
    db
      .select(bundleCardColumns)
      .from(bundles)
      .leftJoin(campaigns, eq(campaigns.id, bundles.campaignId))
      .where(eq(bundles.specialtyId, specialtyId))
      .orderBy(desc(bundles.featured), asc(bundles.id))
      .limit(12),
  ]);
  return {
    courses: (courseRows as CourseCardRow[]).map((row) => toCourseCard(row, locale, now)),
    bundles: (bundleRows as BundleCardRow[]).map((row) => toBundleCard(row, locale, now)),
  };
}
