import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { bundles, campaigns, courses, providers, specialties } from '../../db/schema/index.ts';
import { normalizeSearchText } from '../../db/search-text.ts';
import type { Db } from '../../db/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { ANONYMOUS_VIEWER, type CourseViewer, listedCourseSql } from '../companies/access.ts';
import type { CatalogFilters, CatalogSort } from './filters.ts';
import { matchesAll, type ProductListing, productListing } from './listing.ts';
import { PAGE_SIZE } from './query.ts';
import {
  type BundleCardRow,
  bundleCardColumns,
  type CourseCardRow,
  courseCardColumns,
  toBundleCard,
  toCourseCard,
} from './rows.ts';
import { findState, listIndustries, listSpecialties } from './selection.ts';

export { matchesAll };

import type { BundleCard, CourseCard, IndustryOption, SpecialtyOption, StateOption } from './types.ts';

// Search and suggestions across courses, bundles and specialties; the categories page.
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

const courseOrder = [desc(courses.featured), desc(courses.reviewsCount), asc(courses.id)];

/** The ids of the first `limit` listed courses matching every term, best first (exported for the plan test). */
export function matchingCourseIds(db: Db, terms: string[], viewer: CourseViewer, limit: number) {
  return db
    .select({ id: courses.id })
    .from(courses)
    .where(and(matchesAll(sql`${courses.searchText}`, terms), listedCourseSql(viewer)))
    .orderBy(...courseOrder)
    .limit(limit);
}

/** The first `limit` bundle cards matching every term (exported for the plan test). */
export function matchingBundleCards(db: Db, terms: string[], limit: number) {
  return db
    .select(bundleCardColumns)
    .from(bundles)
    .leftJoin(campaigns, eq(campaigns.id, bundles.campaignId))
    .where(matchesAll(sql`${bundles.searchText}`, terms))
    .orderBy(desc(bundles.featured), asc(bundles.id))
    .limit(limit);
}

export async function searchCatalog(
  db: Db,
  locale: Locale,
  query: string,
  {
    limit = 24,
    now = new Date(),
    viewer = ANONYMOUS_VIEWER,
  }: { limit?: number; now?: Date; viewer?: CourseViewer } = {},
): Promise<SearchResults> {
  const terms = searchTerms(query);
  if (terms.length === 0) return { query, courses: [], bundles: [], specialties: [] };
  // The matching page is chosen on the courses alone (ids, then a top-N sort); only its rows are joined to
  // providers and campaigns and get their state counts (joining every match first cost ~10 ms at 100x the seed).
  const [courseRows, bundleRows, specialtyRows] = await Promise.all([
    db
      .select(courseCardColumns)
      .from(courses)
      .innerJoin(providers, eq(providers.id, courses.providerId))
      .leftJoin(campaigns, eq(campaigns.id, courses.campaignId))
      .where(inArray(courses.id, matchingCourseIds(db, terms, viewer, limit)))
      .orderBy(...courseOrder),
    matchingBundleCards(db, terms, Math.min(limit, 12)),
    // Ten rows, not multiplied by the catalogue's size: read whole, no index.
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
    courses: (courseRows as CourseCardRow[]).map((row) => toCourseCard(row, locale, now, viewer)),
    bundles: (bundleRows as BundleCardRow[]).map((row) => toBundleCard(row, locale, now)),
    specialties: allSpecialties.filter((specialty) => specialtyIds.has(specialty.id)),
  };
}

export interface SearchListingQuery {
  q: string;
  /** A state code (query.ts STATE); the results are the products offered there. */
  state?: string;
  filters?: CatalogFilters;
  sort?: CatalogSort;
  page?: number;
}

export interface SearchListing {
  query: string;
  /** The state searched in, when the query named a known one. */
  state?: StateOption;
  /** The query named a state that does not exist. */
  unknownState: boolean;
  /** Courses and bundles matching every term (and the state and filters), with facet counts. */
  listing?: ProductListing;
  specialties: SpecialtyOption[];
}

/**
 * The search page's results (issue 30): the products matching every term, narrowed to a state and the filters,
 * in the chosen order, with facet counts and pages; the matching specialties beside them.
 */
export async function searchListing(
  db: Db,
  locale: Locale,
  { q, state: stateCode, filters, sort, page = 1 }: SearchListingQuery,
  viewer: CourseViewer = ANONYMOUS_VIEWER,
): Promise<SearchListing> {
  const terms = searchTerms(q);
  const state = stateCode ? await findState(db, stateCode, locale) : undefined;
  const unknownState = Boolean(stateCode) && !state;
  if (terms.length === 0) return { query: q, state, unknownState, specialties: [] };
  const [listing, specialtyRows] = await Promise.all([
    productListing(db, locale, {
      scope: { terms, state: state?.code },
      filters,
      sort,
      page,
      pageSize: PAGE_SIZE * 2,
      bundleLimit: 12,
      viewer,
    }),
    db
      .select({ id: specialties.id })
      .from(specialties)
      .where(matchesAll(sql`${specialties.searchText}`, terms))
      .limit(10),
  ]);
  const specialtyIds = new Set(specialtyRows.map((row) => row.id));
  const allSpecialties = specialtyIds.size > 0 ? await listSpecialties(db, locale) : [];
  return {
    query: q,
    state,
    unknownState,
    listing,
    specialties: allSpecialties.filter((specialty) => specialtyIds.has(specialty.id)),
  };
}

export interface Suggestion {
  kind: 'course' | 'bundle' | 'specialty';
  title: string;
  href: string;
}

/** A few quick matches for the search box while the visitor types. */
export async function searchSuggestions(
  db: Db,
  locale: Locale,
  query: string,
  viewer: CourseViewer = ANONYMOUS_VIEWER,
): Promise<Suggestion[]> {
  const results = await searchCatalog(db, locale, query, { limit: 5, viewer });
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
