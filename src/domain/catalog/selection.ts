import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import {
  type CourseType,
  catalogListingCounts,
  catalogRatingTotals,
  courseStates,
  courses,
  industries,
  providers,
  reviews,
  specialties,
  states,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import {
  ANONYMOUS_VIEWER,
  allowedIdsParam,
  type CourseViewer,
  listedCourseSql,
} from '../companies/access.ts';
import { combineRatings, type RatingSummary } from '../ratings.ts';
import { type ProductListing, productListing } from './listing.ts';
import { type CatalogQuery, isSlug, PAGE_SIZE, pick, STATE } from './query.ts';
import { type BundleCardRow, type CourseCardRow, toBundleCard, toCourseCard } from './rows.ts';
import { statements } from './statements.ts';
import type {
  BundleCard,
  CourseCard,
  IndustryOption,
  ProviderInfo,
  ReviewView,
  SpecialtyOption,
  StateOption,
} from './types.ts';

// Selection steps (states, industries, specialties), results, providers, reviews and the catalogue rating.
// ---------------------------------------------------------------------------------------------------------------
// Selection steps

export async function listStates(
  db: Db,
  locale: Locale,
  { viewer = ANONYMOUS_VIEWER }: { viewer?: CourseViewer } = {},
): Promise<StateOption[]> {
  // Listed courses per state from the precomputed counts (a few hundred rows, not every course_states row),
  // plus the private courses this viewer's companies allow, counted directly (a short list of ids).
  const extra = privateAllowedSql(viewer);
  const [rows, counts, privateCounts] = await Promise.all([
    db.select({ code: states.code, nameEs: states.nameEs, nameEn: states.nameEn }).from(states),
    db
      .select({
        code: catalogListingCounts.stateCode,
        count: sql<number>`sum(${catalogListingCounts.courseCount})::int`,
      })
      .from(catalogListingCounts)
      .groupBy(catalogListingCounts.stateCode),
    extra
      ? db
          .select({ code: courseStates.stateCode, count: sql<number>`count(*)::int` })
          .from(courseStates)
          .innerJoin(courses, eq(courses.id, courseStates.courseId))
          .where(extra)
          .groupBy(courseStates.stateCode)
      : Promise.resolve([]),
  ]);
  const countOf = sumByKey([...counts, ...privateCounts].map((row) => [row.code, row.count]));
  return rows
    .map((row) => ({
      code: row.code,
      name: pick(locale, row.nameEs, row.nameEn),
      courseCount: countOf.get(row.code) ?? 0,
    }))
    .sort((a, b) => (a.code === 'FL' ? -1 : b.code === 'FL' ? 1 : a.name.localeCompare(b.name, locale)));
}

/** The private courses a viewer may list (`courses` table), or undefined for everyone else (anonymous). */
function privateAllowedSql(viewer: CourseViewer): SQL | undefined {
  const ids = viewer.allowedPrivateCourseIds;
  if (ids.length === 0) return undefined;
  return and(eq(courses.visibility, 'private'), inArray(courses.id, [...ids]));
}

function sumByKey<K>(entries: Array<[K, number | string]>): Map<K, number> {
  const sums = new Map<K, number>();
  for (const [key, value] of entries) sums.set(key, (sums.get(key) ?? 0) + Number(value));
  return sums;
}

/**
 * Listed courses per `group` column (industry or specialty) in a state and of a type when given. With a state,
 * read from catalog_listing_counts (kept by triggers, migration 0013) plus the viewer's allowed private
 * courses; without one (category pages, search), one grouped pass over the listed courses themselves, since a
 * course in no state or in several counts once there.
 */
async function courseCountsBy(
  db: Db,
  group: 'industryId' | 'specialtyId',
  {
    state,
    type,
    viewer = ANONYMOUS_VIEWER,
    industryId,
  }: { state?: string; type?: CourseType; viewer?: CourseViewer; industryId?: number },
): Promise<Map<number, number>> {
  if (!state) {
    const conditions: SQL[] = [listedCourseSql(viewer)];
    if (type) conditions.push(eq(courses.type, type));
    if (industryId !== undefined) conditions.push(eq(courses.industryId, industryId));
    const rows = await db
      .select({ key: courses[group], count: sql<number>`count(*)::int` })
      .from(courses)
      .where(and(...conditions))
      .groupBy(courses[group]);
    return sumByKey(rows.map((row) => [row.key, row.count]));
  }
  const conditions: SQL[] = [eq(catalogListingCounts.stateCode, state)];
  if (type) conditions.push(eq(catalogListingCounts.type, type));
  if (industryId !== undefined) conditions.push(eq(catalogListingCounts.industryId, industryId));
  const extra = privateAllowedSql(viewer);
  const privateConditions: SQL[] = [eq(courseStates.stateCode, state)];
  if (type) privateConditions.push(eq(courses.type, type));
  if (industryId !== undefined) privateConditions.push(eq(courses.industryId, industryId));
  const [counts, privateCounts] = await Promise.all([
    db
      .select({
        key: catalogListingCounts[group],
        count: sql<number>`sum(${catalogListingCounts.courseCount})::int`,
      })
      .from(catalogListingCounts)
      .where(and(...conditions))
      .groupBy(catalogListingCounts[group]),
    extra
      ? db
          .select({ key: courses[group], count: sql<number>`count(*)::int` })
          .from(courses)
          .innerJoin(courseStates, eq(courseStates.courseId, courses.id))
          .where(and(extra, ...privateConditions))
          .groupBy(courses[group])
      : Promise.resolve([]),
  ]);
  return sumByKey([...counts, ...privateCounts].map((row) => [row.key, row.count]));
}

export async function findState(db: Db, code: string, locale: Locale): Promise<StateOption | undefined> {
  if (!STATE.test(code)) return undefined;
  const [row] = await db.select().from(states).where(eq(states.code, code)).limit(1);
  return row ? { code: row.code, name: pick(locale, row.nameEs, row.nameEn), courseCount: 0 } : undefined;
}

export async function listIndustries(
  db: Db,
  locale: Locale,
  { state, type, viewer }: { state?: string; type?: CourseType; viewer?: CourseViewer } = {},
): Promise<IndustryOption[]> {
  const [rows, countOf] = await Promise.all([
    db
      .select({
        id: industries.id,
        slug: industries.slug,
        nameEs: industries.nameEs,
        nameEn: industries.nameEn,
        descriptionEs: industries.descriptionEs,
        descriptionEn: industries.descriptionEn,
      })
      .from(industries)
      .orderBy(asc(industries.position)),
    courseCountsBy(db, 'industryId', { state, type, viewer }),
  ]);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: pick(locale, row.nameEs, row.nameEn),
    description: pick(locale, row.descriptionEs, row.descriptionEn),
    courseCount: countOf.get(row.id) ?? 0,
  }));
}

