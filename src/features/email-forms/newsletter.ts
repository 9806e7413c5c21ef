// The e-mail forms' shared copy and plumbing (server side): labels, the /forms action URL, and the state a
// no-JavaScript post left in the query string. Used by the footer's newsletter block and the landing pages'
// newsletter and 10%-off modals.
import { brand } from '../../config/brand.ts';
import { FORM_MESSAGES } from '../../domain/leads.ts';
import { type Locale, splitLocalePath } from '../../i18n/locales.ts';
import { requestPageUrl } from '../../request-context/page.ts';
import type { EmailFormLabels } from '../../ui/EmailForm.tsx';

export const newsletterCopy = {
  es: {
    footerTitle: `Boletín de ${brand.name}`,
    footerText: 'Cursos nuevos y ofertas, una vez por semana.',
    email: 'Correo electrónico',
    placeholder: 'tu@correo.com',
    subscribe: 'Suscribirme',
  },
  en: {
    footerTitle: `${brand.name} newsletter`,
    footerText: 'New courses and offers, once a week.',
    email: 'Email',
    placeholder: 'you@email.com',
    subscribe: 'Subscribe',
  },
} satisfies Record<Locale, unknown>;

const RETURN_PATH = /^\/[A-Za-z0-9/_-]{0,120}$/;

/** The page being rendered: its query and its path after the locale (where a form post returns to). */
export function currentFormPage(): { query: URLSearchParams; path: string } {
  const url = requestPageUrl();
  const rest = splitLocalePath(url.pathname).rest;
  return { query: url.searchParams, path: RETURN_PATH.test(rest) ? rest : '/' };
}

export function emailFormLabels(locale: Locale, submit: string): EmailFormLabels {
  const copy = newsletterCopy[locale];
  const messages = FORM_MESSAGES[locale];
  return {
    email: copy.email,
    placeholder: copy.placeholder,
    submit,
    invalid: messages.newsletter_email,
    failed: messages.failed,
    rateLimited: messages.rate_limited,
  };
}

export function emailFormAction(kind: 'newsletter' | 'discount', locale: Locale, path: string): string {
  return `/forms/${kind}?lang=${locale}&return=${encodeURIComponent(path)}`;
}

/** 'ok' or 'invalid' when the newsletter form posted from `via` (footer, modal) without JavaScript. */
export function newsletterState(query: URLSearchParams, via: string): 'ok' | 'invalid' | undefined {
  if (query.get('via') !== via) return undefined;
  const value = query.get('newsletter');
  return value === 'ok' || value === 'invalid' ? value : undefined;
}
