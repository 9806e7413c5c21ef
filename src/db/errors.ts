// What a database failure means for a request (503, not 500) and what of it may reach the logs (no personal
// data: drizzle puts the query parameters in its error message, pg puts row values in `detail`, PGlite attaches
// `params` and `queryOptions` to its errors).

/** The database does not answer (down, frozen, overloaded, timed out): the request should get a fast 503. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  readonly statusCode = 503;
  readonly code = 'DATABASE_UNAVAILABLE';
  constructor(message = 'The database is not available', options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * SQLSTATEs that mean "the server cannot serve this now", not "this query is wrong": the statement, lock and
 * idle-in-transaction timeouts we set, shutdowns, connection limits and every connection exception (class 08).
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57014', // query_canceled (statement_timeout)
  '55P03', // lock_not_available (lock_timeout)
  '25P03', // idle_in_transaction_session_timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, in recovery)
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
]);

/** Socket errors of a server that cannot be reached at all (a reset or a closed connection is an answer). */
const NO_ANSWER_ERRNOS = new Set([
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * What `pg` and `pg-pool` throw when a query or a new connection waited out its limit without a word back. Not
 * pg-pool's "timeout exceeded when trying to connect": that one is waiting for a free connection of a full pool.
 */
const NO_ANSWER_MESSAGES = [
  /^Query read timeout$/, // pg query_timeout
  /^Connection terminated due to connection timeout$/, // pg-pool: a new connection's connect limit
  /^timeout expired$/, // pg Client connectionTimeoutMillis (the probe's own connection)
];

/** Socket errors of a connection that was refused, reset or timed out. */
const UNAVAILABLE_ERRNOS = new Set([...NO_ANSWER_ERRNOS, 'ECONNRESET', 'ECONNABORTED', 'EPIPE']);

/** What `pg`, `pg-pool` and PGlite throw (as plain Errors) when the connection, not the query, failed. */
const UNAVAILABLE_MESSAGES = [
  ...NO_ANSWER_MESSAGES,
  /^timeout exceeded when trying to connect$/, // pg-pool connectionTimeoutMillis, waiting for a free connection
  /^Connection terminated( unexpectedly)?$/,
  /is not queryable$/, // pg: a client whose connection failed or was closed
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is closed$/,
];

function* errorChain(error: unknown, depth = 0): Generator<object> {
  if (depth > 8 || error === null || typeof error !== 'object') return;
  yield error;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (cause !== undefined && cause !== error) yield* errorChain(cause, depth + 1);
  if (Array.isArray(errors)) for (const inner of errors) yield* errorChain(inner, depth + 1);
}

/**
 * Whether an error (or any error in its `cause` chain, as drizzle wraps driver errors in DrizzleQueryError) means
 * the database is unavailable rather than that the query is wrong. The HTTP error handler answers 503 for these.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const item of errorChain(error)) {
    if (item instanceof DatabaseUnavailableError) return true;
    const { code, message } = item as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
      if (UNAVAILABLE_ERRNOS.has(code)) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) {
      return true;
    }
  }
  return false;
}

/**
 * Whether the server gave no answer at all (a read or connect timeout, an unreachable host), as opposed to an answer
 * that refused the query (a statement or lock timeout, a session it ended): what marks PostgreSQL as not answering
 * (availability.ts).
 */
export function isNoAnswer(error: unknown): boolean {
  for (const item of errorChain(error)) {
    const { code, message } = item as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && NO_ANSWER_ERRNOS.has(code)) return true;
    if (typeof message === 'string' && NO_ANSWER_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
  }
  return false;
}

/** Whether an error (or its cause chain) is a unique-constraint violation (SQLSTATE 23505), e.g. a lost race. */
export function isUniqueViolation(error: unknown): boolean {
  for (const item of errorChain(error)) {
    if ((item as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The error as a DatabaseUnavailableError (statusCode 503, original as `cause`) when it is one, else as is. */
export function toDatabaseUnavailable(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError || !isDatabaseUnavailable(error)) return error;
  return new DatabaseUnavailableError(undefined, { cause: error });
}

/** Fields of driver errors that carry row values or query parameters: never logged. */
const PERSONAL_FIELDS = new Set([
  'detail', // pg: "Key (email)=(someone@example.com) already exists."
  'where', // pg: PL/pgSQL context, may quote values
  'internalQuery',
  'params', // DrizzleQueryError, PGlite
  'parameters',
  'values',
  'queryOptions', // PGlite
  'raw',
]);

const EMAIL = /[^\s@"'()<>,;:=[\]]+@[^\s@"'()<>,;:=[\]]+\.[A-Za-z]{2,}/g;

function isDatabaseError(error: object): boolean {
  const { code, severity, name } = error as { code?: unknown; severity?: unknown; name?: unknown };
  const className = (error as { constructor?: { name?: unknown } }).constructor?.name;
  if (
    typeof code === 'string' &&
    /^[0-9A-Z]{5}$/.test(code) &&
    (severity !== undefined || 'detail' in error)
  ) {
    return true;
  }
  return (
    name === 'DrizzleQueryError' ||
    className === 'DrizzleQueryError' ||
    [...PERSONAL_FIELDS].some((field) => field !== 'raw' && field in error)
  );
}

function loggableMessage(error: object): string {
  const raw = (error as { message?: unknown }).message;
  let message = typeof raw === 'string' ? raw : String(raw ?? '');
  // DrizzleQueryError: "Failed query: <sql>\nparams: <values>".
  const params = message.indexOf('\nparams:');
  if (params !== -1) message = `${message.slice(0, params)}\nparams: [Redacted]`;
  // Class 22 (data exception) messages quote the offending input: 'invalid input syntax for type uuid: "…"'.
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('22'))
    message = message.replace(/"[^"]*"/g, '"[Redacted]"');
  return message.replace(EMAIL, '[Redacted]');
}

function loggableStack(error: object, name: string, message: string): string | undefined {
  const stack = (error as { stack?: unknown }).stack;
  if (typeof stack !== 'string') return undefined;
  // V8 stacks start with "<name>: <message>"; the message may span lines, the frames start with "    at ".
  const frames = stack.search(/\n\s+at /);
  return `${name}: ${message}${frames === -1 ? '' : stack.slice(frames).replace(EMAIL, '[Redacted]')}`;
}

function sanitize(error: object, depth: number): Error {
  const name = typeof (error as Error).name === 'string' ? (error as Error).name : 'Error';
  const message = loggableMessage(error);
  const safe = new Error(message) as Error & Record<string, unknown>;
  safe.name = name;
  const stack = loggableStack(error, name, message);
  if (stack) safe.stack = stack;
  else delete safe.stack;
  for (const [key, value] of Object.entries(error)) {
    if (PERSONAL_FIELDS.has(key) || key === 'message' || key === 'stack' || key === 'cause') continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      safe[key] = typeof value === 'string' ? value.replace(EMAIL, '[Redacted]') : value;
    }
  }
  const { cause } = error as { cause?: unknown };
  if (cause && typeof cause === 'object' && depth < 8) safe.cause = sanitize(cause, depth + 1);
  // The logger reports the original class name as `type`.
  Object.defineProperty(safe, 'loggedType', {
    value: (error as { constructor?: { name?: string } }).constructor?.name ?? name,
    enumerable: false,
  });
  return safe;
}

/**
 * A copy of an error that is safe to log: when it or a cause is a database error (pg, PGlite, drizzle), the copy
 * keeps name, message, stack, SQLSTATE, table/constraint names and the SQL text, and drops query parameters, row
 * values (`detail`) and anything else that may hold personal data. Other errors are returned unchanged.
 */
export function toLoggableDbError<T>(error: T): T | Error {
  if (error === null || typeof error !== 'object') return error;
  for (const item of errorChain(error)) {
    if (isDatabaseError(item)) return sanitize(error, 0);
  }
  return error;
}
