import type { Locale } from '../../i18n/locales.ts';

// Every message of the certificate pages' forms (spec §5: the monitor password). The English strings of the
// spec are verbatim; Spanish pages get the Spanish ones.

export type CertificateMessageKey =
  | 'password_required'
  | 'password_too_short'
  | 'password_too_long'
  | 'passwords_mismatch'
  | 'incorrect_password'
  | 'too_many_attempts'
  | 'password_already_set'
  | 'reference_invalid'
  | 'reference_not_found';

export const CERTIFICATE_MESSAGES: Record<Locale, Record<CertificateMessageKey, string>> = {
  en: {
    password_required: 'Enter the password',
    password_too_short: 'The password must have at least 8 characters',
    password_too_long: 'The password must have at most 128 characters',
    passwords_mismatch: 'Passwords do not match',
    incorrect_password: 'Incorrect password',
    too_many_attempts: 'Too many attempts. Try again in a few minutes.',
    password_already_set: 'The monitor password was already set. Enter it to confirm.',
    reference_invalid: 'Enter a reference number like QST-2026-7K3M9P',
    reference_not_found: 'No certificate has this reference number',
  },
  es: {
    password_required: 'Escribe la contraseña',
    password_too_short: 'La contraseña debe tener al menos 8 caracteres',
    password_too_long: 'La contraseña puede tener como máximo 128 caracteres',
    passwords_mismatch: 'Las contraseñas no coinciden',
    incorrect_password: 'Contraseña incorrecta',
    too_many_attempts: 'Demasiados intentos. Vuelve a intentarlo en unos minutos.',
    password_already_set: 'La contraseña del monitor ya estaba creada. Escríbela para confirmar.',
    reference_invalid: 'Escribe un número de referencia como QST-2026-7K3M9P',
    reference_not_found: 'Ningún certificado tiene este número de referencia',
  },
};

export function isCertificateMessageKey(key: string): key is CertificateMessageKey {
  return Object.hasOwn(CERTIFICATE_MESSAGES.en, key);
}

export function certificateMessage(locale: Locale, key: string): string {
  return isCertificateMessageKey(key)
    ? CERTIFICATE_MESSAGES[locale][key]
    : CERTIFICATE_MESSAGES[locale].incorrect_password;
}
