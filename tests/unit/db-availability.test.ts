import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AvailabilityGate, createAvailabilityGate } from '../../src/db/availability.ts';
import { DatabaseUnavailableError, isDatabaseUnavailable, isNoAnswer } from '../../src/db/errors.ts';

/** Whether the gate lets connections through now. */
function answering(gate: AvailabilityGate): boolean {
  try {
    gate.check();
    return true;
  } catch {
    return false;
  }
}

describe('the PostgreSQL availability gate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function gateWith(probe: (signal: AbortSignal) => Promise<void>) {
    const lines: { level: string; msg: string }[] = [];
    const logger = {
      info: (_fields: object, msg: string) => lines.push({ level: 'info', msg }),
      warn: (_fields: object, msg: string) => lines.push({ level: 'warn', msg }),
    };
    return { gate: createAvailabilityGate({ probe, retryMs: 1_000, logger: logger as never }), lines };
  }

  it('lets everything through while the server answers', () => {
    const probe = vi.fn(async () => {});
    const { gate } = gateWith(probe);
    expect(() => gate.check()).not.toThrow();
    expect(answering(gate)).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(probe).not.toHaveBeenCalled();
  });

  it('after a query got no answer, refuses at once (a 503) until a probe gets an answer', async () => {
    let serverAnswers = false;
    const probe = vi.fn(async () => {
      if (!serverAnswers) throw new Error('Connection terminated due to connection timeout');
    });
    const { gate, lines } = gateWith(probe);
    const timeout = new Error('Query read timeout');
    gate.noAnswer(timeout);
    gate.noAnswer(new Error('Query read timeout'));
    expect(lines).toEqual([
      {
        level: 'warn',
        msg: 'PostgreSQL is not answering: requests get a 503 at once until a probe gets an answer',
      },
    ]);
    let refused: unknown;
    try {
      gate.check();
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DatabaseUnavailableError);
    expect((refused as DatabaseUnavailableError).cause).toBe(timeout);
    expect(isDatabaseUnavailable(refused)).toBe(true);

    // A probe at once, then one a second.
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(probe).toHaveBeenCalledTimes(4);
    expect(answering(gate)).toBe(false);

    serverAnswers = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(answering(gate)).toBe(true);
    expect(() => gate.check()).not.toThrow();
    expect(lines.at(-1)).toEqual({ level: 'info', msg: 'PostgreSQL answers again' });
    // No probe once it answers.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(probe).toHaveBeenCalledTimes(5);
  });

  it('a false alarm (a late timer, a server that answers) costs one probe, not a second of refusals', async () => {
    const probe = vi.fn(async () => {});
    const { gate } = gateWith(probe);
    gate.noAnswer(new Error('Query read timeout'));
    expect(answering(gate)).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(answering(gate)).toBe(true);
  });

  it('stops probing when closed, and aborts the probe under way', async () => {
    const signals: AbortSignal[] = [];
    const probe = vi.fn(async (signal: AbortSignal) => {
      signals.push(signal);
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    });
    const { gate } = gateWith(probe);
    gate.noAnswer(new Error('Connection terminated due to connection timeout'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(probe).toHaveBeenCalledTimes(2);
    gate.close();
    expect(signals.every((signal) => signal.aborted)).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(probe).toHaveBeenCalledTimes(2);
  });
});

describe('isNoAnswer', () => {
  it('is a timeout or an unreachable server, not an answer that refused the query', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    for (const error of [
      new Error('Query read timeout'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout expired'),
      refused,
      new Error('Failed query: select 1', { cause: new Error('Query read timeout') }),
    ])
      expect(isNoAnswer(error), String(error)).toBe(true);
    for (const error of [
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' }),
      new Error('Connection terminated unexpectedly'),
      // Waiting for a free connection of a full pool: a busy site.
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      Object.assign(new Error('duplicate key value'), { code: '23505' }),
    ])
      expect(isNoAnswer(error), String(error)).toBe(false);
  });
});
