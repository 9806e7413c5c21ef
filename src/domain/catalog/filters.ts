import { COURSE_LANGUAGES, type CourseLanguage } from '../../db/schema/index.ts';

// Refinements of a catalogue listing or a search (issue 30): price, credit hours, language, minimum rating,
// provider and format filters, and the sort. Pure: the parser, the URL builder, the SQL (listing.ts) and the
// facet counts all read the buckets from here, so a bucket's bounds are written once.

/** Price buckets over the price a card shows (cents, after the automatic reduction): [min, max). */
export const PRICE_BUCKETS = [
  { value: 'under-50', min: 0, max: 5000 },
  { value: '50-to-100', min: 5000, max: 10000 },
  { value: '100-to-200', min: 10000, max: 20000 },
  { value: '200-plus', min: 20000, max: null },
] as const;
export type PriceBucket = (typeof PRICE_BUCKETS)[number]['value'];

/** Credit-hour buckets: (min, max]. */
export const HOURS_BUCKETS = [
  { value: 'up-to-3', min: null, max: 3 },
  { value: '3-to-8', min: 3, max: 8 },
  { value: '8-to-24', min: 8, max: 24 },
  { value: 'over-24', min: 24, max: null },
] as const;
export type HoursBucket = (typeof HOURS_BUCKETS)[number]['value'];

/** Minimum ratings (the average as cards show it, one decimal), best first. */
export const RATING_MINIMUMS = ['4.5', '4', '3'] as const;
export type RatingMinimum = (typeof RATING_MINIMUMS)[number];

/**
 * Format: what kind of product it is. The catalogue sells single courses and bundles (several courses at one
 * price); every course is on-demand and online, so delivery is not a choice a visitor can make here.
 */
export const FORMATS = ['course', 'bundle'] as const;
export type ProductFormat = (typeof FORMATS)[number];

export const SORTS = ['relevance', 'rating', 'price-asc', 'price-desc', 'newest'] as const;
export type CatalogSort = (typeof SORTS)[number];
export const DEFAULT_SORT: CatalogSort = 'relevance';

export interface CatalogFilters {
  price?: PriceBucket;
  hours?: HoursBucket;
  language?: CourseLanguage;
  rating?: RatingMinimum;
  /** A provider's slug (checked against the providers by the listing). */
  provider?: string;
  format?: ProductFormat;
}

