import { and, asc, desc, eq, notInArray, or, sql } from 'drizzle-orm';
import {
  bundleCourses,
  bundleStates,
  bundles,
  type CourseModule,
  type CourseVisibility,
  campaigns,
  courseStates,
  courses,
  providers,
  reviews,
  states,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { ANONYMOUS_VIEWER, type CourseViewer, canReachCourse, listedCourseSql } from '../companies/access.ts';
import { reviewVerifiedSql } from '../reviews/index.ts';
import { languageFirstSql } from './listing.ts';
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
  /** 'link_only' and 'private' course pages are kept out of indexes (noindex). */
  visibility: CourseVisibility;
  description: string;
  trackingNumber: string;
  /** The syllabus: each module's title, length and (where written) its one-line outcome. */
  modules: Array<{ title: string; minutes: number; outcome: string | null }>;
  provider: ProviderInfo;
  specialty: { slug: string; name: string };
  industry: { slug: string; name: string };
  /** `id` is the Quester's public id (their page: /questers/{id}). */
  instructor: { id: string; name: string; headline: string } | null;
  states: StateOption[];
  reviews: ReviewView[];
  bundles: BundleCard[];
  /** The viewer's company, when its seats' marketplace discount is the price shown (price.source 'company'). */
  companyPrice: { name: string; discountPercent: number } | null;
}

const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  text: reviews.text,
  authorName: reviews.authorName,
  language: reviews.language,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
};

