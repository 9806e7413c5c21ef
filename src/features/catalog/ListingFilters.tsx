import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import {
  activeFilters,
  type CatalogFilters,
  type CatalogSort,
  DEFAULT_SORT,
  type FacetOption,
  type FilterName,
  type ListingFacets,
  SORTS,
} from '../../domain/catalog/index.ts';
import { formatRating } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { languageLabel } from './parts.tsx';

// The refinements of a listing (issue 30): a GET form of filters with their counts (a <details> on phones, a
// sidebar from md up), the sort as links, the "n results … · filters: …" heading with a link removing each
// filter, and the empty state. No JavaScript: every control is a link or a plain form.

/** Builds the URL of the same listing with other filters, sort (page 1). */
export type RefineHref = (filters: CatalogFilters, sort: CatalogSort) => string;

export function filterValueLabel(
  i18n: I18n,
  locale: Locale,
  name: FilterName,
  value: string,
  providerName?: string,
): string {
  switch (name) {
    case 'price':
      return value === 'under-50'
        ? i18n._(msg`Menos de $50`)
        : value === '50-to-100'
          ? i18n._(msg`De $50 a $99.99`)
          : value === '100-to-200'
            ? i18n._(msg`De $100 a $199.99`)
            : i18n._(msg`$200 o más`);
    case 'hours':
      return value === 'up-to-3'
        ? i18n._(msg`Hasta 3 horas`)
        : value === '3-to-8'
          ? i18n._(msg`Más de 3 y hasta 8 horas`)
          : value === '8-to-24'
            ? i18n._(msg`Más de 8 y hasta 24 horas`)
            : i18n._(msg`Más de 24 horas`);
    case 'language':
      return languageLabel(i18n, value);
    case 'rating': {
      const stars = formatRating(Number(value), locale);
      return i18n._(msg`${stars} estrellas o más`);
    }
    case 'provider':
      return providerName ?? value;
    case 'format':
      return value === 'bundle' ? i18n._(msg`Paquetes`) : i18n._(msg`Cursos individuales`);
  }
}

function facetLegend(i18n: I18n, name: FilterName): string {
  switch (name) {
    case 'price':
      return i18n._(msg`Precio`);
    case 'hours':
      return i18n._(msg`Horas de crédito`);
    case 'language':
      return i18n._(msg`Idioma`);
    case 'rating':
      return i18n._(msg`Valoración mínima`);
    case 'provider':
      return i18n._(msg`Proveedor`);
    case 'format':
      return i18n._(msg`Formato`);
  }
}

export function sortLabel(i18n: I18n, sort: CatalogSort): string {
  switch (sort) {
    case 'rating':
      return i18n._(msg`Mejor valorados`);
    case 'price-asc':
      return i18n._(msg`Precio: de menor a mayor`);
    case 'price-desc':
      return i18n._(msg`Precio: de mayor a menor`);
    case 'newest':
      return i18n._(msg`Más recientes`);
    default:
      return i18n._(msg`Relevancia`);
  }
}

/** The active filters as "name: value" labels, in URL order. */
export function activeFilterLabels(
  i18n: I18n,
  locale: Locale,
  filters: CatalogFilters,
  facets: ListingFacets | undefined,
): Array<{ name: FilterName; label: string }> {
  return activeFilters(filters).map(({ name, value }) => {
    const provider =
      name === 'provider' ? facets?.provider.find((option) => option.value === value) : undefined;
    return { name, label: filterValueLabel(i18n, locale, name, value, provider?.label) };
  });
}

/** "25 resultados" / "1 resultado". */
export function resultCountText(i18n: I18n, count: number): string {
  return i18n._(msg`${plural(count, { one: '# resultado', other: '# resultados' })}`);
}

const panel = css({
  bg: 'bg.card',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'card',
  '& > summary': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
    minH: '44px',
    px: '4',
    py: '2',
    fontWeight: '800',
    cursor: 'pointer',
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': { content: '"+"', fontSize: 'xl', lineHeight: '1', color: 'fg.brand' },
  },
  '&[open] > summary::after': { content: '"−"' },
  // From md up the panel is a sidebar: always open (its content shown whatever the toggle), the summary a title.
  md: {
    '& > summary': { cursor: 'default', pointerEvents: 'none', '&::after': { display: 'none' } },
    '&::details-content': { contentVisibility: 'visible', display: 'block', blockSize: 'auto' },
  },
});