/** The filter parameters in the one order URLs write them. */
export const FILTER_NAMES = ['price', 'hours', 'language', 'rating', 'provider', 'format'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

const PROVIDER_SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

const ACCEPTS: Record<FilterName, (value: string) => boolean> = {
  price: (value) => PRICE_BUCKETS.some((bucket) => bucket.value === value),
  hours: (value) => HOURS_BUCKETS.some((bucket) => bucket.value === value),
  language: (value) => (COURSE_LANGUAGES as readonly string[]).includes(value),
  rating: (value) => (RATING_MINIMUMS as readonly string[]).includes(value),
  provider: (value) => PROVIDER_SLUG.test(value),
  format: (value) => (FORMATS as readonly string[]).includes(value),
};

/**
 * Reads the filters and the sort from a URL query. As for the rest of the query, the first value of a repeated
 * parameter counts, an empty one is absent, and a malformed one is dropped and its name pushed to `invalid`.
 */
export function parseRefinements(
  params: URLSearchParams,
  invalid: string[],
): { filters: CatalogFilters; sort: CatalogSort } {
  const filters: CatalogFilters = {};
  for (const name of FILTER_NAMES) {
    const raw = params.get(name);
    if (raw === null || raw.trim() === '') continue;
    const value = raw.trim().toLowerCase();
    if (ACCEPTS[name](value)) (filters as Record<FilterName, string>)[name] = value;
    else invalid.push(name);
  }
  let sort: CatalogSort = DEFAULT_SORT;
  const rawSort = params.get('sort');
  if (rawSort !== null && rawSort.trim() !== '') {
    const value = rawSort.trim().toLowerCase();
    if ((SORTS as readonly string[]).includes(value)) sort = value as CatalogSort;
    else invalid.push('sort');
  }
  return { filters, sort };
}

/** The active filters, in URL order. */
export function activeFilters(filters: CatalogFilters): Array<{ name: FilterName; value: string }> {
  return FILTER_NAMES.flatMap((name) => {
    const value = filters[name];
    return value === undefined ? [] : [{ name, value }];
  });
}

export function hasRefinements(filters: CatalogFilters, sort: CatalogSort): boolean {
  return activeFilters(filters).length > 0 || sort !== DEFAULT_SORT;
}

/** Writes the filters then the sort (left out when default) into `params`, in URL order. */
export function writeRefinements(params: URLSearchParams, filters: CatalogFilters, sort: CatalogSort): void {
  for (const { name, value } of activeFilters(filters)) params.set(name, value);
  if (sort !== DEFAULT_SORT) params.set('sort', sort);
}

export function priceBucketOf(cents: number): PriceBucket {
  return (PRICE_BUCKETS.find((bucket) => bucket.max === null || cents < bucket.max) ?? PRICE_BUCKETS[3])
    .value;
}

export function hoursBucketOf(hours: number): HoursBucket {
  return (HOURS_BUCKETS.find((bucket) => bucket.max === null || hours <= bucket.max) ?? HOURS_BUCKETS[3])
    .value;
}

/** The best minimum a rating (rounded to one decimal, as cards show it) reaches, or undefined below 3. */
export function ratingBucketOf(average: number): RatingMinimum | undefined {
  const shown = Math.round(average * 10) / 10;
  return RATING_MINIMUMS.find((minimum) => shown >= Number(minimum));
}

// ---------------------------------------------------------------------------------------------------------------
// Facet counts

export interface FacetOption<V extends string = string> {
  value: V;
  /** Products matching the other active filters and this value. */
  count: number;
  /** A provider's name (other facets are labelled by the page). */
  label?: string;
}

export interface ListingFacets {
  price: FacetOption<PriceBucket>[];
  hours: FacetOption<HoursBucket>[];
  language: FacetOption<CourseLanguage>[];
  rating: FacetOption<RatingMinimum>[];
  provider: FacetOption[];
  format: FacetOption<ProductFormat>[];
}

/** One grouped count from the database: products matching every other filter, per value of `facet`. */
export interface FacetCountRow {
  facet: FilterName;
  key: string | null;
  count: number;
}

/**
 * The options of each facet with their counts, from the grouped rows. Price, hours, rating and format list
 * every bucket (0 included) in their fixed order; language and provider list the values present, plus the
 * chosen one (0 when it matches nothing). The rating rows count each product under the best minimum it
 * reaches; a minimum's option counts every product at or above it.
 */
export function buildFacets(
  rows: readonly FacetCountRow[],
  filters: CatalogFilters,
  providers: ReadonlyArray<{ id: number; slug: string; name: string }>,
): ListingFacets {
  const countsOf = (facet: FilterName) => {
    const counts = new Map<string, number>();
    for (const row of rows) {
      if (row.facet === facet && row.key !== null) {
        counts.set(row.key, (counts.get(row.key) ?? 0) + Number(row.count));
      }
    }
    return counts;
  };
  const fixed = <V extends string>(facet: FilterName, values: readonly V[]): FacetOption<V>[] => {
    const counts = countsOf(facet);
    return values.map((value) => ({ value, count: counts.get(value) ?? 0 }));
  };
  const ratingCounts = countsOf('rating');
  let atLeast = 0;
  const rating = RATING_MINIMUMS.map((value) => {
    atLeast += ratingCounts.get(value) ?? 0;
    return { value, count: atLeast };
  });
  const languageCounts = countsOf('language');
  const language = COURSE_LANGUAGES.filter(
    (value) => (languageCounts.get(value) ?? 0) > 0 || filters.language === value,
  ).map((value) => ({ value, count: languageCounts.get(value) ?? 0 }));
  const providerCounts = countsOf('provider');
  const provider = providers
    .filter((item) => (providerCounts.get(String(item.id)) ?? 0) > 0 || filters.provider === item.slug)
    .map((item) => ({ value: item.slug, label: item.name, count: providerCounts.get(String(item.id)) ?? 0 }));
  return {
    price: fixed(
      'price',
      PRICE_BUCKETS.map((bucket) => bucket.value),
    ),
    hours: fixed(
      'hours',
      HOURS_BUCKETS.map((bucket) => bucket.value),
    ),
    language,
    rating,
    provider,
    format: fixed('format', FORMATS),
  };
}
