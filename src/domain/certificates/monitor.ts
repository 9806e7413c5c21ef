import { and, eq, isNull } from 'drizzle-orm';
import { certificates } from '../../db/schema/certificates.ts';
import type { Db } from '../../db/types.ts';
import type { CertificateMessageKey } from './messages.ts';
import { hashMonitorPassword, validateNewMonitorPassword, verifyMonitorPassword } from './password.ts';
import { acceptsMonitor } from './state.ts';

// The monitor (proctor) confirms a certificate on its page: first they set a password (with its confirmation),
// then they confirm with it, which issues the certificate. A wrong password says only 'Incorrect password'.
// Attempts are rate-limited by the route (per certificate and per IP).

export type MonitorResult =
  | { ok: true }
  | { ok: false; reason: 'not_found' }
  | { ok: false; errors: Partial<Record<'password' | 'passwordConfirm' | '_form', CertificateMessageKey>> };

export async function setMonitorPassword(
  db: Db,
  input: { certificateId: string; password: string; passwordConfirm: string },
  now: Date = new Date(),
): Promise<MonitorResult> {
  const certificate = await findAwaiting(db, input.certificateId);
  if (!certificate) return { ok: false, reason: 'not_found' };
  if (certificate.monitorPasswordHash) return { ok: false, errors: { _form: 'password_already_set' } };
  const errors = validateNewMonitorPassword(input.password, input.passwordConfirm);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const hash = await hashMonitorPassword(input.password);
  // Only the first setter wins: a second, racing post finds the hash already there.
  const rows = await db
    .update(certificates)
    .set({ monitorPasswordHash: hash, updatedAt: now })
    .where(
      and(
        eq(certificates.id, input.certificateId),
        eq(certificates.status, 'awaiting_monitor'),
        isNull(certificates.monitorPasswordHash),
      ),
    )
    .returning({ id: certificates.id });
  return rows.length > 0 ? { ok: true } : { ok: false, errors: { _form: 'password_already_set' } };
}

export async function confirmMonitor(
  db: Db,
  input: { certificateId: string; password: string },
  now: Date = new Date(),
): Promise<MonitorResult> {
  const certificate = await findAwaiting(db, input.certificateId);
  if (!certificate?.monitorPasswordHash) return { ok: false, reason: 'not_found' };
  if (input.password.length === 0) return { ok: false, errors: { password: 'password_required' } };
  if (!(await verifyMonitorPassword(input.password, certificate.monitorPasswordHash)))
    return { ok: false, errors: { password: 'incorrect_password' } };
  await db
    .update(certificates)
    .set({ status: 'issued', monitorConfirmedAt: now, issuedAt: now, updatedAt: now })
    .where(and(eq(certificates.id, input.certificateId), eq(certificates.status, 'awaiting_monitor')));
  return { ok: true };
}

async function findAwaiting(db: Db, id: string) {
  const [row] = await db
    .select({ status: certificates.status, monitorPasswordHash: certificates.monitorPasswordHash })
    .from(certificates)
    .where(eq(certificates.id, id))
    .limit(1);
  return row && acceptsMonitor(row.status) ? row : undefined;
}
