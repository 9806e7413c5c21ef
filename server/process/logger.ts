import pino, { type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../../src/config/env.ts';
import { toLoggableDbError } from '../../src/domain/failures.ts';
import { CAPABILITY_QUERY_KEYS, redactCapabilityPath } from '../../src/routes.ts';

// Never let a secret reach the logs: cookies, authorization headers and every token-like field.
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'headers.cookie',
  'headers.authorization',
  'res.headers["set-cookie"]',
  '*.cookie',
  '*.authorization',
  '*.access_token',
  '*.id_token',
  '*.accessToken',
  '*.idToken',
  '*.token',
  '*.codeVerifier',
  '*.code_verifier',
  '*.password',
  '*.secret',
];

/** Query parameters whose values are masked in logged URLs. */
const SENSITIVE_QUERY_KEYS = new Set([
  'token',
  'code',
  'state',
  'id_token',
  'access_token',
  'email',
  'password',
  // purchase parameters that name or identify a person (spec §3)
  'firstname',
  'lastname',
  'phone',
  'externalid',
  'inviterid',
  'discount',
  // orders, payments and capability links (issue 27)
  ...CAPABILITY_QUERY_KEYS,
]);

/** A URL for the logs: capability path segments (routes.ts) and sensitive query values masked. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return redactCapabilityPath(url);
  const path = redactCapabilityPath(url.slice(0, queryStart));
  url = `${path}${url.slice(queryStart)}`;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const key of params.keys()) {
    const lower = key.toLowerCase();
    if (SENSITIVE_QUERY_KEYS.has(lower) || lower.startsWith('metadata_')) {
      params.set(key, '[Redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}

/** Free text (a console line from Waku or React) with the capability segments of any path in it masked. */
export function redactPathsInText(text: string): string {
  return text.replace(/\/[A-Za-z0-9._~%-]+(?:\/[A-Za-z0-9._~%-]+)+/g, (path) => redactCapabilityPath(path));
}

/**
 * pino's error serializer, after toLoggableDbError: a database error (or one caused by it) loses its query
 * parameters, row values (`detail`) and any e-mail address before it is written.
 */
export function serializeError(error: unknown): unknown {
  const loggable = toLoggableDbError(error);
  const serialized = pino.stdSerializers.err(loggable as Error) as unknown;
  const type = (loggable as { loggedType?: unknown } | null)?.loggedType;
  if (loggable !== error && typeof type === 'string' && serialized && typeof serialized === 'object') {
    (serialized as { type: string }).type = type;
  }
  return serialized;
}

export function createLogger(
  config: Pick<AppConfig, 'LOG_LEVEL' | 'NODE_ENV'>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    serializers: { err: serializeError, error: serializeError },
    base: { service: 'quest-web' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  if (destination) return pino(options, destination);
  if (config.NODE_ENV === 'development' && process.stdout.isTTY) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } },
    });
  }
  return pino(options);
}
