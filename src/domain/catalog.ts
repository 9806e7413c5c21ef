import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import {
  bundleCourses,
  bundleStates,
  bundles,
  type CourseLanguage,
  type CourseModule,
  type CourseType,
  campaigns,
  courseStates,
  courses,
  industries,
  instructors,
  providers,
  reviews,
  specialties,
  states,
} from '../db/schema/index.ts';
import { normalizeSearchText } from '../db/search-text.ts';
import type { Db } from '../db/types.ts';
import type { Locale } from '../i18n/locales.ts';
import { formatCreditHours, sumCreditHours } from './credit-hours.ts';
import { type EffectivePrice, effectivePrice } from './pricing.ts';
import { combineRatings, type RatingSummary } from './ratings.ts';

// Catalogue reads for the pages. Framework-free: each function takes the database and plain inputs and returns
// plain, already-localised data. Hot paths use prepared statements (one set per database handle).

export type { CourseType } from '../db/schema/index.ts';
export const TYPE_PARAM: Record<CourseType, string> = {
  pre_licensing: 'pre-licensing',
  continuing_education: 'continuing-education',
};
export const PAGE_SIZE = 12;

const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;
const STATE = /^[A-Z]{2}$/;

export function isSlug(value: string): boolean {
  return SLUG.test(value);
}

export interface CatalogQuery {
  state?: string;
  industry?: string;
  specialty?: string;
  type: CourseType;
  page: number;
  /** Parameters that were present but malformed (shown as a notice, then ignored). */
  invalid: string[];
}

/** Reads the catalogue selection from the URL query; malformed values are dropped and reported, never thrown. */
export function parseCatalogQuery(params: URLSearchParams): CatalogQuery {
  const invalid: string[] = [];
  const read = (name: string, pattern: RegExp, transform = (v: string) => v) => {
    const raw = params.get(name);
    if (raw === null || raw === '') return undefined;
    const value = transform(raw.trim());
    if (!pattern.test(value)) {
      invalid.push(name);
      return undefined;
    }
    return value;
  };
  const state = read('state', STATE, (v) => v.toUpperCase());
  const industry = read('industry', SLUG, (v) => v.toLowerCase());
  const specialty = read('specialty', SLUG, (v) => v.toLowerCase());
  const typeRaw = params.get('type');
  let type: CourseType = 'continuing_education';
  if (typeRaw === 'pre-licensing') type = 'pre_licensing';
  else if (typeRaw !== null && typeRaw !== '' && typeRaw !== 'continuing-education') invalid.push('type');
  const pageRaw = params.get('page');
  let page = 1;
  if (pageRaw !== null && pageRaw !== '') {
    if (/^\d{1,4}$/.test(pageRaw) && Number(pageRaw) >= 1) page = Number(pageRaw);
    else invalid.push('page');
  }
  return { state, industry, specialty, type, page, invalid };
}

export function pick<T>(locale: Locale, es: T, en: T): T {
  return locale === 'es' ? es : en;
}

// ---------------------------------------------------------------------------------------------------------------
// Shapes returned to the pages

