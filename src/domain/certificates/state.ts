import { randomBytes, randomInt } from 'node:crypto';
import type { CertificateStatus } from '../../db/schema/certificates.ts';
import type { OrderStatus } from '../../db/schema/orders.ts';

// A certificate's life (spec §4): locked while its order waits for payment, then waiting for the monitor's
// (proctor's) confirmation when the app says the exam was not confirmed yet, then issued. Pure rules; the
// records module applies them inside the transactions that change the order or the certificate.

export interface CertificateFacts {
  orderStatus: OrderStatus;
  /** The app reported that a monitor must still confirm, and nobody has. */
  monitorPending: boolean;
}

/** The status a certificate has given its order and its monitor. */
export function certificateStatusFor({ orderStatus, monitorPending }: CertificateFacts): CertificateStatus {
  if (orderStatus === 'refunded' || orderStatus === 'failed') return 'revoked';
  // Pay later: access at once, certificates once paid (spec §2).
  if (orderStatus !== 'paid') return 'pending_payment';
  return monitorPending ? 'awaiting_monitor' : 'issued';
}

/** Only a pending-payment certificate is locked: its fields are not shown and no PDF is given. */
export function isLocked(status: CertificateStatus): boolean {
  return status === 'pending_payment';
}

/** A board may rely on it: issued and not revoked. */
export function isValid(status: CertificateStatus): boolean {
  return status === 'issued';
}

/** The monitor's forms are offered only while the certificate waits for them. */
export function acceptsMonitor(status: CertificateStatus): boolean {
  return status === 'awaiting_monitor';
}

/** 128 random bits: the certificate's address nobody can guess. */
export function newCertificateId(): string {
  return `c_${randomBytes(16).toString('base64url')}`;
}

/** Crockford's base 32 without I, L, O, U: no digit and letter read alike when a person types it. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_PATTERN = /^QST-\d{4}-[0-9A-HJKMNP-TV-Z]{6}$/;

/** QST-{year of completion}-{6 random characters} (about a billion per year; a collision is retried). */
export function newReferenceNumber(completedAt: Date, random: (max: number) => number = randomInt): string {
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += REFERENCE_ALPHABET[random(REFERENCE_ALPHABET.length)];
  return `QST-${completedAt.getUTCFullYear()}-${suffix}`;
}

/** What a visitor typed into the verification form, in the stored form ('qst-2026-7k3m9p ' → 'QST-2026-7K3M9P'). */
export function normalizeReference(raw: string): string | null {
  const value = raw
    .trim()
    .toUpperCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  return REFERENCE_PATTERN.test(value) ? value : null;
}
