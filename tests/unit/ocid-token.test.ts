import { type CryptoKey, exportSPKI, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  authStateFromRecord,
  buildLoginUrl,
  buildLogoutUrl,
  computeCodeChallenge,
  createPkceMeta,
  encodeRecord,
  generateCodeVerifier,
  hasExpired,
  MAX_VERIFIER_LENGTH,
  MIN_VERIFIER_LENGTH,
  parseTokenRecord,
  parseTransaction,
  prepareSignInParams,
  SIGNED_OUT,
  safeReturnTo,
  stateMatches,
} from '../../src/domain/auth.ts';
import { OcidProviderError } from '../../src/integrations/ocid/errors.ts';
import { spkiToPem, verifyIdToken } from '../../src/integrations/ocid/verify.ts';
import { readRequestContext, requestContextHeaders } from '../../src/request-context/wire.ts';

const now = () => Math.floor(Date.now() / 1000);
let privateKey: CryptoKey;
let spki: string;
const claims = () => ({
  edu_username: 'ana.edu',
  eth_address: '0xabc',
  iss: 'OpenCampus',
  aud: 'quest',
  exp: now() + 600,
});
const es256 = (body: Record<string, unknown>, key: CryptoKey = privateKey) =>
  new SignJWT(body).setProtectedHeader({ alg: 'ES256' }).sign(key);

beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  privateKey = pair.privateKey;
  spki = (await exportSPKI(pair.publicKey)).replace(/-----[^-]+-----|\s+/g, '');
});

async function rejection(token: string, audience = 'quest') {
  const error = await verifyIdToken(token, { publicKey: spki, audience }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OcidProviderError);
  expect((error as OcidProviderError).message).toBe('Unable to verify token');
  return error as OcidProviderError;
}

describe('id token verification', () => {
  it('accepts an ES256 token from the configured key with iss, aud and a future exp', async () => {
    const payload = await verifyIdToken(await es256(claims()), { publicKey: spki, audience: 'quest' });
    expect(payload.edu_username).toBe('ana.edu');
  });

  it('rejects alg: none', async () => {
    const token = new UnsecuredJWT(claims()).encode();
    expect(token.split('.')[2]).toBe('');
    await rejection(token);
    // …also with a signature-shaped tail.
    await rejection(`${token}AAAA`);
  });

  it('rejects HS256 signed with the public key as the HMAC secret (algorithm confusion)', async () => {
    for (const secret of [spki, spkiToPem(spki), `${spkiToPem(spki)}\n`]) {
      const token = await new SignJWT(claims())
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode(secret));
      await rejection(token);
    }
    const der = Buffer.from(spki, 'base64');
    const token = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256' }).sign(der);
    await rejection(token);
  });

  it('rejects a token signed by another ES256 key', async () => {
    const other = await generateKeyPair('ES256');
    await rejection(await es256(claims(), other.privateKey));
  });

  it('rejects a token whose claims were changed after signing', async () => {
    const [header, , signature] = (await es256(claims())).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims(), edu_username: 'admin.edu' })).toString(
      'base64url',
    );
    await rejection(`${header}.${forged}.${signature}`);
  });

  it('rejects expired, exp-less, wrong-issuer and wrong-audience tokens', async () => {
    expect((await rejection(await es256({ ...claims(), exp: now() - 60 }))).cause).toBe('ERR_JWT_EXPIRED');
    const { exp: _exp, ...noExp } = claims();
    await rejection(await es256(noExp));
    await rejection(await es256({ ...claims(), iss: 'Somebody' }));
    await rejection(await es256({ ...claims(), aud: 'another-app' }));
  });

  it('rejects garbage and a malformed key', async () => {
    await rejection('not.a.jwt');
    const error = await verifyIdToken(await es256(claims()), { publicKey: 'AAAA' }).catch((e: unknown) => e);
    expect((error as Error).message).toBe('Unable to verify token');
  });

  it('accepts the published SDK keys as ES256 SPKI', async () => {
    const { OCID_PUBLIC_KEYS } = await import('../../src/integrations/ocid/client.ts');
    for (const key of Object.values(OCID_PUBLIC_KEYS)) {
      // A token from our own key must not verify against them, but the key itself must import (no throw on import).
      await expect(verifyIdToken(await es256(claims()), { publicKey: key })).rejects.toThrow(
        'Unable to verify token',
      );
      const { importVerificationKey } = await import('../../src/integrations/ocid/verify.ts');
      await expect(importVerificationKey(key)).resolves.toBeDefined();
    }
  });
});