export interface StateOption {
  code: string;
  name: string;
  courseCount: number;
}
export interface IndustryOption {
  id: number;
  slug: string;
  name: string;
  description: string;
  courseCount: number;
}
export interface SpecialtyOption {
  id: number;
  slug: string;
  name: string;
  description: string;
  industrySlug: string;
  industryName: string;
  courseCount: number;
}
export interface CourseCard {
  kind: 'course';
  id: number;
  slug: string;
  title: string;
  language: CourseLanguage;
  hours: string;
  type: CourseType;
  courseCode: string | null;
  image: string;
  price: EffectivePrice;
  rating: RatingSummary;
  stateCount: number;
  providerName: string;
}
export interface BundleCard {
  kind: 'bundle';
  id: number;
  slug: string;
  title: string;
  hours: string;
  courseCount: number;
  type: CourseType;
  image: string;
  price: EffectivePrice;
  rating: RatingSummary;
}
export interface ProviderInfo {
  id: number;
  name: string;
  board: string;
  providerNumber: string;
  address: string;
}
export interface ReviewView {
  id: number;
  rating: number;
  text: string;
  authorName: string;
  language: string;
  createdAt: Date;
  itemTitle?: string;
  itemHref?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Row mapping

const courseCardColumns = {
  id: courses.id,
  slug: courses.slug,
  titleEs: courses.titleEs,
  titleEn: courses.titleEn,
  language: courses.language,
  creditHours: courses.creditHours,
  type: courses.type,
  courseCode: courses.courseCode,
  image: courses.image,
  priceCents: courses.priceCents,
  discountPercent: courses.discountPercent,
  discountValidUntil: courses.discountValidUntil,
  campaignPercent: campaigns.discountPercent,
  campaignExpiresAt: campaigns.expiresAt,
  reviewsAverage: courses.reviewsAverage,
  reviewsCount: courses.reviewsCount,
  providerName: providers.name,
  stateCount: sql<number>`(select count(*)::int from ${courseStates} cs where cs.course_id = ${courses.id})`,
};

type CourseCardRow = {
  id: number;
  slug: string;
  titleEs: string;
  titleEn: string;
  language: CourseLanguage;
  creditHours: string;
  type: CourseType;
  courseCode: string | null;
  image: string;
  priceCents: number;
  discountPercent: number;
  discountValidUntil: Date | null;
  campaignPercent: number | null;
  campaignExpiresAt: Date | null;
  reviewsAverage: string;
  reviewsCount: number;
  providerName: string;
  stateCount: number;
};

function priceOf(
  row: {
    priceCents: number;
    discountPercent: number;
    discountValidUntil: Date | string | null;
    campaignPercent: number | null;
    campaignExpiresAt: Date | string | null;
  },
  now: Date,
): EffectivePrice {
  return effectivePrice(
    {
      priceCents: row.priceCents,
      discountPercent: row.discountPercent,
      discountValidUntil: row.discountValidUntil ? new Date(row.discountValidUntil) : null,
      campaign:
        row.campaignPercent !== null && row.campaignExpiresAt
          ? { discountPercent: row.campaignPercent, expiresAt: new Date(row.campaignExpiresAt) }
          : null,
    },
    now,
  );
}

function toCourseCard(row: CourseCardRow, locale: Locale, now: Date): CourseCard {
  return {
    kind: 'course',
    id: row.id,
    slug: row.slug,
    title: pick(locale, row.titleEs, row.titleEn),
    language: row.language,
    hours: formatCreditHours(row.creditHours),
    type: row.type,
    courseCode: row.courseCode,
    image: row.image,
    price: priceOf(row, now),
    rating: combineRatings([{ average: row.reviewsAverage, count: row.reviewsCount }]),
    stateCount: Number(row.stateCount),
    providerName: row.providerName,
  };
}

const bundleCardColumns = {
  id: bundles.id,
  slug: bundles.slug,
  titleEs: bundles.titleEs,
  titleEn: bundles.titleEn,
  type: bundles.type,
  image: bundles.image,
  priceCents: bundles.priceCents,
  discountPercent: bundles.discountPercent,
  discountValidUntil: bundles.discountValidUntil,
  campaignPercent: campaigns.discountPercent,
  campaignExpiresAt: campaigns.expiresAt,
  // The inputs of the domain rules: every course's hours and (average, count).
  items: sql<Array<{ h: string; a: string; n: number }>>`(
    select coalesce(json_agg(json_build_object('h', c.credit_hours::text, 'a', c.reviews_average::text, 'n', c.reviews_count) order by bc.position), '[]'::json)
    from ${bundleCourses} bc join ${courses} c on c.id = bc.course_id where bc.bundle_id = ${bundles.id})`,
};

type BundleCardRow = {
  id: number;
  slug: string;
  titleEs: string;
  titleEn: string;
  type: CourseType;
  image: string;
  priceCents: number;
  discountPercent: number;
  discountValidUntil: Date | null;
  campaignPercent: number | null;
  campaignExpiresAt: Date | null;
  items: Array<{ h: string; a: string; n: number }> | string;
};

function bundleItems(row: BundleCardRow) {
  return typeof row.items === 'string'
    ? (JSON.parse(row.items) as Array<{ h: string; a: string; n: number }>)
    : row.items;
}

function toBundleCard(row: BundleCardRow, locale: Locale, now: Date): BundleCard {
  const items = bundleItems(row);
  return {
    kind: 'bundle',
    id: row.id,
    slug: row.slug,
    title: pick(locale, row.titleEs, row.titleEn),
    hours: sumCreditHours(items.map((item) => item.h)),
    courseCount: items.length,
    type: row.type,
    image: row.image,
    price: priceOf(row, now),
    rating: combineRatings(items.map((item) => ({ average: item.a, count: Number(item.n) }))),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Prepared statements for the hot paths, built once per database handle.

function buildStatements(db: Db) {
  const courseBySlug = db
    .select({
      ...courseCardColumns,
      descriptionEs: courses.descriptionEs,
      descriptionEn: courses.descriptionEn,
      trackingNumber: courses.trackingNumber,
      modules: courses.modules,
      createdAt: courses.createdAt,
      providerId: providers.id,
      providerBoardEs: providers.boardEs,
      providerBoardEn: providers.boardEn,
      providerNumber: providers.providerNumber,
      providerAddress: providers.address,
      specialtySlug: specialties.slug,
      specialtyNameEs: specialties.nameEs,
      specialtyNameEn: specialties.nameEn,
      industrySlug: industries.slug,
      industryNameEs: industries.nameEs,
      industryNameEn: industries.nameEn,
      instructorName: instructors.name,
      instructorHeadlineEs: instructors.headlineEs,
      instructorHeadlineEn: instructors.headlineEn,
    })
    .from(courses)
    .innerJoin(providers, eq(providers.id, courses.providerId))
    .innerJoin(specialties, eq(specialties.id, courses.specialtyId))
    .innerJoin(industries, eq(industries.id, courses.industryId))
    .leftJoin(instructors, eq(instructors.id, courses.instructorId))
    .leftJoin(campaigns, eq(campaigns.id, courses.campaignId))
    .where(eq(courses.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('catalog_course_by_slug');

  /** Course cards of one type in one state, filtered by `column` (its placeholder carries the same name). */
  const courseListing = (column: 'specialtyId' | 'industryId', name: string) =>
    db
      .select(courseCardColumns)
      .from(courses)
      .innerJoin(
        courseStates,
        and(eq(courseStates.courseId, courses.id), eq(courseStates.stateCode, sql.placeholder('state'))),
      )
      .innerJoin(providers, eq(providers.id, courses.providerId))
      .leftJoin(campaigns, eq(campaigns.id, courses.campaignId))
      .where(and(eq(courses[column], sql.placeholder(column)), eq(courses.type, sql.placeholder('type'))))
      .orderBy(desc(courses.featured), desc(courses.reviewsCount), asc(courses.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);

  /** The first six bundle cards of one type in one state, filtered by `column` (placeholder of the same name). */
  const bundleListing = (column: 'specialtyId' | 'industryId', name: string) =>
    db
      .select(bundleCardColumns)
      .from(bundles)
      .innerJoin(
        bundleStates,
        and(eq(bundleStates.bundleId, bundles.id), eq(bundleStates.stateCode, sql.placeholder('state'))),
      )
      .leftJoin(campaigns, eq(campaigns.id, bundles.campaignId))
      .where(and(eq(bundles[column], sql.placeholder(column)), eq(bundles.type, sql.placeholder('type'))))
      .orderBy(desc(bundles.featured), asc(bundles.id))
      .limit(6)
      .prepare(name);

  const coursesForSpecialty = courseListing('specialtyId', 'catalog_courses_for_specialty');
  const coursesForIndustry = courseListing('industryId', 'catalog_courses_for_industry');
  const bundlesForSpecialty = bundleListing('specialtyId', 'catalog_bundles_for_specialty');
  const bundlesForIndustry = bundleListing('industryId', 'catalog_bundles_for_industry');

  const bundleBySlug = db
    .select({
      ...bundleCardColumns,
      descriptionEs: bundles.descriptionEs,
      descriptionEn: bundles.descriptionEn,
      specialtySlug: specialties.slug,
      specialtyNameEs: specialties.nameEs,
      specialtyNameEn: specialties.nameEn,
      industrySlug: industries.slug,
      industryNameEs: industries.nameEs,
      industryNameEn: industries.nameEn,
    })
    .from(bundles)
    .innerJoin(specialties, eq(specialties.id, bundles.specialtyId))
    .innerJoin(industries, eq(industries.id, bundles.industryId))
    .leftJoin(campaigns, eq(campaigns.id, bundles.campaignId))
    .where(eq(bundles.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('catalog_bundle_by_slug');

  return {
    courseBySlug,
    coursesForSpecialty,
    coursesForIndustry,
    bundlesForSpecialty,
    bundlesForIndustry,
    bundleBySlug,
  };
}

const statementCache = new WeakMap<Db, ReturnType<typeof buildStatements>>();
function statements(db: Db) {
  let prepared = statementCache.get(db);
  if (!prepared) {
    prepared = buildStatements(db);
    statementCache.set(db, prepared);
  }
  return prepared;
}

// ---------------------------------------------------------------------------------------------------------------
// Selection steps

export async function listStates(db: Db, locale: Locale): Promise<StateOption[]> {
  const rows = await db
    .select({
      code: states.code,
      nameEs: states.nameEs,
      nameEn: states.nameEn,
      courseCount: sql<number>`(select count(*)::int from ${courseStates} cs where cs.state_code = ${states.code})`,
    })
    .from(states);
  return rows
    .map((row) => ({
      code: row.code,
      name: pick(locale, row.nameEs, row.nameEn),
      courseCount: Number(row.courseCount),
    }))
    .sort((a, b) => (a.code === 'FL' ? -1 : b.code === 'FL' ? 1 : a.name.localeCompare(b.name, locale)));
}

export async function findState(db: Db, code: string, locale: Locale): Promise<StateOption | undefined> {
  if (!STATE.test(code)) return undefined;
  const [row] = await db.select().from(states).where(eq(states.code, code)).limit(1);
  return row ? { code: row.code, name: pick(locale, row.nameEs, row.nameEn), courseCount: 0 } : undefined;
}

export async function listIndustries(
  db: Db,
  locale: Locale,
  { state, type }: { state?: string; type?: CourseType } = {},
): Promise<IndustryOption[]> {
  const conditions: SQL[] = [sql`c.industry_id = ${industries.id}`];
  if (state)
    conditions.push(
      sql`exists (select 1 from course_states cs where cs.course_id = c.id and cs.state_code = ${state})`,
    );
  if (type) conditions.push(sql`c.type = ${type}`);
  const rows = await db
    .select({
      id: industries.id,
      slug: industries.slug,
      nameEs: industries.nameEs,
      nameEn: industries.nameEn,
      descriptionEs: industries.descriptionEs,
      descriptionEn: industries.descriptionEn,
      courseCount: sql<number>`(select count(*)::int from ${courses} c where ${sql.join(conditions, sql` and `)})`,
    })
    .from(industries)
    .orderBy(asc(industries.position));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: pick(locale, row.nameEs, row.nameEn),
    description: pick(locale, row.descriptionEs, row.descriptionEn),
    courseCount: Number(row.courseCount),
  }));
}

export async function listSpecialties(
  db: Db,
  locale: Locale,
  { industryId, state, type }: { industryId?: number; state?: string; type?: CourseType } = {},
): Promise<SpecialtyOption[]> {
  const conditions: SQL[] = [sql`c.specialty_id = ${specialties.id}`];
  if (state)
    conditions.push(
      sql`exists (select 1 from course_states cs where cs.course_id = c.id and cs.state_code = ${state})`,
    );
  if (type) conditions.push(sql`c.type = ${type}`);
  const rows = await db
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
      courseCount: sql<number>`(select count(*)::int from ${courses} c where ${sql.join(conditions, sql` and `)})`,
    })
    .from(specialties)
    .innerJoin(industries, eq(industries.id, specialties.industryId))
    .where(industryId === undefined ? undefined : eq(specialties.industryId, industryId))
    .orderBy(asc(industries.position), asc(specialties.position));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: pick(locale, row.nameEs, row.nameEn),
    description: pick(locale, row.descriptionEs, row.descriptionEn),
    industrySlug: row.industrySlug,
    industryName: pick(locale, row.industryNameEs, row.industryNameEn),
    courseCount: Number(row.courseCount),
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
  }: { state: string; industryId: number; specialtyId?: number; type: CourseType; page?: number; now?: Date },
): Promise<CatalogResults> {
  const s = statements(db);
  const offset = (page - 1) * PAGE_SIZE;
  const limit = PAGE_SIZE + 1;
  const [courseRows, bundleRows] = await Promise.all([
    specialtyId === undefined
      ? s.coursesForIndustry.execute({ state, industryId, type, limit, offset })
      : s.coursesForSpecialty.execute({ state, specialtyId, type, limit, offset }),
    page > 1
      ? Promise.resolve([])
      : specialtyId === undefined
        ? s.bundlesForIndustry.execute({ state, industryId, type })
        : s.bundlesForSpecialty.execute({ state, specialtyId, type }),
  ]);
  return {
    courses: (courseRows as CourseCardRow[]).slice(0, PAGE_SIZE).map((row) => toCourseCard(row, locale, now)),
    bundles: (bundleRows as BundleCardRow[]).map((row) => toBundleCard(row, locale, now)),
    hasMore: courseRows.length > PAGE_SIZE,
  };
}

/** The providers behind the courses of a selection (state, optionally industry and specialty). */
export async function providersFor(
  db: Db,
  locale: Locale,
  { state, industryId, specialtyId }: { state?: string; industryId?: number; specialtyId?: number },
): Promise<ProviderInfo[]> {
  const conditions: SQL[] = [];
  if (state) conditions.push(eq(courseStates.stateCode, state));
  if (industryId !== undefined) conditions.push(eq(courses.industryId, industryId));
  if (specialtyId !== undefined) conditions.push(eq(courses.specialtyId, specialtyId));
  const rows = await db
    .selectDistinct({
      id: providers.id,
      name: providers.name,
      boardEs: providers.boardEs,
      boardEn: providers.boardEn,
      providerNumber: providers.providerNumber,
      address: providers.address,
    })
    .from(providers)
    .innerJoin(courses, eq(courses.providerId, providers.id))
    .innerJoin(courseStates, eq(courseStates.courseId, courses.id))
    .where(and(...conditions))
    .orderBy(asc(providers.name));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    board: pick(locale, row.boardEs, row.boardEn),
    providerNumber: row.providerNumber,
    address: row.address,
  }));
}

