import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REFERRAL_COOKIE,
  REFERRAL_MAX_AGE_S,
  readReferral,
  writeReferral,
} from '../../server/http/referral.ts';
import { isQuesterId } from '../../src/domain/questers/index.ts';

// The partner-link referral cookie (issue 12): Secure only in production, and what readReferral accepts.

const app = Fastify();
const NOW = 1_800_000_000;

beforeAll(async () => {
  await app.register(fastifyCookie, { secret: 'unit-test-cookie-secret-0123456789abcdef' });
  app.get<{ Querystring: { secure?: string } }>('/write', async (request, reply) => {
    writeReferral(reply, 'ana-souza', { secure: request.query.secure === '1', nowS: NOW });
    return 'ok';
  });
  app.get('/read', async (request) => ({ referral: readReferral(request, NOW) }));
  await app.ready();
});
afterAll(() => app.close());

const cookieOf = (response: Awaited<ReturnType<typeof app.inject>>) =>
  (response.cookies as Array<{ name: string; value: string; secure?: boolean }>).find(
    (cookie) => cookie.name === REFERRAL_COOKIE,
  );
const read = async (value: string) =>
  (
    await app.inject({ url: '/read', headers: { cookie: `${REFERRAL_COOKIE}=${encodeURIComponent(value)}` } })
  ).json().referral;

describe('referral cookie', () => {
  it('is Secure in production only', async () => {
    expect(cookieOf(await app.inject('/write?secure=1'))?.secure).toBe(true);
    expect(cookieOf(await app.inject('/write'))?.secure).toBeUndefined();
  });

  it('reads back what it wrote, and nothing unsigned, malformed, expired or from the future', async () => {
    const written = cookieOf(await app.inject('/write'))?.value ?? '';
    expect(await read(written)).toEqual({ questerId: 'ana-souza', at: NOW });
    expect(await read(`ana-souza:${NOW}`)).toBeNull();
    expect(await read(app.signCookie('ana-souza'))).toBeNull();
    expect(await read(app.signCookie(`Ana_Souza:${NOW}`))).toBeNull();
    expect(await read(app.signCookie(`ana-souza:${NOW - REFERRAL_MAX_AGE_S - 1}`))).toBeNull();
    expect(await read(app.signCookie(`ana-souza:${NOW - REFERRAL_MAX_AGE_S}`))).toEqual({
      questerId: 'ana-souza',
      at: NOW - REFERRAL_MAX_AGE_S,
    });
    expect(await read(app.signCookie(`ana-souza:${NOW + 3600}`))).toBeNull();
  });

  it('accepts only slug-shaped Quester ids', () => {
    expect(['james-whitaker', 'a', 'x1'].every(isQuesterId)).toBe(true);
    expect(['', '-a', 'a-', 'A', 'a_b', 'a/b', 'x'.repeat(81), 42].some(isQuesterId)).toBe(false);
  });
});
