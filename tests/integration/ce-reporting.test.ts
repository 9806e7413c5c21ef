import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { courseStates, courses, industries, providers, specialties } from '../../src/db/schema/catalog.ts';
import { learnerLicences } from '../../src/db/schema/licences.ts';
import { orders, outbox } from '../../src/db/schema/orders.ts';
import { addDays } from '../../src/domain/ce/dates.ts';
import { plainDateIn } from '../../src/domain/ce/reporting/deadline.ts';
import type { DomainServices } from '../../src/domain/services.ts';
import { buildTestApp } from '../helpers/app.ts';
import { checkoutForm } from '../helpers/checkout.ts';
import { createSeededScratchDatabase, seededDataDir, TEST_DATABASE_KINDS } from '../helpers/db.ts';

// Issue 31, the whole path on PGlite and PostgreSQL: a completion reported through the ingestion API makes a
// pending report with its deadline in the same transaction → the operator's API lists it and the roster (the API's
// CSV and `npm run ce:roster`) contains it → marked reported, then posted through the API (idempotent by the
// regulator's reference; refused moves answer 409) → the learner's e-mail is queued and the public verification
// page shows the credit posted with the regulator's reference. Overdue reports and the operator's reminder go out
// once. (npm run build first: the verification page is rendered.)

const ORIGIN = 'https://quest.test';
const INGEST_TOKEN = 'test-ingest-token-0123456789abcdef-xyz';
const OPERATOR_TOKEN = 'test-operator-token-0123456789abcdef-xyz';
const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

