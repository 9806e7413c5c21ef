import type { Logger } from 'pino';
import { DatabaseUnavailableError } from './errors.ts';

/**
 * Whether the PostgreSQL server answers, as this process last saw it: a fast 503 for every request while it does not.
 *
 * Each query has its own limits (2 s to get a connection, 6 s for an answer), but a request that makes two or three
 * queries in a row could wait out each of them: 12 s for a form post to a frozen server. So the first query that
 * gets no answer at all marks the server as not answering; from then on a connection is refused at once, and a probe
 * (one round trip on a fresh connection of its own) runs at once and then every `retryMs` until the server answers
 * again. A false alarm (a timer that fired late on a stalled event loop) costs the few milliseconds of one probe.
 *
 * Only "no answer" counts (see isNoAnswer): a statement or lock timeout, a session the server ended, a refused
 * query are answers from a server that is up.
 */
export interface AvailabilityGate {
  /** Throws DatabaseUnavailableError while the server is not answering. */
  check(): void;
  /** A query or a connection attempt got no answer: refuse connections until a probe gets one. */
  noAnswer(error: unknown): void;
  close(): void;
}

export function createAvailabilityGate({
  probe,
  retryMs = 1_000,
  logger,
}: {
  /**
   * One round trip on a connection of its own, within its own time limit: resolves when the server answered (even
   * with an error), rejects when it did not. The signal aborts it when the gate is closed.
   */
  probe: (signal: AbortSignal) => Promise<void>;
  retryMs?: number;
  logger?: Pick<Logger, 'info' | 'warn'>;
}): AvailabilityGate {
  let down: { since: number; cause: unknown } | undefined;
  let timer: NodeJS.Timeout | undefined;
  const closing = new AbortController();

  const scheduleProbe = (delayMs: number) => {
    if (closing.signal.aborted) return;
    timer = setTimeout(async () => {
      try {
        await probe(closing.signal);
      } catch {
        scheduleProbe(retryMs);
        return;
      }
      if (closing.signal.aborted) return;
      if (down) logger?.info({ downMs: Date.now() - down.since }, 'PostgreSQL answers again');
      down = undefined;
    }, delayMs);
    // A probe never keeps the process alive on its own.
    timer.unref();
  };

  return {
    check() {
      if (down) throw new DatabaseUnavailableError('The database is not answering', { cause: down.cause });
    },
    noAnswer(error) {
      if (down || closing.signal.aborted) return;
      down = { since: Date.now(), cause: error };
      logger?.warn(
        { err: error, retryMs },
        'PostgreSQL is not answering: requests get a 503 at once until a probe gets an answer',
      );
      scheduleProbe(0);
    },
    close() {
      clearTimeout(timer);
      closing.abort();
    },
  };
}
