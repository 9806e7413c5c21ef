import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { orders, paymentEvents } from '../../src/db/schema/orders.ts';
import { studyCreditEntries } from '../../src/db/schema/study-credits.ts';
import { checkoutForm } from '../helpers/checkout.ts';
import { createSeededScratchDatabase, seededDataDir, TEST_DATABASE_KINDS } from '../helpers/db.ts';
import { freePort } from '../helpers/ports.ts';
import { type ServerProcess, startServerProcess, waitFor } from '../helpers/server-process.ts';

// A study credit package survives a kill -9 (issue 12): the real server process is killed with SIGKILL right after
// the sandbox's payment success is stored and before the settlement (TEST_FAILPOINT). After a restart the order is
// paid and the package credited exactly once; the same checkout post again (the buyer's retry) adds nothing.

// Overload shedding off (a loaded CI machine is not what this is about); the outbox worker polls often.
const QUICK = { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0', OUTBOX_POLL_MS: '200', PAYMENT_EVENT_GRACE_MS: '500' };

describe.each(TEST_DATABASE_KINDS)('a credit package killed between payment and settlement (%s)', (kind) => {
  it('is credited exactly once after a restart', async () => {
    const port = await freePort();
    const scratch =
      kind === 'postgres' ? await createSeededScratchDatabase('quest_credits_crash') : undefined;
    const storage: Record<string, string> = scratch
      ? { DATABASE_URL: scratch.url, WEB_CONCURRENCY: '1' }
      : { DATA_DIR: await seededDataDir('quest-credits-crash-'), DATABASE_URL: '' };
    const env = { PORT: String(port), ...storage };
    const form = checkoutForm({
      email: 'credits-crash@example.com',
      emailConfirm: 'credits-crash@example.com',
    });
    const post = () =>
      fetch(`http://127.0.0.1:${port}/checkout/focus?type=credits&lang=en`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
        body: new URLSearchParams(form),
        redirect: 'manual',
      }).then(
        (response) => response.status,
        () => 'connection lost',
      );
    let running: ServerProcess | undefined;
    try {
      running = startServerProcess({ ...QUICK, ...env, TEST_FAILPOINT: 'after-payment-recorded' });
      await running.ready(60_000);
      expect(await post()).toBe('connection lost');
      expect(await running.exited).toBe('SIGKILL');

      const restarted = startServerProcess({ ...QUICK, ...env });
      running = restarted;
      await restarted.ready(60_000);
      // The buyer presses pay again with the same form: the same order, never a second package.
      expect(await post()).toBe(303);
      // The background job settles the stored event once it is older than its grace period (0.5 s here).
      await waitFor(
        () => (restarted.output().includes('Settled payment events left unprocessed') ? true : undefined),
        'the stored payment to be settled',
        60_000,
      );
      running.kill('SIGTERM');
      expect(await running.exited).toBe(0);
      running = undefined;

      const database: Database = await openDatabase(
        scratch
          ? { databaseUrl: scratch.url, seedIfEmpty: false }
          : { dataDir: storage.DATA_DIR, seedIfEmpty: false },
      );
      try {
        const placed = await database.db.select().from(orders).where(eq(orders.attemptKey, form.attempt!));
        expect(placed).toHaveLength(1);
        expect(placed[0]).toMatchObject({ status: 'paid', productType: 'credits', totalCents: 1299 });
        const events = await database.db
          .select()
          .from(paymentEvents)
          .where(eq(paymentEvents.transactionId, placed[0]!.transactionId));
        expect(events).toHaveLength(1);
        expect(events[0]).toMatchObject({ outcome: 'settled' });
        const credited = await database.db
          .select()
          .from(studyCreditEntries)
          .where(eq(studyCreditEntries.orderId, placed[0]!.id));
        expect(credited).toHaveLength(1);
        expect(credited[0]).toMatchObject({ kind: 'package', delta: 100, learnerId: placed[0]!.learnerId });
      } finally {
        await database.close();
      }
    } finally {
      running?.kill('SIGKILL');
      await scratch?.drop();
    }
  }, 240_000);
});
