import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.ts';

// Page-weight budgets (issue 14) on the built site: the HTML of the home page and a catalogue listing, and the
// JavaScript the home page loads before it is interactive. Sizes are uncompressed bytes and brotli at quality 11
// (what the build precompresses); the HTML is asked for with `accept-encoding: identity`.
const KB = 1024;
const BUDGET = {
  /** Brotli (q11) of a page's HTML: the 15 KB. */
  htmlBrotli: 15 * KB,
  /**
   * Uncompressed HTML: the 60 KB. Pages are served from the page cache (the production default), which keeps
   * the RSC payload beside the HTML instead of inline (server/pages/rsc-payload.ts).
   */
  htmlRaw: 60 * KB,
  /**
   * Brotli (q11) of the home page's first-load JavaScript (modulepreloads, module scripts, the bootstrap import).
   * 91 KB since issue 30 moved the chat launcher into the header: the total sat at 92.1-92.2 KB, and the same
   * source measured ±70 B across builds (chunk hashes differ), so 90 KB failed one build in two.
   */
  firstLoadJsBrotli: 91 * KB,
} as const;

const PAGES = ['/es', '/en', '/es/accredited-courses?state=FL&industry=insurance&specialty=2-15'];
const publicDir = path.resolve(process.env.DIST_DIR || 'dist', 'public');
const brotli = (body: Buffer | string) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The scripts a page loads at once: modulepreload links, module script tags and the inline bootstrap's import(). */
function firstLoadScripts(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    if (!/\brel="modulepreload"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href) sources.add(href);
  }
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) sources.add(match[1]!);
  for (const match of html.matchAll(/import\(["'](\/[^"']+\.js)["']\)/g)) sources.add(match[1]!);
  return [...sources].filter((source) => source.startsWith('/assets/'));
}

describe('page weight budgets', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ HTML_CACHE_TTL_MS: '3600000' });
  });
  afterAll(async () => {
    await ctx?.app.close();
  });
  const getHtml = async (url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-encoding'] ?? 'identity').toBe('identity');
    return response.rawPayload;
  };

  it.each(PAGES)('%s: HTML within the raw and brotli budgets', async (url) => {
    const html = await getHtml(url);
    expect(html.length, `${url} HTML bytes`).toBeLessThanOrEqual(BUDGET.htmlRaw);
    expect(brotli(html), `${url} HTML brotli bytes`).toBeLessThanOrEqual(BUDGET.htmlBrotli);
  });

  it('/es: first-load JavaScript within 91 KB brotli', async () => {
    // A streamed render lists every module the page loads as a modulepreload link; a stored page loads the same
    // modules but drops those links (server/pages/rsc-payload.ts), so the streamed render is the one read here.
    const streamed = await buildTestApp();
    const html = await streamed.app
      .inject({ url: '/es', headers: { 'accept-encoding': 'identity' } })
      .then((response) => response.body)
      .finally(() => streamed.app.close());
    const scripts = firstLoadScripts(html);
    // The page hydrates: the client runtime is among them (a regex that found nothing would pass any budget).
    expect(scripts.length).toBeGreaterThan(1);
    let total = 0;
    for (const source of scripts) total += brotli(readFileSync(path.join(publicDir, source)));
    expect(total, `first-load JS brotli bytes of ${scripts.join(', ')}`).toBeLessThanOrEqual(
      BUDGET.firstLoadJsBrotli,
    );
  });

  it('finds every kind of first-load script reference', () => {
    const html =
      '<link rel="modulepreload" href="/assets/a.js" crossorigin=""/><script type="module" src="/assets/b.js"></script>' +
      '<script>import("/assets/c.js")</script><link rel="stylesheet" href="/assets/d.css"/>' +
      '<link rel="preload" href="/assets/e.woff2" as="font"/>';
    expect(firstLoadScripts(html)).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
  });
});
