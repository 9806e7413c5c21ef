import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOutboxWorker, type OutboxWorker } from '../../server/jobs/outbox-worker.ts';
import { createLogger } from '../../server/process/logger.ts';
import type { Database } from '../../src/db/client.ts';
import { courseStates, courses } from '../../src/db/schema/catalog.ts';
import { outbox } from '../../src/db/schema/orders.ts';
import { enqueueMessage, type OrderEmailPayload } from '../../src/domain/outbox.ts';
import { formatMoney } from '../../src/i18n/format.ts';
import { createSmtpTransport } from '../../src/integrations/mail/index.ts';
import { startSmtpSink } from '../fixtures/smtp-sink.ts';
import { buildTestApp, captureLogs } from '../helpers/app.ts';
import { TEST_DATABASE_KINDS } from '../helpers/db.ts';
import { freePort } from '../helpers/ports.ts';

// E-mail through the outbox (issue 10) against a real SMTP server on 127.0.0.1 (smtp-server), every message
// parsed back with mailparser: orders placed through the app queue their e-mail in the order's transaction, and
// the worker delivers it once, survives an SMTP outage without losing it, and shares the outbox with another
// worker without sending anything twice.

const PUBLIC_URL = 'https://quest.test';
const MAIL_FROM = 'Quest <hola@quest.test>';

/** The first seed course sold in one state, at its list price (no campaign, no discount). */
async function singleStateCourse(database: Database) {
  const stateCount = sql<number>`(select count(*)::int from ${courseStates} where ${courseStates.courseId} = ${courses.id})`;
  const [course] = await database.db
    .select({ slug: courses.slug, titleEs: courses.titleEs, priceCents: courses.priceCents })
    .from(courses)
    .where(and(isNull(courses.campaignId), eq(courses.discountPercent, 0), sql`${stateCount} = 1`))
    .orderBy(courses.id)
    .limit(1);
  if (!course) throw new Error('No single-state seed course');
  return course;
}

