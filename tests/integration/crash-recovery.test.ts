import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { enrolments, orders, outbox, paymentEvents } from '../../src/db/schema/orders.ts';
import { startSmtpSink } from '../fixtures/smtp-sink.ts';
import { checkoutForm } from '../helpers/checkout.ts';
import { createSeededScratchDatabase, seededDataDir, TEST_DATABASE_KINDS } from '../helpers/db.ts';
import { freePort } from '../helpers/ports.ts';
import { type ServerProcess, startServerProcess, waitFor } from '../helpers/server-process.ts';

// Money changes survive a kill -9 (issue 10): the real server process is killed with SIGKILL right after the
// payment provider's success is stored and before it is acted on (TEST_FAILPOINT). After a restart the order is
// settled exactly once and its receipt e-mail reaches a real SMTP server exactly once.

const COURSE = 'annuity-suitability-4h';
// Overload shedding off (a loaded CI machine is not what this is about); the outbox worker polls often.
const QUICK = { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0', OUTBOX_POLL_MS: '200', PAYMENT_EVENT_GRACE_MS: '500' };

describe.each(TEST_DATABASE_KINDS)('a checkout killed between payment and settlement (%s)', (kind) => {
  it('is settled exactly once after a restart, and its receipt is sent exactly once', async () => {
    const smtp = await startSmtpSink();
    const port = await freePort();
    // PostgreSQL is not seeded on start: the database is a copy of a seeded one, as operators seed (npm run db:seed).
    const scratch = kind === 'postgres' ? await createSeededScratchDatabase('quest_crash') : undefined;
    const storage: Record<string, string> = scratch
      ? // One process: the test kills the process that stored the payment (a cluster primary would fork a new one).
        { DATABASE_URL: scratch.url, WEB_CONCURRENCY: '1' }
      : { DATA_DIR: await seededDataDir('quest-crash-'), DATABASE_URL: '' };
    const env = { PORT: String(port), SMTP_URL: smtp.url, ...storage };
    let running: ServerProcess | undefined;
    try {
      // 1. The failpoint kills the process the moment the sandbox's success is stored.
      running = startServerProcess({ ...QUICK, ...env, TEST_FAILPOINT: 'after-payment-recorded' });
      await running.ready();
      const form = checkoutForm({
        email: 'crash@example.com',
        emailConfirm: 'crash@example.com',
        state: 'FL',
      });
      const attempt = await fetch(`http://127.0.0.1:${port}/checkout/${COURSE}?lang=es`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
        body: new URLSearchParams(form),
        redirect: 'manual',
      }).then(
        (response) => response.status,
        () => 'connection lost',
      );
      expect(attempt).toBe('connection lost');
      expect(await running.exited).toBe('SIGKILL');
      expect(smtp.received).toHaveLength(0);

      // 2. A normal start finishes the job: the stored event is settled and the receipt delivered.
      running = startServerProcess({ ...QUICK, ...env });
      await running.ready();
      await waitFor(() => (smtp.received.length > 0 ? true : undefined), 'the receipt e-mail');
      // A few more worker rounds: nothing is sent twice.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.subject).toMatch(/recibo|Recibo/);
      running.kill('SIGTERM');
      expect(await running.exited).toBe(0);
      running = undefined;

      // 3. What the database holds: one paid order, one event processed, one enrolment, one sent e-mail.
      const database: Database = await openDatabase(
        scratch
          ? { databaseUrl: scratch.url, seedIfEmpty: false }
          : { dataDir: storage.DATA_DIR, seedIfEmpty: false },
      );
      try {
        const placed = await database.db.select().from(orders).where(eq(orders.attemptKey, form.attempt!));
        expect(placed).toHaveLength(1);
        expect(placed[0]?.status).toBe('paid');
        const transactionId = placed[0]!.transactionId;
        const events = await database.db
          .select()
          .from(paymentEvents)
          .where(eq(paymentEvents.transactionId, transactionId));
        expect(events).toHaveLength(1);
        expect(events[0]).toMatchObject({ outcome: 'settled' });
        expect(
          await database.db.select().from(enrolments).where(eq(enrolments.orderId, placed[0]!.id)),
        ).toHaveLength(1);
        const mail = await database.db
          .select()
          .from(outbox)
          .where(eq(outbox.dedupeKey, `receipt:${transactionId}`));
        expect(mail).toHaveLength(1);
        expect(mail[0]).toMatchObject({ status: 'sent', attempts: 1 });
      } finally {
        await database.close();
      }
    } finally {
      running?.kill('SIGKILL');
      await smtp.close();
      await scratch?.drop();
    }
  }, 120_000);
});
