import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import {
  hasRefusedScheme,
  hostAllowed,
  safeContentHref,
  safeNavigationTarget,
} from '../../src/domain/url-safety.ts';

const policy = { siteOrigin: 'https://quest.example', allowedHosts: ['app.quest.how', '*.partners.example'] };

// Every way a browser still reads one of the four schemes: case, padding, tabs and newlines inside the name,
// leading C0 controls.
const REFUSED = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  '  javascript:alert(1)',
  '\u0000javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'jav\r\nascript:alert(1)',
  ' \u001fJAVASCRIPT:alert(1)\n',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD4=',
  'blob:https://quest.example/0f7c',
  'Blob:null/abc',
  'vbscript:msgbox(1)',
  'VBScript\t:msgbox(1)',
  'vb\tscript:msgbox(1)',
];

describe('URL safety (spec §8)', () => {
  it.each(REFUSED)('refuses %j everywhere', (url) => {
    expect(hasRefusedScheme(url)).toBe(true);
    expect(safeNavigationTarget(url, policy)).toBeNull();
    expect(safeContentHref(url)).toBeNull();
  });

  it('does not mistake paths or other schemes for refused ones', () => {
    for (const url of ['/es/javascript:x', 'https://app.quest.how/data:x', '/blob', 'mailto:a@b.example']) {
      expect(hasRefusedScheme(url)).toBe(false);
    }
  });

  it('keeps on-site targets as normalised paths, from a path or from the site’s own origin', () => {
    expect(safeNavigationTarget('/en/courses?x=1#top', policy)).toBe('/en/courses?x=1');
    expect(safeNavigationTarget('https://quest.example/es/about?a=b', policy)).toBe('/es/about?a=b');
    expect(safeNavigationTarget(' /es ', policy)).toBe('/es');
  });

  it('allows external navigation only to https on a configured host', () => {
    expect(safeNavigationTarget('https://app.quest.how/start?x=1', policy)).toBe(
      'https://app.quest.how/start?x=1',
    );
    expect(safeNavigationTarget('https://APP.quest.how/', policy)).toBe('https://app.quest.how/');
    expect(safeNavigationTarget('https://a.partners.example/p', policy)).toBe('https://a.partners.example/p');
    for (const refused of [
      'https://evil.example/',
      'http://app.quest.how/', // plain http off-site
      'https://partners.example/', // the wildcard covers subdomains only
      'https://app.quest.how.evil.example/',
      'https://user:pw@app.quest.how/',
      '//app.quest.how/',
      '/\\evil.example',
      'ftp://app.quest.how/',
      'https://',
      '',
      'x'.repeat(3000),
    ]) {
      expect(safeNavigationTarget(refused, policy), refused).toBeNull();
    }
    expect(safeNavigationTarget(42, policy)).toBeNull();
  });

  it('lets reviewed content link to web pages, mail and phone, never to a refused scheme', () => {
    expect(safeContentHref('https://partner.example/x')).toBe('https://partner.example/x');
    expect(safeContentHref('mailto:hola@quest.how')).toBe('mailto:hola@quest.how');
    expect(safeContentHref('tel:+13055550142')).toBe('tel:+13055550142');
    expect(safeContentHref('/es/about')).toBe('/es/about');
    expect(safeContentHref('ftp://files.example/')).toBeNull();
    expect(safeContentHref(null)).toBeNull();
  });

  it('matches hosts exactly or by a *. wildcard, case-insensitively', () => {
    expect(hostAllowed('App.Quest.How', ['app.quest.how'])).toBe(true);
    expect(hostAllowed('x.y.partners.example', ['*.partners.example'])).toBe(true);
    expect(hostAllowed('evilpartners.example', ['*.partners.example'])).toBe(false);
  });

  it('reads EXTERNAL_NAVIGATION_HOSTS from configuration and always adds APP_URL’s host', () => {
    expect(loadConfig({}).EXTERNAL_NAVIGATION_HOSTS).toEqual(['quest.how', '*.quest.how', 'app.quest.how']);
    expect(
      loadConfig({ EXTERNAL_NAVIGATION_HOSTS: ' Partner.example, ', APP_URL: 'https://app.example' })
        .EXTERNAL_NAVIGATION_HOSTS,
    ).toEqual(['partner.example', 'app.example']);
  });
});