/** A review as a detail page shows it: the badge when its learner's completion still stands. */
function toReviewView(
  row: Parameters<typeof toReview>[0] & { updatedAt: Date | string | null; verified: boolean },
  locale: Locale,
): ReviewView {
  return {
    ...toReview(row, locale),
    verified: row.verified === true,
    updatedAt: row.updatedAt ? new Date(row.updatedAt) : null,
  };
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
  {
    now = new Date(),
    reviewLimit = 8,
    viewer = ANONYMOUS_VIEWER,
  }: { now?: Date; reviewLimit?: number; viewer?: CourseViewer } = {},
): Promise<CourseDetail | undefined> {
  const slug = await resolveCourseSlug(db, ref);
  if (!slug) return undefined;
  const [row] = await statements(db).courseBySlug.execute({ slug });
  // A private course the viewer's company does not allow does not exist for them (the 404 page).
  if (!row || !canReachCourse(viewer, row)) return undefined;
  const [stateRows, reviewRows, bundleRows] = await Promise.all([
    db
      .select({ code: states.code, nameEs: states.nameEs, nameEn: states.nameEn })
      .from(courseStates)
      .innerJoin(states, eq(states.code, courseStates.stateCode))
      .where(eq(courseStates.courseId, row.id)),
    db
      .select({ ...reviewColumns, verified: reviewVerifiedSql })
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
  // A member of a company with active seats sees the price checkout will charge them (orders/quote.ts).
  const card = toCourseCard(row as CourseCardRow, locale, now, viewer);
  return {
    ...card,
    companyPrice:
      card.price.source === 'company' && viewer.company
        ? { name: viewer.company.name, discountPercent: card.price.discountPercent }
        : null,
    visibility: row.visibility,
    description: pick(locale, row.descriptionEs, row.descriptionEn),
    trackingNumber: row.trackingNumber,
    modules: modules.map((module) => ({
      title: pick(locale, module.titleEs, module.titleEn),
      minutes: module.minutes,
      outcome: pick(locale, module.outcomeEs, module.outcomeEn) ?? null,
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
          id: row.instructorSlug ?? '',
          name: row.instructorName,
          headline: pick(locale, row.instructorHeadlineEs ?? '', row.instructorHeadlineEn ?? ''),
        }
      : null,
    states: stateRows
      .map((state) => ({ code: state.code, name: pick(locale, state.nameEs, state.nameEn), courseCount: 0 }))
      .sort((a, b) => a.name.localeCompare(b.name, locale)),
    reviews: reviewRows.map((review) => toReviewView(review, locale)),
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
  /** False for a custom bundle (a learner's missing-hours checkout): reachable by its link, never indexed. */
  listed: boolean;
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

/**
 * The newest reviews of a bundle and of its courses: the bundle's own newest and each course's newest through
 * their (bundle_id|course_id, created_at) indexes, merged (one `bundle_id = … or course_id in (…)` filter walked
 * every review newest first: 110 ms at 100× the seed).
 */
async function bundleReviews(db: Db, bundleId: number, limit: number) {
  // One round trip: the candidates (at most `limit` per source) are picked in a subquery and ordered by the
  // database (timestamps in microseconds, ties by id), as the single filter did.
  const candidates = sql`(select r.id from ${reviews} r where r.bundle_id = ${bundleId}
      order by r.created_at desc, r.id desc limit ${limit})
    union all
    (select latest.id from ${bundleCourses} bc cross join lateral (
      select r.id from ${reviews} r where r.course_id = bc.course_id order by r.created_at desc, r.id desc limit ${limit}
    ) latest where bc.bundle_id = ${bundleId})`;
  // Each review names the course of the bundle it is about.
  return db
    .select({
      ...reviewColumns,
      verified: reviewVerifiedSql,
      courseSlug: courses.slug,
      courseTitleEs: courses.titleEs,
      courseTitleEn: courses.titleEn,
    })
    .from(reviews)
    .leftJoin(courses, eq(courses.id, reviews.courseId))
    .where(sql`${reviews.id} in (${candidates})`)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

export async function getBundleDetail(
  db: Db,
  locale: Locale,
  ref: string,
  { now = new Date(), viewer = ANONYMOUS_VIEWER }: { now?: Date; viewer?: CourseViewer } = {},
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
      // A bundle never shows a private course the viewer may not see (link-only courses are shown: the
      // bundle's page is their link).
      .where(or(notInArray(courses.visibility, ['private', 'unpublished']), listedCourseSql(viewer)))
      .orderBy(asc(bundleCourses.position)),
    db
      .select({ code: states.code, nameEs: states.nameEs, nameEn: states.nameEn })
      .from(bundleStates)
      .innerJoin(states, eq(states.code, bundleStates.stateCode))
      .where(eq(bundleStates.bundleId, row.id)),
    bundleReviews(db, row.id, 8),
  ]);
  return {
    ...toBundleCard(row as BundleCardRow, locale, now),
    description: pick(locale, row.descriptionEs, row.descriptionEn),
    specialty: { slug: row.specialtySlug, name: pick(locale, row.specialtyNameEs, row.specialtyNameEn) },
    industry: { slug: row.industrySlug, name: pick(locale, row.industryNameEs, row.industryNameEn) },
    courses: (courseRows as CourseCardRow[]).map((course) => toCourseCard(course, locale, now, viewer)),
    states: stateRows
      .map((state) => ({ code: state.code, name: pick(locale, state.nameEs, state.nameEn), courseCount: 0 }))
      .sort((a, b) => a.name.localeCompare(b.name, locale)),
    reviews: reviewRows.map((review) => toReviewView(review, locale)),
    listed: row.kind === 'catalog',
  };
}

/** Every course and bundle of a specialty (all states), for /accredited-courses/specialities/{speciality}. */
export async function specialtyCatalog(
  db: Db,
  locale: Locale,
  specialtyId: number,
  {
    now = new Date(),
    limit = 60,
    viewer = ANONYMOUS_VIEWER,
  }: { now?: Date; limit?: number; viewer?: CourseViewer } = {},
): Promise<{ courses: CourseCard[]; bundles: BundleCard[] }> {
  const languageFirst = languageFirstSql(locale, sql`${courses.language}`);
  const [courseRows, bundleRows] = await Promise.all([
    db
      .select(courseCardColumns)
      .from(courses)
      .innerJoin(providers, eq(providers.id, courses.providerId))
      .leftJoin(campaigns, eq(campaigns.id, courses.campaignId))
      .where(and(eq(courses.specialtyId, specialtyId), listedCourseSql(viewer)))
      // Spanish courses first on /es, as in the catalogue's relevance order (listing.ts languageFirstSql).
      .orderBy(
        asc(courses.type),
        ...(languageFirst ? [languageFirst] : []),
        desc(courses.featured),
        desc(courses.reviewsCount),
        asc(courses.id),
      )
      .limit(limit),
    db
      .select(bundleCardColumns)
      .from(bundles)
      .leftJoin(campaigns, eq(campaigns.id, bundles.campaignId))
      // Custom bundles (a learner's missing-hours checkout) are never listed.
      .where(and(eq(bundles.specialtyId, specialtyId), eq(bundles.kind, 'catalog')))
      .orderBy(desc(bundles.featured), asc(bundles.id))
      .limit(12),
  ]);
  return {
    courses: (courseRows as CourseCardRow[]).map((row) => toCourseCard(row, locale, now, viewer)),
    bundles: (bundleRows as BundleCardRow[]).map((row) => toBundleCard(row, locale, now)),
  };
}
