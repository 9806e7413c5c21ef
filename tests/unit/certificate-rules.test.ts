import { describe, expect, it } from 'vitest';
import {
  acceptsMonitor,
  CERTIFICATE_MESSAGES,
  certificateMessage,
  certificateStatusFor,
  fieldErrors,
  ingestEventSchema,
  isLocked,
  isValid,
  normalizeReference,
  validateNewMonitorPassword,
} from '../../src/domain/certificates/index.ts';
import { hashMonitorPassword, verifyMonitorPassword } from '../../src/domain/certificates/password.ts';
import {
  newCertificateId,
  newReferenceNumber,
  REFERENCE_PATTERN,
} from '../../src/domain/certificates/state.ts';

describe('certificate states (spec §4)', () => {
  it('stays locked while its order waits for payment, whatever the monitor did', () => {
    expect(certificateStatusFor({ orderStatus: 'pending_payment', monitorPending: false })).toBe(
      'pending_payment',
    );
    expect(certificateStatusFor({ orderStatus: 'pending_payment', monitorPending: true })).toBe(
      'pending_payment',
    );
    expect(isLocked('pending_payment')).toBe(true);
    expect(isValid('pending_payment')).toBe(false);
  });

  it('is issued once the order is paid, or waits for the monitor first', () => {
    expect(certificateStatusFor({ orderStatus: 'paid', monitorPending: false })).toBe('issued');
    expect(certificateStatusFor({ orderStatus: 'paid', monitorPending: true })).toBe('awaiting_monitor');
    expect(acceptsMonitor('awaiting_monitor')).toBe(true);
    expect(acceptsMonitor('issued')).toBe(false);
    expect(acceptsMonitor('pending_payment')).toBe(false);
    expect(isValid('issued')).toBe(true);
    expect(isLocked('awaiting_monitor')).toBe(false);
  });

  it('is revoked for a refunded order', () => {
    expect(certificateStatusFor({ orderStatus: 'refunded', monitorPending: false })).toBe('revoked');
    expect(isValid('revoked')).toBe(false);
  });
});

describe('certificate ids and reference numbers', () => {
  it('gives unguessable ids (128 bits) and readable, unambiguous reference numbers', () => {
    const ids = new Set(Array.from({ length: 200 }, newCertificateId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^c_[A-Za-z0-9_-]{22}$/);
    const reference = newReferenceNumber(new Date(Date.UTC(2026, 4, 1)));
    expect(reference).toMatch(REFERENCE_PATTERN);
    expect(reference.startsWith('QST-2026-')).toBe(true);
    expect(newReferenceNumber(new Date(Date.UTC(2027, 0, 1)), () => 0)).toBe('QST-2027-000000');
  });

  it('reads what a person types into the verification form', () => {
    expect(normalizeReference(' qst-2026-7k3m9p ')).toBe('QST-2026-7K3M9P');
    expect(normalizeReference('QST 2026 7K3M9P')).toBe('QST-2026-7K3M9P');
    // O and I/L are read as the digits they look like.
    expect(normalizeReference('QST-2026-7K3MOL')).toBe('QST-2026-7K3M01');
    expect(normalizeReference('QST-2026')).toBeNull();
    expect(normalizeReference("' or 1=1 --")).toBeNull();
  });
});

describe('monitor password rules and messages (spec §5)', () => {
  it('needs 8 characters and the same password twice', () => {
    expect(validateNewMonitorPassword('', '')).toEqual({ password: 'password_required' });
    expect(validateNewMonitorPassword('short', 'short')).toEqual({ password: 'password_too_short' });
    expect(validateNewMonitorPassword('x'.repeat(129), 'x'.repeat(129))).toEqual({
      password: 'password_too_long',
    });
    expect(validateNewMonitorPassword('proctor-2026', 'proctor-2027')).toEqual({
      passwordConfirm: 'passwords_mismatch',
    });
    expect(validateNewMonitorPassword('proctor-2026', 'proctor-2026')).toEqual({});
  });

  it("says the spec's English words verbatim and has every message in Spanish", () => {
    expect(CERTIFICATE_MESSAGES.en.passwords_mismatch).toBe('Passwords do not match');
    expect(CERTIFICATE_MESSAGES.en.incorrect_password).toBe('Incorrect password');
    expect(CERTIFICATE_MESSAGES.es.passwords_mismatch).toBe('Las contraseñas no coinciden');
    expect(Object.keys(CERTIFICATE_MESSAGES.es).sort()).toEqual(Object.keys(CERTIFICATE_MESSAGES.en).sort());
    // An unknown key never shows a raw key.
    expect(certificateMessage('en', 'nonsense')).toBe('Incorrect password');
  });

  it('stores a salted scrypt hash and checks it', async () => {
    const first = await hashMonitorPassword('proctor-2026');
    const second = await hashMonitorPassword('proctor-2026');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('proctor');
    expect(await verifyMonitorPassword('proctor-2026', first)).toBe(true);
    expect(await verifyMonitorPassword('proctor-2027', first)).toBe(false);
    expect(await verifyMonitorPassword('', first)).toBe(false);
    expect(await verifyMonitorPassword('proctor-2026', 'md5$abc')).toBe(false);
  });
});

describe('ingestion events', () => {
  const completion = {
    id: 'evt-completion-0001',
    type: 'course.completed',
    occurredAt: '2026-10-14T15:30:00Z',
    data: {
      learnerId: 'l_abcdefghijkl',
      course: 'some-course',
      completedAt: '2026-10-14T15:30:00Z',
      monitorConfirmed: true,
    },
  };

  it('accepts both kinds and refuses unknown fields and kinds', () => {
    expect(ingestEventSchema.safeParse(completion).success).toBe(true);
    expect(
      ingestEventSchema.safeParse({
        id: 'evt-progress-0001',
        type: 'enrolment.progress',
        occurredAt: '2026-10-14T15:30:00+02:00',
        data: { learnerId: 'l_abcdefghijkl', course: 'some-course', progressPercent: 40 },
      }).success,
    ).toBe(true);
    expect(ingestEventSchema.safeParse({ ...completion, extra: 1 }).success).toBe(false);
    expect(ingestEventSchema.safeParse({ ...completion, type: 'course.deleted' }).success).toBe(false);
  });

  it('names each wrong field', () => {
    const result = ingestEventSchema.safeParse({
      ...completion,
      data: { ...completion.data, completedAt: 'yesterday', monitorConfirmed: 'yes' },
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = fieldErrors(result.error);
    expect(Object.keys(errors).sort()).toEqual(['data.completedAt', 'data.monitorConfirmed']);
  });
});
