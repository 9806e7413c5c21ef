import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crmClientFor } from '../../server/jobs/crm.ts';
import { createOutboxWorker, type OutboxWorker } from '../../server/jobs/outbox-worker.ts';
import { createLogger } from '../../server/process/logger.ts';
import { leadSubmissions } from '../../src/db/schema/leads.ts';
import { outbox } from '../../src/db/schema/orders.ts';
import { CRM_LEAD_KIND } from '../../src/domain/crm.ts';
import { saveLead } from '../../src/domain/lead-store.ts';
import { type CrmDouble, startCrmDouble } from '../fixtures/crm-api.ts';
import { buildTestApp, captureLogs } from '../helpers/app.ts';
import { TEST_DATABASE_KINDS } from '../helpers/db.ts';

// Lead forwarding to the CRM (issue 13, spec §7, §9) against a local double of the CRM's forms API: the lead
// forms' posts queue their submission in the lead's transaction, and the outbox worker delivers each one to the
// right widget. With the CRM down nothing is lost (the POST is not retried by the client; the outbox retries it
// after its backoff), and once it is up every lead arrives exactly once.

const PUBLIC_URL = 'https://quest.test';
const QUESTERS = { portalId: '20001', formId: 'a1b2c3d4-0000-4000-8000-000000000001' };
const COMPANIES = { portalId: '20002', formId: 'a1b2c3d4-0000-4000-8000-000000000002' };

