import { isValidEmail, normalizeEmail } from '../leads.ts';
import { type MetadataParams, pickPurchaseParams } from '../purchase-params.ts';
import type { CheckoutMessageKey } from './messages.ts';

// The checkout form as the server reads it: every field a string, every rule once (pure; the page and the route
// use the same result). The browser never sends a price: nothing here is money.

export type CheckoutIntent = 'pay' | 'apply_code';
export type PaymentChoice = 'card' | 'pay_later';

export interface CheckoutFields {
  attempt: string;
  state: string;
  fullName: string;
  email: string;
  emailConfirm: string;
  code: string;
  appliedCode: string;
  invitedName: string;
  invitedEmail: string;
  paymentMethod: PaymentChoice;
  intent: CheckoutIntent;
  /**
   * The affiliate whose landing sent the buyer (a hidden field): only its shape is checked here; the order
   * records it only when it names an active affiliate (domain/affiliates). Never part of the price.
   */
  affiliate?: string;
}

/** Card fields exist only in the offline sandbox's own form (Stripe's Payment Element keeps them in the browser). */
export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

export type FieldErrors = Partial<Record<keyof CheckoutFields | 'card', CheckoutMessageKey>>;

const ATTEMPT = /^[A-Za-z0-9_-]{16,64}$/;
const MAX_TEXT = 200;

function text(body: Record<string, string | undefined>, key: string): string {
  return (body[key] ?? '').trim().slice(0, MAX_TEXT);
}

/** Reads the posted form (unknown keys ignored, lengths bounded). */
export function readCheckoutForm(body: Record<string, string | undefined>): {
  fields: CheckoutFields;
  card: CardFields;
} {
  return {
    fields: {
      attempt: ATTEMPT.test(body.attempt ?? '') ? (body.attempt as string) : '',
      state: text(body, 'state').toUpperCase().slice(0, 2),
      fullName: text(body, 'fullName'),
      email: text(body, 'email'),
      emailConfirm: text(body, 'emailConfirm'),
      code: text(body, 'code'),
      appliedCode: text(body, 'appliedCode'),
      invitedName: text(body, 'invitedName'),
      invitedEmail: text(body, 'invitedEmail'),
      paymentMethod: body.paymentMethod === 'pay_later' ? 'pay_later' : 'card',
      intent: body.intent === 'apply_code' ? 'apply_code' : 'pay',
      affiliate: /^[a-z0-9][a-z0-9-]{0,59}$/.test(body.affiliate ?? '') ? (body.affiliate as string) : '',
    },
    card: {
      number: (body.cardNumber ?? '').replace(/[\s-]/g, '').slice(0, 24),
      expiry: (body.cardExpiry ?? '').replace(/\s/g, '').slice(0, 7),
      cvc: (body.cardCvc ?? '').trim().slice(0, 4),
    },
  };
}

/** The buyer's part of the form (name, e-mail twice, invited user); the state is checked against the product. */
export function validateBuyer(fields: CheckoutFields): FieldErrors {
  const errors: FieldErrors = {};
  if (!fields.fullName) errors.fullName = 'name_required';
  if (!isValidEmail(fields.email)) errors.email = 'email_invalid';
  else if (normalizeEmail(fields.email) !== normalizeEmail(fields.emailConfirm))
    errors.emailConfirm = 'email_mismatch';
  const invited = fields.invitedName !== '' || fields.invitedEmail !== '';
  if (invited && (!fields.invitedName || !isValidEmail(fields.invitedEmail)))
    errors.invitedEmail = 'invited_incomplete';
  return errors;
}

/** Luhn check digit: catches a mistyped card number before the provider sees it. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Complete card details: a 13–19 digit number that passes Luhn, an expiry MM/YY not in the past, a 3–4 digit CVC. */
export function cardComplete(card: CardFields, now: Date = new Date()): boolean {
  if (!/^\d{13,19}$/.test(card.number) || !luhnValid(card.number)) return false;
  if (!/^\d{3,4}$/.test(card.cvc)) return false;
  const match = /^(\d{2})\/?(\d{2}|\d{4})$/.exec(card.expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = Number(match[2]?.length === 2 ? `20${match[2]}` : match[2]);
  if (month < 1 || month > 12) return false;
  // Valid through the last day of its month.
  return new Date(Date.UTC(year, month, 1)) > now;
}

/** Purchase parameters kept on the order (spec §3): the state and buyer fields have their own columns. */
export function orderPurchaseParams(query: URLSearchParams): {
  inviterId?: string;
  externalId?: string;
  token?: string;
  code?: string;
  metadata?: MetadataParams;
} {
  const kept = pickPurchaseParams(query);
  const out: ReturnType<typeof orderPurchaseParams> = {};
  for (const key of ['inviterId', 'externalId', 'token', 'code'] as const) {
    const value = kept.get(key);
    if (value) out[key] = value;
  }
  const metadata: MetadataParams = {};
  for (const [key, value] of kept)
    if (key.startsWith('metadata_')) metadata[key.slice('metadata_'.length)] = value;
  if (Object.keys(metadata).length > 0) out.metadata = metadata;
  return out;
}

/** The phone step: a '+', the country code and the number (8–15 digits in all, E.164). */
export function validatePhone(
  raw: string,
): { ok: true; phone: string } | { ok: false; error: CheckoutMessageKey } {
  const compact = raw.replace(/[\s().-]/g, '');
  if (compact === '') return { ok: false, error: 'phone_code' };
  if (!compact.startsWith('+')) return { ok: false, error: 'phone_code' };
  if (!/^\+[1-9]\d{7,14}$/.test(compact)) return { ok: false, error: 'phone_invalid' };
  return { ok: true, phone: compact };
}

/** Registration completion: e-mail and its confirmation (spec §5 'Registration'). */
export function validateRegistration(email: string, confirm: string): CheckoutMessageKey | null {
  if (email.trim() === '' || confirm.trim() === '') return 'empty_data';
  if (!isValidEmail(email.trim())) return 'email_invalid';
  if (normalizeEmail(email) !== normalizeEmail(confirm)) return 'email_mismatch';
  return null;
}