describe('PKCE', () => {
  it('makes verifiers of 43 URL-safe characters by default, fresh each time', () => {
    const a = generateCodeVerifier();
    const b = generateCodeVerifier();
    expect(a).toMatch(/^[0-9a-f]{43}$/);
    expect(a).not.toBe(b);
  });

  it('pads a short prefix with random hex to 43 and truncates long ones to 128', () => {
    const padded = generateCodeVerifier('quest');
    expect(padded.startsWith('quest')).toBe(true);
    expect(padded).toHaveLength(MIN_VERIFIER_LENGTH);
    expect(padded.slice(5)).toMatch(/^[0-9a-f]+$/);
    expect(generateCodeVerifier('x'.repeat(300))).toHaveLength(MAX_VERIFIER_LENGTH);
    const exact = 'y'.repeat(60);
    expect(generateCodeVerifier(exact)).toBe(exact);
  });

  it('computes the S256 challenge (RFC 7636 appendix B vector)', async () => {
    expect(await computeCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it("requires a redirect uri: 'No redirect uri params!'", async () => {
    await expect(prepareSignInParams({ redirectUri: undefined })).rejects.toThrow('No redirect uri params!');
    await expect(prepareSignInParams({ redirectUri: '' })).rejects.toThrow(AUTH_MESSAGES.noRedirectUri);
  });

  it('prepares S256 / openid / code with a matching challenge', async () => {
    const params = await prepareSignInParams({
      redirectUri: 'https://q.example/es/opencampus/callback',
      state: 's',
    });
    expect(params).toMatchObject({
      codeChallengeMethod: 'S256',
      scope: 'openid',
      responseType: 'code',
      state: 's',
    });
    expect(params.codeChallenge).toBe(await computeCodeChallenge(params.codeVerifier));
  });

  it("requires all three PKCE fields: 'codeChallenge, codeVerifier & codeChallengeMethod are required'", () => {
    const message = 'codeChallenge, codeVerifier & codeChallengeMethod are required';
    expect(() => createPkceMeta({ codeVerifier: 'v', codeChallengeMethod: 'S256' })).toThrow(message);
    expect(() => createPkceMeta({ codeChallenge: 'c', codeChallengeMethod: 'S256' })).toThrow(message);
    expect(() => createPkceMeta({ codeChallenge: 'c', codeVerifier: 'v' })).toThrow(message);
    expect(createPkceMeta({ codeChallenge: 'c', codeVerifier: 'v', codeChallengeMethod: 'S256' })).toEqual({
      codeChallenge: 'c',
      codeVerifier: 'v',
      codeChallengeMethod: 'S256',
    });
  });

  it('builds the login and logout addresses of spec §7', async () => {
    const params = await prepareSignInParams({
      redirectUri: 'https://q.example/en/opencampus/callback',
      state: 'st',
      referralCode: 'Quest',
      clientId: 'cid',
    });
    const url = new URL(buildLoginUrl('https://idp.example/auth/login', params, 'https://q.example/en'));
    expect([...url.searchParams.keys()]).toEqual([
      'client_id',
      'origin_url',
      'redirect_uri',
      'response_type',
      'scope',
      'code_challenge',
      'code_challenge_method',
      'state',
      'ref',
    ]);
    expect(buildLogoutUrl('https://idp.example/auth/logout')).toBe('https://idp.example/auth/logout');
    expect(buildLogoutUrl('https://idp.example/auth/logout', 'https://q.example/es')).toBe(
      'https://idp.example/auth/logout?returnTo=https%3A%2F%2Fq.example%2Fes',
    );
  });
});

describe('stored records and auth state', () => {
  it("unreadable storage → 'Unable to parse storage string'", () => {
    for (const bad of [
      '%%%',
      encodeRecord([1, 2]),
      Buffer.from('{"a":').toString('base64url'),
      encodeRecord({}),
    ]) {
      expect(() => parseTokenRecord(bad)).toThrow('Unable to parse storage string');
    }
    expect(() => parseTransaction('@@@')).toThrow('Unable to parse storage string');
    expect(() => parseTransaction(encodeRecord({ codeChallenge: 'c' }))).toThrow(
      'codeVerifier not found, cannot complete flow',
    );
  });

  it('is authenticated only while now is before expired; a missing expiry is expired', async () => {
    const idToken = await es256(claims());
    const t = now();
    expect(hasExpired(undefined, t)).toBe(true);
    expect(hasExpired(Number.NaN, t)).toBe(true);
    expect(hasExpired(t, t)).toBe(true);
    expect(hasExpired(t + 1, t)).toBe(false);
    expect(authStateFromRecord({ access_token: 'a', id_token: idToken, expired: t + 10 }, t)).toEqual({
      isAuthenticated: true,
      OCId: 'ana.edu',
      ethAddress: '0xabc',
    });
    expect(authStateFromRecord({ access_token: 'a', id_token: idToken, expired: t }, t)).toEqual(SIGNED_OUT);
    const noExpiry = parseTokenRecord(encodeRecord({ access_token: 'a', id_token: idToken }));
    expect(authStateFromRecord(noExpiry, t)).toEqual(SIGNED_OUT);
  });

  it('compares state exactly', () => {
    expect(stateMatches('abc', 'abc')).toBe(true);
    expect(stateMatches('abc', 'abd')).toBe(false);
    expect(stateMatches('abc', undefined)).toBe(false);
    expect(stateMatches('', '')).toBe(false);
  });

  it('hands the sign-in state to pages in an internal header that round-trips and fails closed', async () => {
    const idToken = await es256(claims());
    const state = authStateFromRecord({ access_token: 'a', id_token: idToken, expired: now() + 60 });
    const headers = requestContextHeaders({ locale: 'es', pageUrl: '/es', auth: state });
    expect(headers['x-quest-auth']).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(readRequestContext(headers).auth).toEqual(state);
    expect(readRequestContext(headers).auth.OCId).toBe('ana.edu');
    expect(requestContextHeaders({ locale: 'es', pageUrl: '/es', auth: SIGNED_OUT })).not.toHaveProperty(
      'x-quest-auth',
    );
    for (const forged of [
      undefined,
      '',
      'not-base64!',
      Buffer.from('{"isAuthenticated":"yes"}').toString('base64url'),
    ])
      expect(readRequestContext({ 'x-quest-auth': forged }).auth).toEqual(SIGNED_OUT);
  });
});

describe('return targets', () => {
  it.each([
    ['/es/opencampus', '/es/opencampus'],
    ['/en/about?x=1#top', '/en/about?x=1'],
    ['/es/courses/details/abc%20def', '/es/courses/details/abc%20def'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeReturnTo(input, '/es')).toBe(expected);
  });

  it.each([
    '//evil.example',
    '/.//evil.example',
    '/es/..//evil.example',
    '/%2E%2E//evil.example',
    '///evil.example',
    'https://evil.example',
    'http:evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2Fevil.example',
    '%2F%2Fevil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,x',
    '/es\nSet-Cookie: x=1',
    '/\tevil',
    'evil.example',
    '',
    '/auth/ocid/login',
    '/en/opencampus/callback?code=1',
  ])('refuses %j', (input) => {
    expect(safeReturnTo(input, '/es')).toBe('/es');
  });

  it('refuses non-strings and very long values', () => {
    expect(safeReturnTo(undefined, '/en')).toBe('/en');
    expect(safeReturnTo(['/es'], '/en')).toBe('/en');
    expect(safeReturnTo(`/${'a'.repeat(2000)}`, '/en')).toBe('/en');
  });
});
