import { describe, expect, it } from 'vitest';
import {
  addNonceToScripts,
  contentSecurityPolicy,
  nonceTransform,
  renderNonceTemplate,
  toNonceTemplate,
} from '../../server/csp.ts';
import { redactUrl } from '../../server/logger.ts';
import { createPageCache, isPersonalPath } from '../../server/page-cache.ts';

async function runTransform(chunks: string[], nonce: string): Promise<string> {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  }).pipeThrough(nonceTransform(nonce));
  return await new Response(stream).text();
}

describe('CSP nonces', () => {
  it('adds the nonce to every script tag and nothing else', () => {
    const html =
      '<script>a</script><script type="module" src="/x.js"></script><scripts>no</scripts><p>&lt;script&gt;</p>';
    expect(addNonceToScripts(html, 'N')).toBe(
      '<script nonce="N">a</script><script nonce="N" type="module" src="/x.js"></script><scripts>no</scripts><p>&lt;script&gt;</p>',
    );
  });

  it('renders a prepared template exactly like the string rewrite', () => {
    const html = '<head><script>x()</script></head><body>ñandú<script src="/a.js"></script></body>';
    expect(renderNonceTemplate(toNonceTemplate(html), 'K').toString()).toBe(addNonceToScripts(html, 'K'));
  });

  it('rewrites tags split across stream chunks', async () => {
    const html = '<p>hi</p><script>one()</script><div></div><script src="/a.js"></script>';
    for (let cut = 1; cut < html.length; cut += 1) {
      expect(await runTransform([html.slice(0, cut), html.slice(cut)], 'N')).toBe(
        addNonceToScripts(html, 'N'),
      );
    }
  });

  it('forbids inline scripts without the nonce and framing outside embeds', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc', frameable: false });
    expect(policy).toContain("script-src 'self' 'nonce-abc'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy({ nonce: 'abc', frameable: true })).toContain('frame-ancestors *');
  });
});

describe('page cache', () => {
  it('expires entries after the stale time', () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 3_600_000, now: () => now });
    cache.set('/es', { status: 200, headers: {}, body: toNonceTemplate('x') });
    now = 3_599_999;
    expect(cache.get('/es')?.body.parts.join('')).toBe('x');
    now = 3_600_000;
    expect(cache.get('/es')).toBeUndefined();
  });

  it('drops the least recently used entry when its bytes are full and can be invalidated', () => {
    const cache = createPageCache({ ttlMs: 1000, maxBytes: 2, now: () => 0 });
    cache.set('a', { status: 200, headers: {}, body: toNonceTemplate('a') });
    cache.set('b', { status: 200, headers: {}, body: toNonceTemplate('b') });
    cache.get('a');
    cache.set('c', { status: 200, headers: {}, body: toNonceTemplate('c') });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    cache.invalidate((key) => key === 'a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(1);
    cache.set('huge', { status: 200, headers: {}, body: toNonceTemplate('too big') });
    expect(cache.get('huge')).toBeUndefined();
    cache.invalidate();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
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
