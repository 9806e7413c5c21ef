import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import type { CertificateMessageKey } from './messages.ts';

// The monitor (proctor) password: checked by pure rules, stored as a salted scrypt hash, compared in constant
// time. The stored string names its parameters, so they can be raised later without breaking old hashes.

export const MONITOR_PASSWORD_MIN = 8;
export const MONITOR_PASSWORD_MAX = 128;

/** Setting the password: the password and its confirmation. */
export function validateNewMonitorPassword(
  password: string,
  confirmation: string,
): Partial<Record<'password' | 'passwordConfirm', CertificateMessageKey>> {
  if (password.length === 0) return { password: 'password_required' };
  if (password.length < MONITOR_PASSWORD_MIN) return { password: 'password_too_short' };
  if (password.length > MONITOR_PASSWORD_MAX) return { password: 'password_too_long' };
  if (password !== confirmation) return { passwordConfirm: 'passwords_mismatch' };
  return {};
}

const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

export async function hashMonitorPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyMonitorPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  if (password.length === 0 || password.length > MONITOR_PASSWORD_MAX) return false;
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
