import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadWakuHandler } from '../../server/waku.ts';
import { buildTestApp, testConfig } from '../helpers/app.ts';

// server/waku.ts depends on Waku's internal production entry; this fails loudly if an upgrade changes it.
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
