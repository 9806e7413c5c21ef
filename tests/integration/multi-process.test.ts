import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInvalidationBus } from '../../server/jobs/invalidation-bus.ts';
import { openDatabase } from '../../src/db/client.ts';
import { bundleCourses, courses } from '../../src/db/schema/index.ts';
import type { Db } from '../../src/db/types.ts';
import { createCatalogWriter } from '../../src/domain/catalog/index.ts';
import { createDomainEvents } from '../../src/domain/events.ts';
import { createSeededScratchDatabase } from '../helpers/db.ts';
import { freePort } from '../helpers/ports.ts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';

// Issue 14: two real server processes on one PostgreSQL. A price change made elsewhere (a third process, as an
// operator's script would) reaches both page caches through LISTEN/NOTIFY, and the form rate limit is one
// limit across both. Skipped without TEST_DATABASE_URL.
const COURSE = '/es/courses/details/annuity-suitability-4h';
const enabled = Boolean(process.env.TEST_DATABASE_URL);

/** A marketplace course of another Quester that shares no bundle with `slug`: a change to `slug` leaves it be. */
async function unrelatedCourse(db: Db, slug: string): Promise<string> {
  const [changed] = await db.select().from(courses).where(eq(courses.slug, slug));
  const bundleIds = (
    await db.select().from(bundleCourses).where(eq(bundleCourses.courseId, changed!.id))
  ).map((row) => row.bundleId);
  const near = new Set(
    bundleIds.length === 0
      ? []
      : (await db.select().from(bundleCourses).where(inArray(bundleCourses.bundleId, bundleIds))).map(
          (row) => row.courseId,
        ),
  );
  const candidates = await db
    .select({ id: courses.id, slug: courses.slug, instructorId: courses.instructorId })
    .from(courses)
    .where(eq(courses.visibility, 'marketplace'))
    .orderBy(courses.id);
  const other = candidates.find(
    (row) => row.instructorId !== changed!.instructorId && row.id !== changed!.id && !near.has(row.id),
  );
  if (!other) throw new Error('no unrelated course in the seed');
  return other.slug;
}

let scratch: Awaited<ReturnType<typeof createSeededScratchDatabase>>;
const servers: ServerProcess[] = [];

describe.skipIf(!enabled)('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    scratch = await createSeededScratchDatabase('quest_processes');
    for (const port of [await freePort(), await freePort()]) {
      servers.push(
        startServerProcess({
          LOG_LEVEL: 'warn',
          PORT: String(port),
          DATABASE_URL: scratch.url,
          WEB_CONCURRENCY: '1',
          HTML_CACHE_TTL_MS: '600000',
          OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
        }),
      );
    }
    await Promise.all(servers.map((server) => server.ready(60_000)));
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) server.kill('SIGKILL');
    await scratch?.drop();
  });

  const page = async (port: number, path = COURSE) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    return { cache: response.headers.get('x-page-cache'), html: await response.text() };
  };

  it('shows a price change on both processes, and only drops the pages it touched (issue 29)', async () => {
    const database = await openDatabase({ databaseUrl: scratch.url, migrate: false });
    // A course of another Quester that shares no bundle with COURSE: its page is not touched by the change.
    const other = `/es/courses/details/${await unrelatedCourse(database.db, COURSE.split('/').pop() as string)}`;
    for (const { port } of servers) {
      await page(port);
      const cached = await page(port);
      expect(cached.cache).toBe('hit');
      expect(cached.html).not.toContain('123.45');
      await page(port, other);
      expect((await page(port, other)).cache).toBe('hit');
    }
    const events = createDomainEvents();
    const bus = startInvalidationBus({
      databaseUrl: scratch.url,
      events,
      logger: console,
      onReconnect: () => {},
    });
    try {
      await bus.ready;
      expect(
        await createCatalogWriter(database.db, events).setCoursePrice('annuity-suitability-4h', 12345),
      ).toBe(true);
      for (const { port } of servers) {
        let seen = await page(port);
        for (let i = 0; i < 50 && !seen.html.includes('123.45'); i++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          seen = await page(port);
        }
        expect(seen.html, `port ${port}`).toContain('123.45');
        // The NOTIFY carried the change's tags: the other course's page is still the stored one.
        expect((await page(port, other)).cache, `port ${port}`).toBe('hit');
      }
    } finally {
      await bus.close();
      await database.close();
    }
  }, 60_000);

  it('runs WEB_CONCURRENCY workers under one primary, which stops them all on SIGTERM', async () => {
    const port = await freePort();
    const primary = startServerProcess({
      PORT: String(port),
      DATABASE_URL: scratch.url,
      WEB_CONCURRENCY: '2',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    try {
      await primary.ready(60_000);
      const listening = () => (primary.output().match(/Quest is listening/g) ?? []).length;
      for (let i = 0; i < 100 && listening() < 2; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(primary.output()).toContain('"workers":2');
      expect(listening()).toBe(2);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      primary.kill('SIGTERM');
      expect(await primary.exited).toBe(0);
      expect((primary.output().match(/Shutdown complete/g) ?? []).length).toBe(2);
    } finally {
      primary.kill('SIGKILL');
    }
  }, 90_000);

  it('counts one form rate limit across both processes', async () => {
    const post = (port: number, i: number) =>
      fetch(`http://127.0.0.1:${port}/forms/newsletter?lang=es`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'same-origin',
          // The JSON answer carries the status (a browser's form post is redirected back either way).
          accept: 'application/json',
        },
        body: `email=limit${i}%40example.com`,
        redirect: 'manual',
      });
    // 20 per address per 10 minutes (FORM_RATE_LIMITS.perIp): alternating processes, the 21st is refused by
    // either, where per-process counting would allow 40.
    for (let i = 0; i < 20; i++) {
      const response = await post(servers[i % 2]!.port, i);
      expect(response.status, `attempt ${i + 1}`).not.toBe(429);
    }
    for (const { port } of servers) expect((await post(port, 99)).status).toBe(429);
  }, 60_000);
});
