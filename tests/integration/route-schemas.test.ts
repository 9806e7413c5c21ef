import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.ts';

// Issue 29 / decision 052: a route that reads its query or its params declares a zod schema for them, so their
// values are typed and parsed in one place. Walks every route the composed app adds (an onRoute observer) and
// reads each handler's source: a handler naming `.query` or `.params` must have `schema.querystring` /
// `schema.params`. A handler that reads them another way (destructuring `request`) is not seen by this check.

const routes: RouteOptions[] = [];
let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp({}, { onRoute: (route) => routes.push(route) }));
});
afterAll(() => app.close());

function key(route: RouteOptions): string {
  return `${[route.method].flat().join(',')} ${route.url}`;
}

describe('route schemas', () => {
  it('every route that reads its query or params declares a schema for them', () => {
    expect(routes.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const route of routes) {
      const source = String(route.handler);
      if (/\.query\b/.test(source) && !route.schema?.querystring) missing.push(`${key(route)}: querystring`);
      if (/\.params\b/.test(source) && !route.schema?.params) missing.push(`${key(route)}: params`);
    }
    expect(missing).toEqual([]);
  });

  it('keeps the refusals and defaults the routes had before their schemas', async () => {
    // Repeated or unknown values fall back as the hand-written reads did: never Fastify's 400 JSON.
    const suggestions = await app.inject({ url: '/api/catalog/suggestions?q=a&q=b&locale=xx&locale=en' });
    expect(suggestions.statusCode).toBe(200);
    expect(suggestions.json()).toEqual({ suggestions: [] });
    const meta = await app.inject({ url: '/builds/meta/nope.txt' });
    expect(meta.statusCode).toBe(404);
    // Unknown ids with a repeated lang: each route's own 404, not a validation error.
    for (const url of [
      '/invoices/nope?lang=en&lang=xx',
      '/og/achievements/nope/l_abcdefgh.png?lang=en&lang=en',
      '/partner-links/nope?lang=en&lang=es',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    }
    const calendar = await app.inject({ url: '/ce-licences/calendar/nope.ics?lang=xx&lang=en' });
    expect([calendar.statusCode, calendar.body]).toEqual([404, 'Not found']);
    const unsubscribe = await app.inject({ url: '/ce-licences/unsubscribe/nope?lang=en&lang=en' });
    expect(unsubscribe.statusCode).toBe(404);
    expect(unsubscribe.body).toContain('lang="es"');
  });

  it('reads a repeated OCID parameter as absent, as the sign-in flow does without it', async () => {
    // A callback without its transaction cookie fails as any stale callback does, in the language asked once.
    const callback = await app.inject({ url: '/auth/ocid/callback?code=a&code=b&state=x&state=y&lang=en' });
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe('/en/opencampus/callback?error=noVerifier');
    const twice = await app.inject({ url: '/auth/ocid/callback?lang=en&lang=es' });
    expect(twice.headers.location).toMatch(/^\/es\/opencampus\/callback\?error=/);
    // A sign-out link from another site signs nobody out; a repeated returnTo is no target.
    const signOut = await app.inject({
      url: '/auth/ocid/logout?returnTo=/en/about&returnTo=/es',
      headers: { 'sec-fetch-site': 'cross-site', 'accept-language': 'en' },
    });
    expect(signOut.statusCode).toBe(303);
    expect(signOut.headers.location).toBe('/en/account');
  });
});
