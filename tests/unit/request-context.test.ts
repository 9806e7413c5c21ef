import { describe, expect, it } from 'vitest';
import {
  INTERNAL_HEADER_PREFIX,
  readRequestContext,
  requestContextHeaders,
} from '../../src/request-context/wire.ts';

// The request context Fastify hands to a page render (src/request-context/wire.ts): the wire is x-quest-*
// headers (the bridge drops incoming ones), and what a page reads is what Fastify wrote.
describe('request context', () => {
  const full = {
    locale: 'en',
    pageUrl: '/en/checkout/c_1?plan=pro',
    auth: { isAuthenticated: true, OCId: 'añá.edu', ethAddress: '0xabc' },
    learnerSession: { learnerId: 'l_abcdefgh12', version: 3 },
    formState: { form: 'checkout', values: { email: 'a@b.co' }, errors: { email: 'email' }, notice: 'x' },
    errorRender: true,
    nonce: 'ocimtmCbZkG53A5bzmV4cA==',
  } as const;

  it('round-trips every field through ASCII headers that all carry the internal prefix', () => {
    const headers = requestContextHeaders(full);
    expect(Object.keys(headers).sort()).toEqual([
      'x-quest-auth',
      'x-quest-error-render',
      'x-quest-form-state',
      'x-quest-learner-session',
      'x-quest-locale',
      'x-quest-nonce',
      'x-quest-page-url',
    ]);
    for (const [name, value] of Object.entries(headers)) {
      expect(name.startsWith(INTERNAL_HEADER_PREFIX)).toBe(true);
      expect(value).toMatch(/^[\x20-\x7e]+$/);
    }
    expect(readRequestContext(headers)).toEqual(full);
  });

  it('writes only locale and page address for an anonymous visit', () => {
    const headers = requestContextHeaders({ locale: 'es', pageUrl: '/es', auth: null, learnerSession: null });
    expect(headers).toEqual({ 'x-quest-locale': 'es', 'x-quest-page-url': '/es' });
    expect(readRequestContext(headers)).toEqual({
      locale: 'es',
      pageUrl: '/es',
      auth: { isAuthenticated: false, OCId: null, ethAddress: null },
      learnerSession: null,
      formState: null,
      errorRender: false,
    });
  });

  it('reads missing or malformed values as absent', () => {
    expect(
      readRequestContext({
        'x-quest-locale': 'fr',
        'x-quest-page-url': 'https://evil.example/',
        'x-quest-learner-session': 'l_x.1',
        'x-quest-form-state': 'not-json',
        'x-quest-error-render': 'yes',
        'x-quest-nonce': 'abc" onload="x',
      }),
    ).toMatchObject({
      locale: undefined,
      pageUrl: undefined,
      learnerSession: null,
      formState: null,
      errorRender: false,
      nonce: undefined,
    });
  });
});
