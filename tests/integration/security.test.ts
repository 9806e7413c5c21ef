import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeRecord, TOKEN_COOKIE } from '../../src/domain/auth.ts';
import { buildTestApp } from '../helpers/app.ts';

// Issue 8 through the real app (buildApp + the built site; `npm run build` first): CSP nonces only on the
// scripts the server writes, and on-site redirects from the forms' `return` parameter.

let app: FastifyInstance;
let cachingApp: FastifyInstance;

beforeAll(async () => {
  [{ app }, { app: cachingApp }] = await Promise.all([
    buildTestApp(),
    buildTestApp({ HTML_CACHE_TTL_MS: '60000' }),
  ]);
});
afterAll(async () => {
  await Promise.all([app?.close(), cachingApp?.close()]);
});

const QUERY = '<script>alert(1)</script>';
const SEARCH = `/es/search?q=${encodeURIComponent(QUERY)}`;

function nonceOf(response: { headers: Record<string, unknown> }): string {
  const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
  expect(nonce).toBeDefined();
  return nonce as string;
}

interface ScriptElement {
  start: number;
  attributes: string;
  content: string;
}

/**
 * The script elements of a page, read the way a browser does for pages like ours: a script runs from its start
 * tag to the first '</script' (React and rsc-html-stream escape that sequence inside scripts, which is checked
 * separately below).
 */
function scriptElements(html: string): ScriptElement[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].map((match) => ({
    start: match.index,
    attributes: match[1] ?? '',
    content: match[2] ?? '',
  }));
}

const indexesOf = (text: string, needle: string) => {
  const found: number[] = [];
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) found.push(at);
  return found;
};

/**
 * Every nonce sits in the start tag of a real script element, and every such element has one. A streamed page has
 * at least three: the theme script, Waku's bootstrap and one payload chunk (Waku 1.0 batches the payload's chunks).
 */
function expectNoncesOnlyOnElements(html: string, nonce: string, minScripts = 3) {
  const elements = scriptElements(html);
  expect(elements.length).toBeGreaterThanOrEqual(minScripts);
  for (const element of elements) expect(element.attributes).toContain(`nonce="${nonce}"`);
  // No nonce anywhere else: not inside any script's content, not in the visible page.
  expect(indexesOf(html, `nonce="${nonce}"`).length).toBe(elements.length);
  for (const element of elements) expect(element.content).not.toContain('nonce=');
  // Each '<script' that is not an element start is text inside a script (the payload).
  const starts = new Set(elements.map((element) => element.start));
  const insideScripts = elements.map((e) => [e.start, e.start + 8 + e.attributes.length + e.content.length]);
  for (const at of indexesOf(html.toLowerCase(), '<script')) {
    if (starts.has(at)) continue;
    expect(insideScripts.some(([from, to]) => at > (from as number) && at < (to as number))).toBe(true);
  }
}

/** The visitor's text is in the RSC payload, as text: escaped so it can neither end the script nor start one. */
function expectQueryAsPayloadText(html: string) {
  const payload = scriptElements(html).filter((element) => element.content.includes('__FLIGHT_DATA'));
  expect(payload.some((element) => element.content.includes('<script>alert(1)</\\script>'))).toBe(true);
  // rsc-html-stream writes '</\script' so the payload never closes its element early.
  expect(html.toLowerCase()).not.toContain('alert(1)</script');
  // Outside scripts React escapes it as text.
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
}

describe('CSP nonces on a page carrying visitor text in its RSC payload', () => {
  it('puts the nonce on the server’s scripts only (rendered response)', async () => {
    const response = await app.inject({ url: SEARCH });
    expect(response.statusCode).toBe(200);
    expectNoncesOnlyOnElements(response.body, nonceOf(response));
    expectQueryAsPayloadText(response.body);
  });

  it('does the same for a page served from the page cache: the stored render’s nonce, new with each render', async () => {
    // Issue 14: a stored page is final bytes, so hits send it without a copy or a recompression; its nonce is
    // the one chosen when it was rendered (docs/decisions/006-render-cache-for-anonymous-pages.md: the bytes
    // cannot differ between the responses
    // that share it, so nothing injected can learn it first). A new render has a new one.
    const first = await cachingApp.inject({ url: SEARCH });
    const second = await cachingApp.inject({ url: SEARCH });
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(nonceOf(second)).toBe(nonceOf(first));
    expect(second.body).toBe(first.body);
    for (const response of [first, second]) {
      // The theme script and the bootstrap: a stored page has no payload scripts.
      expectNoncesOnlyOnElements(response.body, nonceOf(response), 2);
      // A stored page keeps its payload beside it (server/pages/rsc-payload.ts): the text is only React's escaped copy.
      expect(response.body).not.toContain('__FLIGHT_DATA');
      expect(response.body.toLowerCase()).not.toContain('alert(1)</script');
      expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    }
    // The payload is served as data, never as something a browser would run or render.
    const address = /fetch\("([^"]+)"\)/.exec(first.body)?.[1];
    expect(address).toMatch(/^\/RSC\/R\/es\/search\.txt\?query=/);
    const payload = await cachingApp.inject({ url: address as string });
    expect(payload.headers['content-type']).toBe('text/x-component; charset=utf-8');
    expect(payload.headers['x-content-type-options']).toBe('nosniff');
    expect(payload.body).toContain(QUERY);
    cachingApp.domain.events.emit({ type: 'catalog.changed', reason: 'price' });
    const third = await cachingApp.inject({ url: SEARCH });
    expect(third.headers['x-page-cache']).toBe('miss');
    expect(nonceOf(third)).not.toBe(nonceOf(first));
    expectNoncesOnlyOnElements(third.body, nonceOf(third), 2);
  });

  it('does the same for a streamed personal page (signed-in visitor)', async () => {
    const record = encodeRecord({
      access_token: 'a.b.c',
      id_token: 'x.y.z',
      expired: Math.floor(Date.now() / 1000) + 600,
    });
    const response = await app.inject({
      url: SEARCH,
      headers: { cookie: `${TOKEN_COOKIE}=${encodeURIComponent(app.signCookie(record))}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expectNoncesOnlyOnElements(response.body, nonceOf(response));
    expectQueryAsPayloadText(response.body);
  });
});

describe('form posts return on-site', () => {
  let ip = 0;
  const post = (returnTo: string) => {
    ip += 1;
    // A fresh address and IP each time, so the rate limits never answer instead.
    return app.inject({
      method: 'POST',
      url: `/forms/newsletter?lang=es&return=${encodeURIComponent(returnTo)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: `email=not-an-address-${ip}`,
      remoteAddress: `10.8.0.${ip}`,
    });
  };

  it('keeps the page path it was given', async () => {
    const response = await post('/study');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/es/study?newsletter=invalid&via=footer#newsletter');
  });

  for (const hostile of [
    '//evil.example',
    '/.//evil.example',
    '/study/..//evil.example',
    '/%2e%2e//evil.example',
    '/%2F%2Fevil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'https://evil.example',
  ]) {
    it(`falls back to the locale home for ${JSON.stringify(hostile)}`, async () => {
      const response = await post(hostile);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/es?newsletter=invalid&via=footer#newsletter');
    });
  }
});
