import { describe, expect, it } from 'vitest';
import {
  localePath,
  negotiateLocale,
  otherLocale,
  parseAcceptLanguage,
  splitLocalePath,
} from '../../src/i18n/locales.ts';

describe('locale negotiation', () => {
  it('prefers the saved cookie over the browser languages', () => {
    expect(negotiateLocale({ cookie: 'en', acceptLanguage: 'es-ES,es;q=0.9' })).toBe('en');
  });

  it('ignores an unknown cookie value', () => {
    expect(negotiateLocale({ cookie: 'fr', acceptLanguage: 'en-US' })).toBe('en');
  });

  it('matches en-US to en and honours q-values over order', () => {
    expect(negotiateLocale({ acceptLanguage: 'en-US' })).toBe('en');
    expect(negotiateLocale({ acceptLanguage: 'es;q=0.2, en-GB;q=0.8' })).toBe('en');
    expect(negotiateLocale({ acceptLanguage: 'fr-FR, en;q=0.5, es;q=0.7' })).toBe('es');
  });

  it('skips languages with q=0 and falls back to Spanish', () => {
    expect(negotiateLocale({ acceptLanguage: 'en;q=0, de' })).toBe('es');
    expect(negotiateLocale({})).toBe('es');
    expect(negotiateLocale({ acceptLanguage: ';;;,,q=x' })).toBe('es');
  });

  it('parses Accept-Language into ranges by descending quality', () => {
    expect(parseAcceptLanguage('da, en-gb;q=0.8, en;q=0.7')).toEqual(['da', 'en-gb', 'en']);
  });
});

describe('locale paths', () => {
  it('splits the locale prefix from the rest of the path', () => {
    expect(splitLocalePath('/en/about')).toEqual({ locale: 'en', rest: '/about' });
    expect(splitLocalePath('/es')).toEqual({ locale: 'es', rest: '/' });
    expect(splitLocalePath('/about')).toEqual({ locale: undefined, rest: '/about' });
    expect(splitLocalePath('/english/about')).toEqual({ locale: undefined, rest: '/english/about' });
  });

  it('builds prefixed paths', () => {
    expect(localePath('en', '/')).toBe('/en');
    expect(localePath('es', '/terms')).toBe('/es/terms');
    expect(otherLocale('es')).toBe('en');
  });
});