function toReview(
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

/** Recent reviews of the courses in a selection (or of the whole catalogue), best first. */
export async function recentReviews(
  db: Db,
  locale: Locale,
  {
    state,
    industryId,
    specialtyId,
    limit = 6,
  }: { state?: string; industryId?: number; specialtyId?: number; limit?: number },
): Promise<ReviewView[]> {
  const conditions: SQL[] = [isNotNull(reviews.courseId), sql`${reviews.rating} >= 4`];
  if (industryId !== undefined) conditions.push(eq(courses.industryId, industryId));
  if (specialtyId !== undefined) conditions.push(eq(courses.specialtyId, specialtyId));
  if (state) {
    conditions.push(
      sql`exists (select 1 from ${courseStates} cs where cs.course_id = ${courses.id} and cs.state_code = ${state})`,
    );
  }
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      text: reviews.text,
      authorName: reviews.authorName,
      language: reviews.language,
      createdAt: reviews.createdAt,
      courseSlug: courses.slug,
      courseTitleEs: courses.titleEs,
      courseTitleEn: courses.titleEn,
    })
    .from(reviews)
    .innerJoin(courses, eq(courses.id, reviews.courseId))
    .where(and(...conditions))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map((row) => toReview(row, locale));
}

/** The catalogue-wide rating: every course's (average, count) combined. */
export async function catalogRating(db: Db): Promise<RatingSummary> {
  const rows = await db
    .select({ average: courses.reviewsAverage, count: courses.reviewsCount })
    .from(courses)
    .where(sql`${courses.reviewsCount} > 0`);
  return combineRatings(rows);
}

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