export async function listSpecialties(
  db: Db,
  locale: Locale,
  {
    industryId,
    industrySlug,
    state,
    type,
    viewer,
  }: {
    industryId?: number;
    industrySlug?: string;
    state?: string;
    type?: CourseType;
    viewer?: CourseViewer;
  } = {},
): Promise<SpecialtyOption[]> {
  const [rows, countOf] = await Promise.all([
    db
      .select({
        id: specialties.id,
        slug: specialties.slug,
        nameEs: specialties.nameEs,
        nameEn: specialties.nameEn,
        descriptionEs: specialties.descriptionEs,
        descriptionEn: specialties.descriptionEn,
        industrySlug: industries.slug,
        industryNameEs: industries.nameEs,
        industryNameEn: industries.nameEn,
      })
      .from(specialties)
      .innerJoin(industries, eq(industries.id, specialties.industryId))
      .where(
        industryId !== undefined
          ? eq(specialties.industryId, industryId)
          : industrySlug !== undefined
            ? eq(industries.slug, industrySlug)
            : undefined,
      )
      .orderBy(asc(industries.position), asc(specialties.position)),
    // Counted over every specialty of the state (a few rows), then read for the listed ones.
    courseCountsBy(db, 'specialtyId', { state, type, viewer, industryId }),
  ]);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: pick(locale, row.nameEs, row.nameEn),
    description: pick(locale, row.descriptionEs, row.descriptionEn),
    industrySlug: row.industrySlug,
    industryName: pick(locale, row.industryNameEs, row.industryNameEn),
    courseCount: countOf.get(row.id) ?? 0,
  }));
}

