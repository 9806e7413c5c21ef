import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadWakuHandler } from '../../server/pages/waku.ts';
import { buildTestApp, testConfig } from '../helpers/app.ts';
import { openTestDatabase } from '../helpers/db.ts';

// server/pages/waku.ts loads the fetch function of our server entry adapter (src/waku.server.tsx) from the build;
// this fails loudly if a Waku upgrade changes how the build exports it.
describe('Waku bridge', () => {
  it('loads the built handler and renders a page through it, with the nonce it is given', async () => {
    const { app } = await buildTestApp(); // fills the services registry the pages read
    try {
      const waku = await loadWakuHandler(testConfig().DIST_DIR);
      const nonce = 'bm9uY2Utb2YtdGhpcy10ZXN0';
      const response = await waku(
        new Request('http://localhost/es/terms', {
          headers: { 'x-quest-locale': 'es', 'x-quest-nonce': nonce },
        }),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      expect(html).toContain('<html lang="es"');
      // Waku writes the nonce itself (src/pages/_interceptors/nonce.ts): every script element carries it.
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(1);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    } finally {
      await app.close();
    }
  });

  it('names the problem when the build no longer exports unstable_serverEntry.fetch', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'quest-dist-'));
    await mkdir(path.join(dist, 'server'));
    await writeFile(path.join(dist, 'server/index.js'), 'export const INTERNAL_runFetch = () => {};\n');
    await expect(loadWakuHandler(dist)).rejects.toThrow(/unstable_serverEntry\.fetch/);
    await expect(loadWakuHandler(path.join(dist, 'missing'))).rejects.toThrow(/npm run build/);
  });
});

// Waku's client router asks for a page's RSC with the page's own query wrapped in one parameter
// (/RSC/R/es/search.txt?query=q%3Dannuity): the render must read the same parameters as the HTML render.
describe('client-side renders of a page', () => {
  it('read the page query Waku wraps in ?query=, and keep personal pages private', async () => {
    const { app } = await buildTestApp();
    try {
      const search = (rscQuery: string) => app.inject({ url: `/RSC/R/es/search.txt${rscQuery}` });
      const withQuery = await search(`?query=${encodeURIComponent('q=annuity')}`);
      expect(withQuery.statusCode).toBe(200);
      expect(withQuery.body).toContain('annuity-suitability-4h');
      expect((await search('')).body).not.toContain('annuity-suitability-4h');

      const subscribe = await app.inject({ url: '/RSC/R/es/payments/subscribe/annual.txt' });
      expect(subscribe.statusCode).toBe(200);
      expect(subscribe.headers['cache-control']).toBe('private, no-store');
    } finally {
      await app.close();
    }
  });
});

// Waku 1.0.0-rc.1 logs a render error as text (its sanitizeLog); patches/waku+1.0.0-rc.1.patch keeps the error itself,
// which the bridge reads: a database that stops answering mid-render is a 503 with Retry-After, not a 500.
describe('a render that finds the database gone', () => {
  it('answers 503, as for any other request that needs it', async () => {
    const database = await openTestDatabase();
    const { app } = await buildTestApp({}, { database, backgroundJobs: false });
    try {
      await database.close();
      const response = await app.inject({ url: '/en/accredited-courses?state=FL' });
      expect(response.statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });
});
