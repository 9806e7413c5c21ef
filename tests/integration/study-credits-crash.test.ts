import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { orders, paymentEvents } from '../../src/db/schema/orders.ts';
import { studyCreditEntries } from '../../src/db/schema/study-credits.ts';
import { checkoutForm } from '../helpers/checkout.ts';
import { createScratchDatabase, TEST_DATABASE_KINDS } from '../helpers/db.ts';
import { freePort } from '../helpers/ports.ts';

// A study credit package survives a kill -9 (issue 12): the real server process is killed with SIGKILL right after
// the sandbox's payment success is stored and before the settlement (TEST_FAILPOINT). After a restart the order is
// paid and the package credited exactly once; the same checkout post again (the buyer's retry) adds nothing.

const root = path.resolve(import.meta.dirname, '../..');

function startServer(env: Record<string, string>): {
  child: ChildProcess;
  exited: Promise<NodeJS.Signals | number | null>;
  output: () => string;
} {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OUTBOX_POLL_MS: '200',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk) => (text += chunk));
  child.stderr?.on('data', (chunk) => (text += chunk));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? code)),
  );
  return { child, exited, output: () => text };
}

async function waitFor<T>(
  check: () => Promise<T | undefined> | T | undefined,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

const ready = (port: number, running: ReturnType<typeof startServer>) =>
  waitFor(
    async () => ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok ? true : undefined),
    'readiness',
    60_000,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${running.output().slice(-3000)}`);
  });

describe.each(TEST_DATABASE_KINDS)('a credit package killed between payment and settlement (%s)', (kind) => {
  it('is credited exactly once after a restart', async () => {
    const port = await freePort();
    const scratch = kind === 'postgres' ? await createScratchDatabase('quest_credits_crash') : undefined;
    const storage: Record<string, string> = scratch
      ? { DATABASE_URL: scratch.url, WEB_CONCURRENCY: '1' }
      : { DATA_DIR: await mkdtemp(path.join(tmpdir(), 'quest-credits-crash-')), DATABASE_URL: '' };
    if (scratch) {
      const seeded = await openDatabase({ databaseUrl: scratch.url, seedIfEmpty: true });
      await seeded.close();
    }
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
    let running: ReturnType<typeof startServer> | undefined;
    try {
      running = startServer({ ...env, TEST_FAILPOINT: 'after-payment-recorded' });
      await ready(port, running);
      expect(await post()).toBe('connection lost');
      expect(await running.exited).toBe('SIGKILL');

      const restarted = startServer(env);
      running = restarted;
      await ready(port, restarted);
      // The buyer presses pay again with the same form: the same order, never a second package.
      expect(await post()).toBe(303);
      // The background job settles the stored event once it is older than its grace period (10 s).
      await waitFor(
        () => (restarted.output().includes('Settled payment events left unprocessed') ? true : undefined),
        'the stored payment to be settled',
        60_000,
      );
      running.child.kill('SIGTERM');
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
      running?.child.kill('SIGKILL');
      await scratch?.drop();
    }
  }, 240_000);
});
