import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWakuHandler } from '../../server/pages/waku.ts';
import { buildTestApp, type CapturedLogs, testConfig } from '../helpers/app.ts';

// The foundation on buildApp() + inject against the built site (npm run build first).
let app: FastifyInstance;
let logs: CapturedLogs;

beforeAll(async () => {
  const config = testConfig();
  const realWaku = await loadWakuHandler(config.DIST_DIR);
  // A page that blows up, to see what a visitor and an operator get from an unhandled error.
  const waku = async (request: Request) => {
    if (new URL(request.url).pathname === '/es/explode')
      throw new Error('database exploded at /srv/secret/path');
    return realWaku(request);
  };
  ({ app, logs } = await buildTestApp({}, { waku }));
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('locale prefix redirects', () => {
  it('sends a visitor without a prefix to Spanish by default, keeping path and query', async () => {
    const response = await get('/about?inviterId=9&x=%20y');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/es/about?inviterId=9&x=%20y');
  });

  it('uses the saved cookie first, then Accept-Language with q-values', async () => {
    expect((await get('/', { cookie: 'quest-locale=en', 'accept-language': 'es' })).headers.location).toBe(
      '/en',
    );
    expect((await get('/', { 'accept-language': 'en-US,en;q=0.9' })).headers.location).toBe('/en');
    expect((await get('/', { 'accept-language': 'es;q=0.3, en;q=0.8' })).headers.location).toBe('/en');
    expect((await get('/', { 'accept-language': 'fr-FR, de' })).headers.location).toBe('/es');
  });

  it('never redirects off-site', async () => {
    for (const url of ['//evil.example', '//evil.example/path', '///evil.example', '/\\evil.example']) {
      const response = await get(url);
      expect(response.statusCode).toBeLessThan(500);
      // An on-site path: one leading slash, no backslash (a browser reads '/\\host' as '//host').
      if (response.headers.location) expect(String(response.headers.location)).toMatch(/^\/(?![/\\])[^\\]*$/);
    }
  });
});

describe('localized pages', () => {
  it('renders home, about, terms, privacy and refund policy in both locales with the right <html lang>', async () => {
    for (const locale of ['es', 'en']) {
      for (const page of ['', '/about', '/terms', '/privacy', '/refund-policy']) {
        const response = await get(`/${locale}${page}`);
        expect(response.statusCode, `/${locale}${page}`).toBe(200);
        expect(response.body).toContain(`<html lang="${locale}"`);
        expect(response.body).toMatch(/<title>[^<]+<\/title>/);
        expect(response.body).toContain(`rel="canonical" href="http://localhost:3000/${locale}${page}"`);
        expect(response.body).toContain('hrefLang="x-default"');
      }
    }
  });

  it('gives each page its own title', async () => {
    const titles = new Set<string>();
    for (const page of [
      '/es',
      '/es/about',
      '/es/terms',
      '/es/privacy',
      '/es/refund-policy',
      '/en',
      '/en/about',
    ]) {
      titles.add(/<title>([^<]+)<\/title>/.exec((await get(page)).body)?.[1] ?? '');
    }
    expect(titles.size).toBe(7);
  });

  it('saves the locale in a cookie for 365 days', async () => {
    const response = await get('/en/about');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain('quest-locale=en');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('HttpOnly');
  });

  it('shows no Spanish interface text on English pages', async () => {
    const body = (await get('/en/about')).body;
    for (const spanish of [
      'Cursos para migrantes',
      'Nosotros',
      'Saltar al contenido',
      'Todos los derechos reservados',
      'Recursos',
    ]) {
      expect(body).not.toContain(spanish);
    }
    expect(body).toContain('Courses for migrants');
  });

  it('links the language switcher to the same page and query in the other locale', async () => {
    const body = (await get('/es/terms?inviterId=5')).body;
    expect(body).toContain('href="/en/terms?inviterId=5" hrefLang="en"');
  });

  it('carries purchase parameters on internal footer links, at most five metadata', async () => {
    const query =
      'inviterId=1&token=t0k&utm_source=ad&metadata_a=1&metadata_b=2&metadata_c=3&metadata_d=4&metadata_e=5&metadata_f=6';
    const body = (await get(`/es/about?${query}`)).body;
    const privacyLink = /href="(\/es\/privacy[^"]*)"/.exec(body)?.[1]?.replaceAll('&amp;', '&');
    expect(privacyLink).toBe(
      '/es/privacy?inviterId=1&token=t0k&metadata_a=1&metadata_b=2&metadata_c=3&metadata_d=4&metadata_e=5',
    );
  });

  it('points terms to the Questers terms on the Questers page only', async () => {
    expect((await get('/es/about')).body).toContain('href="/es/terms"');
    const questers = (await get('/es/questers')).body;
    expect(questers).toContain('href="/es/questers/terms"');
    expect(questers).not.toMatch(/<footer[\s\S]*href="\/es\/terms"/);
  });
});

