import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addNonceToScripts,
  contentSecurityPolicy,
  nonceTransform,
  renderNonceTemplate,
  toNonceTemplate,
} from '../../server/http/csp.ts';
import { createPageCache } from '../../server/pages/page-cache.ts';
import { redactUrl } from '../../server/process/logger.ts';
import { isPersonalPage as isPersonalPath } from '../../src/routes.ts';

/** Feeds `html` to the stream rewrite as UTF-8 bytes cut at `cuts` (byte offsets, ascending). */
async function runTransformBytes(html: string, cuts: number[], nonce: string): Promise<string> {
  const bytes = new TextEncoder().encode(html);
  const bounds = [0, ...cuts, bytes.length];
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let k = 0; k + 1 < bounds.length; k += 1)
        controller.enqueue(bytes.slice(bounds[k], bounds[k + 1]));
      controller.close();
    },
  }).pipeThrough(nonceTransform(nonce));
  return await new Response(stream).text();
}

/**
 * A page shaped like Waku's: React's own scripts, then rsc-html-stream payload scripts carrying what a visitor
 * typed (`<script>alert(1)</script>` in a search query; rsc-html-stream writes `</\script` and `<\!--`), plus
 * the other places a `<script` can be text: attribute values, comments, raw-text elements.
 */
const SAMPLE = [
  '<!DOCTYPE html><html><head><meta charset="utf-8"><title>q=<script> · Quest</title>',
  '<script type="module" src="/assets/index.js" async=""></script>',
  '<style>a::after{content:"<script>"}</style>',
  '<!-- <script>not a tag</script> --><!--><script id="after-empty-comment"></script>',
  '</head><body><input value="<script>x</script>" data-x=\'<script\' title=<script>',
  '<p>ñandú &lt;script&gt;</p><textarea><script>t</script></textarea>',
  '<script>(self.__FLIGHT_DATA||=[]).push("0:[\\"<script>alert(1)</\\script>\\",\\"<\\!--<script>\\"]")</script>',
  '<SCRIPT>var a = 1 < 2, b = "<script>";</SCRIPT >',
  // '<script/>' is not self-closing in HTML: the element runs to '</script>'.
  '<script/><script>"still text"</script><script\tdefer>x</script\n>',
  '<scripts>no</scripts><<script>y</script>',
  '</body></html>',
].join('');

/** The same document with a nonce on exactly its seven script elements and nowhere else. */
const EXPECTED = [
  '<!DOCTYPE html><html><head><meta charset="utf-8"><title>q=<script> · Quest</title>',
  '<script nonce="N" type="module" src="/assets/index.js" async=""></script>',
  '<style>a::after{content:"<script>"}</style>',
  '<!-- <script>not a tag</script> --><!--><script nonce="N" id="after-empty-comment"></script>',
  '</head><body><input value="<script>x</script>" data-x=\'<script\' title=<script>',
  '<p>ñandú &lt;script&gt;</p><textarea><script>t</script></textarea>',
  '<script nonce="N">(self.__FLIGHT_DATA||=[]).push("0:[\\"<script>alert(1)</\\script>\\",\\"<\\!--<script>\\"]")</script>',
  '<SCRIPT nonce="N">var a = 1 < 2, b = "<script>";</SCRIPT >',
  '<script nonce="N"/><script>"still text"</script><script nonce="N"\tdefer>x</script\n>',
  '<scripts>no</scripts><<script nonce="N">y</script>',
  '</body></html>',
].join('');

