import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlinePayloadText } from '../../server/pages/rsc-payload.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { buildTestApp, testConfig } from '../helpers/app.ts';

// The records `npm run build` (scripts/build.ts) wrote into the build under test.
const buildsDir = path.resolve(testConfig().DIST_DIR, 'public', 'builds');
let app: FastifyInstance;
let latest: { id: string; builtAt: string };

beforeAll(async () => {
  latest = JSON.parse(await readFile(path.join(buildsDir, 'latest.json'), 'utf8'));
  ({ app } = await buildTestApp());
});
afterAll(() => app?.close());

describe('new-build records (spec §7)', () => {
  it('serves latest.json uncached, whatever the timestamp query', async () => {
    expect(latest.id).toMatch(/^[a-z0-9][a-z0-9-]{0,63}$/);
    expect(Date.parse(latest.builtAt)).not.toBeNaN();
    const response = await app.inject({ url: `/builds/latest.json?t=${Date.now()}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(latest);
  });

  it('serves the build’s route rules as immutable, with maintenance flags for every locale', async () => {
    const response = await app.inject({ url: `/builds/meta/${latest.id}.json` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = response.json();
    expect(meta).toMatchObject({ id: latest.id, builtAt: latest.builtAt });
    for (const locale of LOCALES) {
      expect(meta.routeRules[`/${locale}`]).toEqual({
        maintenanceMode: true,
        maintenanceLabel: '',
        maintenanceLabelSpanish: '',
      });
      expect(meta.routeRules[`/${locale}/privacy`].maintenanceMode).toBe(false);
      expect(meta.routeRules[`/${locale}/**`]).toMatchObject({ maintenanceRedirect: `/${locale}` });
    }
  });

  it('answers 404 (never 5xx, never another file) for unknown or malformed meta names', async () => {
    for (const url of [
      '/builds/meta/0000-unknown.json',
      '/builds/meta/latest',
      `/builds/meta/${latest.id}`,
      '/builds/meta/..%2F..%2F..%2Fpackage.json',
      '/builds/meta/%2e%2e%2flatest.json',
      '/builds/meta/UPPER.json',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.statusCode, url).not.toBe(200);
    }
  });

  it('renders pages with the build id they came from, for the reload offer to compare', async () => {
    const page = await app.inject({ url: '/es' });
    expect(page.statusCode).toBe(200);
    // In the inline RSC payload: the notice's buildId prop.
    expect(inlinePayloadText(page.body)).toContain(`"buildId":"${latest.id}"`);
  });
});
