import { describe, expect, it } from 'vitest';
import { catalogListingIndexing, catalogListingPath } from '../../src/domain/catalog/listing-index.ts';
import { parseCatalogQuery } from '../../src/domain/catalog/query.ts';
import {
  absoluteUrl,
  breadcrumbListLd,
  itemListLd,
  OG_LOCALES,
  organizationLd,
} from '../../src/features/seo/structured-data.ts';

// Discovery (issue 30): which catalogue listings are indexable (decision 056), and the JSON-LD builders.

const BASE = 'https://quest.test/';

/** The rule for a query string, as the catalogue page asks it: `found` lists what the database knows. */
function indexing(
  search: string,
  {
    productCount = 5,
    found = { state: ['FL', 'TX'], industry: ['insurance'], specialty: ['life-health'] },
  } = {},
) {
  const query = parseCatalogQuery(new URLSearchParams(search));
  const state = query.state && found.state.includes(query.state) ? query.state : undefined;
  const industry =
    state && query.industry && found.industry.includes(query.industry) ? query.industry : undefined;
  const specialty =
    industry && query.specialty && found.specialty.includes(query.specialty) ? query.specialty : undefined;
  return catalogListingIndexing({ query, applied: { state, industry, specialty }, productCount });
}

describe('catalogListingPath', () => {
  it('writes one URL per selection: fixed order, defaults left out, children only under their parent', () => {
    const ce = 'continuing_education' as const;
    expect(catalogListingPath({ type: ce, page: 1 })).toBe('/accredited-courses');
    expect(catalogListingPath({ state: 'FL', type: ce, page: 1 })).toBe('/accredited-courses?state=FL');
    expect(
      catalogListingPath({ specialty: 'life-health', industry: 'insurance', state: 'FL', type: ce, page: 1 }),
    ).toBe('/accredited-courses?state=FL&industry=insurance&specialty=life-health');
    expect(catalogListingPath({ state: 'FL', industry: 'insurance', type: 'pre_licensing', page: 3 })).toBe(
      '/accredited-courses?state=FL&industry=insurance&type=pre-licensing&page=3',
    );
    expect(catalogListingPath({ industry: 'insurance', specialty: 'x', type: ce, page: 1 })).toBe(
      '/accredited-courses',
    );
  });
});

describe('catalogListingIndexing (decision 056)', () => {
  it('indexes the catalogue, a state, a state + industry and a state + industry + specialty, each at its own URL', () => {
    for (const search of [
      '',
      'state=FL',
      'state=FL&industry=insurance',
      'state=FL&industry=insurance&specialty=life-health',
    ]) {
      expect(indexing(search), search).toEqual({
        indexable: true,
        canonicalPath: `/accredited-courses${search ? `?${search}` : ''}`,
      });
    }
  });

  it('normalises case, parameter order, the default type and tracking parameters into the canonical URL', () => {
    expect(indexing('industry=INSURANCE&state=fl&type=continuing-education&utm_source=x&page=1')).toEqual({
      indexable: true,
      canonicalPath: '/accredited-courses?state=FL&industry=insurance',
    });
  });

  it('keeps pre-licensing, later pages, unknown, malformed or orphan filters and empty listings out (noindex)', () => {
    const cases: Array<[string, string, string, number?]> = [
      ['state=FL&industry=insurance&type=pre-licensing', 'secondary-facet', '&type=pre-licensing'],
      ['state=FL&industry=insurance&page=2', 'later-page', '&page=2'],
      ['state=ZZ', 'unknown-filter', ''],
      ['state=FL&industry=cooking', 'unknown-filter', ''],
      ['state=Florida', 'unknown-filter', ''],
      ['state=FL&industry=insurance&page=0', 'unknown-filter', ''],
      ['state=FL&specialty=life-health', 'filter-out-of-order', ''],
      ['industry=insurance', 'filter-out-of-order', ''],
      ['state=FL&industry=insurance', 'empty', '', 0],
      ['state=TX', 'empty', '', 0],
    ];
    for (const [search, reason, suffix, productCount] of cases) {
      const result = indexing(search, { productCount });
      expect(result, search).toMatchObject({ indexable: false, reason });
      // The canonical names what the page shows: its applied, normalised selection.
      expect(result.canonicalPath.endsWith(suffix), `${search} → ${result.canonicalPath}`).toBe(true);
    }
    expect(indexing('state=ZZ').canonicalPath).toBe('/accredited-courses');
    expect(indexing('state=FL&industry=insurance&type=pre-licensing').canonicalPath).toBe(
      '/accredited-courses?state=FL&industry=insurance&type=pre-licensing',
    );
  });

  it('indexes the unfiltered catalogue whatever its product count (it lists states, not products)', () => {
    expect(indexing('', { productCount: 0 }).indexable).toBe(true);
  });
});

describe('JSON-LD builders', () => {
  it('write absolute URLs', () => {
    expect(absoluteUrl(BASE, '/es/about')).toBe('https://quest.test/es/about');
    expect(absoluteUrl(BASE, 'es')).toBe('https://quest.test/es');
    expect(absoluteUrl(BASE, 'https://elsewhere.test/x')).toBe('https://elsewhere.test/x');
  });

  it('give the Organization an absolute logo and URL', () => {
    const organization = organizationLd(BASE);
    expect(organization).toMatchObject({
      '@type': 'Organization',
      url: 'https://quest.test',
      logo: 'https://quest.test/favicon.svg',
    });
  });

  it('make a BreadcrumbList item for item from the visible trail, the current page last', () => {
    const list = breadcrumbListLd(
      BASE,
      [{ name: 'Cursos acreditados', href: '/es/accredited-courses' }, { name: 'Vida y salud' }],
      '/es/accredited-courses/specialities/life-health',
    );
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Cursos acreditados',
          item: 'https://quest.test/es/accredited-courses',
        },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Vida y salud',
          item: 'https://quest.test/es/accredited-courses/specialities/life-health',
        },
      ],
    });
  });

  it('make an ItemList of the listed products in order, positions from 1, and none for an empty listing', () => {
    const list = itemListLd(
      BASE,
      [
        { name: 'Bundle', href: '/en/courses/bundles/b' },
        { name: 'Course', href: '/en/courses/details/c' },
      ],
      'Insurance',
    );
    expect(list).toMatchObject({ '@type': 'ItemList', name: 'Insurance', numberOfItems: 2 });
    expect(list?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Bundle', url: 'https://quest.test/en/courses/bundles/b' },
      { '@type': 'ListItem', position: 2, name: 'Course', url: 'https://quest.test/en/courses/details/c' },
    ]);
    expect(itemListLd(BASE, [])).toBeUndefined();
  });

  it('name the US audience in og:locale', () => {
    expect(OG_LOCALES).toEqual({ es: 'es_US', en: 'en_US' });
  });
});
