import pg from 'pg';
import type { Logger } from 'pino';
import type { AvailabilityGate } from './availability.ts';
import { isNoAnswer } from './errors.ts';

// The PostgreSQL pool's parts around `pg`: connections that are safe to lose, a pool that lends nothing while the
// server is not answering (availability.ts), the probe that finds it answering again, and /readyz's ping.

type Connection = { connection?: { stream?: { destroy(): void } } };

/**
 * Makes one pooled connection safe to lose: its 'error' event (the server ended the session, the network
 * failed) is logged instead of crashing the process while the client is checked out (pg-pool only listens
 * while it is idle), and a client-side query timeout closes the connection, so the pool drops it rather
 * than lending out a connection still waiting for an answer, and tells the gate that the server is not answering.
 */
export function guardPooledClient(
  client: pg.PoolClient,
  logger: Pick<Logger, 'warn'> | undefined,
  gate: AvailabilityGate,
) {
  client.on('error', (error) => logger?.warn({ err: error }, 'PostgreSQL connection lost'));
  const close = (error: unknown) => {
    if (error instanceof Error && error.message === 'Query read timeout') {
      (client as unknown as Connection).connection?.stream?.destroy();
      gate.noAnswer(error);
    }
  };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        close(error);
        callback(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(close);
    return result;
  };
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pg Pool that lends no connection while the server is not answering (a fast 503 instead of a wait for each
 * query's limit), and tells the gate when a new connection got no answer. (Waiting for a free connection of a full
 * pool times out with another message, which isNoAnswer does not count: that is a busy site, not a gone server.)
 */
export class GatedPool extends pg.Pool {
  private readonly gate: AvailabilityGate;

  constructor(config: pg.PoolConfig, gate: AvailabilityGate) {
    super(config);
    this.gate = gate;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    const note = (error: unknown) => {
      if (isNoAnswer(error)) this.gate.noAnswer(error);
    };
    try {
      this.gate.check();
    } catch (error) {
      if (!callback) return Promise.reject(error);
      process.nextTick(() => callback(error as Error, undefined, () => {}));
      return undefined;
    }
    if (!callback) {
      return super.connect().catch((error: unknown) => {
        note(error);
        throw error;
      });
    }
    super.connect((error, client, done) => {
      if (error) note(error);
      callback(error, client, done);
    });
    return undefined;
  }
}

/**
 * One round trip on a connection of its own, within `limitMs`: resolves when the server answered, even with an
 * error (too many connections, starting up: it is there), rejects when it did not.
 */
export async function probePostgres(
  databaseUrl: string,
  limitMs: number,
  signal: AbortSignal,
): Promise<void> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    application_name: 'quest-web probe',
    connectionTimeoutMillis: limitMs,
    query_timeout: limitMs,
  });
  client.on('error', () => {});
  const destroy = () => (client as unknown as Connection).connection?.stream?.destroy();
  signal.addEventListener('abort', destroy, { once: true });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    if (isNoAnswer(error) || signal.aborted) throw error;
  } finally {
    signal.removeEventListener('abort', destroy);
    // end() waits for the server to close the session, and a server can stop answering in between: not awaited,
    // and cut after the limit.
    const cut = setTimeout(destroy, limitMs);
    cut.unref();
    client.end().then(
      () => clearTimeout(cut),
      () => clearTimeout(cut),
    );
  }
}

/**
 * /readyz's ping: a `select 1` with no answer within `limitMs` marks the server as not answering. Load balancers
 * poll /readyz every few seconds, so a frozen server is found before a visitor's query waits out its own limits.
 */
export async function pingPostgres(pool: pg.Pool, gate: AvailabilityGate, limitMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const silence = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`No answer to a ping within ${limitMs} ms`);
      gate.noAnswer(error);
      reject(error);
    }, limitMs);
    timer.unref();
  });
  try {
    await Promise.race([pool.query('select 1'), silence]);
  } finally {
    clearTimeout(timer);
  }
}
