import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '../helpers/app.ts';

// Issue 14: brotli and gzip by Accept-Encoding (dynamic, cached pages, precompressed assets), Vary, ETag/304, HEAD.
let cached: FastifyInstance;
let streamed: FastifyInstance;
const assetsDir = path.resolve(testConfig().DIST_DIR, 'public', 'assets');

beforeAll(async () => {
  [{ app: cached }, { app: streamed }] = await Promise.all([
    buildTestApp({ HTML_CACHE_TTL_MS: '60000' }),
    buildTestApp({ HTML_CACHE_TTL_MS: '0' }),
  ]);
});
afterAll(() => Promise.all([cached?.close(), streamed?.close()]));

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  expect(encoding).toBeUndefined();
  return body.toString();
}

/** Waits until the cached page's best variants are stored (they are made off the request). */
async function storedVariant(app: FastifyInstance, url: string, encoding: string) {
  for (let i = 0; i < 100; i++) {
    const response = await app.inject({ url, headers: { 'accept-encoding': encoding } });
    if (response.headers['x-page-cache'] === 'hit' && response.headers['content-length']) {
      const length = Number(response.headers['content-length']);
      // Quality 11 / level 9 variants are smaller than what one request compresses on the fly.
      const onTheFly = encoding === 'br' ? 4 : 6;
      const plain = decode(response.headers['content-encoding'] as string, response.rawPayload);
      const fast =
        encoding === 'br'
          ? zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: onTheFly } })
          : zlib.gzipSync(plain, { level: onTheFly });
      if (length < fast.byteLength) return response;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} never got its stored ${encoding} variant`);
}

describe('pages', () => {
  it('answers br, gzip or identity as asked, with Vary: Accept-Encoding, the same HTML in each', async () => {
    const url = '/es/about';
    const plain = await cached.inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (const [accept, expected] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['identity', undefined],
      ['compress', undefined],
    ] as const) {
      const response = await cached.inject({ url, headers: { 'accept-encoding': accept } });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(expected);
      expect(response.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(decode(expected, response.rawPayload), accept).toBe(plain.body);
    }
  });

  it('stores the best brotli and gzip of a cached page and sends them with their length', async () => {
    const url = '/en/about';
    await cached.inject({ url });
    for (const encoding of ['br', 'gzip']) {
      const response = await storedVariant(cached, url, encoding);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.byteLength);
      expect(decode(encoding, response.rawPayload)).toContain('<html');
    }
  });

  it('answers 304 to a matching If-None-Match on a cached page, in any encoding, and HEAD without a body', async () => {
    const url = '/es/refund-policy';
    const first = await cached.inject({ url, headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    for (const accept of ['br', 'gzip', 'identity']) {
      const again = await cached.inject({
        url,
        headers: { 'accept-encoding': accept, 'if-none-match': `"other", ${etag}` },
      });
      expect(again.statusCode, accept).toBe(304);
      expect(again.rawPayload.byteLength).toBe(0);
      expect(again.headers.etag).toBe(etag);
    }
    expect((await cached.inject({ url, headers: { 'if-none-match': 'W/"stale"' } })).statusCode).toBe(200);
    const head = await cached.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.rawPayload.byteLength).toBe(0);
  });

  it('compresses a page that is not cached while it streams (no Content-Length, flushed chunks)', async () => {
    const response = await streamed.inject({ url: '/es/about', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-page-cache']).toBeUndefined();
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers.etag).toBeUndefined();
    expect(decode('br', response.rawPayload)).toContain('</html>');
  });

  it('leaves small and already compressed responses alone', async () => {
    const health = await cached.inject({ url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    const png = await cached.inject({
      url: '/social/home-es.png',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-encoding']).toBeUndefined();
  });
});

describe('hashed assets', () => {
  it('are served from the build’s .br and .gz files with the asset’s type, ETag/304 and HEAD', async () => {
    const files = await readdir(assetsDir);
    const script = files.find((name) => name.endsWith('.js') && files.includes(`${name}.br`));
    const style = files.find((name) => name.endsWith('.css') && files.includes(`${name}.gz`));
    expect(script, 'the build wrote .br files').toBeDefined();
    expect(style, 'the build wrote .gz files').toBeDefined();
    for (const [name, type] of [
      [script, 'application/javascript; charset=utf-8'],
      [style, 'text/css; charset=utf-8'],
    ] as const) {
      const source = await readFile(path.join(assetsDir, name as string));
      for (const encoding of ['br', 'gzip']) {
        const response = await cached.inject({
          url: `/assets/${name}`,
          headers: { 'accept-encoding': encoding },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(type);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.headers['cache-control']).toContain('immutable');
        const file = await readFile(path.join(assetsDir, `${name}.${encoding === 'br' ? 'br' : 'gz'}`));
        expect(response.rawPayload.equals(file)).toBe(true);
        expect(decode(encoding, response.rawPayload)).toBe(source.toString());
        const etag = response.headers.etag as string;
        const revalidated = await cached.inject({
          url: `/assets/${name}`,
          headers: { 'accept-encoding': encoding, 'if-none-match': etag },
        });
        expect(revalidated.statusCode).toBe(304);
      }
      const plain = await cached.inject({ url: `/assets/${name}` });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.equals(source)).toBe(true);
      const head = await cached.inject({
        method: 'HEAD',
        url: `/assets/${name}`,
        headers: { 'accept-encoding': 'br' },
      });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.rawPayload.byteLength).toBe(0);
    }
  });
});