// ---------------------------------------------------------------------------------------------------------------
// Home page

export async function featuredCourses(db: Db, locale: Locale, { limit = 8, now = new Date() } = {}) {
  const rows = await db
    .select(courseCardColumns)
    .from(courses)
    .innerJoin(providers, eq(providers.id, courses.providerId))
    .leftJoin(campaigns, eq(campaigns.id, courses.campaignId))
    .where(eq(courses.featured, true))
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
    .leftJoin(courses, eq(courses.instructorId, instructors.id))
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

// ---------------------------------------------------------------------------------------------------------------
// Search: accent- and case-insensitive over the normalised search_text columns.

export interface SearchResults {
  query: string;
  courses: CourseCard[];
  bundles: BundleCard[];
  specialties: SpecialtyOption[];
}

export const MAX_SEARCH_LENGTH = 100;

/** Normalised search terms (at most 6), or [] when the query has nothing searchable. */
export function searchTerms(query: string): string[] {
  return normalizeSearchText(query.slice(0, MAX_SEARCH_LENGTH))
    .split(' ')
    .filter((term) => term.length > 0)
    .slice(0, 6);
}

function matchesAll(column: SQL | typeof courses.searchText, terms: string[]): SQL {
  // Terms contain only [a-z0-9], so they need no LIKE escaping.
  return and(...terms.map((term) => sql`${column} like ${`%${term}%`}`))!;
}

export async function searchCatalog(
  db: Db,
  locale: Locale,
  query: string,
  { limit = 24, now = new Date() }: { limit?: number; now?: Date } = {},
): Promise<SearchResults> {
  const terms = searchTerms(query);
  if (terms.length === 0) return { query, courses: [], bundles: [], specialties: [] };
  const [courseRows, bundleRows, specialtyRows] = await Promise.all([
    db
      .select(courseCardColumns)
      .from(courses)
      .innerJoin(providers, eq(providers.id, courses.providerId))
      .leftJoin(campaigns, eq(campaigns.id, courses.campaignId))
      .where(matchesAll(sql`${courses.searchText}`, terms))
      .orderBy(desc(courses.featured), desc(courses.reviewsCount), asc(courses.id))
      .limit(limit),
    db
      .select(bundleCardColumns)
      .from(bundles)
      .leftJoin(campaigns, eq(campaigns.id, bundles.campaignId))
      .where(matchesAll(sql`${bundles.searchText}`, terms))
      .orderBy(desc(bundles.featured), asc(bundles.id))
      .limit(Math.min(limit, 12)),
    db
      .select({ id: specialties.id })
      .from(specialties)
      .where(matchesAll(sql`${specialties.searchText}`, terms))
      .limit(10),
  ]);
  const specialtyIds = new Set(specialtyRows.map((row) => row.id));
  const allSpecialties = specialtyIds.size > 0 ? await listSpecialties(db, locale) : [];
  return {
    query,
    courses: (courseRows as CourseCardRow[]).map((row) => toCourseCard(row, locale, now)),
    bundles: (bundleRows as BundleCardRow[]).map((row) => toBundleCard(row, locale, now)),
    specialties: allSpecialties.filter((specialty) => specialtyIds.has(specialty.id)),
  };
}

export interface Suggestion {
  kind: 'course' | 'bundle' | 'specialty';
  title: string;
  href: string;
}

/** A few quick matches for the search box while the visitor types. */
export async function searchSuggestions(db: Db, locale: Locale, query: string): Promise<Suggestion[]> {
  const results = await searchCatalog(db, locale, query, { limit: 5 });
  return [
    ...results.specialties.slice(0, 3).map((s) => ({
      kind: 'specialty' as const,
      title: s.name,
      href: `/accredited-courses/specialities/${s.slug}`,
    })),
    ...results.bundles
      .slice(0, 3)
      .map((b) => ({ kind: 'bundle' as const, title: b.title, href: `/courses/bundles/${b.slug}` })),
    ...results.courses
      .slice(0, 5)
      .map((c) => ({ kind: 'course' as const, title: c.title, href: `/courses/details/${c.slug}` })),
  ].slice(0, 8);
}

// ---------------------------------------------------------------------------------------------------------------
// Categories

export interface CategoryGroup extends IndustryOption {
  specialties: SpecialtyOption[];
}

export async function listCategories(db: Db, locale: Locale): Promise<CategoryGroup[]> {
  const [industryList, specialtyList] = await Promise.all([
    listIndustries(db, locale),
    listSpecialties(db, locale),
  ]);
  return industryList.map((industry) => ({
    ...industry,
    specialties: specialtyList.filter((specialty) => specialty.industrySlug === industry.slug),
  }));
}
