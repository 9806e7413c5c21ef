import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import type {
  BundleCard,
  CatalogFilters,
  CatalogSort,
  CourseCard,
  ListingFacets,
} from '../../domain/catalog/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { ActiveFilterChips, FilteredEmpty, type RefineHref, SortLinks } from './ListingFilters.tsx';
import { BundleCards, CourseCards, sectionTitle } from './parts.tsx';

/**
 * What a filtered listing shows under its heading, the same on the catalogue and the search page: the active
 * filters (each removable), the sorts, then the bundles and courses with their pages, or an empty state that
 * suggests a filter to remove.
 */
export function FilteredResults({
  i18n,
  locale,
  filters,
  sort,
  listing,
  refine,
  page,
  pageHref,
  hrefBase,
  emptyFallback,
}: {
  i18n: I18n;
  locale: Locale;
  filters: CatalogFilters;
  sort: CatalogSort;
  listing: {
    facets: ListingFacets | undefined;
    bundles: BundleCard[];
    courses: CourseCard[];
    hasMore: boolean;
  };
  refine: RefineHref;
  page: number;
  pageHref: (page: number) => string;
  /** '/embed' links the cards to the embed pages. */
  hrefBase?: string;
  /** What the empty state suggests when no filter is active. */
  emptyFallback: string;
}) {
  const empty = listing.bundles.length === 0 && listing.courses.length === 0;
  return (
    <>
      <ActiveFilterChips
        i18n={i18n}
        locale={locale}
        filters={filters}
        sort={sort}
        facets={listing.facets}
        refine={refine}
      />
      <SortLinks i18n={i18n} filters={filters} sort={sort} refine={refine} />
      {empty ? (
        <FilteredEmpty
          i18n={i18n}
          locale={locale}
          filters={filters}
          sort={sort}
          facets={listing.facets}
          refine={refine}
          fallback={emptyFallback}
        />
      ) : (
        <div className={css({ display: 'grid', gap: '10' })}>
          {listing.bundles.length > 0 && (
            <div>
              <h3 className={sectionTitle}>{i18n._(msg`Paquetes`)}</h3>
              <BundleCards i18n={i18n} locale={locale} bundles={listing.bundles} hrefBase={hrefBase} />
            </div>
          )}
          {listing.courses.length > 0 && (
            <div>
              <h3 className={sectionTitle}>{i18n._(msg`Cursos`)}</h3>
              <CourseCards i18n={i18n} locale={locale} courses={listing.courses} hrefBase={hrefBase} />
            </div>
          )}
          {(page > 1 || listing.hasMore) && (
            <nav
              aria-label={i18n._(msg`Páginas`)}
              className={css({ display: 'flex', justifyContent: 'center', gap: '3' })}
            >
              {page > 1 && (
                <a href={pageHref(page - 1)} className={button({ variant: 'secondary' })} rel="prev">
                  {i18n._(msg`Anterior`)}
                </a>
              )}
              {listing.hasMore && (
                <a href={pageHref(page + 1)} className={button({ variant: 'secondary' })} rel="next">
                  {i18n._(msg`Siguiente`)}
                </a>
              )}
            </nav>
          )}
        </div>
      )}
    </>
  );
}
