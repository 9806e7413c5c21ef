import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../server/process/logger.ts';
import { ConfigError, loadConfig } from '../../src/config/env.ts';
import { DEFAULT_DATABASE_TIMEOUTS, databaseOptions } from '../../src/db/client.ts';
import {
  DatabaseUnavailableError,
  isDatabaseUnavailable,
  toDatabaseUnavailable,
  toLoggableDbError,
} from '../../src/db/errors.ts';

const EMAIL = 'ana.garcia@example.com';

/** A pg DatabaseError as pg-protocol's parser builds it from an ErrorResponse. */
function pgError(fields: Partial<pg.DatabaseError> & { code: string; message: string }): pg.DatabaseError {
  const error = new pg.DatabaseError(fields.message, 120, 'error');
  Object.assign(error, { severity: 'ERROR', file: 'x.c', line: '1', routine: 'r' }, fields);
  return error;
}

function uniqueViolation() {
  const cause = pgError({
    code: '23505',
    message: 'duplicate key value violates unique constraint "newsletter_subscribers_email_unique"',
    detail: `Key (email)=(${EMAIL}) already exists.`,
    schema: 'public',
    table: 'newsletter_subscribers',
    constraint: 'newsletter_subscribers_email_unique',
    where: `SQL statement "insert into x values ('${EMAIL}')"`,
  });
  // What drizzle's session throws: the SQL, its parameters, and the driver error as cause.
  return new DrizzleQueryError(
    'insert into "newsletter_subscribers" ("id", "email", "locale", "source", "created_at") values (default, $1, $2, $3, default) returning "id"',
    [EMAIL, 'es', 'footer'],
    cause,
  );
}

function logLines(log: (logger: ReturnType<typeof createLogger>) => void): string {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      chunks.push(String(chunk));
      callback();
    },
  });
  log(createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'test' }, stream));
  return chunks.join('');
}

describe('database errors in logs', () => {
  it('the real drizzle + pg error shape carries the address in its message, params and detail', () => {
    const error = uniqueViolation();
    // The premise: logged as is, the address would be written three times over.
    expect(error.message).toContain(EMAIL);
    expect(error.params).toContain(EMAIL);
    expect((error.cause as pg.DatabaseError).detail).toContain(EMAIL);
  });

  it('the logger writes no e-mail address, but keeps what an operator needs', () => {
    const output = logLines((logger) => logger.error({ err: uniqueViolation() }, 'Unhandled error'));
    expect(output).not.toContain(EMAIL);
    expect(output).not.toContain('already exists');
    const line = JSON.parse(output);
    expect(line.err.type).toBe('DrizzleQueryError');
    expect(line.err.message).toContain('Failed query: insert into "newsletter_subscribers"');
    expect(line.err.message).toContain('params: [Redacted]');
    expect(line.err.message).toContain('violates unique constraint');
    expect(line.err.query).toContain('values (default, $1, $2, $3, default)');
    expect(line.err.params).toBeUndefined();
    expect(line.err.stack).toContain('at ');
    expect(line.err.stack).not.toContain(EMAIL);
  });

  it('an error caused by a database error, logged under err or error, is cleaned too', () => {
    const wrapped = new Error('Form submission failed', { cause: uniqueViolation() });
    const output = logLines((logger) => {
      logger.error({ err: wrapped }, 'a');
      logger.error({ error: uniqueViolation() }, 'b');
    });
    expect(output).not.toContain(EMAIL);
    expect(output).toContain('violates unique constraint');
  });

  it('toLoggableDbError drops detail, where, params and PGlite queryOptions and keeps the SQLSTATE', () => {
    const pglite = Object.assign(pgError({ code: '23505', message: 'duplicate key', detail: EMAIL }), {
      query: 'insert into t values ($1)',
      params: [EMAIL],
      queryOptions: { rowMode: 'array' },
    });
    const safe = toLoggableDbError(pglite) as unknown as Record<string, unknown>;
    expect(safe).not.toBe(pglite);
    expect(safe.code).toBe('23505');
    expect(safe.query).toBe('insert into t values ($1)');
    for (const field of ['detail', 'where', 'params', 'queryOptions']) expect(safe[field]).toBeUndefined();
    expect(JSON.stringify(safe)).not.toContain(EMAIL);
    expect(pglite.detail).toBe(EMAIL); // the original is left alone
  });

  it('redacts the input that data-exception messages quote', () => {
    const error = pgError({ code: '22P02', message: `invalid input syntax for type integer: "${EMAIL}"` });
    const safe = toLoggableDbError(error) as Error;
    expect(safe.message).toBe('invalid input syntax for type integer: "[Redacted]"');
  });

  it('leaves other errors untouched', () => {
    const plain = Object.assign(new Error('boom'), { statusCode: 400 });
    expect(toLoggableDbError(plain)).toBe(plain);
    expect(toLoggableDbError('text')).toBe('text');
  });
});

