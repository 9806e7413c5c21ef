import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  buildFacets,
  hoursBucketOf,
  parseRefinements,
  priceBucketOf,
  ratingBucketOf,
} from '../../src/domain/catalog/filters.ts';
import { catalogListingIndexing, catalogListingPath } from '../../src/domain/catalog/listing-index.ts';
import { parseCatalogQuery } from '../../src/domain/catalog/query.ts';

// Search and catalogue refinements (issue 30): parsing, buckets, facet counts, URLs and the indexing rule.

const parse = (search: string) => parseCatalogQuery(new URLSearchParams(search));

describe('parseCatalogQuery: filters and sort', () => {
  it('reads every filter and the sort, case- and space-insensitively', () => {
    const query = parse(
      'state=FL&industry=insurance&price=UNDER-50&hours=3-to-8&language=es&rating=4.5&provider=sunshine-insurance-academy&format=bundle&sort=price-desc',
    );
    expect(query.filters).toEqual({
      price: 'under-50',
      hours: '3-to-8',
      language: 'es',
      rating: '4.5',
      provider: 'sunshine-insurance-academy',
      format: 'bundle',
    });
    expect(query.sort).toBe('price-desc');
    expect(query.invalid).toEqual([]);
  });

  it('defaults to no filter and relevance; empty values (the form\'s "Any") are absent, not invalid', () => {
    const query = parse('state=FL&price=&hours=&language=&rating=&provider=&format=&sort=');
    expect(query.filters).toEqual({});
    expect(query.sort).toBe('relevance');
    expect(query.invalid).toEqual([]);
  });

  it('drops and reports malformed values without throwing', () => {
    const query = parse(
      'price=cheap&hours=-1&language=fr&rating=5&provider=%3Cscript%3E&format=ebook&sort=random&page=0',
    );
    expect(query.filters).toEqual({});
    expect(query.sort).toBe('relevance');
    expect(query.invalid.sort()).toEqual(
      ['format', 'hours', 'language', 'page', 'price', 'provider', 'rating', 'sort'].sort(),
    );
    expect(() => parse(`provider=${'a'.repeat(500)}&sort=${'%00'.repeat(50)}`)).not.toThrow();
  });

  it('takes the first of repeated values, like the rest of the query', () => {
    const query = parse('language=es&language=en&sort=newest&sort=rating');
    expect(query.filters?.language).toBe('es');
    expect(query.sort).toBe('newest');
  });

  it("parseRefinements appends to the caller's invalid list", () => {
    const invalid = ['state'];
    parseRefinements(new URLSearchParams('price=x'), invalid);
    expect(invalid).toEqual(['state', 'price']);
  });
});

describe('buckets', () => {
  it('price: [min, max) in cents', () => {
    expect(priceBucketOf(0)).toBe('under-50');
    expect(priceBucketOf(4999)).toBe('under-50');
    expect(priceBucketOf(5000)).toBe('50-to-100');
    expect(priceBucketOf(9999)).toBe('50-to-100');
    expect(priceBucketOf(10000)).toBe('100-to-200');
    expect(priceBucketOf(20000)).toBe('200-plus');
  });
  it('hours: (min, max]', () => {
    expect(hoursBucketOf(1.5)).toBe('up-to-3');
    expect(hoursBucketOf(3)).toBe('up-to-3');
    expect(hoursBucketOf(3.5)).toBe('3-to-8');
    expect(hoursBucketOf(8)).toBe('3-to-8');
    expect(hoursBucketOf(24)).toBe('8-to-24');
    expect(hoursBucketOf(63)).toBe('over-24');
  });
  it('rating: the best minimum reached by the average as cards show it (one decimal)', () => {
    expect(ratingBucketOf(4.46)).toBe('4.5');
    expect(ratingBucketOf(4.44)).toBe('4');
    expect(ratingBucketOf(3)).toBe('3');
    expect(ratingBucketOf(2.9)).toBeUndefined();
    expect(ratingBucketOf(0)).toBeUndefined();
  });
});

describe('buildFacets', () => {
  const providers = [
    { id: 1, slug: 'coastal', name: 'Coastal' },
    { id: 2, slug: 'sunshine', name: 'Sunshine' },
  ];
  it('lists fixed buckets in order (0 included), present languages and providers, cumulative ratings', () => {
    const facets = buildFacets(
      [
        { facet: 'price', key: '50-to-100', count: 2 },
        { facet: 'price', key: 'under-50', count: 5 },
        { facet: 'hours', key: 'up-to-3', count: 7 },
        { facet: 'language', key: 'es', count: 3 },
        { facet: 'language', key: 'en', count: 4 },
        { facet: 'language', key: null, count: 2 },
        { facet: 'rating', key: '4.5', count: 3 },
        { facet: 'rating', key: '4', count: 2 },
        { facet: 'rating', key: null, count: 1 },
        { facet: 'provider', key: '2', count: 7 },
        { facet: 'format', key: 'bundle', count: 2 },
        { facet: 'format', key: 'course', count: 5 },
      ],
      {},
      providers,
    );
    expect(facets.price).toEqual([
      { value: 'under-50', count: 5 },
      { value: '50-to-100', count: 2 },
      { value: '100-to-200', count: 0 },
      { value: '200-plus', count: 0 },
    ]);
    expect(facets.hours.map((option) => option.count)).toEqual([7, 0, 0, 0]);
    expect(facets.language).toEqual([
      { value: 'en', count: 4 },
      { value: 'es', count: 3 },
    ]);
    expect(facets.rating).toEqual([
      { value: '4.5', count: 3 },
      { value: '4', count: 5 },
      { value: '3', count: 5 },
    ]);
    expect(facets.provider).toEqual([{ value: 'sunshine', label: 'Sunshine', count: 7 }]);
    expect(facets.format).toEqual([
      { value: 'course', count: 5 },
      { value: 'bundle', count: 2 },
    ]);
  });

  it('keeps a chosen language or provider that matches nothing, at 0, so it can be seen and removed', () => {
    const facets = buildFacets([], { language: 'pt', provider: 'coastal' }, providers);
    expect(facets.language).toEqual([{ value: 'pt', count: 0 }]);
    expect(facets.provider).toEqual([{ value: 'coastal', label: 'Coastal', count: 0 }]);
  });
});