export async function findSpecialty(
  db: Db,
  slug: string,
  locale: Locale,
): Promise<SpecialtyOption | undefined> {
  if (!isSlug(slug)) return undefined;
  const all = await listSpecialties(db, locale);
  return all.find((specialty) => specialty.slug === slug);
}

export interface CatalogResults {
  courses: CourseCard[];
  bundles: BundleCard[];
  hasMore: boolean;
}

/** Courses and bundles for a state and an industry, narrowed to a specialty when one is chosen. */
export async function catalogResults(
  db: Db,
  locale: Locale,
  {
    state,
    industryId,
    specialtyId,
    type,
    page = 1,
    now = new Date(),
    viewer = ANONYMOUS_VIEWER,
  }: {
    state: string;
    industryId: number;
    specialtyId?: number;
    type: CourseType;
    page?: number;
    now?: Date;
    viewer?: CourseViewer;
  },
): Promise<CatalogResults> {
  const s = statements(db);
  const offset = (page - 1) * PAGE_SIZE;
  const limit = PAGE_SIZE + 1;
  const allowed = allowedIdsParam(viewer);
  const [courseRows, bundleRows] = await Promise.all([
    specialtyId === undefined
      ? s.coursesForIndustry.execute({ state, industryId, type, limit, offset, allowed })
      : s.coursesForSpecialty.execute({ state, specialtyId, type, limit, offset, allowed }),
    page > 1
      ? Promise.resolve([])
      : specialtyId === undefined
        ? s.bundlesForIndustry.execute({ state, industryId, type })
        : s.bundlesForSpecialty.execute({ state, specialtyId, type }),
  ]);
  return {
    courses: (courseRows as CourseCardRow[])
      .slice(0, PAGE_SIZE)
      .map((row) => toCourseCard(row, locale, now, viewer)),
    bundles: (bundleRows as BundleCardRow[]).map((row) => toBundleCard(row, locale, now)),
    hasMore: courseRows.length > PAGE_SIZE,
  };
}

/** The providers behind the courses of a selection (state, optionally industry and specialty). */
export async function providersFor(
  db: Db,
  locale: Locale,
  {
    state,
    industryId,
    specialtyId,
    viewer,
  }: { state?: string; industryId?: number; specialtyId?: number; viewer?: CourseViewer },
): Promise<ProviderInfo[]> {
  // A provider with a listed course in the selection: a marketplace course is in catalog_listing_counts (kept by
  // triggers, migration 0013; a row per state, so "in some state" when no state is given), a private course the
  // viewer's companies allow is looked up among those few ids.
  const counted: SQL[] = [sql`k.provider_id = ${providers.id}`];
  if (state) counted.push(sql`k.state_code = ${state}`);
  if (industryId !== undefined) counted.push(sql`k.industry_id = ${industryId}`);
  if (specialtyId !== undefined) counted.push(sql`k.specialty_id = ${specialtyId}`);
  const listed: SQL[] = [
    sql`exists (select 1 from ${catalogListingCounts} k where ${sql.join(counted, sql` and `)})`,
  ];
  const extra = privateAllowedSql(viewer ?? ANONYMOUS_VIEWER);
  if (extra) {
    const owned: SQL[] = [eq(courses.providerId, providers.id), extra];
    if (state) owned.push(eq(courseStates.stateCode, state));
    if (industryId !== undefined) owned.push(eq(courses.industryId, industryId));
    if (specialtyId !== undefined) owned.push(eq(courses.specialtyId, specialtyId));
    listed.push(
      sql`exists (select 1 from ${courses} inner join ${courseStates} on ${courseStates.courseId} = ${courses.id} where ${and(...owned)})`,
    );
  }
  const rows = await db
    .select({
      id: providers.id,
      name: providers.name,
      boardEs: providers.boardEs,
      boardEn: providers.boardEn,
      providerNumber: providers.providerNumber,
      address: providers.address,
    })
    .from(providers)
    .where(sql.join(listed, sql` or `))
    .orderBy(asc(providers.name), asc(providers.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    board: pick(locale, row.boardEs, row.boardEn),
    providerNumber: row.providerNumber,
    address: row.address,
  }));
}

