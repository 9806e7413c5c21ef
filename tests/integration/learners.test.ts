import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { learnerAchievements, learnerActivity, learnerStats } from '../../src/db/schema/learning.ts';
import { learners } from '../../src/db/schema/orders.ts';
import { encodeRecord, TOKEN_COOKIE } from '../../src/domain/auth.ts';
import { buildTestApp } from '../helpers/app.ts';
import { TEST_DATABASE_KINDS } from '../helpers/db.ts';

// Issue 11, the learner part: the app's stats, activity and achievement events on the ingestion API; who sees
// /learners/{id} and its results (the owner signed in, anyone when public, 404 otherwise); the owner's
// public/private switch; the results chart's bars; the public achievement share page and its Open Graph PNG.
// On PGlite and PostgreSQL (npm run build first).

const ORIGIN = 'https://quest.test';
const TOKEN = 'test-ingest-token-0123456789abcdef-xyz';
const MARIA = 'l_demoMariaLopez01';
const JOHN = 'l_demoJohnCarter001';
const ANA = 'l_demoAnaTorres0001';

/** A sign-in cookie for an Open Campus ID, signed like the real one (the id token's claims are read, not verified). */
function signedInAs(app: FastifyInstance, ocid: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const idToken = `${part({ alg: 'ES256', typ: 'JWT' })}.${part({ edu_username: ocid })}.signature`;
  const record = encodeRecord({
    access_token: 'a.b.c',
    id_token: idToken,
    expired: Math.floor(Date.now() / 1000) + 600,
  });
  return `${TOKEN_COOKIE}=${encodeURIComponent(app.signCookie(record))}`;
}

