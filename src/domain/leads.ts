// Rules for what visitors send through the audience forms (spec §5): newsletter, apply/sign-up forms.
// Pure: no I/O. Messages are the spec's, verbatim in English, with their Spanish counterparts.
import { isValidEmail, MAX_EMAIL_LENGTH, type NewsletterError, normalizeEmail } from '../email-address.ts';
import type { Locale } from '../i18n/locales.ts';

// The address rules live with the browser's check of the e-mail forms (src/ui/EmailForm.tsx); the domain's
// modules read them here.
export {
  isValidEmail,
  type NewsletterError,
  normalizeEmail,
  validateNewsletterEmail,
} from '../email-address.ts';

export type PhoneError = 'phone_code' | 'phone_invalid';

/**
 * A phone number must start with its country code ('+1 305 555 0142'); then only digits, spaces, dots,
 * dashes and parentheses, 8 to 15 digits in all (E.164).
 */
export function phoneError(raw: string): PhoneError | undefined {
  const value = raw.trim();
  if (!value.startsWith('+')) return 'phone_code';
  if (!/^\+[0-9 ().-]+$/.test(value)) return 'phone_invalid';
  const digits = value.replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15 || digits.startsWith('0')) return 'phone_invalid';
  return undefined;
}

export function normalizePhone(raw: string): string {
  return `+${raw.replace(/\D/g, '')}`;
}

export const LEAD_KINDS = ['questers-apply', 'questers-signup', 'affiliates-apply', 'companies'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === 'string' && (LEAD_KINDS as readonly string[]).includes(value);
}

export type FieldType = 'text' | 'email' | 'phone' | 'select' | 'textarea' | 'number' | 'url';

export interface LeadField {
  name: string;
  type: FieldType;
  required: boolean;
  max: number;
  /** Allowed values for selects. */
  options?: readonly string[];
}

const name = { name: 'fullName', type: 'text', required: true, max: 120 } as const;
const email = { name: 'email', type: 'email', required: true, max: MAX_EMAIL_LENGTH } as const;
const phone = { name: 'phone', type: 'phone', required: true, max: 32 } as const;

export const LEAD_FIELDS: Record<LeadKind, readonly LeadField[]> = {
  'questers-apply': [
    name,
    email,
    phone,
    {
      name: 'category',
      type: 'select',
      required: true,
      max: 1,
      options: ['1', '2', '3', '4', '5', '6', '7'],
    },
    { name: 'audience', type: 'select', required: true, max: 1, options: ['1', '2'] },
    { name: 'link', type: 'url', required: false, max: 300 },
    { name: 'idea', type: 'textarea', required: true, max: 2000 },
  ],
  'questers-signup': [
    name,
    email,
    phone,
    { name: 'plan', type: 'select', required: true, max: 5, options: ['free', 'basic', 'plus'] },
  ],
  'affiliates-apply': [
    name,
    email,
    phone,
    { name: 'channel', type: 'url', required: true, max: 300 },
    { name: 'audience', type: 'select', required: true, max: 1, options: ['1', '2'] },
    { name: 'message', type: 'textarea', required: false, max: 2000 },
  ],
  companies: [
    name,
    email,
    phone,
    { name: 'company', type: 'text', required: true, max: 160 },
    { name: 'employees', type: 'number', required: true, max: 6 },
    { name: 'message', type: 'textarea', required: false, max: 2000 },
  ],
};

export type LeadErrorCode = 'empty' | 'email' | PhoneError | 'invalid';

export interface ValidLead {
  kind: LeadKind;
  email: string;
  fullName: string;
  phone: string;
  /** The other fields, trimmed. */
  data: Record<string, string>;
}

export type LeadValidation =
  | { ok: true; lead: ValidLead }
  | { ok: false; errors: Record<string, LeadErrorCode> };

/**
 * Checks one submission of a form. An empty required field is reported once, for the form, as 'empty'
 * ('Empty data exists'); format errors are reported per field.
 */
export function validateLead(kind: LeadKind, input: Record<string, unknown>): LeadValidation {
  const errors: Record<string, LeadErrorCode> = {};
  const values: Record<string, string> = {};
  for (const field of LEAD_FIELDS[kind]) {
    const raw = input[field.name];
    const value = typeof raw === 'string' ? raw.trim() : '';
    values[field.name] = value;
    if (value === '') {
      if (field.required) errors._form = 'empty';
      continue;
    }
    if (value.length > field.max) {
      errors[field.name] = 'invalid';
      continue;
    }
    if (field.type === 'email' && !isValidEmail(value)) errors[field.name] = 'email';
    if (field.type === 'phone') {
      const problem = phoneError(value);
      if (problem) errors[field.name] = problem;
    }
    if (field.type === 'select' && !field.options?.includes(value)) errors[field.name] = 'invalid';
    if (field.type === 'number' && !/^\d{1,6}$/.test(value)) errors[field.name] = 'invalid';
    if (field.type === 'url' && !/^(https?:\/\/)?[^\s/$.?#]+\.[^\s]+$/i.test(value))
      errors[field.name] = 'invalid';
  }
  // A missing email is also "not a valid email": say both, the way the spec's registration form does.
  if (values.email === '') errors.email = 'email';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const { fullName = '', email = '', phone = '', ...data } = values;
  return {
    ok: true,
    lead: { kind, fullName, email: normalizeEmail(email), phone: phone ? normalizePhone(phone) : '', data },
  };
}

/** Every message the forms show, per locale. English strings are the spec's, verbatim. */
export const FORM_MESSAGES: Record<
  Locale,
  Record<LeadErrorCode | NewsletterError | 'subscribed' | 'rate_limited' | 'forbidden' | 'failed', string>
> = {
  en: {
    empty: 'Empty data exists',
    email: 'A valid email is required',
    phone_code: 'You must enter the phone number with his code',
    phone_invalid: 'You must enter a valid phone number',
    invalid: 'Check this field',
    newsletter_email: 'Invalid email',
    subscribed: 'Thanks for subscribing!',
    rate_limited: 'Too many attempts. Please wait a few minutes and try again.',
    forbidden: 'This form must be sent from the Quest website.',
    failed: 'An error has occurred',
  },
  es: {
    empty: 'Hay datos vacíos',
    email: 'Se requiere un correo electrónico válido',
    phone_code: 'Debes ingresar el número de teléfono con su código',
    phone_invalid: 'Debes ingresar un número de teléfono válido',
    invalid: 'Revisa este campo',
    newsletter_email: 'Correo electrónico no válido',
    subscribed: '¡Gracias por suscribirte!',
    rate_limited: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
    forbidden: 'Este formulario debe enviarse desde el sitio de Quest.',
    failed: 'Ha ocurrido un error',
  },
};
