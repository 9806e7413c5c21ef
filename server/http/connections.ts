import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

// The connections themselves (issue 28): how long a client may take to send a request, how many sockets one
// address may hold, and how the server lets go of them at shutdown without dropping a request it was sent.

export interface ConnectionLimits {
  /** A request's headers must arrive within this (Node answers 408 and closes the socket). */
  headersTimeoutMs: number;
  /** The whole request, body included, within this. */
  requestTimeoutMs: number;
  /** Open sockets per peer address; 0 = no cap. */
  maxPerIp: number;
}

/**
 * Fastify's server options for these limits. Node checks the two timeouts on a timer whose default period is 30 s,
 * which let slow sockets live for up to 30 s past their deadline: the period here is a quarter of the header
 * timeout, at most a second.
 */
export function serverTimeoutOptions(limits: ConnectionLimits) {
  return {
    http: {
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, Math.max(100, Math.floor(limits.headersTimeoutMs / 4))),
    },
    requestTimeout: limits.requestTimeoutMs,
  };
}

/**
 * Closes a new socket at once when its peer address already holds `maxPerIp` open ones: 500 sockets trickling
 * their headers from one address cannot take every file descriptor, and others (a health check) still get in.
 * Behind a proxy every socket comes from the proxy: raise the cap or turn it off (0) there.
 */
export function capConnectionsPerIp(server: Server, maxPerIp: number, logger: FastifyBaseLogger): void {
  if (maxPerIp <= 0) return;
  const open = new Map<string, number>();
  /** Addresses refused lately, logged once a minute each (a flood must not flood the log). */
  const lastLogged = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = open.get(address) ?? 0;
    if (count >= maxPerIp) {
      socket.destroy();
      const now = Date.now();
      if ((lastLogged.get(address) ?? 0) < now - 60_000) {
        // Bounded: a flood from many addresses must not grow this map without end.
        if (lastLogged.size >= 10_000) lastLogged.clear();
        lastLogged.set(address, now);
        logger.warn({ maxPerIp }, 'Connection refused: too many open connections from one address');
      }
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/** One turn of the event loop, through its poll phase (where sockets are accepted and read). */
const loopTurn = () => new Promise((resolve) => setImmediate(resolve));

/** The longest wait for the accept queue to empty before the listener closes anyway. */
const ACCEPT_DRAIN_LIMIT_MS = 10_000;

/**
 * Turns the event loop until no connection has been accepted for a few turns in a row (bounded). While the loop is
 * busy, Node accepts one waiting connection per turn (measured: ten connections waiting behind 200 ms of work are
 * accepted 200 ms apart), so connections that completed their handshake before the signal may still wait in the
 * kernel's accept queue, where closing the listener would reset them. Turns are quick once the renders in flight
 * are done; a client still connecting meanwhile is served too (with `Connection: close`).
 */
async function acceptWaitingConnections(server: Server, limitMs: number): Promise<void> {
  let accepted = 0;
  const count = () => {
    accepted += 1;
  };
  server.on('connection', count);
  const deadline = Date.now() + Math.min(ACCEPT_DRAIN_LIMIT_MS, limitMs);
  try {
    // A turn to read the requests of sockets just accepted, two more in a row with nothing new.
    for (let quiet = 0; quiet < 3 && Date.now() < deadline; ) {
      const before = accepted;
      await loopTurn();
      quiet = accepted === before ? quiet + 1 : 0;
    }
  } finally {
    server.off('connection', count);
  }
}

/**
 * Stops the server without dropping a request it was sent. Closing the listener and the idle sockets at once (what
 * `server.close()` does) resets the connections still waiting to be accepted, and a socket whose request bytes had
 * arrived but were not read yet. So: first mark the app draining (every response from now on says
 * `Connection: close`, /readyz answers 503), accept what waits and read what it carries, and only then stop
 * listening. Keep-alive sockets that turn idle later are closed from a check-phase callback, after the poll phase
 * has read whatever they were sent. The app's own close (its onClose hooks: the database, the render threads) runs
 * once the last connection has ended, or at `deadlineMs` after the signal, when whatever is still open (a client
 * that stopped reading) is cut, so the database is still closed cleanly within the process's grace.
 */
export async function closeGracefully(app: FastifyInstance, { deadlineMs }: { deadlineMs: number }) {
  const deadline = Date.now() + deadlineMs;
  app.draining = true;
  await acceptWaitingConnections(app.server, deadlineMs / 2);
  const sweep = setInterval(() => setImmediate(() => app.server.closeIdleConnections()), 100);
  sweep.unref();
  let cut: NodeJS.Timeout | undefined;
  try {
    // net.Server's close callback runs when no connection is left.
    await new Promise<void>((resolve) => {
      app.server.close(() => resolve());
      cut = setTimeout(
        () => {
          app.log.warn('Shutdown: connections still open at the deadline are closed');
          app.server.closeAllConnections();
        },
        Math.max(0, deadline - Date.now()),
      );
    });
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
  await app.close();
}
