import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSameOriginRequest, safeReturnTo } from '../../src/domain/auth.ts';
import { safeRedirectTarget } from '../../src/domain/redirects.ts';

const FALLBACK = '/fallback';
const SITE = 'https://quest.example';

/** Where a browser goes when it follows `Location: target` from a page of this site. */
function followed(target: string, from = `${SITE}/auth/ocid/callback?code=1`): URL {
  return new URL(target, from);
}

describe('safeRedirectTarget', () => {
  it.each([
    ['/', '/'],
    ['/es', '/es'],
    ['/es/', '/es/'],
    ['/es/opencampus', '/es/opencampus'],
    ['/es/search?q=%3Cscript%3E', '/es/search?q=%3Cscript%3E'],
    ['/es/courses/details/abc%20def', '/es/courses/details/abc%20def'],
    ['/en/about?x=1#top', '/en/about?x=1'],
    ['/es/a/../b', '/es/b'],
    ['/es/./b', '/es/b'],
    ['/es//b', '/es//b'],
    ['/es/.//evil.example', '/es//evil.example'],
    ['/@evil.example', '/@evil.example'],
    ['/es/ñandú', '/es/%C3%B1and%C3%BA'],
    ['/es/search?next=//evil.example', '/es/search?next=//evil.example'],
  ])('keeps the on-site target %j as %j', (input, expected) => {
    expect(safeRedirectTarget(input, FALLBACK)).toBe(expected);
    expect(followed(expected).origin).toBe(SITE);
  });

  // Each of these leaves the site, or would after one more decoding or a browser's URL clean-up.
  it.each([
    // Plainly off-site.
    '//evil.example',
    '///evil.example',
    '////evil.example/x',
    'https://evil.example',
    'HTTPS://evil.example',
    'http:evil.example',
    'http:/evil.example',
    'https://quest.invalid@evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,x',
    'evil.example',
    'evil.example/es',
    ' //evil.example',
    '',
    // Only dangerous once '/./' and '/../' are removed (the reported bug).
    '/.//evil.example',
    '/././/evil.example',
    '/..//evil.example',
    '/../..//evil.example',
    '/es/..//evil.example',
    '/es/a/../..//evil.example',
    // The same with percent-encoded dots, which URL parsing treats as dots.
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/.%2e//evil.example',
    '/%2e./evil.example/..//evil.example',
    '/es/%2e%2e//evil.example',
    '/es/%2E%2e/%2e%2E//evil.example',
    '/es/.%2E/.//evil.example',
    // Encoded slashes: on-site for the URL parser, '//' after one decoding.
    '/%2f/evil.example',
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    '/./%2fevil.example',
    '%2F%2Fevil.example',
    '/es/..%2f..%2f/evil.example',
    '/%2e%2e%2f%2fevil.example',
    // Backslashes, raw or encoded (browsers read '\' as '/').
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '\\/evil.example',
    '/.\\/evil.example',
    '/..\\evil.example',
    '/es/..\\..\\/evil.example',
    '/%5Cevil.example',
    '/%5c%5cevil.example',
    // Tabs, newlines and other control characters (browsers strip tabs and newlines from URLs).
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/.\t//evil.example',
    '/es\nSet-Cookie: x=1',
    '/es\r\nLocation: //evil.example',
    '/%09/evil.example',
    '/%0d%0aSet-Cookie:x=1',
    '/\u0000/evil.example',
    '/\u007f/evil.example',
    // Malformed escapes.
    '/%E0%A4%A',
    '/%',
  ])('refuses %j', (input) => {
    expect(safeRedirectTarget(input, FALLBACK)).toBe(FALLBACK);
  });

  it('refuses non-strings and very long values', () => {
    for (const input of [undefined, null, 42, ['/es'], { toString: () => '/es' }])
      expect(safeRedirectTarget(input, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectTarget(`/${'a'.repeat(2000)}`, FALLBACK)).toBe(FALLBACK);
  });

  it('can keep the path alone', () => {
    expect(safeRedirectTarget('/audiences/x?y=1#z', '/', { query: false })).toBe('/audiences/x');
    expect(safeRedirectTarget('/audiences/../..//evil.example', '/', { query: false })).toBe('/');
  });

  // Built from the pieces attacks are made of, so most generated strings are near-misses rather than noise.
  const hostile = fc
    .array(
      fc.oneof(
        fc.constantFrom(
          '/',
          '//',
          '\\',
          '.',
          '..',
          '%2e',
          '%2E',
          '%2f',
          '%2F',
          '%5c',
          '%',
          '%25',
          '\t',
          '\n',
          '\r',
          ' ',
          '@',
          ':',
          '?',
          '#',
          'es',
          'evil.example',
          'https:',
          'javascript:',
          '\u0000',
          'ñ',
          '／',
        ),
        fc.string({ maxLength: 3 }),
      ),
      { maxLength: 12 },
    )
    .map((pieces) => pieces.join(''));

  it('only ever returns an on-site path-absolute target, stable under re-checking (property)', () => {
    fc.assert(
      fc.property(hostile, (input) => {
        const target = safeRedirectTarget(input, FALLBACK);
        if (target === FALLBACK) return;
        expect(target.startsWith('/')).toBe(true);
        expect(target.startsWith('//')).toBe(false);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what must not appear
        expect(target).not.toMatch(/[\\\u0000-\u0020\u007f-\uffff]/);
        for (const from of [`${SITE}/`, `${SITE}/es/a/b?c=d`, `${SITE}/auth/ocid/callback`]) {
          expect(followed(target, from).origin).toBe(SITE);
        }
        const path = decodeURIComponent(target.split('?')[0] as string);
        expect(path.startsWith('//')).toBe(false);
        expect(path).not.toContain('\\');
        // Checking the result again changes nothing: no second normalisation can move it.
        expect(safeRedirectTarget(target, FALLBACK)).toBe(target);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('safeReturnTo (sign-in and sign-out targets)', () => {
  it('keeps site pages and refuses the sign-in machinery, however it is spelt', () => {
    expect(safeReturnTo('/es/opencampus?x=1', '/es')).toBe('/es/opencampus?x=1');
    for (const input of [
      '/auth/ocid/login',
      '/auth/ocid/%6cogin',
      '/AUTH/ocid/logout',
      '/es/opencampus/callback',
      '/en/opencampus/../opencampus/callback?code=1',
      '/ES/opencampus/%63allback',
      '/es/..//evil.example',
    ])
      expect(safeReturnTo(input, '/es'), input).toBe('/es');
  });
});

describe('isSameOriginRequest', () => {
  const sites = ['https://quest.example', 'http://localhost:3000'];
  it.each([
    [{ origin: 'https://quest.example', secFetchSite: undefined }, true],
    [{ origin: 'https://quest.example', secFetchSite: 'same-origin' }, true],
    [{ origin: 'http://localhost:3000', secFetchSite: undefined }, true],
    [{ origin: undefined, secFetchSite: 'same-origin' }, true],
    [{ origin: undefined, secFetchSite: 'none' }, true],
    [{ origin: 'null', secFetchSite: undefined }, false],
    [{ origin: 'null', secFetchSite: 'cross-site' }, false],
    [{ origin: 'null', secFetchSite: 'same-origin' }, true],
    [{ origin: 'https://evil.example', secFetchSite: undefined }, false],
    [{ origin: 'https://quest.example.evil.example', secFetchSite: undefined }, false],
    [{ origin: 'http://quest.example', secFetchSite: undefined }, false],
    [{ origin: 'https://quest.example', secFetchSite: 'cross-site' }, false],
    [{ origin: 'https://quest.example', secFetchSite: 'same-site' }, false],
    [{ origin: undefined, secFetchSite: 'same-site' }, false],
    [{ origin: undefined, secFetchSite: 'cross-site' }, false],
    [{ origin: '', secFetchSite: 'none' }, false],
    [{ origin: undefined, secFetchSite: undefined }, false],
  ])('%j → %s', (source, allowed) => {
    expect(isSameOriginRequest(source, sites)).toBe(allowed);
  });
});