describe('database unavailable', () => {
  const wrap = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

  it.each([
    [
      'statement_timeout',
      pgError({ code: '57014', message: 'canceling statement due to statement timeout' }),
    ],
    ['lock_timeout', pgError({ code: '55P03', message: 'canceling statement due to lock timeout' })],
    ['idle in transaction', pgError({ code: '25P03', message: 'terminating connection due to idle…' })],
    ['admin shutdown', pgError({ code: '57P01', message: 'terminating connection due to administrator' })],
    ['connection exception', pgError({ code: '08006', message: 'connection failure' })],
    ['too many connections', pgError({ code: '53300', message: 'sorry, too many clients already' })],
    ['pg query_timeout', new Error('Query read timeout')],
    ['pg-pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['connection lost', new Error('Connection terminated unexpectedly')],
    ['broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    [
      'refused on every address',
      new AggregateError([Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })]),
    ],
  ])('%s is unavailability, also wrapped by drizzle', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrap(error))).toBe(true);
    const mapped = toDatabaseUnavailable(wrap(error)) as DatabaseUnavailableError;
    expect(mapped).toBeInstanceOf(DatabaseUnavailableError);
    expect(mapped.statusCode).toBe(503);
    expect(mapped.cause).toBeInstanceOf(DrizzleQueryError);
  });

  it('a wrong query or a constraint violation is not', () => {
    expect(isDatabaseUnavailable(uniqueViolation())).toBe(false);
    expect(isDatabaseUnavailable(wrap(pgError({ code: '42P01', message: 'relation does not exist' })))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    const other = new Error('boom');
    expect(toDatabaseUnavailable(other)).toBe(other);
  });
});

describe('database limits in the configuration', () => {
  it('default to 2 s connect, 5 s statements, 6 s answers, 3 s locks, 10 s idle in transaction', () => {
    const options = databaseOptions(loadConfig({}));
    expect(options.timeouts).toEqual(DEFAULT_DATABASE_TIMEOUTS);
    expect(DEFAULT_DATABASE_TIMEOUTS).toMatchObject({
      connectMs: 2_000,
      statementMs: 5_000,
      queryMs: 6_000,
      lockMs: 3_000,
      idleInTransactionMs: 10_000,
    });
    expect(options.poolSize).toBe(10);
  });

  it('are read from the environment, and the client-side limit must outlast the server-side one', () => {
    const config = loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '1000', DATABASE_QUERY_TIMEOUT_MS: '1500' });
    expect(databaseOptions(config).timeouts).toMatchObject({ statementMs: 1000, queryMs: 1500 });
    expect(() => loadConfig({ DATABASE_QUERY_TIMEOUT_MS: '5000' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_QUERY_TIMEOUT_MS: '5000' })).toThrow(/DATABASE_QUERY_TIMEOUT_MS/);
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '-1' })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
  });
});
