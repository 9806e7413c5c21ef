import type { CourseType } from '../../db/schema/index.ts';
import {
  type CatalogFilters,
  type CatalogSort,
  DEFAULT_SORT,
  hasRefinements,
  writeRefinements,
} from './filters.ts';
import { type CatalogQuery, TYPE_PARAM } from './query.ts';

// Which catalogue listings (/accredited-courses?state=…&industry=…&specialty=…) search engines should index,
// and the one URL each one goes by (decision 056). Pure: the page and the sitemap both ask it.

export const CATALOG_LISTING_PATH = '/accredited-courses';

/**
 * What a listing shows: the state code and the industry and specialty slugs it applied, its type, the filters
 * and sort it applied (issue 30) and its page.
 */
export interface ListingSelection {
  state?: string;
  industry?: string;
  specialty?: string;
  type: CourseType;
  filters?: CatalogFilters;
  sort?: CatalogSort;
  page: number;
}

/**
 * The listing's URL after the locale prefix, its parameters in one order (state, industry, specialty, type,
 * price, hours, language, rating, provider, format, sort, page) and the defaults left out (continuing
 * education, relevance, page 1): one selection, one URL.
 */
export function catalogListingPath(selection: ListingSelection): string {
  const params = new URLSearchParams();
  if (selection.state) {
    params.set('state', selection.state);
    if (selection.industry) {
      params.set('industry', selection.industry);
      if (selection.specialty) params.set('specialty', selection.specialty);
    }
  }
  if (selection.type === 'pre_licensing') params.set('type', TYPE_PARAM.pre_licensing);
  writeRefinements(params, selection.filters ?? {}, selection.sort ?? DEFAULT_SORT);
  if (selection.page > 1) params.set('page', String(selection.page));
  const search = params.toString();
  return search ? `${CATALOG_LISTING_PATH}?${search}` : CATALOG_LISTING_PATH;
}

export type ListingIndexing =
  | { indexable: true; canonicalPath: string }
  | { indexable: false; canonicalPath: string; reason: ListingNoindexReason };

export type ListingNoindexReason =
  /** A value in the URL was malformed or names no state, industry or specialty: not what the page shows. */
  | 'unknown-filter'
  /** A specialty without its industry (the page ignores it). */
  | 'filter-out-of-order'
  /**
   * A price, hours, language, rating, provider or format filter, or an order other than relevance (issue 30):
   * a view of an indexable listing, not a page of its own.
   */
  | 'refinement'
  /** Pre-licensing: a second facet on top of place and subject; its page has the continuing-education title. */
  | 'secondary-facet'
  /** Page 2 onwards: the same listing continued. */
  | 'later-page'
  /** The listing shows no product. */
  | 'empty';

/**
 * The rule (decision 056). A listing is worth indexing when it walks the catalogue's own path once: nothing,
 * a state, a state and an industry, or those and one of the industry's specialties ("Seguros: cursos
 * acreditados en Florida") — with every value known, the default type (continuing education), page 1, and at
 * least one product (`productCount`: the courses of the state for the state step, the listed courses and
 * bundles otherwise). Everything else (pre-licensing stacked on top, later pages, unknown or malformed values,
 * empty listings, and since issue 30 any filter or non-default sort) is `noindex, follow`. The canonical URL is
 * always the normalised URL of what the page shows (filters and sort included, a provider only when it names
 * one), so an indexable listing is canonical to itself, and tracking parameters or another parameter order are
 * not new pages.
 */
export function catalogListingIndexing({
  query,
  applied,
  productCount,
}: {
  /** What the URL asked for. */
  query: CatalogQuery;
  /** What the page found and shows (codes and slugs; `provider`: the provider filter when it names one). */
  applied: { state?: string; industry?: string; specialty?: string; provider?: string };
  productCount: number;
}): ListingIndexing {
  const { provider: _asked, ...otherFilters } = query.filters ?? {};
  const filters: CatalogFilters = {
    ...otherFilters,
    ...(applied.provider === undefined ? {} : { provider: applied.provider }),
  };
  const sort = query.sort ?? DEFAULT_SORT;
  const canonicalPath = catalogListingPath({
    state: applied.state,
    industry: applied.industry,
    specialty: applied.specialty,
    type: query.type,
    filters,
    sort,
    page: query.page,
  });
  const noindex = (reason: ListingNoindexReason): ListingIndexing => ({
    indexable: false,
    canonicalPath,
    reason,
  });
  const asked = (name: 'state' | 'industry' | 'specialty') => query[name] !== undefined;
  if (query.invalid.length > 0) return noindex('unknown-filter');
  if ((asked('industry') && !asked('state')) || (asked('specialty') && !asked('industry'))) {
    return noindex('filter-out-of-order');
  }
  if ((['state', 'industry', 'specialty'] as const).some((name) => asked(name) && !applied[name])) {
    return noindex('unknown-filter');
  }
  if (query.filters?.provider !== undefined && applied.provider !== query.filters.provider) {
    return noindex('unknown-filter');
  }
  if (hasRefinements(filters, sort)) return noindex('refinement');
  if (query.type !== 'continuing_education') return noindex('secondary-facet');
  if (query.page > 1) return noindex('later-page');
  if (applied.state && productCount === 0) return noindex('empty');
  return { indexable: true, canonicalPath };
}
