import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageCache } from '../../server/pages/page-cache.ts';
import { splitInlinePayload } from '../../server/pages/rsc-payload.ts';
import { buildTestApp } from '../helpers/app.ts';

// A stored page carries no inline RSC payload: it is stored beside the HTML and served at the page's RSC address
// (server/pages/rsc-payload.ts). This reads Waku's real output, so a Waku upgrade that changes its shape fails here.
const HOME = '/es';
const LISTING = '/es/accredited-courses?state=FL&industry=insurance&specialty=2-15';
const LISTING_RSC = `/RSC/R/es/accredited-courses.txt?query=${encodeURIComponent('industry=insurance&specialty=2-15&state=FL')}`;

describe('the RSC payload of stored pages', () => {
  let cached: Awaited<ReturnType<typeof buildTestApp>>;
  let streamed: Awaited<ReturnType<typeof buildTestApp>>;
  const pageCache = createPageCache({ ttlMs: 60_000 });
  beforeAll(async () => {
    cached = await buildTestApp({ HTML_CACHE_TTL_MS: '60000' }, { pageCache });
    streamed = await buildTestApp();
  });
  afterAll(async () => {
    await cached?.app.close();
    await streamed?.app.close();
  });

  it('is what Waku renders for the page, byte for byte', async () => {
    // With the cache off the page streams with its payload inline; Waku's own RSC render of the page is the same.
    const html = await streamed.app.inject({ url: HOME });
    expect(html.body).toContain('__FLIGHT_DATA');
    const own = await streamed.app.inject({ url: '/RSC/R/es.txt' });
    expect(own.statusCode).toBe(200);
    const split = splitInlinePayload(html.body, '/RSC/R/es.txt');
    expect(split, 'Waku or rsc-html-stream changed the shape of the inline payload').toBeDefined();
    // Each response has its own nonce, which the payload carries too (the theme script's nonce prop).
    const masked = (payload: Buffer) => payload.toString('utf8').replace(/"nonce":"[^"]*"/g, '"nonce":""');
    expect(split?.rsc.toString('utf8')).toContain('"nonce":"');
    expect(masked(split?.rsc as Buffer)).toBe(masked(own.rawPayload));
  });

  it('is left out of the stored HTML, whose bootstrap fetches it from the page cache', async () => {
    const page = await cached.app.inject({ url: LISTING });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('__FLIGHT_DATA');
    // React's module preloads start with the bootstrap, after the first paint: none is left in the head (React
    // 19.3 changed their shape once, and the bridge silently left them there).
    expect(page.body).not.toContain('rel="modulepreload"');
    expect(page.body).toContain(`fetch(${JSON.stringify(LISTING_RSC)})`);
    expect(page.body).toContain('annuity-suitability-4h');

    const payload = await cached.app.inject({ url: LISTING_RSC });
    expect(payload.statusCode).toBe(200);
    expect(payload.headers['x-page-cache']).toBe('hit');
    expect(payload.headers['content-type']).toBe('text/x-component; charset=utf-8');
    expect(payload.body).toContain('annuity-suitability-4h');

    const again = await cached.app.inject({
      url: LISTING_RSC,
      headers: { 'if-none-match': String(payload.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const brotli = await cached.app.inject({ url: LISTING_RSC, headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
  });

  it('is stored with its page when client navigation asks for it first', async () => {
    const first = await cached.app.inject({ url: '/RSC/R/en/about.txt' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.headers['content-type']).toBe('text/x-component; charset=utf-8');
    const page = await cached.app.inject({ url: '/en/about' });
    expect(page.headers['x-page-cache']).toBe('hit');
    expect(page.body).toContain('fetch("/RSC/R/en/about.txt")');
  });

  it('is stored again with its page when it was evicted and the page was not', async () => {
    await cached.app.inject({ url: '/es/about' });
    // The payload's entry alone leaves the cache (the page's entry is `/es/about#`, its payload's `rsc:/es/about#`).
    pageCache.dropKey('rsc:/es/about#');
    const payload = await cached.app.inject({ url: '/RSC/R/es/about.txt' });
    expect(payload.statusCode).toBe(200);
    expect(payload.headers['x-page-cache']).toBe('miss');
    expect((await cached.app.inject({ url: '/RSC/R/es/about.txt' })).headers['x-page-cache']).toBe('hit');
    expect((await cached.app.inject({ url: '/es/about' })).headers['x-page-cache']).toBe('hit');
  });

  it('of a personal page is never stored', async () => {
    const personalPage = await cached.app.inject({ url: '/RSC/R/es/payments/subscribe/annual.txt' });
    expect(personalPage.statusCode).toBe(200);
    expect(personalPage.headers['x-page-cache']).toBeUndefined();
    expect(personalPage.headers['cache-control']).toBe('private, no-store');
  });

  it('of a page that cannot be stored is rendered as before', async () => {
    const missing = await cached.app.inject({ url: '/RSC/R/es/courses/details/no-such-course.txt' });
    expect(missing.headers['x-page-cache']).toBeUndefined();
    expect(missing.statusCode).toBeLessThan(500);
  });
});