describe('CSP nonces', () => {
  it('adds the nonce to every script tag and nothing else', () => {
    const html =
      '<script>a</script><script type="module" src="/x.js"></script><scripts>no</scripts><p>&lt;script&gt;</p>';
    expect(addNonceToScripts(html, 'N')).toBe(
      '<script nonce="N">a</script><script nonce="N" type="module" src="/x.js"></script><scripts>no</scripts><p>&lt;script&gt;</p>',
    );
  });

  it('puts nonces only on script elements, never in script content, attributes, comments or raw text', () => {
    expect(addNonceToScripts(SAMPLE, 'N')).toBe(EXPECTED);
  });

  it('ends a script only at its own end tag', () => {
    // '</scriptx', '</\script' and '<\/script' do not close the element: what follows is still script text.
    for (const fake of ['</scriptx>', '</\\script>', '<\\/script>', '</scrip>']) {
      const html = `<script>a="${fake}<script>"</script><script>b</script>`;
      expect(addNonceToScripts(html, 'N')).toBe(
        `<script nonce="N">a="${fake}<script>"</script><script nonce="N">b</script>`,
      );
    }
    // Nor does an end tag with attributes hide anything from the scanner.
    expect(addNonceToScripts('<script>a</script x=">"><script>b</script>', 'N')).toBe(
      '<script nonce="N">a</script x=">"><script nonce="N">b</script>',
    );
  });

  it('treats a tag only as markup where HTML does', () => {
    const cases: [string, string][] = [
      ['<!DOCTYPE html><script>', '<!DOCTYPE html><script nonce="N">'],
      ['<?xml <script>?><script>', '<?xml <script>?><script nonce="N">'],
      ['<!---><script>', '<!---><script nonce="N">'],
      ['<!-- a --!><script>', '<!-- a --!><script nonce="N">'],
      ['<!-- a -- > <script> --><script>', '<!-- a -- > <script> --><script nonce="N">'],
      ['<a href=x<script>y><script>', '<a href=x<script>y><script nonce="N">'],
      ['<a b="c"/><script>', '<a b="c"/><script nonce="N">'],
      ["<a =x'<script>'><script>", '<a =x\'<script>\'><script nonce="N">'],
      ['<plaintext><script>', '<plaintext><script>'],
      ['<noscript><script></noscript><script>', '<noscript><script></noscript><script nonce="N">'],
      ['<title></title <script>><script>', '<title></title <script>><script nonce="N">'],
      ['< script><script', '< script><script'],
    ];
    for (const [html, expected] of cases) expect(addNonceToScripts(html, 'N'), html).toBe(expected);
  });

  it('renders a prepared template exactly like the string rewrite', () => {
    const html = '<head><script>x()</script></head><body>ñandú<script src="/a.js"></script></body>';
    expect(renderNonceTemplate(toNonceTemplate(html), 'K').toString()).toBe(addNonceToScripts(html, 'K'));
    expect(renderNonceTemplate(toNonceTemplate(SAMPLE), 'N').toString()).toBe(EXPECTED);
    expect(toNonceTemplate(SAMPLE).parts).toHaveLength(8);
  });

  it('gives the same result however the stream is cut (every byte offset)', async () => {
    const bytes = new TextEncoder().encode(SAMPLE).length;
    for (let cut = 1; cut < bytes; cut += 1) {
      expect(await runTransformBytes(SAMPLE, [cut], 'N'), `cut at ${cut}`).toBe(EXPECTED);
    }
    // One byte at a time: every '<script' and '</script' is split at every position at once.
    const everyByte = Array.from({ length: bytes - 1 }, (_, k) => k + 1);
    expect(await runTransformBytes(SAMPLE, everyByte, 'N')).toBe(EXPECTED);
  });

  it('is chunking-independent for any HTML-ish text and any cuts (property)', async () => {
    const piece = fc.constantFrom(
      '<script>',
      '</script>',
      '<script src="/a.js">',
      '<SCRIPT ',
      '</scr',
      'ipt>',
      '<style>',
      '</style>',
      '<!--',
      '-->',
      '<!',
      '<textarea>',
      '</textarea>',
      '"',
      "'",
      '=',
      ' ',
      '>',
      '<',
      '/',
      'a',
      'ñ',
      '\\',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join('')),
        fc.array(fc.nat(), { maxLength: 6 }),
        async (html, rawCuts) => {
          const length = new TextEncoder().encode(html).length;
          const cuts = [...new Set(rawCuts.map((c) => (length ? c % length : 0)))]
            .filter((c) => c > 0)
            .sort((a, b) => a - b);
          const whole = addNonceToScripts(html, 'N');
          expect(await runTransformBytes(html, cuts, 'N')).toBe(whole);
          expect(renderNonceTemplate(toNonceTemplate(html), 'N').toString()).toBe(whole);
          // Removing what was added gives the document back, byte for byte.
          expect(whole.replaceAll(' nonce="N"', '')).toBe(html);
        },
      ),
      { numRuns: 300 },
    );
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
