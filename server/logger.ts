import pino, { type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../src/config/env.ts';

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
]);

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const key of params.keys()) {
    if (SENSITIVE_QUERY_KEYS.has(key.toLowerCase())) {
      params.set(key, '[Redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}

export function createLogger(
  config: Pick<AppConfig, 'LOG_LEVEL' | 'NODE_ENV'>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
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
