import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, courses } from '../../src/db/schema/index.ts';
import { priceOf } from '../../src/domain/catalog/rows.ts';
import { buildTestApp } from '../helpers/app.ts';
import { TEST_DATABASE_KINDS } from '../helpers/db.ts';

// Catalogue and search filters and sorting (issue 30), through the built site: a filter narrows the results to
// the count its option showed, each sort orders the cards, the URLs round-trip, malformed values never 5xx.

const LISTING = '/en/accredited-courses?state=FL&industry=insurance';

/** The course slugs of the results, in page order. */
function courseSlugs(html: string): string[] {
  return [
    ...html.matchAll(/<a href="[^"]*\/courses\/details\/([^"?]+)[^"]*"[^>]*data-testid="course-card"/g),
  ].map((match) => match[1]!);
}
function cardCount(html: string): number {
  return (html.match(/data-testid="(course|bundle)-card"/g) ?? []).length;
}
/** The count shown beside a filter option (`name` = `value`) in the filter form. */
function optionCount(html: string, name: string, value: string): number {
  const match = html.match(
    new RegExp(`<input[^>]*name="${name}"[^>]*value="${value}"[^>]*/>[^<]*<span class="count">(\\d+)</span>`),
  );
  if (!match) throw new Error(`no option ${name}=${value}`);
  return Number(match[1]);
}
function summary(html: string): string {
  const match = html.match(/data-testid="results-summary"[^>]*>([^<]*)</);
  return (match?.[1] ?? '').replace(/&amp;/g, '&').replace(/&#x27;/g, "'");
}
function canonical(html: string): string | undefined {
  return html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]?.replace(/&amp;/g, '&');
}
function robots(html: string): string | undefined {
  return html.match(/<meta name="robots" content="([^"]+)"/)?.[1];
}