export function toReview(
  row: {
    id: number;
    rating: number;
    text: string;
    authorName: string;
    language: string;
    createdAt: Date | string;
    courseSlug?: string | null;
    courseTitleEs?: string | null;
    courseTitleEn?: string | null;
  },
  locale: Locale,
): ReviewView {
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    authorName: row.authorName,
    language: row.language,
    createdAt: new Date(row.createdAt),
    ...(row.courseSlug
      ? {
          itemTitle: pick(locale, row.courseTitleEs ?? '', row.courseTitleEn ?? ''),
          itemHref: `/courses/details/${row.courseSlug}`,
        }
      : {}),
  };
}

/** How many of the newest good reviews the first pass of recentReviews looks through. */
const RECENT_REVIEW_WINDOW = 400;

/**
 * Recent reviews of the courses in a selection (or of the whole catalogue), best first. Two exact plans, so
 * neither walks every review: first the newest RECENT_REVIEW_WINDOW good reviews filtered by the selection
 * (enough when the selection is a fair share of the catalogue: its newest `limit` are among them); when that
 * finds fewer than `limit`, the selection is rare there, and each of its courses gives its own newest `limit`
 * through reviews_course_idx.
 */
export async function recentReviews(
  db: Db,
  locale: Locale,
  {
    state,
    industryId,
    specialtyId,
    limit = 6,
    viewer,
  }: { state?: string; industryId?: number; specialtyId?: number; limit?: number; viewer?: CourseViewer },
): Promise<ReviewView[]> {
  const conditions: SQL[] = [listedCourseSql(viewer)];
  if (industryId !== undefined) conditions.push(eq(courses.industryId, industryId));
  if (specialtyId !== undefined) conditions.push(eq(courses.specialtyId, specialtyId));
  if (state) {
    conditions.push(
      sql`exists (select 1 from ${courseStates} cs where cs.course_id = ${courses.id} and cs.state_code = ${state})`,
    );
  }
  const reviewColumns = {
    id: reviews.id,
    rating: reviews.rating,
    text: reviews.text,
    authorName: reviews.authorName,
    language: reviews.language,
    createdAt: reviews.createdAt,
    courseId: reviews.courseId,
  };
  const good = and(isNotNull(reviews.courseId), sql`${reviews.rating} >= 4`);
  const newest = db
    .select(reviewColumns)
    .from(reviews)
    .where(good)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(RECENT_REVIEW_WINDOW)
    .as('newest');
  let rows = await db
    .select({
      id: newest.id,
      rating: newest.rating,
      text: newest.text,
      authorName: newest.authorName,
      language: newest.language,
      createdAt: newest.createdAt,
      courseSlug: courses.slug,
      courseTitleEs: courses.titleEs,
      courseTitleEn: courses.titleEn,
    })
    .from(newest)
    .innerJoin(courses, eq(courses.id, newest.courseId))
    .where(and(...conditions))
    .orderBy(desc(newest.createdAt), desc(newest.id))
    .limit(limit);
  if (rows.length < limit) {
    const latest = db
      .select(reviewColumns)
      .from(reviews)
      .where(and(eq(reviews.courseId, courses.id), good))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .as('latest');
    rows = await db
      .select({
        id: latest.id,
        rating: latest.rating,
        text: latest.text,
        authorName: latest.authorName,
        language: latest.language,
        createdAt: latest.createdAt,
        courseSlug: courses.slug,
        courseTitleEs: courses.titleEs,
        courseTitleEn: courses.titleEn,
      })
      .from(courses)
      .innerJoinLateral(latest, sql`true`)
      .where(and(...conditions))
      .orderBy(desc(latest.createdAt), desc(latest.id))
      .limit(limit);
  }
  return rows.map((row) => toReview(row, locale));
}

