import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../server/http/csp.ts';
import { createPageCache } from '../../server/pages/page-cache.ts';
import { redactUrl } from '../../server/process/logger.ts';
import { isPersonalPage as isPersonalPath } from '../../src/routes.ts';

describe('CSP', () => {
  it('forbids inline scripts without the nonce and framing outside embeds', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc', frameable: false });
    expect(policy).toContain("script-src 'self' 'nonce-abc'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy({ nonce: 'abc', frameable: true })).toContain('frame-ancestors *');
  });
});

describe('page cache', () => {
  const page = (html: string) => ({ status: 200, headers: {}, nonce: 'N', body: Buffer.from(html) });

  it('expires entries after the stale time', () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 3_600_000, now: () => now });
    cache.set('/es', page('x'));
    now = 3_599_999;
    expect(cache.get('/es')?.body.toString()).toBe('x');
    now = 3_600_000;
    expect(cache.get('/es')).toBeUndefined();
  });

  it('drops the least recently used entry when its bytes are full and can be invalidated', () => {
    const cache = createPageCache({ ttlMs: 1000, maxBytes: 2, now: () => 0 });
    cache.set('a', page('a'));
    cache.set('b', page('b'));
    cache.get('a');
    cache.set('c', page('c'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    cache.dropKey('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(1);
    cache.set('huge', page('too big'));
    expect(cache.get('huge')).toBeUndefined();
    cache.invalidateTags(undefined);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('hands out the stored Buffer itself, with a weak ETag that changes with the bytes', () => {
    const cache = createPageCache({ ttlMs: 1000 });
    const stored = page('<p>one</p>');
    cache.set('/es', stored);
    const hit = cache.get('/es');
    expect(hit?.body).toBe(stored.body);
    expect(hit?.etag).toMatch(/^W\/"[A-Za-z0-9_-]{22}"$/);
    cache.set('/en', page('<p>two</p>'));
    expect(cache.get('/en')?.etag).not.toBe(hit?.etag);
    expect(createPageCache({ ttlMs: 0 }).enabled).toBe(false);
  });

  it('adds the compressed variants when they are ready and counts their bytes, unless the entry went', async () => {
    let release: () => void = () => {};
    const ready = new Promise<void>((resolve) => {
      release = resolve;
    });
    const cache = createPageCache({
      ttlMs: 1000,
      compress: async (body) => {
        await ready;
        return { br: body.subarray(0, 2), gzip: body.subarray(0, 3) };
      },
    });
    cache.set('/es', page('0123456789'));
    cache.set('/gone', page('abcdefghij'));
    expect(cache.get('/es')?.encoded).toEqual({});
    cache.dropKey('/gone');
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cache.get('/es')?.encoded.br?.toString()).toBe('01');
    expect(cache.get('/es')?.encoded.gzip?.toString()).toBe('012');
    expect(cache.bytes).toBe(15);
  });

  it('never treats personal pages as cacheable', () => {
    for (const path of ['/receipts/t1', '/certificates/9', '/learners/3/results/week', '/invitations/x']) {
      expect(isPersonalPath(path)).toBe(true);
    }
    expect(isPersonalPath('/receiptsmith')).toBe(false);
    expect(isPersonalPath('/about')).toBe(false);
  });
});

describe('log redaction', () => {
  it('masks secrets in logged URLs', () => {
    expect(redactUrl('/es/opencampus/callback?code=abc&state=xyz&x=1')).toBe(
      '/es/opencampus/callback?code=%5BRedacted%5D&state=%5BRedacted%5D&x=1',
    );
    expect(redactUrl('/es/about')).toBe('/es/about');
  });
});
