import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadWakuHandler } from '../../server/pages/waku.ts';
import { buildTestApp, testConfig } from '../helpers/app.ts';

// server/pages/waku.ts depends on Waku's internal production entry; this fails loudly if an upgrade changes it.
describe('Waku bridge', () => {
  it('loads the built handler and renders a page through it', async () => {
    const { app } = await buildTestApp(); // fills the services registry the pages read
    try {
      const waku = await loadWakuHandler(testConfig().DIST_DIR);
      const response = await waku(
        new Request('http://localhost/es/terms', { headers: { 'x-quest-locale': 'es' } }),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<html lang="es"');
    } finally {
      await app.close();
    }
  });

  it('names the problem when the build no longer exports INTERNAL_runFetch', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'quest-dist-'));
    await mkdir(path.join(dist, 'server'));
    await writeFile(path.join(dist, 'server/index.js'), 'export const somethingElse = 1;\n');
    await expect(loadWakuHandler(dist)).rejects.toThrow(/INTERNAL_runFetch/);
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
