import type { Logger } from 'pino';
import { isDatabaseUnavailable } from '../../src/domain/failures.ts';
import type { DomainServices } from '../../src/domain/services.ts';
import type { OutboxWorker } from './outbox-worker.ts';

// The process's recurring work, on one timer: finish what a crash interrupted and deliver what waits.
//  1. payment events stored but never acted on (the process died between storing and settling);
//  2. orders still open at the payment provider (a lost webhook): ask the provider, settle what it says was paid;
//  3. subscription renewals that are due (the offline sandbox's clock; a real provider renews on its own);
//  4. CE renewal reminders, at most once an hour (issue 15; idempotent per licence, due date and window);
//  5. CE reports to the regulators, at most once an hour (issue 31): overdue ones logged at warn once a day (one
//     process a day), and the operator's reminder of those due soon (each report once);
//  6. the e-mail outbox.
// Runs never overlap (the next is scheduled when one ends) and never throw: a database or provider that is down
// is logged once when it starts failing and once when it recovers, and the process keeps serving.

export interface BackgroundJobs {
  /** One run now (waits for a run already in progress first, so runs still never overlap). */
  runOnce(): Promise<void>;
  /** No further runs; waits for the current one (an e-mail being sent) and stops the outbox worker. */
  stop(): Promise<void>;
}

export interface BackgroundJobsOptions {
  domain: Pick<DomainServices, 'orders' | 'checkout'> &
    Partial<Pick<DomainServices, 'subscriptions' | 'ce' | 'ceReports'>>;
  /** The operator's reminder of CE reports due soon (none without an address). */
  ceReporting?: { operatorEmail?: string; remindDays: number };
  outbox: OutboxWorker;
  logger: Logger;
  /** Pause between the end of one run and the start of the next (OUTBOX_POLL_MS). */
  pollMs: number;
  /**
   * Payment events younger than this are left to the request that stored them (it is settling them now).
   * Settling is idempotent either way; this only avoids the two waiting on each other's lock.
   */
  eventGraceMs?: number;
}

type JobName = 'payment-events' | 'reconcile' | 'renewals' | 'ce-reminders' | 'ce-reports' | 'outbox';

/** The reminder job computes every licence's due date: once an hour is plenty for a daily e-mail. */
const REMINDER_EVERY_MS = 60 * 60_000;

export function startBackgroundJobs(options: BackgroundJobsOptions): BackgroundJobs {
  const { domain, outbox, logger, pollMs, eventGraceMs = 10_000, ceReporting } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  /** Jobs whose last run failed: their next failure is not logged again, their recovery is. */
  const failing = new Set<JobName>();
  let remindersAt = 0;
  let reportsAt = 0;

  async function job(name: JobName, work: () => Promise<void>): Promise<void> {
    try {
      await work();
      if (failing.delete(name)) logger.info({ job: name }, 'Background job recovered');
    } catch (error) {
      if (failing.has(name)) return;
      failing.add(name);
      if (isDatabaseUnavailable(error))
        logger.warn({ job: name, err: error }, 'Background job paused: the database is unavailable');
      else logger.error({ job: name, err: error }, 'Background job failed');
    }
  }

  async function run(): Promise<void> {
    if (stopped) return;
    await job('payment-events', async () => {
      const results = await domain.orders.processPendingEvents({ olderThanMs: eventGraceMs });
      if (results.length > 0)
        logger.info(
          { job: 'payment-events', outcomes: results.map((result) => result.outcome) },
          'Settled payment events left unprocessed',
        );
    });
    if (stopped) return;
    await job('reconcile', async () => {
      const settled = await domain.checkout.reconcile();
      if (settled > 0) logger.info({ job: 'reconcile', settled }, 'Settled orders paid at the provider');
    });
    if (stopped) return;
    await job('renewals', async () => {
      const renewed = (await domain.subscriptions?.renewDue()) ?? [];
      if (renewed.length > 0)
        logger.info(
          { job: 'renewals', outcomes: renewed.map((result) => result.outcome) },
          'Processed due subscription renewals',
        );
    });
    if (stopped) return;
    if (domain.ce && Date.now() - remindersAt >= REMINDER_EVERY_MS) {
      const ce = domain.ce;
      await job('ce-reminders', async () => {
        const result = await ce.sendDueReminders();
        remindersAt = Date.now();
        if (result.sent.length > 0)
          logger.info({ job: 'ce-reminders', sent: result.sent.length }, 'Queued CE renewal reminders');
      });
    }
    if (stopped) return;
    if (domain.ceReports && Date.now() - reportsAt >= REMINDER_EVERY_MS) {
      const reports = domain.ceReports;
      await job('ce-reports', async () => {
        const overdue = await reports.overdueOncePerDay();
        if (overdue && overdue.length > 0)
          logger.warn(
            {
              job: 'ce-reports',
              overdue: overdue.length,
              reports: overdue.slice(0, 50).map((item) => ({
                certificateReference: item.certificateReference,
                channel: item.channel,
                providerNumber: item.providerNumber,
                dueOn: item.dueOn,
              })),
            },
            'CE reports past their regulator deadline',
          );
        if (ceReporting?.operatorEmail) {
          const listed = await reports.remindOperator({
            email: ceReporting.operatorEmail,
            days: ceReporting.remindDays,
          });
          if (listed > 0)
            logger.info({ job: 'ce-reports', listed }, "Queued the operator's CE report reminder");
        }
        reportsAt = Date.now();
      });
    }
    if (stopped) return;
    await job('outbox', async () => {
      await outbox.drain();
    });
  }

  function runExclusive(): Promise<void> {
    current = current.then(run);
    return current;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      runExclusive().finally(() => schedule(pollMs));
    }, delayMs);
    // The jobs never keep the process alive on their own (shutdown closes the app, which stops them).
    timer.unref();
  }

  schedule(0);

  return {
    runOnce: runExclusive,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
      await outbox.stop();
    },
  };
}
