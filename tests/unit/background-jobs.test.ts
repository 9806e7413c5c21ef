import { describe, expect, it } from 'vitest';
import { type BackgroundJobsOptions, startBackgroundJobs } from '../../server/jobs/background-jobs.ts';
import { createLogger } from '../../server/process/logger.ts';
import { captureLogs } from '../helpers/app.ts';

// The background jobs' contract with the process: they run on start and then every poll, one run at a time, and
// a failing dependency is logged when it starts failing and when it recovers, never thrown.

function wait(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls until `done` holds (a loaded CI machine runs fewer 10 ms polls in a fixed wait than an idle one). */
async function until(done: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await wait(5);
}

function harness({ failFirstRuns = 0, drainMs = 0 } = {}) {
  const { logs, stream } = captureLogs();
  const calls: string[] = [];
  let running = 0;
  let maxRunning = 0;
  let runs = 0;
  let stopped = false;
  const domain = {
    orders: {
      processPendingEvents: async () => {
        runs += 1;
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        calls.push('events');
        if (runs <= failFirstRuns) {
          running -= 1;
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        }
        return [];
      },
    },
    checkout: {
      reconcile: async () => {
        calls.push('reconcile');
        return 0;
      },
    },
    subscriptions: {
      renewDue: async () => {
        calls.push('renewals');
        return [];
      },
    },
  } as unknown as BackgroundJobsOptions['domain'];
  const outbox = {
    drain: async () => {
      calls.push('drain');
      await wait(drainMs);
      calls.push('drained');
      running -= 1;
      return 0;
    },
    stop: async () => {
      stopped = true;
    },
  };
  const jobs = startBackgroundJobs({
    domain,
    outbox,
    logger: createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'test' }, stream),
    pollMs: 10,
  });
  return {
    jobs,
    logs,
    calls,
    stats: () => ({ runs, maxRunning, stopped }),
  };
}

describe('background jobs', () => {
  it('run at once, then every poll: payment events, reconciliation, subscription renewals, then the outbox', async () => {
    const { jobs, calls, stats } = harness();
    await until(() => stats().runs > 1 && calls.length >= 5);
    await jobs.stop();
    expect(calls.slice(0, 5)).toEqual(['events', 'reconcile', 'renewals', 'drain', 'drained']);
    expect(stats().runs).toBeGreaterThan(1);
    expect(stats().stopped).toBe(true);
  });

  it('never overlap, even when a run outlasts the poll interval or runOnce is called meanwhile', async () => {
    const { jobs, stats } = harness({ drainMs: 30 });
    await Promise.all([jobs.runOnce(), jobs.runOnce(), wait(100)]);
    await jobs.stop();
    expect(stats().maxRunning).toBe(1);
  });

  it('log a failing database once, keep running, and log its recovery', async () => {
    const { jobs, logs, calls, stats } = harness({ failFirstRuns: 4 });
    await until(() => stats().runs > 5);
    await jobs.stop();
    expect(stats().runs).toBeGreaterThan(5);
    const failures = logs.lines.filter((line) => line.job === 'payment-events' && Number(line.level) >= 40);
    expect(failures).toHaveLength(1);
    expect(logs.find((line) => line.msg === 'Background job recovered')).toMatchObject({
      job: 'payment-events',
    });
    // The other jobs still ran while payment events failed.
    expect(calls.filter((call) => call === 'drain').length).toBe(stats().runs);
  });

  it('stop waits for the run in progress (an e-mail being sent) and then runs nothing more', async () => {
    const { jobs, calls, stats } = harness({ drainMs: 40 });
    await wait(5);
    await jobs.stop();
    const after = calls.length;
    // stop() resolved only after the delivery in progress had finished.
    expect(calls.at(-1)).toBe('drained');
    expect(stats().maxRunning).toBe(1);
    await wait(40);
    expect(calls.length).toBe(after);
  });
});

describe('the CE reports job (issue 31)', () => {
  it('logs the overdue reports at warn and queues the operator reminder, at most once an hour', async () => {
    const { logs, stream } = captureLogs();
    const calls: string[] = [];
    const overdueItem = {
      certificateReference: 'QST-2026-ABC123',
      channel: 'fl-dfs',
      providerNumber: '1',
      dueOn: '2026-11-01',
    };
    const domain = {
      orders: { processPendingEvents: async () => [] },
      checkout: { reconcile: async () => 0 },
      ceReports: {
        overdueOncePerDay: async () => {
          calls.push('overdue');
          // The first process of the day gets the list; later runs get null (another run already logged it).
          return calls.filter((call) => call === 'overdue').length === 1 ? [overdueItem] : null;
        },
        remindOperator: async ({ email, days }: { email: string; days: number }) => {
          calls.push(`remind ${email} ${days}`);
          return 1;
        },
      },
    } as unknown as BackgroundJobsOptions['domain'];
    const jobs = startBackgroundJobs({
      domain,
      outbox: { drain: async () => 0, stop: async () => {} } as never,
      logger: createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'test' }, stream),
      pollMs: 10,
      ceReporting: { operatorEmail: 'ops@quest.test', remindDays: 5 },
    });
    await jobs.runOnce();
    await jobs.runOnce();
    await jobs.stop();
    // Hourly: several runs, one CE reports pass.
    expect(calls).toEqual(['overdue', 'remind ops@quest.test 5']);
    const warning = logs.find((line) => line.msg === 'CE reports past their regulator deadline');
    expect(warning).toMatchObject({ level: 40, job: 'ce-reports', overdue: 1 });
    expect(JSON.stringify(warning)).toContain('QST-2026-ABC123');
  });
});