describe.each(TEST_DATABASE_KINDS)('learners on %s', (kind) => {
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    const built = await buildTestApp({ PUBLIC_URL: ORIGIN, INGEST_API_TOKEN: TOKEN }, { database: kind });
    app = built.app;
    database = built.database;
  });
  afterAll(() => app.close());

  const get = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const post = (url: string, form: Record<string, string>, cookie?: string, origin = ORIGIN) =>
    app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin,
        ...(cookie ? { cookie } : {}),
      },
      payload: new URLSearchParams(form).toString(),
    });
  const ingest = (body: unknown, token: string | null = TOKEN) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: JSON.stringify(body),
    });
  const event = (type: string, data: Record<string, unknown>, id = `evt-${randomUUID()}`) => ({
    id,
    type,
    occurredAt: '2026-10-14T15:30:00Z',
    data,
  });
  const stats = (learnerId: string, measuredAt: string, points: number) => ({
    learnerId,
    score: points * 2,
    level: 7,
    lastCourse: null,
    gamesWon: 10,
    gamesFinished: 12,
    videosWatched: 30,
    correctQuestions: 400,
    bestStreak: 9,
    points,
    measuredAt,
  });
  const statsRow = async (learnerId: string) =>
    (await database.db.select().from(learnerStats).where(eq(learnerStats.learnerId, learnerId)))[0];

  describe('ingestion of learner events', () => {
    it('needs the bearer token and answers 400 with a message per field', async () => {
      expect(
        (await ingest(event('learner.stats', stats(ANA, '2030-01-01T00:00:00Z', 1)), null)).statusCode,
      ).toBe(401);
      const invalid = await ingest(
        event('learner.stats', {
          ...stats(ANA, 'yesterday', 1),
          level: 0,
          gamesWon: 20,
          gamesFinished: 3,
          points: -5,
        }),
      );
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().error).toBe('invalid_event');
      expect(Object.keys(invalid.json().fields).sort()).toEqual(
        ['data.gamesWon', 'data.level', 'data.measuredAt', 'data.points'].sort(),
      );
      const refined = await ingest(
        event('learner.stats', { ...stats(ANA, '2030-01-01T00:00:00Z', 1), gamesWon: 99 }),
      );
      expect(refined.statusCode).toBe(400);
      expect(refined.json().fields['data.gamesWon']).toBe('Games won cannot exceed games finished');
      const activity = await ingest(
        event('learner.activity', {
          learnerId: ANA,
          day: '2999-01-01',
          points: 1.5,
          correctQuestions: 1,
          videosWatched: 0,
          gamesFinished: 0,
          minutes: 2000,
        }),
      );
      expect(activity.statusCode).toBe(400);
      expect(Object.keys(activity.json().fields).sort()).toEqual(['data.day', 'data.minutes', 'data.points']);
    });

    it('refuses (422, not stored) an unknown learner, course or achievement', async () => {
      const unknownLearner = await ingest(
        event('learner.stats', stats('l_nobodyhere0000', '2026-01-01T00:00:00Z', 5)),
      );
      expect(unknownLearner.statusCode).toBe(422);
      expect(unknownLearner.json().error).toBe('unknown_learner');
      const unknownCourse = await ingest(
        event('learner.stats', { ...stats(ANA, '2030-01-01T00:00:00Z', 5), lastCourse: 'no-such-course' }),
      );
      expect(unknownCourse.json().error).toBe('unknown_course');
      const unknownAchievement = await ingest(
        event('achievement.earned', {
          learnerId: ANA,
          achievementId: 'moon-landing',
          earnedAt: '2026-01-01T00:00:00Z',
        }),
      );
      expect(unknownAchievement.statusCode).toBe(422);
      expect(unknownAchievement.json().error).toBe('unknown_achievement');
      // Refused events are not claimed: the same id applies once the learner exists.
      const body = event('learner.stats', stats('l_nobodyhere0000', '2026-01-01T00:00:00Z', 5));
      expect((await ingest(body)).statusCode).toBe(422);
      expect((await ingest(body)).statusCode).toBe(422);
    });

    it('stats: a newer measurement replaces, an older one changes nothing, a replay changes nothing', async () => {
      const newer = event('learner.stats', stats(ANA, '2030-03-01T10:00:00Z', 5000));
      const first = await ingest(newer);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ type: 'learner.stats', applied: true, replayed: false });
      expect(await statsRow(ANA)).toMatchObject({ points: 5000, level: 7, lastCourseId: null });

      const older = await ingest(event('learner.stats', stats(ANA, '2030-02-01T10:00:00Z', 10)));
      expect(older.statusCode).toBe(200);
      expect(older.json()).toMatchObject({ applied: false });
      expect((await statsRow(ANA))?.points).toBe(5000);

      const replay = await ingest({ ...newer, data: { ...newer.data, points: 1 } });
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toMatchObject({ applied: true, replayed: true });
      expect((await statsRow(ANA))?.points).toBe(5000);

      const latest = await ingest(event('learner.stats', stats(ANA, '2030-04-01T10:00:00Z', 6000)));
      expect(latest.json().applied).toBe(true);
      expect((await statsRow(ANA))?.points).toBe(6000);
    });

    it('activity: reports of one day add up, a replay adds nothing', async () => {
      const day = '2021-03-05';
      const session = (points: number, id?: string) =>
        event(
          'learner.activity',
          {
            learnerId: JOHN,
            day,
            points,
            correctQuestions: 3,
            videosWatched: 1,
            gamesFinished: 1,
            minutes: 12,
          },
          id,
        );
      const first = session(100);
      expect((await ingest(first)).json().day).toMatchObject({ day, points: 100, minutes: 12 });
      const second = await ingest(session(20));
      expect(second.json().day).toMatchObject({ points: 120, correctQuestions: 6, minutes: 24 });
      const replay = await ingest(first);
      expect(replay.json()).toMatchObject({ replayed: true, day: { points: 100 } });
      const [row] = await database.db
        .select()
        .from(learnerActivity)
        .where(and(eq(learnerActivity.learnerId, JOHN), eq(learnerActivity.day, day)));
      expect(row).toMatchObject({
        points: 120,
        correctQuestions: 6,
        videosWatched: 2,
        gamesFinished: 2,
        minutes: 24,
      });
      await ingest(
        event('learner.activity', {
          learnerId: JOHN,
          day: '2021-07-01',
          points: 500,
          correctQuestions: 1,
          videosWatched: 0,
          gamesFinished: 0,
          minutes: 5,
        }),
      );
    });

    it('achievement: stored once, keeping the earliest date', async () => {
      const earn = (earnedAt: string) =>
        event('achievement.earned', { learnerId: JOHN, achievementId: 'champion', earnedAt });
      const first = await ingest(earn('2026-05-02T10:00:00Z'));
      expect(first.json()).toMatchObject({ created: true, achievementId: 'champion' });
      const later = await ingest(earn('2026-06-02T10:00:00Z'));
      expect(later.json()).toMatchObject({ created: false, earnedAt: '2026-05-02T10:00:00.000Z' });
      const earlier = await ingest(earn('2026-04-02T10:00:00Z'));
      expect(earlier.json()).toMatchObject({ created: false, earnedAt: '2026-04-02T10:00:00.000Z' });
      const rows = await database.db
        .select()
        .from(learnerAchievements)
        .where(
          and(eq(learnerAchievements.learnerId, JOHN), eq(learnerAchievements.achievementId, 'champion')),
        );
      expect(rows).toHaveLength(1);
    });

    it('the OpenAPI document describes the three learner events', async () => {
      const document = (await get('/api/v1/openapi.json')).json();
      const schemas = document.components.schemas;
      expect(Object.keys(schemas)).toEqual(
        expect.arrayContaining(['LearnerStats', 'LearnerActivity', 'AchievementEarned']),
      );
      expect(schemas.LearnerStats.properties.type.const).toBe('learner.stats');
      expect(schemas.LearnerActivity.properties.data.required).toContain('day');
    });
  });

  describe('profile and results access', () => {
    it('a public profile is visible to anyone, never cached, noindex', async () => {
      const response = await get(`/en/learners/${MARIA}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(response.body).toContain('data-testid="learner-profile"');
      expect(response.body).toContain('data-owner="false"');
      // Anyone else sees the first name only, and no switch.
      expect(response.body).not.toContain('López');
      expect(response.body).not.toContain('maria.lopez@example.com');
      expect(response.body).not.toContain('data-testid="visibility-form"');
      const [stats] = await database.db.select().from(learnerStats).where(eq(learnerStats.learnerId, MARIA));
      expect(response.body).toMatch(
        new RegExp(`data-testid="stat-points">${stats!.points.toLocaleString('en-US')}<`),
      );
      expect(response.body).toMatch(
        /<a href="\/en\/courses\/details\/[a-z0-9-]+"[^>]*data-testid="last-course"/,
      );
      expect(response.body.match(/data-testid="achievement"/g)).toHaveLength(6);
    });

    it('a private profile: 404 for anonymous visitors and other learners, 200 for its owner', async () => {
      const anonymous = await get(`/en/learners/${JOHN}`);
      expect(anonymous.statusCode).toBe(404);
      expect(anonymous.headers['cache-control']).toContain('no-store');
      expect((await get(`/en/learners/${JOHN}/results/week`)).statusCode).toBe(404);
      expect((await get(`/en/learners/${JOHN}`, signedInAs(app, 'anatorres.edu'))).statusCode).toBe(404);
      expect((await get(`/en/learners/${JOHN}/results/2021`, signedInAs(app, 'maria.edu'))).statusCode).toBe(
        404,
      );
      const owner = await get(`/en/learners/${JOHN}`, signedInAs(app, 'john.edu'));
      expect(owner.statusCode).toBe(200);
      expect(owner.headers['cache-control']).toBe('private, no-store');
      expect(owner.body).toContain('data-owner="true"');
      expect(owner.body).toContain('John Carter');
      expect(owner.body).toContain('data-testid="visibility-form"');
      // Unknown and malformed ids are the same 404.
      expect((await get('/en/learners/l_doesNotExist000')).statusCode).toBe(404);
      expect((await get('/es/learners/%3Cscript%3E')).statusCode).toBe(404);
    });

    it('results: a year chart has one bar per month with the summed points; years out of range are 404', async () => {
      const john = signedInAs(app, 'john.edu');
      const response = await get(`/en/learners/${JOHN}/results/2021`, john);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.body).toContain('role="img"');
      expect(response.body).toMatch(/<title id="results-chart-title">Points per month, 2021<\/title>/);
      expect(response.body).toContain('<desc id="results-chart-desc">620 points in total');
      const bars = [
        ...response.body.matchAll(/data-testid="chart-bar" data-key="([^"]+)" data-value="(\d+)"/g),
      ].map((match) => [match[1], Number(match[2])]);
      expect(bars).toHaveLength(12);
      expect(Object.fromEntries(bars)).toMatchObject({
        '2021-01': 0,
        '2021-03': 120,
        '2021-07': 500,
        '2021-12': 0,
      });
      expect(response.body).toContain('data-testid="results-table"');
      for (const year of ['1999', '2019', '3000', '20211', 'abcd', String(new Date().getUTCFullYear() + 1)])
        expect((await get(`/en/learners/${JOHN}/results/${year}`, john)).statusCode).toBe(404);
    });

    it('results: the week chart has the last seven days, today last', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const before = await database.db
        .select()
        .from(learnerActivity)
        .where(and(eq(learnerActivity.learnerId, MARIA), eq(learnerActivity.day, today)));
      await ingest(
        event('learner.activity', {
          learnerId: MARIA,
          day: today,
          points: 77,
          correctQuestions: 1,
          videosWatched: 0,
          gamesFinished: 0,
          minutes: 1,
        }),
      );
      const response = await get(`/es/learners/${MARIA}/results/week`);
      expect(response.statusCode).toBe(200);
      const bars = [
        ...response.body.matchAll(/data-testid="chart-bar" data-key="([^"]+)" data-value="(\d+)"/g),
      ];
      expect(bars).toHaveLength(7);
      expect(bars.at(-1)?.[1]).toBe(today);
      expect(Number(bars.at(-1)?.[2])).toBe((before[0]?.points ?? 0) + 77);
    });
  });

  describe('public/private switch', () => {
    it('the owner makes the profile public and private again; nobody else can', async () => {
      const john = signedInAs(app, 'john.edu');
      const url = `/learner-profile/${JOHN}/visibility?lang=en`;
      expect((await post(url, { public: 'true' })).statusCode).toBe(404);
      expect((await post(url, { public: 'true' }, signedInAs(app, 'maria.edu'))).statusCode).toBe(404);
      expect((await post(url, { public: 'true' }, john, 'https://evil.example')).statusCode).toBe(403);
      expect((await post(url, { public: 'maybe' }, john)).statusCode).toBe(400);

      const made = await post(url, { public: 'true' }, john);
      expect(made.statusCode).toBe(303);
      expect(made.headers.location).toBe(`/en/learners/${JOHN}?visibility=public`);
      expect((await get(`/en/learners/${JOHN}`)).statusCode).toBe(200);
      expect((await get(`/en/learners/${JOHN}/results/week`)).statusCode).toBe(200);
      const notice = await get(String(made.headers.location), john);
      expect(notice.body).toContain('Your profile is now public');

      expect((await post(url, { public: 'false' }, john)).statusCode).toBe(303);
      expect((await get(`/en/learners/${JOHN}`)).statusCode).toBe(404);
      const [row] = await database.db.select().from(learners).where(eq(learners.id, JOHN));
      expect(row?.profilePublic).toBe(false);
    });
  });

  describe('achievement share page', () => {
    it('is public and cacheable, shows the first name only, with a generated Open Graph image', async () => {
      const response = await get(`/en/achievements/night-owl/user/${ANA}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).not.toContain('no-store');
      expect(response.body).not.toContain('name="robots"');
      expect(response.body).toContain('Ana earned an achievement');
      expect(response.body).not.toContain('Ana Torres');
      expect(response.body).not.toContain('Ruiz');
      expect(response.body).not.toContain('ana.torres@example.com');
      const image = /<meta property="og:image" content="([^"]+)"/.exec(response.body)?.[1];
      expect(image).toBe(`${ORIGIN}/og/achievements/night-owl/${ANA}.png?lang=en`);
      expect(response.body).toContain(`<meta name="twitter:image" content="${image}"`);
      expect(response.body).toContain('https://twitter.com/intent/tweet?');
      // Crawlers may read it: robots.txt keeps out the learner pages, not the share pages.
      const robots = (await get('/robots.txt')).body;
      expect(robots).toContain('Disallow: /en/learners');
      expect(robots).not.toContain('/achievements');

      const png = await get(new URL(image!).pathname + new URL(image!).search);
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.headers['cache-control']).toContain('public');
      const bytes = png.rawPayload;
      expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
        true,
      );
      expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
      // The second request is served from memory: the same bytes.
      expect((await get(new URL(image!).pathname + new URL(image!).search)).rawPayload.equals(bytes)).toBe(
        true,
      );
    });

    it('is the 404 page for an achievement the learner has not earned, or unknown ids', async () => {
      expect((await get(`/en/achievements/champion/user/${ANA}`)).statusCode).toBe(404);
      expect((await get(`/en/achievements/nothing-here/user/${ANA}`)).statusCode).toBe(404);
      expect((await get('/en/achievements/night-owl/user/l_doesNotExist000')).statusCode).toBe(404);
      expect((await get(`/og/achievements/champion/${ANA}.png`)).statusCode).toBe(404);
      expect((await get(`/og/achievements/night-owl/${ANA}.gif`)).statusCode).toBe(404);
    });
  });
});
