// The e-mail address rules of spec §5, shared by the domain (src/domain/leads.ts re-exports them) and the
// browser's check in the e-mail forms (src/ui/EmailForm.tsx), which may not import the domain.

/** Spec §5: non-space non-@ characters, @, then a domain with at least one dot. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAX_EMAIL_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value);
}

/** Addresses are stored trimmed and lower-cased so one person is one subscriber. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export type NewsletterError = 'newsletter_email';

export function validateNewsletterEmail(
  raw: unknown,
): { ok: true; email: string } | { ok: false; error: NewsletterError } {
  const value = typeof raw === 'string' ? raw.trim() : '';
  return isValidEmail(value)
    ? { ok: true, email: normalizeEmail(value) }
    : { ok: false, error: 'newsletter_email' };
}
