import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  encodeRecord,
  MAX_VERIFIER_LENGTH,
  MIN_VERIFIER_LENGTH,
  parseTransaction,
  TOKEN_COOKIE,
  TRANSACTION_COOKIE,
} from '../../src/domain/auth.ts';
import { OCID_HOSTS } from '../../src/integrations/ocid/client.ts';
import { type OcidProviderDouble, startOcidProvider } from '../fixtures/ocid-provider.ts';
import { buildTestApp, type CapturedLogs } from '../helpers/app.ts';

type Jar = Map<string, string>;
type InjectResponse = Awaited<ReturnType<FastifyInstance['inject']>>;

const cookieHeader = (jar: Jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

/** Applies a response's Set-Cookie headers to a jar (deletions included). */
function absorb(jar: Jar, response: InjectResponse) {
  for (const cookie of response.cookies as {
    name: string;
    value: string;
    maxAge?: number;
    expires?: Date;
  }[]) {
    const deleted =
      cookie.value === '' || cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
    if (deleted) jar.delete(cookie.name);
    else jar.set(cookie.name, encodeURIComponent(cookie.value));
  }
}

function setCookie(response: InjectResponse, name: string) {
  return (response.cookies as { name: string; value: string; [k: string]: unknown }[]).find(
    (c) => c.name === name,
  );
}

let provider: OcidProviderDouble;
let app: FastifyInstance;
let logs: CapturedLogs;

const env = () => ({
  OCID_BASE_URL: provider.url,
  OCID_PUBLIC_KEY: provider.publicKey,
  OCID_CLIENT_ID: provider.audience,
  APP_API_URL: provider.url,
});

beforeAll(async () => {
  provider = await startOcidProvider();
  ({ app, logs } = await buildTestApp(env()));
});
afterAll(async () => {
  await app?.close();
  await provider?.close();
});
beforeEach(() => {
  provider.nextToken = undefined;
  provider.status = { debug: false, httpStatus: 200 };
});

async function get(url: string, jar: Jar, target = app) {
  const response = await target.inject({ method: 'GET', url, headers: { cookie: cookieHeader(jar) } });
  absorb(jar, response);
  return response;
}

/** Login → provider → callback page (loading text) → the Fastify exchange. Returns the exchange response. */
async function signIn(returnTo = '/en/about', jar: Jar = new Map(), target = app) {
  const start = await get(`/auth/ocid/login?returnTo=${encodeURIComponent(returnTo)}`, jar, target);
  expect(start.statusCode).toBe(302);
  const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const back = new URL(String(atProvider.headers.get('location')));
  const callbackPage = await get(`${back.pathname}${back.search}`, jar, target);
  expect(callbackPage.statusCode).toBe(200);
  const refresh = /http-equiv="refresh" content="0;url=([^"]+)"/.exec(callbackPage.body)?.[1];
  expect(refresh).toBeDefined();
  const next = (refresh as string).replace(/&amp;/g, '&');
  const exchange = await get(next, jar, target);
  return { start, back, callbackPage, exchange, jar, next };
}