for (const kind of TEST_DATABASE_KINDS) {
  describe(`CRM lead forwarding (${kind})`, () => {
    let ctx: Awaited<ReturnType<typeof buildTestApp>>;
    let crm: CrmDouble;
    const workers: OutboxWorker[] = [];

    beforeAll(async () => {
      crm = await startCrmDouble([QUESTERS, COMPANIES]);
      ctx = await buildTestApp(
        {
          PUBLIC_URL,
          CRM_API_URL: crm.url,
          CRM_QUESTERS_PORTAL_ID: QUESTERS.portalId,
          CRM_QUESTERS_FORM_ID: QUESTERS.formId,
          CRM_COMPANIES_PORTAL_ID: COMPANIES.portalId,
          CRM_COMPANIES_FORM_ID: COMPANIES.formId,
        },
        {
          database: kind,
          backgroundJobs: false,
          waku: async () => new Response('not found', { status: 404 }),
          distDir: path.join(import.meta.dirname, 'no-dist'),
        },
      );
    });
    afterAll(async () => {
      await ctx?.app.close();
      await crm?.close();
    });
    beforeEach(async () => {
      await ctx.database.db.delete(outbox);
      crm.up();
      crm.accepted.splice(0);
    });
    afterEach(async () => {
      await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    });

    function worker(now: () => Date = () => new Date()) {
      const { logs, stream } = captureLogs();
      const logger = createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'test' }, stream);
      const created = createOutboxWorker({
        domain: ctx.domain,
        transport: null,
        crm: crmClientFor(ctx.config, logger),
        logger,
        publicUrl: PUBLIC_URL,
        from: 'Quest <hola@quest.test>',
        production: false,
        now,
      });
      workers.push(created);
      return { worker: created, logs };
    }

    async function post(form: string, fields: Record<string, string>) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/forms/${form}?lang=en`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          'sec-fetch-site': 'same-origin',
        },
        payload: new URLSearchParams(fields).toString(),
      });
      expect(response.statusCode, response.body).toBe(200);
    }

    const person = () => ({
      fullName: 'Ana María López',
      email: `ana.${randomBytes(4).toString('hex')}@example.com`,
      phone: '+1 305 555 0142',
    });

    async function sendThreeLeads() {
      const quester = person();
      const company = person();
      const affiliate = person();
      await post('questers-apply', {
        ...quester,
        category: '2',
        audience: '1',
        idea: 'Ethics for nurses, in Spanish',
      });
      await post('companies', { ...company, company: 'Acme Health', employees: '40' });
      await post('affiliates-apply', { ...affiliate, channel: 'https://example.com/channel', audience: '2' });
      return { quester, company, affiliate };
    }

    it('CRM down, then up: every lead arrives exactly once, at its own widget', async () => {
      let clock = 0;
      const { worker: deliverer, logs } = worker(() => new Date(clock));
      crm.down();
      const { quester, company, affiliate } = await sendThreeLeads();
      clock = Date.now();
      const requestsBefore = crm.requests;

      const queued = await ctx.database.db.select().from(outbox).where(eq(outbox.kind, CRM_LEAD_KIND));
      expect(queued).toHaveLength(3);

      // Down: each lead is tried once (a POST is never retried by the client) and kept for a later attempt.
      expect(await deliverer.drain()).toBe(0);
      expect(crm.requests - requestsBefore).toBe(3);
      expect(crm.accepted).toHaveLength(0);
      const failed = await ctx.database.db.select().from(outbox).where(eq(outbox.kind, CRM_LEAD_KIND));
      for (const row of failed) {
        expect(row).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
        expect(row.lastError).toMatch(/503/);
        expect(row.nextAttemptAt.getTime()).toBeGreaterThan(clock);
      }
      expect(logs.lines.filter((line) => line.msg === 'CRM lead delivery failed; will retry')).toHaveLength(
        3,
      );
      expect(JSON.stringify(logs.lines)).not.toContain(quester.email);

      // Back up, but before the backoff ends nothing is sent.
      crm.up();
      expect(await deliverer.drain()).toBe(0);
      expect(crm.accepted).toHaveLength(0);

      // After the backoff: all three, once each.
      clock += 31_000;
      expect(await deliverer.drain()).toBe(3);
      expect(await deliverer.drain()).toBe(0);
      expect(crm.accepted).toHaveLength(3);
      const byEmail = (email: string) =>
        crm.accepted.filter((submission) =>
          submission.fields.some((field) => field.name === 'email' && field.value === email),
        );
      for (const lead of [quester, company, affiliate]) expect(byEmail(lead.email)).toHaveLength(1);
      expect(byEmail(quester.email)[0]).toMatchObject({
        ...QUESTERS,
        context: { pageUri: `${PUBLIC_URL}/en/questers/apply` },
      });
      expect(byEmail(affiliate.email)[0]).toMatchObject(QUESTERS);
      const companySubmission = byEmail(company.email)[0];
      expect(companySubmission).toMatchObject(COMPANIES);
      expect(
        Object.fromEntries(companySubmission?.fields.map((field) => [field.name, field.value]) ?? []),
      ).toEqual({
        email: company.email,
        firstname: 'Ana',
        lastname: 'María López',
        phone: '+13055550142',
        company: 'Acme Health',
        employees: '40',
        quest_form: 'companies',
        quest_language: 'en',
      });
      const sent = await ctx.database.db.select().from(outbox).where(eq(outbox.kind, CRM_LEAD_KIND));
      expect(sent.every((row) => row.status === 'sent' && row.attempts === 2)).toBe(true);
    });

    it('two workers draining at once deliver each lead once', async () => {
      await sendThreeLeads();
      const [first, second] = [worker(), worker()];
      const counts = await Promise.all([first.worker.drain(), second.worker.drain()]);
      expect(counts[0] + counts[1]).toBe(3);
      expect(crm.accepted).toHaveLength(3);
    });

    it('the lead and its forwarding are stored together; newsletter sign-ups are not forwarded', async () => {
      const lead = person();
      await post('companies', { ...lead, company: 'Acme Health', employees: '40' });
      await post('newsletter', { email: `news.${randomBytes(4).toString('hex')}@example.com` });
      const [stored] = await ctx.database.db
        .select()
        .from(leadSubmissions)
        .where(eq(leadSubmissions.email, lead.email));
      const rows = await ctx.database.db.select().from(outbox);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: CRM_LEAD_KIND, recipient: lead.email });
      expect(rows[0]?.payload).toMatchObject({ leadId: stored?.id, widget: 'companies' });
    });

    it('a widget that is not configured forwards nothing', async () => {
      const result = await saveLead(
        ctx.database.db,
        {
          kind: 'companies',
          email: `off.${randomBytes(4).toString('hex')}@example.com`,
          fullName: 'Ana López',
          phone: '+13055550142',
          data: { company: 'Acme', employees: '4' },
        },
        'es',
        { crm: { questers: QUESTERS } },
      );
      expect(result.forwarded).toBe(false);
      expect(await ctx.database.db.select().from(outbox)).toHaveLength(0);
    });
  });
}