describe('catalogListingPath with filters and sort', () => {
  it('writes filters in one order after the type, then sort, then page; defaults left out', () => {
    expect(
      catalogListingPath({
        state: 'FL',
        industry: 'insurance',
        type: 'pre_licensing',
        filters: { format: 'course', language: 'es', price: 'under-50' },
        sort: 'price-asc',
        page: 2,
      }),
    ).toBe(
      '/accredited-courses?state=FL&industry=insurance&type=pre-licensing&price=under-50&language=es&format=course&sort=price-asc&page=2',
    );
    expect(
      catalogListingPath({
        state: 'FL',
        type: 'continuing_education',
        filters: {},
        sort: 'relevance',
        page: 1,
      }),
    ).toBe('/accredited-courses?state=FL');
  });

  it('round-trips: parsing the URL it writes gives back the same selection', () => {
    const path = catalogListingPath({
      state: 'FL',
      industry: 'insurance',
      specialty: '2-15',
      type: 'continuing_education',
      filters: { hours: 'over-24', rating: '4', provider: 'sunshine', format: 'bundle' },
      sort: 'newest',
      page: 3,
    });
    const query = parse(path.split('?')[1]!);
    expect(query).toMatchObject({
      state: 'FL',
      industry: 'insurance',
      specialty: '2-15',
      filters: { hours: 'over-24', rating: '4', provider: 'sunshine', format: 'bundle' },
      sort: 'newest',
      page: 3,
      invalid: [],
    });
    expect(activeFilters(query.filters ?? {}).map((item) => item.name)).toEqual([
      'hours',
      'rating',
      'provider',
      'format',
    ]);
  });
});

describe('catalogListingIndexing with filters and sort (decision 056)', () => {
  const applied = { state: 'FL', industry: 'insurance', specialty: undefined, provider: undefined };
  it('keeps filtered or re-sorted listings out (noindex, follow), canonical to the normalised filtered URL', () => {
    const filtered = catalogListingIndexing({
      query: parse('industry=insurance&language=ES&state=FL&utm_source=x&price=under-50'),
      applied,
      productCount: 4,
    });
    expect(filtered).toEqual({
      indexable: false,
      reason: 'refinement',
      canonicalPath: '/accredited-courses?state=FL&industry=insurance&price=under-50&language=es',
    });
    const sorted = catalogListingIndexing({
      query: parse('state=FL&industry=insurance&sort=rating'),
      applied,
      productCount: 4,
    });
    expect(sorted).toMatchObject({ indexable: false, reason: 'refinement' });
    expect(sorted.canonicalPath).toBe('/accredited-courses?state=FL&industry=insurance&sort=rating');
  });

  it('still indexes the unfiltered listing, with the default sort written or not', () => {
    for (const search of [
      'state=FL&industry=insurance',
      'state=FL&industry=insurance&sort=relevance&price=',
    ]) {
      expect(catalogListingIndexing({ query: parse(search), applied, productCount: 4 })).toEqual({
        indexable: true,
        canonicalPath: '/accredited-courses?state=FL&industry=insurance',
      });
    }
  });

  it('reports an unknown provider or a malformed filter as unknown-filter, canonical without it', () => {
    const unknownProvider = catalogListingIndexing({
      query: parse('state=FL&industry=insurance&provider=nobody'),
      applied,
      productCount: 4,
    });
    expect(unknownProvider).toEqual({
      indexable: false,
      reason: 'unknown-filter',
      canonicalPath: '/accredited-courses?state=FL&industry=insurance',
    });
    const known = catalogListingIndexing({
      query: parse('state=FL&industry=insurance&provider=sunshine'),
      applied: { ...applied, provider: 'sunshine' },
      productCount: 4,
    });
    expect(known).toMatchObject({
      reason: 'refinement',
      canonicalPath: '/accredited-courses?state=FL&industry=insurance&provider=sunshine',
    });
    expect(
      catalogListingIndexing({
        query: parse('state=FL&industry=insurance&rating=9'),
        applied,
        productCount: 4,
      }),
    ).toMatchObject({ indexable: false, reason: 'unknown-filter' });
  });
});