/** Callback error page text for a failed exchange response. */
async function errorShown(response: InjectResponse, jar: Jar) {
  expect(response.statusCode).toBe(303);
  const location = String(response.headers.location);
  expect(location).toMatch(/^\/(es|en)\/opencampus\/callback\?error=/);
  const page = await get(location, jar);
  expect(page.statusCode).toBe(200);
  const text = /data-testid="ocid-error"[^>]*>([^<]*(?:<!-- -->[^<]*)*)</.exec(page.body)?.[1] ?? '';
  return text
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

function signedTransaction(fields: Record<string, unknown>) {
  return encodeURIComponent(app.signCookie(encodeRecord(fields)));
}

describe('login start', () => {
  it('redirects to the provider with PKCE S256, state, ref and redirect_uri, keeping the verifier server-side', async () => {
    const jar: Jar = new Map();
    const response = await get('/auth/ocid/login?returnTo=%2Fen%2Fabout%3Fx%3D1', jar);
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const location = new URL(String(response.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.url}/auth/login`);
    const p = location.searchParams;
    expect(p.get('redirect_uri')).toBe('http://localhost:80/en/opencampus/callback');
    expect(p.get('origin_url')).toBe('http://localhost:80/en/about?x=1');
    expect(p.get('response_type')).toBe('code');
    expect(p.get('scope')).toBe('openid');
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('client_id')).toBe(provider.audience);
    expect(p.get('ref')).toBe('Quest');
    expect(p.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(p.has('code_verifier')).toBe(false);

    const cookie = setCookie(response, TRANSACTION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const unsigned = app.unsignCookie(String(cookie?.value));
    expect(unsigned.valid).toBe(true);
    const transaction = parseTransaction(String(unsigned.value));
    expect(transaction.codeVerifier.length).toBeGreaterThanOrEqual(MIN_VERIFIER_LENGTH);
    expect(transaction.codeVerifier.length).toBeLessThanOrEqual(MAX_VERIFIER_LENGTH);
    expect(transaction.codeChallengeMethod).toBe('S256');
    expect(p.get('code_challenge')).toBe(
      createHash('sha256').update(transaction.codeVerifier).digest('base64url'),
    );
    expect(transaction.state).toBe(p.get('state'));
    expect(transaction.returnTo).toBe('/en/about?x=1');
    expect(response.body).not.toContain(transaction.codeVerifier);
  });

  it('makes a fresh verifier and state for every login', async () => {
    const a = await get('/auth/ocid/login', new Map());
    const b = await get('/auth/ocid/login', new Map());
    const pa = new URL(String(a.headers.location)).searchParams;
    const pb = new URL(String(b.headers.location)).searchParams;
    expect(pa.get('state')).not.toBe(pb.get('state'));
    expect(pa.get('code_challenge')).not.toBe(pb.get('code_challenge'));
  });

  it('without returnTo uses the visitor locale home and the matching callback', async () => {
    const response = await app.inject({ url: '/auth/ocid/login', headers: { 'accept-language': 'en-US' } });
    const p = new URL(String(response.headers.location)).searchParams;
    expect(p.get('redirect_uri')).toBe('http://localhost:80/en/opencampus/callback');
    expect(p.get('origin_url')).toBe('http://localhost:80/en');
  });
});

describe('successful sign-in', () => {
  it('shows the loading text, exchanges the code, stores the tokens and returns to the page', async () => {
    const before = provider.tokenRequests.length;
    const { callbackPage, exchange, jar, back } = await signIn('/en/about');
    expect(back.pathname).toBe('/en/opencampus/callback');
    expect(callbackPage.body).toContain('Connecting your Open Campus ID…');
    expect(callbackPage.headers['cache-control']).toContain('no-store');

    expect(exchange.statusCode).toBe(303);
    expect(exchange.headers.location).toBe('/en/about');
    const token = setCookie(exchange, TOKEN_COOKIE);
    expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(Number(token?.maxAge)).toBeGreaterThan(3500);
    expect(Number(token?.maxAge)).toBeLessThanOrEqual(3600);
    expect(setCookie(exchange, TRANSACTION_COOKIE)?.value).toBe('');
    expect(jar.has(TRANSACTION_COOKIE)).toBe(false);

    // The token request: JSON {accessCode, codeVerifier} with the verifier whose challenge was sent.
    expect(provider.tokenRequests.length).toBe(before + 1);
    const request = provider.tokenRequests.at(-1);
    expect(request?.contentType).toBe('application/json');
    expect(request?.accessCode).toBe(back.searchParams.get('code'));
    const challenge = provider.logins.at(-1)?.params.get('code_challenge');
    expect(createHash('sha256').update(String(request?.codeVerifier)).digest('base64url')).toBe(challenge);

    // The stored record: access_token, id_token, expired = the access token's exp, state.
    const record = JSON.parse(
      Buffer.from(String(app.unsignCookie(String(token?.value)).value), 'base64url').toString(),
    );
    expect(Object.keys(record).sort()).toEqual(['access_token', 'expired', 'id_token', 'state']);
    const accessExp = JSON.parse(Buffer.from(record.access_token.split('.')[1], 'base64url').toString()).exp;
    expect(record.expired).toBe(accessExp);

    // Signed in on the next page: the header shows the OCId and a sign-out form; never from the page cache.
    const page = await get('/en/about', jar);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="ocid-account"');
    expect(page.body).toContain(provider.user.edu_username);
    expect(page.body).toContain('action="/auth/ocid/logout"');
    expect(page.body).not.toContain('data-testid="ocid-connect"');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-page-cache']).toBeUndefined();
    // Tokens never reach the page.
    expect(page.body).not.toContain(record.id_token);
    expect(page.body).not.toContain(record.access_token);

    // /opencampus shows the connected state with the wallet.
    const oc = await get('/en/opencampus', jar);
    expect(oc.body).toContain('data-testid="ocid-connected"');
    expect(oc.body).toContain('0x3f2a…9c41');
  });

  it('never writes tokens, codes or verifiers to the logs', async () => {
    const { exchange, back } = await signIn('/es');
    const stored = String(app.unsignCookie(String(setCookie(exchange, TOKEN_COOKIE)?.value)).value);
    const record = JSON.parse(Buffer.from(stored, 'base64url').toString());
    const all = JSON.stringify(logs.lines);
    expect(all).not.toContain(record.access_token);
    expect(all).not.toContain(record.id_token);
    expect(all).not.toContain(String(back.searchParams.get('code')));
    expect(all).not.toContain(String(provider.tokenRequests.at(-1)?.codeVerifier));
    expect(all).toContain('OCID sign-in completed');
  });

  it('an anonymous visitor sees Iniciar sesión linking to the login with this page as returnTo', async () => {
    // Pages render from their canonical query (domain/page-query): known parameters kept, unknown ones dropped.
    const page = await get('/es/search?utm_source=x&q=seguros', new Map());
    expect(page.body).toContain('data-testid="ocid-connect"');
    // Plain words (issue 30), the identity named in the link's accessible name; no 'Connect OCID' jargon.
    expect(page.body).toContain('Iniciar sesión<span');
    expect(page.body).toContain('con tu Open Campus ID');
    expect(page.body).not.toContain('Connect OCID');
    const en = await get('/en/search?q=insurance', new Map());
    expect(en.body).toContain('Sign in<span');
    expect(en.body).not.toContain('Connect OCID');
    expect(page.body).toContain('href="/auth/ocid/login?returnTo=%2Fes%2Fsearch%3Fq%3Dseguros"');
  });
});

describe('return targets', () => {
  /** Where a browser lands when it follows `location` from the callback URL. */
  const landing = (location: unknown) => new URL(String(location), 'http://localhost:80/auth/ocid/callback');

  for (const target of [
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    '%2F%2Fevil.example',
    'javascript:alert(1)',
    '/auth/ocid/login',
    '/es/opencampus/callback?error=noVerifier',
    // Safe as text, off-site once '/./' and '/../' are normalised away (issue 8).
    '/.//evil.example',
    '/es/..//evil.example',
    '/en/a/../..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/es/%2e%2e/.%2E//evil.example',
    '/%2f/evil.example',
    '/./%2Fevil.example',
    '/..\\evil.example',
    '/\t/evil.example',
    '/.\n//evil.example',
  ]) {
    it(`refuses ${JSON.stringify(target)} and returns to the locale home instead`, async () => {
      const jar: Jar = new Map();
      const start = await get(`/auth/ocid/login?returnTo=${encodeURIComponent(target)}`, jar);
      const originUrl = String(new URL(String(start.headers.location)).searchParams.get('origin_url'));
      expect(originUrl).not.toContain('evil');
      expect(new URL(originUrl).origin).toBe(landing('/').origin);
      const { exchange } = await signIn(target, jar);
      expect(exchange.statusCode).toBe(303);
      expect(exchange.headers.location).toMatch(/^\/(es|en)$/);
      expect(landing(exchange.headers.location).origin).toBe(new URL('http://localhost:80').origin);
    });
  }

  it('keeps an on-site target through the whole sign-in, normalised', async () => {
    const { exchange } = await signIn('/es/courses/../about?x=1');
    expect(exchange.headers.location).toBe('/es/about?x=1');
  });

  it('checks the stored target again at the callback (a transaction cookie made before the fix)', async () => {
    const jar: Jar = new Map();
    const start = await get('/auth/ocid/login?returnTo=%2Fen%2Fabout', jar);
    // Re-sign the same transaction with the target the old check let through.
    const stored = app.unsignCookie(decodeURIComponent(String(jar.get(TRANSACTION_COOKIE))));
    const transaction = parseTransaction(String(stored.value));
    jar.set(TRANSACTION_COOKIE, signedTransaction({ ...transaction, returnTo: '//evil.example' }));
    const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
    const back = new URL(String(atProvider.headers.get('location')));
    const exchange = await get(
      `/auth/ocid/callback?${new URLSearchParams({
        code: String(back.searchParams.get('code')),
        state: String(back.searchParams.get('state')),
      })}`,
      jar,
    );
    expect(exchange.statusCode).toBe(303);
    expect(jar.has(TOKEN_COOKIE)).toBe(true);
    expect(exchange.headers.location).toBe('/en');
  });
});

describe('callback errors (nothing stored, error shown on the callback page)', () => {
  async function failingExchange(prepare: () => void) {
    const jar: Jar = new Map();
    const start = await get('/auth/ocid/login?returnTo=%2Fes%2Fabout', jar);
    const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
    const back = new URL(String(atProvider.headers.get('location')));
    prepare();
    const response = await get(
      `/auth/ocid/callback?${new URLSearchParams({
        code: String(back.searchParams.get('code')),
        state: String(back.searchParams.get('state')),
        lang: 'es',
      })}`,
      jar,
    );
    expect(setCookie(response, TOKEN_COOKIE)).toBeUndefined();
    expect(jar.has(TOKEN_COOKIE)).toBe(false);
    expect(jar.has(TRANSACTION_COOKIE)).toBe(false);
    return { response, jar };
  }

  it("no transaction → 'codeVerifier not found, cannot complete flow'", async () => {
    const jar: Jar = new Map();
    const response = await get('/auth/ocid/callback?code=abc&state=xyz&lang=en', jar);
    expect(await errorShown(response, jar)).toBe(
      'Error Logging in: codeVerifier not found, cannot complete flow',
    );
    expect(String(response.headers.location)).toBe('/en/opencampus/callback?error=noVerifier');
    expect(
      logs.find((l) => l.msg === 'OCID sign-in failed: codeVerifier not found, cannot complete flow'),
    ).toBeDefined();
  });

  it("a tampered transaction cookie → 'Unable to parse storage string'", async () => {
    const jar: Jar = new Map();
    await get('/auth/ocid/login', jar);
    const original = decodeURIComponent(String(jar.get(TRANSACTION_COOKIE)));
    const [payload, signature] = [
      original.slice(0, original.lastIndexOf('.')),
      original.slice(original.lastIndexOf('.') + 1),
    ];
    const forged = encodeRecord({
      ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
      returnTo: '/en',
    });
    jar.set(TRANSACTION_COOKIE, encodeURIComponent(`${forged}.${signature}`));
    const response = await get('/auth/ocid/callback?code=abc&state=xyz', jar);
    expect(await errorShown(response, jar)).toBe('Error Logging in: Unable to parse storage string');
  });

  it("a signed transaction that is not JSON → 'Unable to parse storage string'", async () => {
    const jar: Jar = new Map([[TRANSACTION_COOKIE, encodeURIComponent(app.signCookie('not-json'))]]);
    const response = await get('/auth/ocid/callback?code=abc&state=xyz', jar);
    expect(await errorShown(response, jar)).toBe('Error Logging in: Unable to parse storage string');
  });

  it("an incomplete transaction → 'codeChallenge, codeVerifier & codeChallengeMethod are required'", async () => {
    const jar: Jar = new Map([
      [
        TRANSACTION_COOKIE,
        signedTransaction({ codeVerifier: 'v'.repeat(43), state: 'xyz', returnTo: '/es' }),
      ],
    ]);
    const response = await get('/auth/ocid/callback?code=abc&state=xyz', jar);
    expect(await errorShown(response, jar)).toBe(
      'Error Logging in: codeChallenge, codeVerifier & codeChallengeMethod are required',
    );
  });

  it('a foreign state (from another login) is refused before any exchange', async () => {
    const other: Jar = new Map();
    const otherStart = await get('/auth/ocid/login', other);
    const foreignState = new URL(String(otherStart.headers.location)).searchParams.get('state');
    const requests = provider.tokenRequests.length;
    const jar: Jar = new Map();
    const start = await get('/auth/ocid/login?returnTo=%2Fes', jar);
    const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
    const code = new URL(String(atProvider.headers.get('location'))).searchParams.get('code');
    const response = await get(`/auth/ocid/callback?code=${code}&state=${foreignState}`, jar);
    expect(await errorShown(response, jar)).toBe('Error Logging in: State mismatch, cannot complete flow');
    expect(provider.tokenRequests.length).toBe(requests);
    expect(jar.has(TOKEN_COOKIE)).toBe(false);
  });

  it('a missing state is a mismatch too', async () => {
    const jar: Jar = new Map();
    await get('/auth/ocid/login', jar);
    const response = await get('/auth/ocid/callback?code=abc', jar);
    expect(await errorShown(response, jar)).toBe('Error Logging in: State mismatch, cannot complete flow');
  });

  it('a replayed callback (transaction already used) cannot sign in again', async () => {
    const { next } = await signIn('/es');
    const fresh: Jar = new Map();
    const replay = await get(next, fresh);
    expect(await errorShown(replay, fresh)).toBe(
      'Error Logging in: codeVerifier not found, cannot complete flow',
    );
  });

  it('the same callback repeated by the signed-in browser itself just goes to /opencampus', async () => {
    const { next, jar } = await signIn('/en/about');
    const again = await get(next, jar);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/en/opencampus');
    expect(jar.has(TOKEN_COOKIE)).toBe(true);
  });

  it('a replayed callback carrying a captured transaction cookie is refused by the provider (code used)', async () => {
    const jar: Jar = new Map();
    const start = await get('/auth/ocid/login?returnTo=%2Fes', jar);
    const captured = String(jar.get(TRANSACTION_COOKIE));
    const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
    const back = new URL(String(atProvider.headers.get('location')));
    const url = `/auth/ocid/callback?code=${back.searchParams.get('code')}&state=${back.searchParams.get('state')}`;
    expect((await get(url, jar)).statusCode).toBe(303);
    const attacker: Jar = new Map([[TRANSACTION_COOKIE, captured]]);
    const replay = await get(url, attacker);
    expect(await errorShown(replay, attacker)).toBe('Error Logging in: Token acquisition failed');
    expect(attacker.has(TOKEN_COOKIE)).toBe(false);
  });

  it("a token response without tokens → 'Fail to exchange token'", async () => {
    const { response, jar } = await failingExchange(() => {
      provider.nextToken = { body: { access_token: 'only-one' } };
    });
    expect(await errorShown(response, jar)).toBe('Error Logging in: Fail to exchange token');
  });

  it("a failing token endpoint → 'Token acquisition failed'", async () => {
    const { response, jar } = await failingExchange(() => {
      provider.nextToken = { status: 500 };
    });
    expect(await errorShown(response, jar)).toBe('Error Logging in: Token acquisition failed');
    expect(logs.find((l) => l.msg === 'OCID sign-in failed: Token acquisition failed')).toBeDefined();
  });

  it("an id token signed by another key → 'Unable to verify token'", async () => {
    const other = await generateKeyPair('ES256');
    const { response, jar } = await failingExchange(() => {
      provider.nextToken = { signWith: other.privateKey };
    });
    expect(await errorShown(response, jar)).toBe('Error Logging in: Unable to verify token');
  });

  it("a tampered id token (claims changed after signing) → 'Unable to verify token'", async () => {
    const genuine = await provider.signIdToken();
    const [header, , signature] = genuine.split('.');
    const claims = Buffer.from(
      JSON.stringify({
        edu_username: 'admin.edu',
        iss: 'OpenCampus',
        aud: provider.audience,
        exp: 9999999999,
      }),
    ).toString('base64url');
    const { response, jar } = await failingExchange(() => {
      provider.nextToken = { idToken: `${header}.${claims}.${signature}` };
    });
    expect(await errorShown(response, jar)).toBe('Error Logging in: Unable to verify token');
  });

  it("an expired id token → 'Unable to verify token'", async () => {
    const { response, jar } = await failingExchange(() => {
      provider.nextToken = { idClaims: { exp: Math.floor(Date.now() / 1000) - 120 } };
    });
    expect(await errorShown(response, jar)).toBe('Error Logging in: Unable to verify token');
  });

  it("an id token from another issuer or for another audience → 'Unable to verify token'", async () => {
    for (const idClaims of [{ iss: 'NotOpenCampus' }, { aud: 'someone-else' }]) {
      const { response, jar } = await failingExchange(() => {
        provider.nextToken = { idClaims };
      });
      expect(await errorShown(response, jar)).toBe('Error Logging in: Unable to verify token');
    }
  });

  it("an access token without an expiry → 'Token acquisition failed'", async () => {
    const { response, jar } = await failingExchange(() => {
      provider.nextToken = { accessClaims: { exp: undefined } };
    });
    expect(await errorShown(response, jar)).toBe('Error Logging in: Token acquisition failed');
  });

  it('the callback page itself shows a verbatim error for each reason and a retry link', async () => {
    const page = await get('/es/opencampus/callback?error=verifyFailed', new Map());
    expect(page.body).toContain('Error Logging in: <!-- -->Unable to verify token');
    expect(page.body).toContain('href="/auth/ocid/login?returnTo=%2Fes%2Fopencampus"');
    expect(page.body).toContain('noindex');
    const unknown = await get('/es/opencampus/callback?error=%3Cscript%3E', new Map());
    expect(unknown.body).toContain('Error Logging in: <!-- -->Token acquisition failed');
    expect(unknown.body).not.toContain('<script>');
  });
});

describe('stored auth state', () => {
  const signedToken = (record: Record<string, unknown>) =>
    encodeURIComponent(app.signCookie(encodeRecord(record)));

  it('a tampered token cookie signs the visitor out and is cleared', async () => {
    const { jar } = await signIn('/es');
    const value = decodeURIComponent(String(jar.get(TOKEN_COOKIE)));
    jar.set(TOKEN_COOKIE, encodeURIComponent(`${value.slice(0, 20)}x${value.slice(21)}`));
    const page = await get('/es/about', jar);
    expect(page.body).toContain('data-testid="ocid-connect"');
    expect(setCookie(page, TOKEN_COOKIE)?.value).toBe('');
    expect(logs.find((l) => l.msg === 'Discarding unreadable sign-in cookie')).toBeDefined();
  });

  it('an expired record is signed out and cleared', async () => {
    const idToken = await provider.signIdToken();
    const jar: Jar = new Map([
      [
        TOKEN_COOKIE,
        signedToken({ access_token: 'a.b.c', id_token: idToken, expired: Math.floor(Date.now() / 1000) - 1 }),
      ],
    ]);
    const page = await get('/es/about', jar);
    expect(page.body).toContain('data-testid="ocid-connect"');
    expect(page.body).not.toContain(provider.user.edu_username);
    expect(setCookie(page, TOKEN_COOKIE)?.value).toBe('');
  });

  it('a record without an expiry counts as expired', async () => {
    const idToken = await provider.signIdToken();
    const jar: Jar = new Map([[TOKEN_COOKIE, signedToken({ access_token: 'a.b.c', id_token: idToken })]]);
    const page = await get('/es/about', jar);
    expect(page.body).toContain('data-testid="ocid-connect"');
    expect(setCookie(page, TOKEN_COOKIE)?.value).toBe('');
  });

  it('an unexpired signed record is signed in (OCId from edu_username)', async () => {
    const idToken = await provider.signIdToken({ edu_username: 'luis.edu' });
    const jar: Jar = new Map([
      [
        TOKEN_COOKIE,
        signedToken({
          access_token: 'a.b.c',
          id_token: idToken,
          expired: Math.floor(Date.now() / 1000) + 60,
        }),
      ],
    ]);
    const page = await get('/en/about', jar);
    expect(page.body).toContain('luis.edu');
    expect(setCookie(page, TOKEN_COOKIE)).toBeUndefined();
  });
});

describe('logout', () => {
  const SITE = 'http://localhost:80';
  const logout = (
    headers: Record<string, string>,
    jar: Jar = new Map(),
    payload = 'returnTo=%2Fen%2Fabout',
  ) =>
    app.inject({
      method: 'POST',
      url: '/auth/ocid/logout',
      headers: { cookie: cookieHeader(jar), 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload,
    });

  it('clears both cookies and redirects to the provider logout with returnTo', async () => {
    const { jar } = await signIn('/en/about');
    jar.set(TRANSACTION_COOKIE, 'leftover');
    const response = await logout({ origin: SITE, 'sec-fetch-site': 'same-origin' }, jar);
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.url}/auth/logout`);
    expect(location.searchParams.get('returnTo')).toBe('http://localhost:80/en/about');
    expect(setCookie(response, TOKEN_COOKIE)?.value).toBe('');
    expect(setCookie(response, TRANSACTION_COOKIE)?.value).toBe('');
    absorb(jar, response);
    const page = await get('/en/about', jar);
    expect(page.body).toContain('data-testid="ocid-connect"');
  });

  it.each<[Record<string, string>, string]>([
    [{ origin: SITE }, 'the site origin'],
    [{ 'sec-fetch-site': 'same-origin' }, 'no Origin, Sec-Fetch-Site same-origin'],
    [{ 'sec-fetch-site': 'none' }, 'no Origin, Sec-Fetch-Site none'],
  ])('accepts %j (%s)', async (headers) => {
    const { jar } = await signIn('/en/about');
    const response = await logout(headers, jar);
    expect(response.statusCode).toBe(303);
    expect(setCookie(response, TOKEN_COOKIE)?.value).toBe('');
  });

  it.each<[Record<string, string>, string]>([
    [{ origin: 'null' }, 'a sandboxed frame on another site'],
    [{ origin: 'null', 'sec-fetch-site': 'cross-site' }, 'a sandboxed frame, as Chromium sends it'],
    [{ origin: 'https://evil.example' }, 'another site'],
    [{ origin: 'http://localhost:80.evil.example' }, 'a look-alike origin'],
    [{ origin: SITE, 'sec-fetch-site': 'cross-site' }, 'a cross-site fetch metadata header'],
    [{ 'sec-fetch-site': 'same-site' }, 'a sibling site'],
    [{}, 'no Origin and no Sec-Fetch-Site'],
  ])('refuses %j (%s) with 403 and keeps the visitor signed in', async (headers) => {
    const { jar } = await signIn('/en/about');
    const response = await logout(headers, jar);
    expect(response.statusCode).toBe(403);
    expect(setCookie(response, TOKEN_COOKIE)).toBeUndefined();
    expect(response.headers.location).toBeUndefined();
    const page = await get('/en/about', jar);
    expect(page.body).toContain('data-testid="ocid-account"');
  });

  describe('as a link (GET, issue 28)', () => {
    const follow = (headers: Record<string, string>, jar: Jar, query = '?returnTo=%2Fen%2Fabout') =>
      app.inject({
        method: 'GET',
        url: `/auth/ocid/logout${query}`,
        headers: { cookie: cookieHeader(jar), ...headers },
      });

    it.each<[Record<string, string>, string]>([
      [{ 'sec-fetch-site': 'same-origin' }, "a link on the site's own page"],
      [{ 'sec-fetch-site': 'none' }, 'an address the visitor typed or bookmarked'],
    ])('signs out for %j (%s), as the form does', async (headers) => {
      const { jar } = await signIn('/en/about');
      const response = await follow(headers, jar);
      expect(response.statusCode).toBe(303);
      const location = new URL(String(response.headers.location));
      expect(`${location.origin}${location.pathname}`).toBe(`${provider.url}/auth/logout`);
      expect(location.searchParams.get('returnTo')).toBe('http://localhost:80/en/about');
      expect(setCookie(response, TOKEN_COOKIE)?.value).toBe('');
    });

    it.each<[Record<string, string>, string]>([
      [{ 'sec-fetch-site': 'cross-site' }, 'a link on another site'],
      [{}, 'a client that says nothing'],
      [{ 'sec-fetch-site': 'same-origin', 'sec-purpose': 'prefetch' }, "a prefetch of the site's own link"],
    ])('leaves %j (%s) signed in, on the account page and its sign-out button', async (headers) => {
      const { jar } = await signIn('/en/about');
      const response = await follow(headers, jar);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/en/account');
      expect(setCookie(response, TOKEN_COOKIE)).toBeUndefined();
      const page = await get('/en/account', jar);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('data-testid="ocid-logout"');
    });
  });

  it('accepts the configured public origin and refuses an off-site returnTo', async () => {
    const built = await buildTestApp({ ...env(), PUBLIC_URL: 'https://quest.example' });
    try {
      const viaPublic = await built.app.inject({
        method: 'POST',
        url: '/auth/ocid/logout',
        headers: { origin: 'https://quest.example', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'returnTo=%2Fes',
      });
      expect(viaPublic.statusCode).toBe(303);
    } finally {
      await built.app.close();
    }
    for (const returnTo of ['https://evil.example', '/.//evil.example', '/es/..//evil.example']) {
      const offSite = await logout({ origin: SITE }, new Map(), `returnTo=${encodeURIComponent(returnTo)}`);
      expect(offSite.statusCode).toBe(303);
      expect(new URL(String(offSite.headers.location)).searchParams.get('returnTo')).toMatch(
        /^http:\/\/localhost:80\/(es|en)$/,
      );
    }
  });
});

describe('content security policy', () => {
  it('lets the sign-out form redirect to a plain-http provider (form-action covers redirects)', async () => {
    const page = await app.inject({ url: '/es/opencampus' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`form-action 'self' https: ${provider.url}`);
  });
});

describe('sandbox or live', () => {
  async function loginHost(overrides: Record<string, string>) {
    const built = await buildTestApp(overrides);
    try {
      const response = await built.app.inject({ url: '/auth/ocid/login' });
      return { host: new URL(String(response.headers.location)).origin, logs: built.logs };
    } finally {
      await built.app.close();
    }
  }

  it('uses the sandbox when the status call reports debug: true', async () => {
    provider.status = { debug: true, httpStatus: 200 };
    expect((await loginHost({ APP_API_URL: provider.url })).host).toBe(OCID_HOSTS.sandbox);
  });

  it('uses live when the status call reports debug: false', async () => {
    provider.status = { debug: false, httpStatus: 200 };
    expect((await loginHost({ APP_API_URL: provider.url })).host).toBe(OCID_HOSTS.live);
  });

  it('logs a failing status call and uses live', async () => {
    provider.status = { debug: true, httpStatus: 503 };
    const { host, logs: captured } = await loginHost({ APP_API_URL: provider.url });
    expect(host).toBe(OCID_HOSTS.live);
    const line = captured.find((l) => String(l.msg).startsWith('Open Campus connect status call failed'));
    expect(line?.level).toBe(50);
  });

  it('uses live without an app API configured', async () => {
    expect((await loginHost({})).host).toBe(OCID_HOSTS.live);
  });
});

describe('production cookies', () => {
  it('are Secure, httpOnly and SameSite=Lax, with redirect_uri on PUBLIC_URL', async () => {
    const built = await buildTestApp({
      ...env(),
      NODE_ENV: 'production',
      COOKIE_SECRET: 'x'.repeat(40),
      PAYMENT_PROVIDER: 'sandbox',
      PUBLIC_URL: 'https://quest.example',
    });
    try {
      const jar: Jar = new Map();
      const start = await get('/auth/ocid/login?returnTo=%2Fes', jar, built.app);
      expect(setCookie(start, TRANSACTION_COOKIE)).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      });
      const p = new URL(String(start.headers.location)).searchParams;
      expect(p.get('redirect_uri')).toBe('https://quest.example/es/opencampus/callback');
      const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
      const back = new URL(String(atProvider.headers.get('location')));
      const exchange = await get(
        `/auth/ocid/callback?code=${back.searchParams.get('code')}&state=${back.searchParams.get('state')}`,
        jar,
        built.app,
      );
      expect(exchange.statusCode).toBe(303);
      expect(setCookie(exchange, TOKEN_COOKIE)).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      });
    } finally {
      await built.app.close();
    }
  });
});