/**
 * The catalogue-wide rating: every course's (average, count) combined, from sums the database keeps (no walk
 * over the courses per request).
 */
export async function catalogRating(db: Db): Promise<RatingSummary> {
  // One row kept by a trigger on courses (migration 0013): the sums the catalogue-wide rating combines.
  const [row] = await db
    .select({ weighted: catalogRatingTotals.weightedSum, count: catalogRatingTotals.reviewsCount })
    .from(catalogRatingTotals)
    .where(eq(catalogRatingTotals.id, 1));
  const count = Number(row?.count ?? 0);
  return combineRatings(count > 0 ? [{ average: Number(row?.weighted) / count, count }] : []);
}

/** The whole state → industry → specialty step of the catalogue page, resolved from its query. */
export interface CatalogSelection {
  states: StateOption[];
  rating: RatingSummary;
  state?: StateOption;
  industry?: IndustryOption;
  specialty?: SpecialtyOption;
  /** The chosen state's industries, and the chosen industry's specialties (empty until chosen). */
  industries: IndustryOption[];
  specialties: SpecialtyOption[];
  /** Courses and bundles once a state and an industry are chosen, filtered and sorted, with facet counts. */
  results?: ProductListing;
  providers: ProviderInfo[];
  reviews: ReviewView[];
  /** Values in the query that name nothing (reported to the visitor, never thrown). */
  unknown: { state: boolean; industry: boolean; specialty: boolean; provider: boolean };
}

/**
 * Resolves a catalogue query in two rounds of parallel reads instead of one query per step: the option lists
 * for the requested state and industry are read together (and dropped when the values name nothing), then the
 * results, providers and reviews of what was resolved.
 */
export async function catalogSelection(
  db: Db,
  locale: Locale,
  query: CatalogQuery,
  /** Who is looking: a company member also sees the private courses their company allows. */
  viewer: CourseViewer = ANONYMOUS_VIEWER,
): Promise<CatalogSelection> {
  const [stateList, rating, industryList, specialtyList] = await Promise.all([
    listStates(db, locale, { viewer }),
    catalogRating(db),
    query.state
      ? listIndustries(db, locale, { state: query.state, type: query.type, viewer })
      : Promise.resolve([]),
    query.state && query.industry
      ? listSpecialties(db, locale, {
          industrySlug: query.industry,
          state: query.state,
          type: query.type,
          viewer,
        })
      : Promise.resolve([]),
  ]);
  const state = query.state ? stateList.find((option) => option.code === query.state) : undefined;
  const industries = state ? industryList : [];
  const industry =
    state && query.industry ? industries.find((option) => option.slug === query.industry) : undefined;
  const specialties = industry ? specialtyList : [];
  const specialty =
    industry && query.specialty ? specialties.find((option) => option.slug === query.specialty) : undefined;
  const unknown = {
    state: Boolean(query.state) && !state,
    industry: Boolean(state && query.industry) && !industry,
    specialty: Boolean(industry && query.specialty) && !specialty,
  };

  const scope = { industryId: industry?.id, specialtyId: specialty?.id };
  const [results, providers, reviews] = await Promise.all([
    state && industry
      ? productListing(db, locale, {
          scope: { state: state.code, ...scope, industryId: industry.id, type: query.type },
          filters: query.filters,
          sort: query.sort,
          page: query.page,
          pageSize: PAGE_SIZE,
          viewer,
        })
      : Promise.resolve(undefined),
    providersFor(db, locale, {
      state: state?.code ?? (unknown.state ? query.state : undefined),
      ...scope,
      viewer,
    }),
    recentReviews(db, locale, { state: state?.code, ...scope, viewer }),
  ]);
  return {
    states: stateList,
    rating,
    state,
    industry,
    specialty,
    industries,
    specialties,
    results,
    providers,
    reviews,
    unknown: { ...unknown, provider: results?.unknownProvider ?? false },
  };
}