describe.each(TEST_DATABASE_KINDS)('CE reporting on %s', (kind) => {
  let app: FastifyInstance;
  let domain: DomainServices;
  let database: Database;
  let closed = false;
  /** How the roster script reaches the same database (a data directory or a URL), and what removes it. */
  let scriptEnv: Record<string, string>;
  let cleanUp: () => Promise<void>;
  let course: { slug: string; providerNumber: string };

  beforeAll(async () => {
    if (kind === 'pglite') {
      const dataDir = await seededDataDir('quest-ce-reporting-');
      database = await openDatabase({ dataDir, migrate: false, seedIfEmpty: false });
      scriptEnv = { DATA_DIR: dataDir };
      cleanUp = () => rm(dataDir, { recursive: true, force: true });
    } else {
      const scratch = await createSeededScratchDatabase('quest_ce_reporting');
      database = await openDatabase({ databaseUrl: scratch.url, poolSize: 4, seedIfEmpty: false });
      scriptEnv = { DATABASE_URL: scratch.url };
      cleanUp = scratch.drop;
    }
    ({ app, domain } = await buildTestApp(
      {
        PUBLIC_URL: ORIGIN,
        CHECKOUT_RATE_LIMIT: '1000',
        INGEST_API_TOKEN: INGEST_TOKEN,
        CE_REPORTING_API_TOKEN: OPERATOR_TOKEN,
      },
      { database },
    ));
    // A Florida insurance CE course sold in Florida only, at its list price.
    const [row] = await database.db
      .select({ slug: courses.slug, providerNumber: providers.providerNumber })
      .from(courses)
      .innerJoin(industries, eq(industries.id, courses.industryId))
      .innerJoin(specialties, eq(specialties.id, courses.specialtyId))
      .innerJoin(providers, eq(providers.id, courses.providerId))
      .where(
        and(
          eq(industries.slug, 'insurance'),
          eq(courses.type, 'continuing_education'),
          isNull(courses.campaignId),
          eq(courses.discountPercent, 0),
          sql`(select array_agg(${courseStates.stateCode}) from ${courseStates} where ${courseStates.courseId} = ${courses.id}) = array['FL']::varchar[]`,
        ),
      )
      .orderBy(courses.id)
      .limit(1);
    if (!row) throw new Error('No Florida insurance CE course in the seed');
    course = row;
  });
  afterAll(async () => {
    if (!closed) {
      await app?.close();
      await database?.close();
    }
    await cleanUp?.();
  });

  const operator = (
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    token: string | null = OPERATOR_TOKEN,
  ) =>
    app.inject({
      method,
      url,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });

  /** A learner who bought the course (the real checkout route) and holds a Florida 2-15 licence on file. */
  async function buyer() {
    const email = `agent-${randomUUID().slice(0, 8)}@example.com`;
    const response = await app.inject({
      method: 'POST',
      url: `/checkout/${course.slug}?lang=en`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: ORIGIN,
        'sec-fetch-site': 'same-origin',
      },
      payload: new URLSearchParams(
        checkoutForm({ fullName: 'Rosa Delgado', email, emailConfirm: email }),
      ).toString(),
    });
    expect(response.statusCode).toBe(303);
    const transactionId =
      new URL(response.headers.location ?? '', ORIGIN).searchParams.get('transactionId') ?? '';
    const [order] = await database.db.select().from(orders).where(eq(orders.transactionId, transactionId));
    const learnerId = order!.learnerId!;
    const licenceNumber = `W${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;
    await database.db.insert(learnerLicences).values({
      learnerId,
      licenceKey: 'fl-insurance-2-15',
      stateCode: 'FL',
      number: licenceNumber,
      issueDate: '2020-05-01',
      birthMonth: 7,
      token: randomUUID().replace(/-/g, ''),
    });
    return { learnerId, email, licenceNumber };
  }

  async function complete(learnerId: string, completedAt: Date) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${INGEST_TOKEN}` },
      payload: JSON.stringify({
        id: `evt-${randomUUID()}`,
        type: 'course.completed',
        occurredAt: completedAt.toISOString(),
        data: {
          learnerId,
          course: course.slug,
          completedAt: completedAt.toISOString(),
          monitorConfirmed: true,
        },
      }),
    });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      certificate: { id: string; referenceNumber: string; status: string };
      ceReport?: { status: string; channel: string; dueOn: string };
    };
  }

  it("logs overdue reports once a day and lists each report in the operator's reminder once", async () => {
    const { learnerId } = await buyer();
    const { certificate, ceReport } = await complete(learnerId, new Date(Date.now() - 86_400_000));
    const dueOn = ceReport!.dueOn;
    const beforeDue = new Date(`${addDays(dueOn, -3)}T15:00:00Z`);
    const ops = { email: 'ops@quest.test', days: 5 };
    expect(await domain.ceReports.remindOperator(ops, beforeDue)).toBeGreaterThanOrEqual(1);
    expect(await domain.ceReports.remindOperator(ops, beforeDue)).toBe(0);
    const reminders = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'ce_report_operator_reminder'), eq(outbox.recipient, 'ops@quest.test')));
    expect(JSON.stringify(reminders.map((message) => message.payload))).toContain(
      certificate.referenceNumber,
    );

    const late = new Date(`${addDays(dueOn, 2)}T15:00:00Z`);
    const overdue = await domain.ceReports.overdueOncePerDay(late);
    expect(overdue?.map((item) => item.certificateReference)).toContain(certificate.referenceNumber);
    expect(overdue?.every((item) => item.overdue)).toBe(true);
    expect(await domain.ceReports.overdueOncePerDay(late)).toBeNull();
    expect((await domain.ceReports.counts(late)).overdue).toBeGreaterThanOrEqual(1);
  });

  it('goes from a completion to a posted credit the public verification page shows', async () => {
    const { learnerId, email, licenceNumber } = await buyer();
    const completedAt = new Date(Date.now() - 2 * 86_400_000);
    const completedOn = plainDateIn(completedAt, 'America/New_York');
    const { certificate, ceReport } = await complete(learnerId, completedAt);
    expect(certificate.status).toBe('issued');
    // Made in the completion's transaction, with DFS's default deadline of 21 days.
    expect(ceReport).toEqual({ status: 'pending', channel: 'fl-dfs', dueOn: addDays(completedOn, 21) });
    const reference = certificate.referenceNumber;

    // The operator's API: its own token (the app's is refused), the report due with the learner's licence number.
    expect((await operator('GET', '/api/v1/ce-reports', undefined, null)).statusCode).toBe(401);
    expect((await operator('GET', '/api/v1/ce-reports', undefined, INGEST_TOKEN)).statusCode).toBe(401);
    const due = await operator('GET', `/api/v1/ce-reports?channel=fl-dfs&provider=${course.providerNumber}`);
    expect(due.statusCode).toBe(200);
    const listed = (due.json() as { reports: Array<Record<string, unknown>> }).reports.find(
      (report) => report.certificateReference === reference,
    );
    expect(listed).toMatchObject({
      status: 'pending',
      licenceNumber,
      licenceKey: 'fl-insurance-2-15',
      dueOn: addDays(completedOn, 21),
      deadlineBasis: '21-days',
      overdue: false,
    });
    expect((await operator('GET', '/api/v1/ce-reports?status=nonsense')).statusCode).toBe(400);

    // /readyz counts it (details only: still ready).
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().checks.ceReports.detail.pending).toBeGreaterThanOrEqual(1);

    // The roster as a file.
    const today = new Date().toISOString().slice(0, 10);
    const from = addDays(today, -7);
    const roster = await operator(
      'GET',
      `/api/v1/ce-reports/roster.csv?channel=fl-dfs&provider=${course.providerNumber}&from=${from}&to=${today}`,
    );
    expect(roster.statusCode).toBe(200);
    expect(roster.headers['content-type']).toMatch(/^text\/csv/);
    expect(roster.headers['content-disposition']).toContain(`quest-roster-fl-dfs-`);
    expect(roster.body).toContain(`${reference},Rosa Delgado,${licenceNumber},fl-insurance-2-15,fl-dfs,`);

    // Moves: refused out of order, idempotent by the regulator's reference.
    const move = (to: string, ref: string, reason?: string) =>
      operator('POST', `/api/v1/ce-reports/${reference}/moves`, {
        to,
        reference: ref,
        ...(reason ? { reason } : {}),
      });
    const early = await move('posted', 'DFS-P-1');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: 'invalid_transition', status: 'pending' });
    const reported = await move('reported', 'DFS-BATCH-7');
    expect(reported.statusCode).toBe(200);
    expect(reported.json()).toMatchObject({ replayed: false, report: { status: 'reported' } });
    const replay = await move('reported', 'DFS-BATCH-7');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().replayed).toBe(true);
    expect((await move('reported', 'DFS-BATCH-8')).json()).toEqual({
      error: 'reference_conflict',
      reference: 'DFS-BATCH-7',
    });
    expect(
      (await operator('POST', '/api/v1/ce-reports/QST-2026-ZZZZZZ/moves', { to: 'reported', reference: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await operator('POST', `/api/v1/ce-reports/${reference}/moves`, { to: 'pending', reference: 'x' }))
        .statusCode,
    ).toBe(400);

    const posted = await move('posted', 'DFS-POST-4471');
    expect(posted.statusCode).toBe(200);
    expect(posted.json().report).toMatchObject({ status: 'posted', regulatorReference: 'DFS-POST-4471' });
    expect((await move('posted', 'DFS-POST-4471')).json().replayed).toBe(true);
    expect((await move('rejected', 'DFS-R-1')).statusCode).toBe(409);

    // The learner is told once, through the outbox.
    const messages = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'ce_report_outcome'), eq(outbox.recipient, email)));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.payload).toMatchObject({ outcome: 'posted', regulatorReference: 'DFS-POST-4471' });

    // The public verification page shows the credit posted and the regulator's reference, in both languages.
    for (const [lang, word] of [
      ['es', 'Acreditado por el regulador'],
      ['en', 'Credited by the regulator'],
    ] as const) {
      const page = await app.inject({ url: `/${lang}/certificates/verify?reference=${reference}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('data-reporting="posted"');
      expect(page.body).toContain('DFS-POST-4471');
      expect(page.body).toContain(word);
    }

    // npm run ce:roster on the same database (the app closed first: one PGlite process per directory).
    closed = true;
    await app.close();
    await database.close();
    const dir = await mkdtemp(path.join(tmpdir(), 'quest-roster-'));
    const file = path.join(dir, 'roster.csv');
    try {
      const { stdout } = await run(
        process.execPath,
        [
          'scripts/ce-roster.ts',
          '--channel',
          'fl-dfs',
          '--provider',
          course.providerNumber,
          '--from',
          from,
          '--to',
          today,
          '--status',
          'posted',
          '--out',
          file,
        ],
        { cwd: ROOT, env: { ...process.env, ...scriptEnv, NODE_ENV: 'test' } },
      );
      expect(stdout).toMatch(/^\d+ reports? written to /);
      const csv = await readFile(file, 'utf8');
      expect(csv).toContain(`${reference},Rosa Delgado,${licenceNumber},`);
      expect(csv).toContain(',posted,DFS-POST-4471');
      await expect(
        run(process.execPath, ['scripts/ce-roster.ts', '--channel', 'nowhere'], {
          cwd: ROOT,
          env: { ...process.env, ...scriptEnv },
        }),
      ).rejects.toMatchObject({ code: 2 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
