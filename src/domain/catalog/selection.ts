import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import {
  type CourseType,
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
import { combineRatings, type RatingSummary } from '../ratings.ts';
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

/** A correlated count of the courses (alias c) matching `owner`, in a state and of a type when given. */
function countCourses(owner: SQL, { state, type }: { state?: string; type?: CourseType }) {
  const conditions: SQL[] = [owner];
  if (state)
    conditions.push(
      sql`exists (select 1 from course_states cs where cs.course_id = c.id and cs.state_code = ${state})`,
    );
  if (type) conditions.push(sql`c.type = ${type}`);
  return sql<number>`(select count(*)::int from ${courses} c where ${sql.join(conditions, sql` and `)})`;
}

export async function listIndustries(
  db: Db,
  locale: Locale,
  { state, type }: { state?: string; type?: CourseType } = {},
): Promise<IndustryOption[]> {
  const courseCount = countCourses(sql`c.industry_id = ${industries.id}`, { state, type });
  const rows = await db
    .select({
      id: industries.id,
      slug: industries.slug,
      nameEs: industries.nameEs,
      nameEn: industries.nameEn,
      descriptionEs: industries.descriptionEs,
      descriptionEn: industries.descriptionEn,
      courseCount,
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
  {
    industryId,
    industrySlug,
    state,
    type,
  }: { industryId?: number; industrySlug?: string; state?: string; type?: CourseType } = {},
): Promise<SpecialtyOption[]> {
  const courseCount = countCourses(sql`c.specialty_id = ${specialties.id}`, { state, type });
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
      courseCount,
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
  /** Courses and bundles once a state and an industry are chosen. */
  results?: CatalogResults;
  providers: ProviderInfo[];
  reviews: ReviewView[];
  /** Values in the query that name nothing (reported to the visitor, never thrown). */
  unknown: { state: boolean; industry: boolean; specialty: boolean };
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
): Promise<CatalogSelection> {
  const [stateList, rating, industryList, specialtyList] = await Promise.all([
    listStates(db, locale),
    catalogRating(db),
    query.state ? listIndustries(db, locale, { state: query.state, type: query.type }) : Promise.resolve([]),
    query.state && query.industry
      ? listSpecialties(db, locale, { industrySlug: query.industry, state: query.state, type: query.type })
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
      ? catalogResults(db, locale, {
          state: state.code,
          ...scope,
          industryId: industry.id,
          type: query.type,
          page: query.page,
        })
      : Promise.resolve(undefined),
    providersFor(db, locale, { state: state?.code ?? (unknown.state ? query.state : undefined), ...scope }),
    recentReviews(db, locale, { state: state?.code, ...scope }),
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
    unknown,
  };
}
