import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialImageKind } from '../../src/features/seo/social-image.ts';
import { buildTestApp } from '../helpers/app.ts';

// Social cards: every page points og:image and twitter:image at a 1200×630 PNG for its page type and locale
// (social networks do not show SVG), and the server answers that URL with the PNG itself. A course or bundle page
// points at its own image (decision 058: /og/courses/{slug}.png, drawn from its facts).
let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(() => app?.close());

const PAGES = [
  ['', 'home'],
  ['/about', 'generic'],
  ['/privacy', 'generic'],
  ['/opencampus', 'generic'],
  ['/accredited-courses', 'catalog'],
  ['/courses/details/annuity-suitability-4h', 'own'],
  ['/search?q=etica', 'catalog'],
  ['/courses/bundles/fl-2-15-ce-24-hour-package', 'own'],
  ['/study', 'audience'],
  ['/companies', 'audience'],
  ['/questers', 'audience'],
] as const;

const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1]?.replaceAll('&amp;', '&');

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(body: Buffer) {
  expect(body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

describe('social preview images', () => {
  it('maps paths to page types', () => {
    expect(socialImageKind('/')).toBe('home');
    expect(socialImageKind('/courses/bundles/x')).toBe('bundle');
    expect(socialImageKind('/courses/details/x')).toBe('catalog');
    expect(socialImageKind('/accredited-courses/specialities/x')).toBe('catalog');
    expect(socialImageKind('/questers/apply')).toBe('audience');
    expect(socialImageKind('/studyabroad')).toBe('generic');
    expect(socialImageKind('/terms')).toBe('generic');
  });

  it.each(['es', 'en'] as const)('points every page type at its PNG and serves it (%s)', async (locale) => {
    const served = new Set<string>();
    for (const [pagePath, kind] of PAGES) {
      const page = await app.inject({ method: 'GET', url: `/${locale}${pagePath}` });
      expect(page.statusCode, pagePath).toBe(200);
      const image = meta(page.body, 'og:image');
      if (kind === 'own') {
        const [, segment, slug] = /^\/courses\/(details|bundles)\/(.+)$/.exec(pagePath) ?? [];
        const kindSegment = segment === 'details' ? 'courses' : 'bundles';
        expect(image, pagePath).toMatch(
          new RegExp(`^https?://[^/]+/og/${kindSegment}/${slug}\\.png\\?lang=${locale}&v=\\w+$`),
        );
      } else {
        expect(image, pagePath).toMatch(new RegExp(`^https?://[^/]+/social/${kind}-${locale}\\.png$`));
      }
      expect(meta(page.body, 'twitter:image'), pagePath).toBe(image);
      expect(meta(page.body, 'og:image:type'), pagePath).toBe('image/png');
      expect(meta(page.body, 'og:image:width'), pagePath).toBe('1200');
      expect(meta(page.body, 'og:image:height'), pagePath).toBe('630');
      const address = new URL(String(image));
      served.add(`${address.pathname}${address.search}`);
    }
    for (const url of served) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('image/png');
      expect(response.headers['cache-control'], url).toBe(
        url.startsWith('/og/')
          ? 'public, max-age=86400, stale-while-revalidate=604800'
          : 'public, max-age=86400',
      );
      expect(pngSize(response.rawPayload), url).toEqual({ width: 1200, height: 630 });
      expect(response.rawPayload.length, url).toBeLessThan(100_000);
    }
  });
});
