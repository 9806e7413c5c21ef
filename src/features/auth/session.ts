import { createHmac, timingSafeEqual } from 'node:crypto';
import { cache } from 'react';
import { unstable_getHeaders as getHeaders } from 'waku/server';
import {
  type AuthState,
  authStateFromRecord,
  parseTokenRecord,
  SIGNED_OUT,
  TOKEN_COOKIE,
} from '../../domain/auth.ts';
import { getServices } from '../../services.ts';

/**
 * Checks a value signed by @fastify/cookie (`value.base64(HMAC-SHA256)` without padding) and returns the value,
 * or undefined when the signature is wrong. tests/unit/ocid-session.test.ts keeps it in step with the plugin.
 */
export function unsignCookieValue(signed: string, secret: string): string | undefined {
  const dot = signed.lastIndexOf('.');
  if (dot <= 0 || dot === signed.length - 1) return undefined;
  const value = signed.slice(0, dot);
  const actual = Buffer.from(signed.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(value).digest('base64').replace(/=/g, ''));
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? value : undefined;
}

/** One cookie's value from a Cookie header (URL-decoded like @fastify/cookie does). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** Auth state from a Cookie header: signed, readable and unexpired → signed in; anything else → signed out. */
export function authStateFromCookieHeader(
  header: string | undefined,
  secret: string,
  now?: number,
): AuthState {
  const signed = readCookie(header, TOKEN_COOKIE);
  if (!signed) return SIGNED_OUT;
  const value = unsignCookieValue(signed, secret);
  if (value === undefined) return SIGNED_OUT;
  try {
    return authStateFromRecord(parseTokenRecord(value), now);
  } catch {
    return SIGNED_OUT;
  }
}

/**
 * The visitor's Open Campus ID state for Server Components (isAuthenticated, OCId, ethAddress), read from the
 * httpOnly cookie Fastify set. Tokens themselves never leave the server.
 */
export const getAuthState = cache((): AuthState => {
  const header = getHeaders().cookie;
  return authStateFromCookieHeader(header, getServices().config.COOKIE_SECRET);
});
