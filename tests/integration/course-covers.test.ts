import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.ts';

// Issue 30 (art), decision 058: no two products on one listing share a cover. Each listing below is fetched as a
// visitor gets it; every course and bundle card's cover address is collected, and both the addresses and the
// drawings they answer with must be distinct on the page. The covers and the product pages' social images are
// served per product, cacheable, and only for products that exist.

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(() => app?.close());

const LISTINGS = [
  '/es', // home: featured courses and bundles
  '/en',
  '/es/accredited-courses?state=FL&industry=insurance', // the catalogue (courses and bundles of an industry)
  '/en/accredited-courses?state=FL&industry=mental-health',
  '/es/accredited-courses?state=FL&industry=real-estate',
  '/es/accredited-courses?state=FL&industry=insurance&specialty=2-15', // a specialty's listing, filtered
  '/en/accredited-courses/specialities/lcsw', // a specialty's page: its courses and bundles
  '/es/accredited-courses/specialities/2-15',
  '/en/search?q=ethics', // search results
];

const decode = (value: string) => value.replaceAll('&amp;', '&');

/** Each course or bundle card's cover address, in page order. */
function cardCovers(html: string): string[] {
  const cards = html.split(/(?=<a [^>]*data-testid="(?:course|bundle)-card")/).slice(1);
  return cards.map((card) => {
    const cover = /<img [^>]*src="([^"]+)"/.exec(card)?.[1];
    expect(cover, card.slice(0, 200)).toBeDefined();
    return decode(cover ?? '');
  });
}

describe('covers on listings', () => {
  it.each(LISTINGS)('%s: every card has a cover of its own, drawn differently', async (url) => {
    const page = await app.inject({ url });
    expect(page.statusCode, url).toBe(200);
    const covers = cardCovers(page.body);
    expect(covers.length, `${url}: cards`).toBeGreaterThanOrEqual(3);
    const repeated = covers.filter((cover, index) => covers.indexOf(cover) !== index);
    expect(repeated, `${url}: covers on more than one card`).toEqual([]);
    const drawings = new Map<string, string>();
    for (const cover of covers) {
      expect(cover).toMatch(/^\/covers\/(courses|bundles)\/[a-z0-9-]+\.svg\?v=\w+$/);
      const response = await app.inject({ url: cover });
      expect(response.statusCode, cover).toBe(200);
      expect(
        drawings.get(response.body),
        `${cover} draws like ${drawings.get(response.body)}`,
      ).toBeUndefined();
      drawings.set(response.body, cover);
    }
  });

  it('a cover is an SVG for anyone to cache, revalidated by ETag, that may run nothing', async () => {
    const url = '/covers/courses/annuity-suitability-4h.svg?v=1';
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const etag = String(response.headers.etag);
    const again = await app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    // librsvg (sharp) reads it at its size: the drawing needs no font.
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'svg',
      width: 640,
      height: 360,
    });
    const bundle = await app.inject({ url: '/covers/bundles/fl-2-15-ce-24-hour-package.svg?v=1' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.body).not.toBe(response.body);
  });

  it('answers 404 for products that do not exist and for malformed names', async () => {
    for (const url of [
      '/covers/courses/no-such-course.svg?v=1',
      '/covers/bundles/annuity-suitability-4h.svg?v=1',
      '/covers/courses/annuity-suitability-4h.png',
      '/covers/lessons/annuity-suitability-4h.svg',
      '/covers/courses/..%2Fetc.svg',
      '/covers/courses/ANNUITY.svg',
      '/og/courses/no-such-course.png?lang=es',
      '/og/achievement/annuity-suitability-4h.png',
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});

describe('social images per product', () => {
  const ogImage = (html: string) =>
    decode(/<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '');

  it('each course and bundle page points og:image at its own 1200×630 PNG in the page’s language', async () => {
    const pages = [
      '/es/courses/details/annuity-suitability-4h',
      '/en/courses/details/annuity-suitability-4h',
      '/es/courses/details/flood-insurance-nfip-3h',
      '/es/courses/bundles/fl-2-15-ce-24-hour-package',
    ];
    const images = new Map<string, string>();
    for (const url of pages) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      const image = new URL(ogImage(page.body));
      expect(image.pathname, url).toMatch(/^\/og\/(courses|bundles)\/[a-z0-9-]+\.png$/);
      expect(image.searchParams.get('lang'), url).toBe(url.slice(1, 3));
      const response = await app.inject({ url: `${image.pathname}${image.search}` });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
      expect(response.rawPayload.length, url).toBeLessThan(100_000);
      const digest = response.rawPayload.toString('base64');
      expect(images.get(digest), `${url} shares its image with ${images.get(digest)}`).toBeUndefined();
      images.set(digest, url);
    }
  });
});