describe.each(TEST_DATABASE_KINDS)('catalogue filters and sorting on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({}, { database: kind });
  });
  afterAll(async () => {
    await ctx?.app.close();
  });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('narrows the listing to the count each option showed, with a heading that says what it searched', async () => {
    const all = await get(LISTING);
    expect(all.statusCode).toBe(200);
    expect(summary(all.body)).toMatch(/^\d+ results in Florida · Insurance$/);
    const total = Number(summary(all.body).split(' ')[0]);
    const spanish = optionCount(all.body, 'language', 'es');
    const bundles = optionCount(all.body, 'format', 'bundle');
    expect(optionCount(all.body, 'format', 'course') + bundles).toBe(total);
    expect(spanish).toBeGreaterThan(0);
    expect(spanish).toBeLessThan(total);

    const narrowed = await get(`${LISTING}&language=es`);
    expect(narrowed.statusCode).toBe(200);
    expect(summary(narrowed.body)).toBe(`${spanish} results in Florida · Insurance · filters: Spanish`);
    // A page shows up to 12 courses and, on page 1, up to 6 bundles.
    expect(cardCount(narrowed.body)).toBe(
      Math.min(optionCount(narrowed.body, 'format', 'course'), 12) +
        Math.min(optionCount(narrowed.body, 'format', 'bundle'), 6),
    );
    // The other facets count within the Spanish courses: course + bundle = the Spanish total.
    expect(
      optionCount(narrowed.body, 'format', 'course') + optionCount(narrowed.body, 'format', 'bundle'),
    ).toBe(spanish);
    // The language facet itself still counts every language (the other filters only).
    expect(optionCount(narrowed.body, 'language', 'es')).toBe(spanish);
    const checked = [...narrowed.body.matchAll(/<input[^>]*name="language"[^>]*>/g)].filter((tag) =>
      tag[0].includes('checked'),
    );
    expect(checked.map((tag) => tag[0].match(/value="([^"]*)"/)?.[1])).toEqual(['es']);
    // A link removes the filter and comes back to the whole listing.
    expect(narrowed.body).toContain('href="/en/accredited-courses?state=FL&amp;industry=insurance"');

    const bundlesOnly = await get(`${LISTING}&format=bundle`);
    expect(cardCount(bundlesOnly.body)).toBe(bundles);
    expect(bundlesOnly.body).not.toContain('data-testid="course-card"');
  });

  it('sorts by price both ways, rating and newest (the SQL price agrees with the card price rule)', async () => {
    const rowsOf = async (slugs: string[]) => {
      const rows = await ctx.database.db
        .select({
          slug: courses.slug,
          priceCents: courses.priceCents,
          discountPercent: courses.discountPercent,
          discountValidUntil: courses.discountValidUntil,
          campaignPercent: campaigns.discountPercent,
          campaignExpiresAt: campaigns.expiresAt,
          rating: courses.reviewsAverage,
          createdAt: courses.createdAt,
        })
        .from(courses)
        .leftJoin(campaigns, eq(campaigns.id, courses.campaignId))
        .where(inArray(courses.slug, slugs));
      const bySlug = new Map(rows.map((row) => [row.slug, row]));
      return slugs.map((slug) => bySlug.get(slug)!);
    };
    const now = new Date();
    const ascending = await rowsOf(courseSlugs((await get(`${LISTING}&sort=price-asc`)).body));
    expect(ascending.length).toBe(12);
    const ascPrices = ascending.map((row) => priceOf(row, now).finalCents);
    expect(ascPrices).toEqual([...ascPrices].sort((a, b) => a - b));
    const descending = await rowsOf(courseSlugs((await get(`${LISTING}&sort=price-desc`)).body));
    const descPrices = descending.map((row) => priceOf(row, now).finalCents);
    expect(descPrices).toEqual([...descPrices].sort((a, b) => b - a));
    expect(descPrices[0]).toBeGreaterThan(ascPrices[0]!);

    const rated = await rowsOf(courseSlugs((await get(`${LISTING}&sort=rating`)).body));
    const ratings = rated.map((row) => Math.round(Number(row.rating) * 10) / 10);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

    const newest = await rowsOf(courseSlugs((await get(`${LISTING}&sort=newest`)).body));
    const times = newest.map((row) => new Date(row.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const page = await get(`${LISTING}&sort=price-asc`);
    expect(page.body).toMatch(/<a[^>]*href="[^"]*sort=price-asc"[^>]*aria-current="true"/);
  });

  it('round-trips the URL: one canonical per selection, noindex for refinements, links keep filters and sort', async () => {
    const response = await get(
      '/en/accredited-courses?sort=price-desc&language=ES&industry=insurance&utm_source=x&state=fl&price=under-50',
    );
    expect(response.statusCode).toBe(200);
    expect(canonical(response.body)).toMatch(
      /\/en\/accredited-courses\?state=FL&industry=insurance&price=under-50&language=es&sort=price-desc$/,
    );
    expect(robots(response.body)).toBe('noindex, follow');
    // The form carries the scope and the sort; the sort links carry the filters.
    expect(response.body).toContain('<input type="hidden" name="state" value="FL"/>');
    expect(response.body).toContain('<input type="hidden" name="sort" value="price-desc"/>');
    expect(response.body).toContain(
      'href="/en/accredited-courses?state=FL&amp;industry=insurance&amp;price=under-50&amp;language=es&amp;sort=rating"',
    );
    // The unfiltered listing stays indexable and canonical to itself.
    const plain = await get(`${LISTING}&sort=relevance&price=`);
    expect(canonical(plain.body)).toMatch(/\/en\/accredited-courses\?state=FL&industry=insurance$/);
    expect(robots(plain.body)).toBeUndefined();
  });

  it('says what to remove when filters leave nothing', async () => {
    const response = await get(`${LISTING}&price=200-plus&hours=up-to-3`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-testid="catalog-empty"');
    expect(response.body).toContain('No course matches all these filters.');
    expect(response.body).toContain(
      'href="/en/accredited-courses?state=FL&amp;industry=insurance&amp;hours=up-to-3"',
    );
    expect(response.body).toContain(
      'href="/en/accredited-courses?state=FL&amp;industry=insurance&amp;price=200-plus"',
    );
  });

  it('filters and sorts search results, saying what and where it searched', async () => {
    const response = await get('/en/search?q=ley&state=FL&language=es&sort=price-asc');
    expect(response.statusCode).toBe(200);
    expect(summary(response.body)).toMatch(/^\d+ results? for “ley” in Florida · filters: Spanish$/);
    expect(response.body).toContain('<input type="hidden" name="q" value="ley"/>');
    const none = await get('/en/search?q=ley&state=FL&price=200-plus&hours=up-to-3');
    expect(none.body).toContain('No course matches all these filters.');
  });

  it('never answers 5xx to malformed or hostile refinements', async () => {
    const urls = [
      `${LISTING}&price=%3Cscript%3E&hours=-1&language=xx&rating=NaN&provider=..%2F..&format=ebook&sort=drop%20table`,
      `${LISTING}&price=under-50&price=200-plus&sort=rating&sort=newest`,
      `${LISTING}&provider=nobody-here&page=99`,
      `${LISTING}&rating=4.5&language=pt&format=bundle&hours=over-24&price=200-plus`,
      `/es/accredited-courses?price=under-50&sort=newest`,
      `/es/accredited-courses?state=ZZ&industry=insurance&language=es`,
      `/en/search?q=%00%FF&state=%3C&rating=9&sort=${'x'.repeat(300)}`,
      `/en/search?q=etica&provider=${'a'.repeat(200)}`,
    ];
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    const malformed = await get(urls[0]!);
    expect(malformed.body).toContain('not valid');
    expect(malformed.body).not.toContain('<script>');
    const unknownProvider = await get(urls[2]!);
    expect(unknownProvider.body).toContain("couldn't find that provider");
  });
});