const fieldset = css({
  border: 'none',
  p: '0',
  m: '0',
  // No border between groups: a fieldset's border runs through its legend.
  '& + &': { mt: '5' },
  '& > legend': { fontWeight: '700', fontSize: 'sm', mb: '2', p: '0' },
});

const option = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minH: '32px',
  fontSize: 'sm',
  cursor: 'pointer',
  '& input': { w: '4', h: '4', accentColor: 'var(--colors-accent)', flexShrink: '0' },
  '& .count': { color: 'fg.muted', ml: 'auto', fontVariantNumeric: 'tabular-nums' },
  '&[data-empty=true]': { color: 'fg.muted', cursor: 'default' },
});

const FACET_ORDER: FilterName[] = ['format', 'price', 'hours', 'language', 'rating', 'provider'];

/**
 * The filter form: one fieldset of radio buttons per facet (each option with its count given the other active
 * filters), "Any" first; the scope and the sort travel as hidden fields. An option with no product is disabled
 * unless chosen.
 */
export function FilterPanel({
  i18n,
  locale,
  action,
  hidden,
  facets,
  filters,
  sort,
  clearHref,
  extra,
}: {
  i18n: I18n;
  locale: Locale;
  action: string;
  /** The listing's scope (state, industry, q…) as name/value pairs. */
  hidden: Array<[string, string]>;
  facets: ListingFacets;
  filters: CatalogFilters;
  sort: CatalogSort;
  clearHref: string;
  /** Fields before the facets (the search page's state). */
  extra?: ReactNode;
}) {
  const active = activeFilters(filters).length;
  return (
    <details className={panel} data-testid="filter-panel">
      <summary>
        {active > 0
          ? i18n._(msg`${plural(active, { one: 'Filtros (# activo)', other: 'Filtros (# activos)' })}`)
          : i18n._(msg`Filtros`)}
      </summary>
      <form method="get" action={action} className={css({ px: '4', pb: '4', pt: '1' })}>
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {sort !== DEFAULT_SORT && <input type="hidden" name="sort" value={sort} />}
        {extra}
        {FACET_ORDER.map((name) => {
          const options = facets[name] as FacetOption[];
          if (options.length === 0) return null;
          const chosen = filters[name];
          return (
            <fieldset key={name} className={fieldset}>
              <legend>{facetLegend(i18n, name)}</legend>
              <label className={option}>
                <input type="radio" name={name} value="" defaultChecked={chosen === undefined} />
                {name === 'rating' ? i18n._(msg`Cualquier valoración`) : i18n._(msg`Cualquiera`)}
              </label>
              {options.map((item) => {
                const checked = chosen === item.value;
                const empty = item.count === 0 && !checked;
                return (
                  <label key={item.value} className={option} data-empty={empty ? 'true' : undefined}>
                    <input
                      type="radio"
                      name={name}
                      value={item.value}
                      defaultChecked={checked}
                      disabled={empty}
                    />
                    {filterValueLabel(i18n, locale, name, item.value, item.label)}
                    <span className="count">{item.count}</span>
                  </label>
                );
              })}
            </fieldset>
          );
        })}
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '5', alignItems: 'center' })}>
          <button type="submit" className={button({ size: 'sm' })}>
            {i18n._(msg`Aplicar filtros`)}
          </button>
          {active > 0 && (
            <a href={clearHref} className={css({ fontSize: 'sm', fontWeight: '600', color: 'fg.brand' })}>
              {i18n._(msg`Borrar filtros`)}
            </a>
          )}
        </div>
      </form>
    </details>
  );
}

const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  minH: '36px',
  px: '3',
  borderRadius: 'pill',
  border: '1px solid',
  borderColor: 'accent',
  bg: 'bg.card',
  color: 'fg',
  fontSize: 'sm',
  fontWeight: '600',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
  '& > span[aria-hidden]': { fontSize: 'md', lineHeight: '1', color: 'fg.brand' },
});

