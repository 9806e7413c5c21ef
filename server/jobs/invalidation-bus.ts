import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import type { DomainEvent, DomainEvents } from '../../src/domain/events.ts';

/**
 * Cache invalidation across processes (issue 14): every process of the site LISTENs on one PostgreSQL channel;
 * a domain event raised in one process (a review, a price change) is NOTIFYed there, and every other process
 * re-emits it on its own domain events, so its page cache and query caches drop what it changed. A lost
 * connection is re-opened with backoff; after a reconnection everything is dropped once (notifications sent
 * meanwhile were missed), and events raised while disconnected are sent when the connection is back.
 */
export const INVALIDATION_CHANNEL = 'quest_invalidation';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; a longer tag list is sent as "everything". */
export const MAX_PAYLOAD_BYTES = 7_900;

export interface InvalidationBus {
  /** Resolves once listening (the first connection). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface Message {
  from: string;
  event: DomainEvent;
}

export function startInvalidationBus({
  databaseUrl,
  events,
  logger,
  onReconnect,
  channel = INVALIDATION_CHANNEL,
  maxBackoffMs = 10_000,
  pingMs = 30_000,
}: {
  databaseUrl: string;
  events: DomainEvents;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Called after a lost connection is back: drop every cached thing (notifications may have been missed). */
  onReconnect: () => void;
  channel?: string;
  maxBackoffMs?: number;
  pingMs?: number;
}): InvalidationBus {
  const processId = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let connectedOnce = false;
  let retry: NodeJS.Timeout | undefined;
  let ping: NodeJS.Timeout | undefined;
  const unsent: Message[] = [];
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const send = (message: Message) => {
    const current = client;
    const payload = notifyPayload(message);
    if (!current) {
      if (unsent.length < 100) unsent.push(message);
      return;
    }
    current.query('select pg_notify($1, $2)', [channel, payload]).catch((error) => {
      logger.warn({ err: error }, 'Cache invalidation not sent; sending again when reconnected');
      if (unsent.length < 100) unsent.push(message);
    });
  };

  const lost = (candidate: pg.Client, error?: unknown) => {
    if (client !== candidate) return;
    client = undefined;
    clearInterval(ping);
    candidate.removeAllListeners();
    candidate.on('error', () => {});
    candidate.end().catch(() => {});
    if (closed) return;
    logger.warn({ err: error }, 'Cache invalidation channel lost; reconnecting');
    schedule();
  };

  const schedule = () => {
    failures += 1;
    const delay = Math.min(maxBackoffMs, 250 * 2 ** Math.min(failures, 8));
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
  };

  const connect = async () => {
    if (closed) return;
    const candidate = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    candidate.on('error', (error) => lost(candidate, error));
    candidate.on('end', () => lost(candidate));
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      candidate.removeAllListeners();
      candidate.on('error', () => {});
      candidate.end().catch(() => {});
      logger.warn({ err: error }, 'Cache invalidation channel: cannot connect; retrying');
      schedule();
      return;
    }
    if (closed) {
      await candidate.end().catch(() => {});
      return;
    }
    client = candidate;
    failures = 0;
    candidate.on('notification', (notification) => {
      if (notification.channel !== channel || !notification.payload) return;
      let message: Message;
      try {
        message = JSON.parse(notification.payload) as Message;
      } catch {
        return;
      }
      if (message.from === processId || !message.event?.type) return;
      events.emit(receivedEvent(message.event));
    });
    // A connection that died without a word (a dropped network) is found by a query that fails.
    ping = setInterval(() => {
      candidate.query('select 1').catch((error) => lost(candidate, error));
    }, pingMs);
    ping.unref();
    if (connectedOnce) {
      logger.info('Cache invalidation channel back; dropping cached pages');
      onReconnect();
    }
    connectedOnce = true;
    for (const message of unsent.splice(0)) send(message);
    markReady();
  };

  const unsubscribe = events.subscribe((event) => {
    if (event.remote) return;
    send({ from: processId, event });
  });
  void connect();

  return {
    ready,
    async close() {
      closed = true;
      unsubscribe();
      clearTimeout(retry);
      clearInterval(ping);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}

/** The NOTIFY payload of a message; its tags are left out (drop everything) when they would not fit. */
export function notifyPayload(message: Message): string {
  const payload = JSON.stringify(message);
  if (Buffer.byteLength(payload) < MAX_PAYLOAD_BYTES || message.event.tags === undefined) return payload;
  const { tags: _dropped, ...everything } = message.event;
  return JSON.stringify({ ...message, event: everything });
}

/** A relayed event: tags that are not a list of strings mean everything (never fewer than were sent). */
export function receivedEvent(event: DomainEvent): DomainEvent {
  const { tags, ...rest } = event;
  const valid = Array.isArray(tags) && tags.every((tag) => typeof tag === 'string');
  return { ...rest, ...(valid ? { tags } : {}), remote: true };
}
