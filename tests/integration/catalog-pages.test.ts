import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCourseDetail } from '../../src/domain/catalog/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { TEST_DATABASE_KINDS } from '../helpers/db.ts';

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

describe.each(TEST_DATABASE_KINDS)('catalogue pages on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ HTML_CACHE_TTL_MS: '60000' }, { database: kind });
  });
  afterAll(async () => {
    await ctx?.app.close();
  });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('starts the catalogue with the state step, FAQ and providers', async () => {
    const response = await get('/es/accredited-courses');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Elige tu estado');
    expect(response.body).toContain('href="/es/accredited-courses?state=FL"');
    expect(response.body).toContain('BAP 50-18734');
    expect(jsonLd(response.body).map((data) => data['@type'])).toContain('FAQPage');
  });

  it('walks state → industry → specialty with the selection in the query', async () => {
    const industry = await get('/en/accredited-courses?state=FL');
    expect(industry.body).toContain('Choose your industry');
    expect(industry.body).toContain('href="/en/accredited-courses?state=FL&amp;industry=insurance"');
    const specialty = await get('/en/accredited-courses?state=FL&industry=insurance');
    expect(specialty.body).toContain('Choose your specialty');
    expect(specialty.body).toContain('state=FL&amp;industry=insurance&amp;specialty=2-15');
    const pre = await get(
      '/es/accredited-courses?state=FL&industry=insurance&specialty=2-15&type=pre-licensing',
    );
    expect(pre.statusCode).toBe(200);
    const cards = pre.body.match(/data-testid="course-card"/g) ?? [];
    expect(cards.length).toBe(3);
    expect(pre.body).toContain('Prelicencia 2-15 de Florida');
    expect(pre.body).toContain('$104.99');
    expect(pre.body).toContain('$149.99');
    const ce = await get('/es/accredited-courses?state=FL&industry=insurance&specialty=2-15');
    expect(ce.body).toContain('data-testid="bundle-card"');
  });

  it('shows the no-providers message and clear empty states for unknown or malformed values', async () => {
    const newYork = await get('/es/accredited-courses?state=NY&industry=insurance');
    expect(newYork.statusCode).toBe(200);
    expect(newYork.body).toContain('Actualmente no hay información disponible sobre proveedores educativos.');
    expect(newYork.body).toContain('data-testid="catalog-empty"');
    const unknown = await get('/es/accredited-courses?state=ZZ');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('No encontramos ese estado');
    const malformed = await get(
      '/es/accredited-courses?state=%3Cscript%3E&type=nope&page=-1&industry=../../etc',
    );
    expect(malformed.statusCode).toBe(200);
    expect(malformed.body).toContain('no son válidos');
    expect(malformed.body).not.toContain('<script>alert');
  });

  it('renders a course page with modules, reviews, pay-later and Course/Offer/AggregateRating JSON-LD', async () => {
    const response = await get('/en/courses/details/annuity-suitability-4h');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Annuity Suitability and Best Interest (4 h) · Quest</title>');
    expect(response.body).toContain('Course content');
    expect(response.body).toContain('data-testid="pay-later"');
    expect(response.body).toContain('data-testid="enroll-form"');
    const course = jsonLd(response.body).find((data) => data['@type'] === 'Course')!;
    expect(course).toMatchObject({
      name: 'Annuity Suitability and Best Interest (4 h)',
      offers: [{ '@type': 'Offer', priceCurrency: 'USD', price: '39.99' }],
      aggregateRating: { '@type': 'AggregateRating' },
    });
  });

  it('requires a state on multi-state courses without JavaScript, then goes to checkout', async () => {
    const missing = await get('/en/courses/details/annuity-suitability-4h?enroll=1&state=');
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toContain('You must select a state');
    const spanish = await get('/es/courses/details/annuity-suitability-4h?enroll=1');
    expect(spanish.body).toContain('Debes seleccionar un estado');
    const chosen = await get('/es/courses/details/annuity-suitability-4h?enroll=1&state=GA');
    expect(chosen.statusCode).toBe(307);
    expect(chosen.headers.location).toBe('/es/courses/buy/annuity-suitability-4h?state=GA');
    const notServed = await get('/es/courses/details/annuity-suitability-4h?enroll=1&state=NY');
    expect(notServed.body).toContain('Debes seleccionar un estado');
  });

  it('shows a bundle with summed hours, enroll and limited-offer buttons', async () => {
    const response = await get('/en/courses/bundles/fl-2-15-ce-24-hour-package');
    expect(response.statusCode).toBe(200);
    // The 24-Hour Package adds up to 24 (issue 8: it used to sum to 23).
    expect(response.body).toMatch(/data-testid="bundle-hours"[^>]*><strong[^>]*>24<\/strong>/);
    expect(response.body).toContain('data-testid="bundle-enroll"');
    expect(response.body).toContain('data-testid="limited-offer"');
    expect(jsonLd(response.body).some((data) => data['@type'] === 'Course')).toBe(true);
  });

  it('answers 404 for unknown or malformed ids, never 500', async () => {
    // A page that calls notFound() sends the 404 page itself, in the visitor's language, not an empty document
    // that only JavaScript could fill (patches/waku+0.27.5.patch; wakujs/waku#2280).
    const es = await get('/es/courses/details/no-such-course');
    expect(es.body).toContain('¡Lo siento! No encontramos esta página');
    expect(es.body).toContain('De vuelta a casa');
    const en = await get('/en/courses/bundles/NOPE');
    expect(en.body).toContain('Sorry! We couldn’t find this page');
    for (const url of [
      '/es/courses/details/no-such-course',
      '/es/courses/details/%E2%82%AC',
      '/es/courses/details/99999999999999',
      '/en/courses/bundles/NOPE',
      '/es/accredited-courses/specialities/unknown',
      '/es/courses/abc/products',
      '/es/embed/courses/0',
      '/es/embed/bundles/x',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("answers the client router's request for its 404 page in the visitor's language, privately", async () => {
    // Waku's client fetches /RSC/R/404.txt (no locale in it) when a client navigation lands on notFound().
    const en = await ctx.app.inject({
      method: 'GET',
      url: '/RSC/R/404.txt',
      cookies: { 'quest-locale': 'en' },
    });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('text/x-component; charset=utf-8');
    expect(en.headers['cache-control']).toBe('private, no-store');
    expect(en.body).toContain('Sorry! We couldn’t find this page');
    const es = await ctx.app.inject({
      method: 'GET',
      url: '/RSC/R/404.txt',
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(es.body).toContain('¡Lo siento! No encontramos esta página');
    // Any other page without a locale is still refused.
    expect((await get('/RSC/R/about.txt')).statusCode).toBe(404);
  });

  it('lists specialities, categories and products', async () => {
    const speciality = await get('/es/accredited-courses/specialities/psychology');
    expect(speciality.statusCode).toBe(200);
    expect(speciality.body).toContain('Psicología');
    const categories = await get('/en/courses/categories');
    expect(categories.body).toContain('href="/en/accredited-courses/specialities/2-40"');
    const products = await get('/es/courses/1/products');
    expect(products.statusCode).toBe(200);
    expect(products.body).toContain('data-testid="bundle-card"');
  });

  it('searches accent- and case-insensitively, with a no-results state and suggestions', async () => {
    const found = await get('/es/search?q=psicologia');
    expect(found.body).toContain('data-testid="specialty-result"');
    expect(found.body).toContain('Psicología');
    const none = await get('/en/search?q=zzzqqq');
    expect(none.body).toContain('data-testid="no-results"');
    const suggestions = await get('/api/catalog/suggestions?q=PSICOLOG%C3%8DA&locale=es');
    expect(suggestions.json().suggestions[0]).toMatchObject({ kind: 'specialty', title: 'Psicología' });
    expect((await get('/api/catalog/suggestions?q=a&locale=xx')).json()).toEqual({ suggestions: [] });
  });

  it('lets partners frame the embed pages only', async () => {
    const embed = await get('/es/embed/accredited-courses?state=FL&industry=real-estate');
    expect(embed.statusCode).toBe(200);
    expect(embed.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(embed.body).toContain('href="/es/embed/courses/');
    const course = await get('/es/embed/courses/1');
    expect(course.statusCode).toBe(200);
    expect((await get('/es/accredited-courses')).headers['content-security-policy']).toContain(
      "frame-ancestors 'none'",
    );
  });

  it('serves anonymous pages from the cache until a review changes them', async () => {
    const url = '/en/courses/details/grief-and-loss-3h';
    await get(url);
    const cached = await get(url);
    expect(cached.headers['x-page-cache']).toBe('hit');
    const course = await getCourseDetail(ctx.database.db, 'en', 'grief-and-loss-3h');
    await ctx.domain.catalogWriter.addReview({
      courseId: course!.id,
      rating: 5,
      text: 'A unique review text for the cache test.',
      authorName: 'Cache T.',
      language: 'en',
    });
    const fresh = await get(url);
    expect(fresh.headers['x-page-cache']).toBe('miss');
    expect(fresh.body).toContain('A unique review text for the cache test.');
  });
});