/** A link per active filter that removes it, and one that removes them all. */
export function ActiveFilterChips({
  i18n,
  locale,
  filters,
  sort,
  facets,
  refine,
}: {
  i18n: I18n;
  locale: Locale;
  filters: CatalogFilters;
  sort: CatalogSort;
  facets: ListingFacets | undefined;
  refine: RefineHref;
}) {
  const labels = activeFilterLabels(i18n, locale, filters, facets);
  if (labels.length === 0) return null;
  return (
    <ul
      aria-label={i18n._(msg`Filtros activos`)}
      className={css({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: '2', mb: '4' })}
    >
      {labels.map(({ name, label }) => (
        <li key={name}>
          <a
            href={refine({ ...filters, [name]: undefined }, sort)}
            className={chip}
            data-testid="remove-filter"
          >
            <span className={css({ srOnly: true })}>{i18n._(msg`Quitar el filtro`)}</span>
            {label}
            <span aria-hidden="true">×</span>
          </a>
        </li>
      ))}
      {labels.length > 1 && (
        <li>
          <a
            href={refine({}, sort)}
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              minH: '36px',
              px: '2',
              fontSize: 'sm',
              fontWeight: '600',
              color: 'fg.brand',
            })}
          >
            {i18n._(msg`Borrar todos`)}
          </a>
        </li>
      )}
    </ul>
  );
}

/** The sort as links (no JavaScript), the current one marked with aria-current. */
export function SortLinks({
  i18n,
  filters,
  sort,
  refine,
}: {
  i18n: I18n;
  filters: CatalogFilters;
  sort: CatalogSort;
  refine: RefineHref;
}) {
  return (
    <nav aria-label={i18n._(msg`Ordenar por`)} className={css({ mb: '6' })} data-testid="sort-links">
      <ul
        className={css({
          listStyle: 'none',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '1',
          fontSize: 'sm',
        })}
      >
        <li aria-hidden="true" className={css({ color: 'fg.muted', mr: '1' })}>
          {i18n._(msg`Ordenar por:`)}
        </li>
        {SORTS.map((value) => (
          <li key={value}>
            <a
              href={refine(filters, value)}
              aria-current={value === sort ? 'true' : undefined}
              className={css({
                display: 'inline-flex',
                alignItems: 'center',
                minH: '36px',
                px: '3',
                borderRadius: 'pill',
                color: 'fg.muted',
                fontWeight: '600',
                textDecoration: 'none',
                _hover: { color: 'fg', bg: 'bg.muted' },
                '&[aria-current=true]': { bg: 'accent', color: 'accent.fg' },
              })}
            >
              {sortLabel(i18n, value)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The empty state of a filtered listing: what to remove. */
export function FilteredEmpty({
  i18n,
  locale,
  filters,
  sort,
  facets,
  refine,
  fallback,
}: {
  i18n: I18n;
  locale: Locale;
  filters: CatalogFilters;
  sort: CatalogSort;
  facets: ListingFacets | undefined;
  refine: RefineHref;
  /** What to suggest when no filter is active. */
  fallback: string;
}) {
  const labels = activeFilterLabels(i18n, locale, filters, facets);
  return (
    <div
      data-testid="catalog-empty"
      className={css({ textAlign: 'center', py: '12', px: '5', bg: 'bg.subtle', borderRadius: 'card' })}
    >
      <p className={css({ fontWeight: '800', fontSize: 'xl' })}>
        {labels.length > 0
          ? i18n._(msg`Ningún curso cumple todos estos filtros.`)
          : i18n._(msg`Todavía no hay cursos para esta selección.`)}
      </p>
      <p className={css({ color: 'fg.muted', mt: '2' })}>
        {labels.length > 0 ? i18n._(msg`Prueba a quitar un filtro:`) : fallback}
      </p>
      {labels.length > 0 && (
        <ul
          className={css({
            listStyle: 'none',
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: '2',
            mt: '4',
          })}
        >
          {labels.map(({ name, label }) => (
            <li key={name}>
              <a href={refine({ ...filters, [name]: undefined }, sort)} className={chip}>
                <span className={css({ srOnly: true })}>{i18n._(msg`Quitar el filtro`)}</span>
                {label}
                <span aria-hidden="true">×</span>
              </a>
            </li>
          ))}
          {labels.length > 1 && (
            <li>
              <a href={refine({}, sort)} className={cx(button({ variant: 'secondary', size: 'sm' }))}>
                {i18n._(msg`Borrar todos los filtros`)}
              </a>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

/** The two-column frame: filters beside the results from md up, above them (collapsed) on phones. */
export const refineLayout = css({
  display: 'grid',
  gap: '6',
  alignItems: 'start',
  md: { gridTemplateColumns: '240px minmax(0, 1fr)' },
  lg: { gridTemplateColumns: '264px minmax(0, 1fr)' },
});