for (const kind of TEST_DATABASE_KINDS) {
  describe(`e-mail outbox (${kind})`, () => {
    let ctx: Awaited<ReturnType<typeof buildTestApp>>;
    let course: Awaited<ReturnType<typeof singleStateCourse>>;
    const workers: OutboxWorker[] = [];
    const sinks: Array<{ close(): Promise<void> }> = [];

    beforeAll(async () => {
      ctx = await buildTestApp(
        { PUBLIC_URL, MAIL_FROM },
        {
          database: kind,
          backgroundJobs: false,
          // Only Fastify's routes are under test: no built site needed.
          waku: async () => new Response('not found', { status: 404 }),
          distDir: path.join(import.meta.dirname, 'no-dist'),
        },
      );
      course = await singleStateCourse(ctx.database);
    });
    afterAll(async () => {
      await ctx?.app.close();
    });
    beforeEach(async () => {
      await ctx.database.db.delete(outbox);
    });
    afterEach(async () => {
      await Promise.all(workers.splice(0).map((worker) => worker.stop()));
      await Promise.all(sinks.splice(0).map((sink) => sink.close()));
    });

    function worker(smtpUrl: string | null, options: { now?: () => Date } = {}) {
      const { logs, stream } = captureLogs();
      const created = createOutboxWorker({
        domain: ctx.domain,
        transport: smtpUrl ? createSmtpTransport(smtpUrl, { timeoutMs: 2_000 }) : null,
        logger: createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'test' }, stream),
        publicUrl: PUBLIC_URL,
        from: MAIL_FROM,
        production: false,
        ...options,
      });
      workers.push(created);
      return { worker: created, logs };
    }

    async function sink(port?: number) {
      const started = await startSmtpSink(port);
      sinks.push(started);
      return started;
    }

    async function placeOrder(paymentMethod: 'card' | 'pay_later') {
      const email = `buyer.${randomBytes(4).toString('hex')}@example.com`;
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/checkout/${course.slug}?lang=es`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
        payload: new URLSearchParams({
          attempt: randomBytes(18).toString('base64url'),
          fullName: 'Ana María Pérez',
          email,
          emailConfirm: email,
          paymentMethod,
          cardNumber: '4242 4242 4242 4242',
          cardExpiry: '12/34',
          cardCvc: '123',
        }).toString(),
      });
      expect(response.statusCode, response.body).toBe(303);
      const transactionId = new URL(String(response.headers.location), PUBLIC_URL).searchParams.get(
        'transactionId',
      );
      if (!transactionId) throw new Error(`No transaction in ${response.headers.location}`);
      return { email, transactionId };
    }

    async function outboxRow(dedupeKey: string) {
      const [row] = await ctx.database.db.select().from(outbox).where(eq(outbox.dedupeKey, dedupeKey));
      if (!row) throw new Error(`No outbox row ${dedupeKey}`);
      return row;
    }

    it('a card order: one receipt, received and parsed with the amount and the product', async () => {
      const smtp = await sink();
      const { worker: mailer, logs } = worker(smtp.url);
      const order = await placeOrder('card');

      expect(await mailer.drain()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      const row = await outboxRow(`receipt:${order.transactionId}`);
      const amount = formatMoney(course.priceCents, 'es', { cents: 'always' });
      expect(mail.subject).toBe(`[Prueba] Tu recibo de Quest: ${course.titleEs}`);
      // The sandbox's order is a test order, and its receipt claims no charge (issue 28).
      expect(mail.text).toContain('no se movió dinero real');
      expect(mail.text).not.toContain('Recibimos tu pago');
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined).toBe(order.email);
      expect(mail.from?.value[0]?.address).toBe('hola@quest.test');
      expect(mail.messageId).toBe(`<outbox-${row.id}@quest.how>`);
      expect(mail.html).toContain(amount);
      expect(mail.html).toContain(course.titleEs.replace(/&/g, '&amp;'));
      expect(mail.html).toContain(`${PUBLIC_URL}/es/receipts/${order.transactionId}`);
      expect(mail.text).toContain(amount);
      expect(mail.text).toContain(course.titleEs);
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect(row.sentAt).toBeInstanceOf(Date);

      // Nothing left: a second drain sends nothing again.
      expect(await mailer.drain()).toBe(0);
      expect(smtp.received).toHaveLength(1);
      // The logs say what was sent, never to whom.
      expect(logs.find((line) => line.msg === 'E-mail sent')).toMatchObject({ outboxId: row.id });
      expect(JSON.stringify(logs.lines)).not.toContain(order.email);
    });

    it('a pay-later order: the invoice, with a pay-now link and the PDF invoice link', async () => {
      const smtp = await sink();
      const { worker: mailer } = worker(smtp.url);
      const order = await placeOrder('pay_later');

      expect(await mailer.drain()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      const amount = formatMoney(course.priceCents, 'es', { cents: 'always' });
      expect(mail.subject).toBe(`[Prueba] Tu factura de Quest: ${course.titleEs}`);
      expect(mail.html).toContain('Importe pendiente');
      expect(mail.html).toContain(amount);
      expect(mail.html).toContain(`href="${PUBLIC_URL}/es/receipts/${order.transactionId}"`);
      expect(mail.html).toContain(`href="${PUBLIC_URL}/invoices/${order.transactionId}?lang=es"`);
      expect(mail.text).toContain(`Pagar ahora:\n${PUBLIC_URL}/es/receipts/${order.transactionId}`);
      expect(mail.text).toContain(amount);
      expect((await outboxRow(`invoice:${order.transactionId}`)).status).toBe('sent');
    });

    it('a migrant subscription: one confirmation with the status page link', async () => {
      const smtp = await sink();
      const { worker: mailer } = worker(smtp.url);
      const email = `subscriber.${randomBytes(4).toString('hex')}@example.com`;
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/subscription-actions/subscribe/annual?lang=en',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
        payload: new URLSearchParams({
          attempt: randomBytes(18).toString('base64url'),
          fullName: 'Rosa Díaz',
          email,
          emailConfirm: email,
          cardNumber: '4242 4242 4242 4242',
          cardExpiry: '12/34',
          cardCvc: '123',
        }).toString(),
      });
      expect(response.statusCode, response.body).toBe(303);
      const statusPath = String(response.headers.location).split('?')[0];
      expect(await mailer.drain()).toBe(1);
      const mail = smtp.received[0]!;
      // The sandbox's subscription is a test one, and its e-mail says so (issue 28).
      expect(mail.subject).toBe('[Test] Your Quest subscription is active');
      expect(mail.text).toContain('no real money moved');
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined).toBe(email);
      expect(mail.html).toContain(`href="${PUBLIC_URL}${statusPath}"`);
      expect(mail.text).toContain('$79.99');
      expect(await mailer.drain()).toBe(0);
      // The development preview renders it too.
      const [row] = await ctx.database.db.select().from(outbox).where(eq(outbox.kind, 'subscription'));
      const preview = await ctx.app.inject({ method: 'GET', url: `/dev/outbox/${row?.id}?format=text` });
      expect(preview.statusCode).toBe(200);
      expect(preview.body).toContain('Subject: [Test] Your Quest subscription is active');
    });

    it('SMTP server down: the message stays pending with its error, and is delivered once the server is up', async () => {
      const port = await freePort(); // nothing listens there: the SMTP server is down
      let clock = 0;
      const { worker: mailer, logs } = worker(`smtp://127.0.0.1:${port}`, { now: () => new Date(clock) });
      const order = await placeOrder('card');
      clock = Date.now();
      const dedupeKey = `receipt:${order.transactionId}`;

      expect(await mailer.drain()).toBe(0);
      const failed = await outboxRow(dedupeKey);
      expect(failed).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
      expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(clock);
      const logged = logs.lines.filter((line) => line.msg === 'E-mail delivery failed; will retry');
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ outboxId: failed.id, attempt: 1, outcome: 'retry' });
      expect(JSON.stringify(logs.lines)).not.toContain(order.email);

      // The server comes back; the message waits for its backoff, then goes out once.
      const smtp = await sink(port);
      expect(await mailer.drain()).toBe(0);
      expect(smtp.received).toHaveLength(0);
      clock = failed.nextAttemptAt.getTime() + 1;
      expect(await mailer.drain()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.messageId).toBe(`<outbox-${failed.id}@quest.how>`);
      expect(await outboxRow(dedupeKey)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    });

    it('two workers draining at once send each message exactly once', async () => {
      const smtp = await sink();
      const count = 8;
      for (let index = 0; index < count; index += 1) {
        const payload: OrderEmailPayload = {
          transactionId: `tx_concurrent_${index}`,
          buyerName: `Buyer ${index}`,
          buyerEmail: `buyer${index}@example.com`,
          productTitle: course.titleEs,
          productType: 'course',
          stateCode: 'FL',
          listPriceCents: course.priceCents,
          priceDiscountCents: 0,
          codeDiscountCents: 0,
          totalCents: course.priceCents,
          currency: 'USD',
          date: new Date().toISOString(),
        };
        await enqueueMessage(ctx.database.db, {
          kind: 'receipt',
          dedupeKey: `receipt:${payload.transactionId}`,
          recipient: payload.buyerEmail,
          locale: index % 2 === 0 ? 'es' : 'en',
          payload,
        });
      }
      const [first, second] = [worker(smtp.url).worker, worker(smtp.url).worker];
      const sent = await Promise.all([first.drain(), second.drain()]);

      expect(sent[0] + sent[1]).toBe(count);
      expect(smtp.received).toHaveLength(count);
      const ids = smtp.received.map((mail) => mail.messageId);
      expect(new Set(ids).size).toBe(count);
      const rows = await ctx.database.db.select().from(outbox);
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    });

    it('without SMTP_URL: messages stay pending, each announced once with its preview link', async () => {
      const { worker: keeper, logs } = worker(null);
      const order = await placeOrder('card');
      expect(await keeper.drain()).toBe(0);
      expect(await keeper.drain()).toBe(0);
      const row = await outboxRow(`receipt:${order.transactionId}`);
      expect(row).toMatchObject({ status: 'pending', attempts: 0 });
      const announced = logs.lines.filter((line) => line.msg === 'E-mail kept in the outbox (no SMTP_URL)');
      expect(announced).toHaveLength(1);
      expect(announced[0]).toMatchObject({
        level: 30,
        outboxId: row.id,
        previewUrl: `${PUBLIC_URL}/dev/outbox/${row.id}`,
      });
      expect(JSON.stringify(logs.lines)).not.toContain(order.email);
    });

    it('the development preview lists messages and shows one as HTML or text, never cached or indexed', async () => {
      const order = await placeOrder('pay_later');
      const row = await outboxRow(`invoice:${order.transactionId}`);

      const list = await ctx.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(list.statusCode).toBe(200);
      expect(list.headers['cache-control']).toBe('no-store');
      expect(list.headers['x-robots-tag']).toBe('noindex');
      expect(list.body).toContain(`href="/dev/outbox/${row.id}"`);
      expect(list.body).toContain('invoice');

      const html = await ctx.app.inject({ method: 'GET', url: `/dev/outbox/${row.id}` });
      expect(html.statusCode).toBe(200);
      expect(html.headers['content-type']).toMatch(/^text\/html/);
      expect(html.headers['cache-control']).toBe('no-store');
      expect(html.headers['x-robots-tag']).toBe('noindex');
      expect(html.body).toContain(formatMoney(course.priceCents, 'es', { cents: 'always' }));
      expect(html.body).toContain('Pagar ahora');

      const text = await ctx.app.inject({ method: 'GET', url: `/dev/outbox/${row.id}?format=text` });
      expect(text.headers['content-type']).toMatch(/^text\/plain/);
      expect(text.body).toContain(`Subject: [Prueba] Tu factura de Quest: ${course.titleEs}`);

      expect((await ctx.app.inject({ method: 'GET', url: '/dev/outbox/999999' })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url: '/dev/outbox/abc' })).statusCode).toBe(404);
    });

    it("the app's background jobs deliver on their own and finish before the app closes", async () => {
      const smtp = await sink();
      const app = await buildTestApp(
        { PUBLIC_URL, MAIL_FROM, OUTBOX_POLL_MS: '100' },
        {
          database: ctx.database,
          mailTransport: createSmtpTransport(smtp.url, { timeoutMs: 2_000 }),
          waku: async () => new Response('not found', { status: 404 }),
          distDir: path.join(import.meta.dirname, 'no-dist'),
        },
      );
      try {
        const order = await placeOrder('card');
        const deadline = Date.now() + 10_000;
        while (smtp.received.length === 0 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(smtp.received).toHaveLength(1);
        expect(smtp.received[0]!.subject).toBe(`[Prueba] Tu recibo de Quest: ${course.titleEs}`);
        expect(
          smtp.received[0]!.to && !Array.isArray(smtp.received[0]!.to) ? smtp.received[0]!.to.text : '',
        ).toBe(order.email);
      } finally {
        await app.app.close();
      }
      expect((await ctx.database.db.select().from(outbox)).map((row) => row.status)).toEqual(['sent']);
    });

    it('closing the app waits for a delivery in progress before the database closes', async () => {
      // Fastify runs onClose hooks last registered, first run: a database closed by a hook of its own went first,
      // and an e-mail being sent could not be marked sent (sent again after the restart).
      const steps: string[] = [];
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      const app = await buildTestApp(
        { PUBLIC_URL, MAIL_FROM, OUTBOX_POLL_MS: '100' },
        {
          database: ctx.database,
          mailTransport: {
            async send() {
              steps.push('send started');
              await gate;
              steps.push('send finished');
              return { messageId: 'gated@quest.test' };
            },
            close: async () => {},
          },
          afterStop: async () => {
            steps.push('database closed');
          },
          waku: async () => new Response('not found', { status: 404 }),
          distDir: path.join(import.meta.dirname, 'no-dist'),
        },
      );
      await placeOrder('card');
      const deadline = Date.now() + 10_000;
      while (!steps.includes('send started') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(steps).toEqual(['send started']);
      const closing = app.app.close();
      // The close runs as far as it can while the delivery hangs: the database is not closed under it.
      for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
      expect(steps).toEqual(['send started']);
      release();
      await closing;
      expect(steps).toEqual(['send started', 'send finished', 'database closed']);
      expect((await ctx.database.db.select().from(outbox)).map((row) => row.status)).toEqual(['sent']);
    });
  });
}

describe('e-mail preview in production', () => {
  it('is not registered (404)', async () => {
    const ctx = await buildTestApp(
      { NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(40), PAYMENT_PROVIDER: 'sandbox', PUBLIC_URL },
      {
        backgroundJobs: false,
        waku: async () => new Response('not found', { status: 404 }),
        distDir: path.join(import.meta.dirname, 'no-dist'),
      },
    );
    try {
      expect(ctx.app.hasRoute({ method: 'GET', url: '/dev/outbox' })).toBe(false);
      expect(ctx.app.hasRoute({ method: 'GET', url: '/dev/outbox/:id' })).toBe(false);
      // The path is then an unknown page: sent to its locale version, which does not exist.
      const response = await ctx.app.inject({ method: 'GET', url: '/dev/outbox/1' });
      const answer =
        response.statusCode === 302
          ? await ctx.app.inject({ method: 'GET', url: String(response.headers.location) })
          : response;
      expect(answer.statusCode).toBe(404);
    } finally {
      await ctx.app.close();
    }
  });
});
