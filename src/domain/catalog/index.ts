// The catalogue: reads for pages and routes (queries, selection, details, featured, search).
// Framework-free: each function takes the database and plain inputs and returns plain, localised data.

export type { CourseType } from '../../db/schema/index.ts';
export { type CatalogWriter, createCatalogWriter, InvalidReviewError, type NewReview } from './changes.ts';
export { type ProductCoverFacts, productCoverFacts, productImage } from './covers.ts';
export {
  type BundleDetail,
  type CourseDetail,
  getBundleDetail,
  getCourseDetail,
  resolveBundleSlug,
  resolveCourseSlug,
  specialtyCatalog,
} from './detail.ts';
export { featuredBundles, featuredCourses, featuredInstructors, type InstructorCard } from './featured.ts';
export {
  activeFilters,
  type CatalogFilters,
  type CatalogSort,
  DEFAULT_SORT,
  type FacetOption,
  FILTER_NAMES,
  type FilterName,
  FORMATS,
  HOURS_BUCKETS,
  hasRefinements,
  type ListingFacets,
  PRICE_BUCKETS,
  RATING_MINIMUMS,
  SORTS,
  writeRefinements,
} from './filters.ts';
export { type ListingScope, type ProductListing, productListing } from './listing.ts';
export {
  CATALOG_LISTING_PATH,
  catalogListingIndexing,
  catalogListingPath,
  type ListingIndexing,
  type ListingNoindexReason,
  type ListingSelection,
} from './listing-index.ts';
export { type CatalogQuery, isSlug, PAGE_SIZE, parseCatalogQuery, pick, TYPE_PARAM } from './query.ts';
export {
  type CategoryGroup,
  listCategories,
  MAX_SEARCH_LENGTH,
  type SearchListing,
  type SearchListingQuery,
  type SearchResults,
  type Suggestion,
  searchCatalog,
  searchListing,
  searchSuggestions,
  searchTerms,
} from './search.ts';
export {
  type CatalogResults,
  type CatalogSelection,
  catalogRating,
  catalogResults,
  catalogSelection,
  findSpecialty,
  findState,
  listIndustries,
  listSpecialties,
  listStates,
  providersFor,
  recentReviews,
} from './selection.ts';
export type {
  BundleCard,
  CourseCard,
  IndustryOption,
  ProviderInfo,
  ReviewView,
  SpecialtyOption,
  StateOption,
} from './types.ts';