describe('error pages', () => {
  it('answers 404 with the error page and logs Page Not Found', async () => {
    const es = await get('/es/no-such-page');
    expect(es.statusCode).toBe(404);
    expect(es.body).toContain('¡Lo siento! No encontramos esta página');
    expect(es.body).toContain('De vuelta a casa');
    // The 404 is a way on: a course search and the popular pages (issue 30).
    expect(es.body).toContain('name="q"');
    expect(es.body).toContain('data-testid="not-found-help"');
    expect(es.body).not.toContain(':(');
    // The chat renders only once hydrated (issue 30): its labels travel in the payload, no dead button in the HTML.
    expect(es.body).not.toContain('data-chat-widget');
    expect(es.body).toContain('Abrir chat de ayuda');
    const en = await get('/en/no-such-page');
    expect(en.statusCode).toBe(404);
    expect(en.body).toContain('Sorry! We couldn’t find this page');
    expect(logs.find((line) => line.msg === 'Page Not Found: /en/no-such-page')).toBeDefined();
  });

  it('keeps the internal error route private', async () => {
    expect((await get('/es/error/500')).statusCode).toBe(404);
    expect((await get('/es/error/500', { 'x-quest-error-render': '1' })).statusCode).toBe(404);
  });

  it('answers bad input with the 400 page, never a 500', async () => {
    for (const url of ['/es/%E0%A4%A', '/es/%', `/es/${'a'.repeat(3000)}`, '/es/a%00b']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.body).toContain('Solicitud incorrecta');
    }
    expect((await get('/en/%E0%A4%A')).body).toContain('Bad Request');
  });

  it('survives CR/LF and odd characters in the query', async () => {
    for (const url of [
      '/es/about?x=%0D%0ASet-Cookie:%20a=b',
      '/about?x=%0D%0ALocation:%20//evil',
      '/es/about?%E0%A4%A=1',
      '/es?theme=<script>',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers['set-cookie'] ?? '').not.toContain('a=b');
    }
  });

  it('renders an unhandled error as the 500 page without leaking details, and logs the stack', async () => {
    const response = await get('/es/explode');
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('Error interno del servidor');
    expect(response.body).toContain('Estamos tratando de solucionar el problema');
    expect(response.body).not.toContain('database exploded');
    expect(response.body).not.toContain('/srv/secret');
    const logged = logs.find((line) => line.msg === 'Unhandled error');
    expect((logged?.err as { stack?: string })?.stack).toContain('database exploded');
  });
});

describe('operations', () => {
  it('reports health and readiness as JSON', async () => {
    const health = await get('/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
    const ready = await get('/readyz');
    expect([200, 503]).toContain(ready.statusCode);
    expect(ready.json()).toHaveProperty('checks');
  });

  it('honours a well-formed x-request-id and makes one otherwise', async () => {
    const given = await get('/es/about', { 'x-request-id': 'trace-123' });
    expect(given.headers['x-request-id']).toBe('trace-123');
    const made = await get('/es/about', { 'x-request-id': 'bad id\twith spaces' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs one line per request with id, method, path, status and duration, and no secrets', async () => {
    await get('/es/about?token=s3cr3t-token', {
      'x-request-id': 'log-line-test',
      cookie: 'oc-token-storage=very-secret-cookie',
      authorization: 'Bearer abc.def',
    });
    const lines = logs.lines.filter(
      (line) => line.reqId === 'log-line-test' && line.msg === 'request completed',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: 'GET', status: 200 });
    expect(lines[0]?.path).toBe('/es/about?token=%5BRedacted%5D');
    expect(typeof lines[0]?.durationMs).toBe('number');
    const everything = JSON.stringify(logs.lines);
    expect(everything).not.toContain('very-secret-cookie');
    expect(everything).not.toContain('s3cr3t-token');
    expect(everything).not.toContain('abc.def');
  });

  it('serves the favicon and social image at their own paths, not as pages', async () => {
    for (const url of ['/favicon.svg', '/og-image.svg']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
    }
  });

  it('serves hashed assets as immutable and HTML as revalidated', async () => {
    const config = testConfig();
    const asset = readdirSync(path.join(config.DIST_DIR, 'public/assets')).find((file) =>
      file.endsWith('.js'),
    );
    const assetResponse = await get(`/assets/${asset}`);
    expect(assetResponse.statusCode).toBe(200);
    expect(assetResponse.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const html = await get('/es/about');
    expect(html.headers['cache-control']).not.toContain('immutable');
  });
});

describe('security headers', () => {
  it('sends a nonce CSP whose nonce is on every script', async () => {
    const response = await get('/es');
    const csp = String(response.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const scripts = response.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const second = await get('/es');
    expect(second.headers['content-security-policy']).not.toBe(csp);
  });

  it('sets nosniff and a referrer policy, refuses framing except in embed mode', async () => {
    const page = await get('/es/about');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(page.headers['strict-transport-security']).toBeUndefined();
    const embed = await get('/es/about?embed=true');
    expect(embed.headers['x-frame-options']).toBeUndefined();
    expect(String(embed.headers['content-security-policy'])).toContain('frame-ancestors *');
    expect(embed.body).not.toContain('Abrir chat de ayuda');
  });

  it('opens the chat widget on request and hides it in embed mode', async () => {
    expect((await get('/es/about?chat=open')).body).toContain('Abrir chat de ayuda');
  });
});

describe('production mode', () => {
  it('adds HSTS and Secure cookies', async () => {
    const { app: prod } = await buildTestApp({
      NODE_ENV: 'production',
      COOKIE_SECRET: 'p'.repeat(40),
      PAYMENT_PROVIDER: 'sandbox',
    });
    try {
      const response = await prod.inject({ method: 'GET', url: '/en/about' });
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(String(response.headers['set-cookie'])).toContain('Secure');
    } finally {
      await prod.close();
    }
  });
});
