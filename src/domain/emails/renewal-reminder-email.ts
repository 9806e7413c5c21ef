import { formatDate } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { href, pagePaths, SERVER_ROUTES } from '../../routes.ts';
import { formatCreditHours } from '../credit-hours.ts';
import { type EmailContent, renderHtml, renderText } from './layout.ts';

// A CE licence's renewal reminder (issue 15), 90, 30 or 7 days before its due date: what is still missing, a link
// to the requirements tool filled with the licence, the calendar file and a one-click unsubscribe. Rendered from
// the outbox row's snapshot alone. The names are the requirements tool's (src/features/ce/labels.ts) in both
// languages: e-mails are rendered outside React, without Lingui.

export const RENEWAL_REMINDER_EMAIL_KIND = 'ce_renewal_reminder';

/** What the reminder e-mail shows: a snapshot taken when it was queued. */
export interface RenewalReminderPayload {
  fullName: string;
  licenceKey: string;
  stateCode: string;
  number: string;
  dueDate: string;
  window: 90 | 30 | 7;
  daysLeft: number;
  /** Null when the engine cannot judge the total. */
  missingTenths: number | null;
  categories: Array<{ category: string; missingTenths: number | null }>;
  /** The requirements tool's query for this licence (prefilled link). */
  toolSearch: string;
  token: string;
}

const LICENCE_NAMES: Record<string, { es: string; en: string }> = {
  'fl-insurance-2-14': {
    es: 'Agente de seguros 2-14 (vida y anualidades)',
    en: '2-14 insurance agent (life and annuities)',
  },
  'fl-insurance-2-15': {
    es: 'Agente de seguros 2-15 (vida, salud y anualidades)',
    en: '2-15 insurance agent (life, health and annuities)',
  },
  'fl-insurance-2-20': {
    es: 'Agente de seguros 2-20 (líneas generales)',
    en: '2-20 insurance agent (general lines)',
  },
  'fl-insurance-2-40': { es: 'Agente de seguros 2-40 (salud)', en: '2-40 insurance agent (health)' },
  'fl-real-estate-sales-associate': {
    es: 'Asociado de ventas de bienes raíces',
    en: 'Real estate sales associate',
  },
  'fl-real-estate-broker': { es: 'Corredor de bienes raíces (broker)', en: 'Real estate broker' },
  'fl-lcsw': { es: 'Trabajador social clínico (LCSW)', en: 'Clinical social worker (LCSW)' },
  'fl-lmft': { es: 'Terapeuta matrimonial y familiar (LMFT)', en: 'Marriage and family therapist (LMFT)' },
  'fl-lmhc': { es: 'Consejero de salud mental (LMHC)', en: 'Mental health counselor (LMHC)' },
  'tx-insurance': { es: 'Agente de seguros', en: 'Insurance agent' },
  'tx-real-estate-sales-agent': { es: 'Agente de ventas de bienes raíces', en: 'Real estate sales agent' },
  'tx-real-estate-sponsoring-broker': {
    es: 'Corredor patrocinador de bienes raíces',
    en: 'Sponsoring real estate broker',
  },
  'ca-insurance': { es: 'Agente de seguros', en: 'Insurance agent' },
  'ca-real-estate': { es: 'Licenciatario de bienes raíces', en: 'Real estate licensee' },
};
const CATEGORY_NAMES: Record<string, { es: string; en: string }> = {
  'fl-ins-law-ethics-2-14': { es: 'Actualización de leyes y ética 2-14', en: '2-14 Law & Ethics update' },
  'fl-ins-law-ethics-2-15': { es: 'Actualización de leyes y ética 2-15', en: '2-15 Law & Ethics update' },
  'fl-ins-law-ethics-2-20': { es: 'Actualización de leyes y ética 2-20', en: '2-20 Law & Ethics update' },
  'fl-ins-law-ethics-2-40': { es: 'Actualización de leyes y ética 2-40', en: '2-40 Law & Ethics update' },
  'fl-re-post-licensing-sales-associate': {
    es: 'Curso de poslicencia de asociado de ventas',
    en: 'Sales associate post-licensing course',
  },
  'fl-re-post-licensing-broker': {
    es: 'Curso de poslicencia de corredor',
    en: 'Broker post-licensing course',
  },
  'fl-re-core-law': { es: 'Ley básica (core law)', en: 'Core law' },
  'fl-re-ethics-business': { es: 'Ética y prácticas comerciales', en: 'Ethics and business practices' },
  'fl-re-specialty': { es: 'Especialidad', en: 'Specialty' },
  'fl-491-medical-errors': { es: 'Prevención de errores médicos', en: 'Prevention of medical errors' },
  'fl-491-ethics-boundaries': { es: 'Ética profesional y límites', en: 'Professional ethics and boundaries' },
  'fl-491-laws-rules': { es: 'Leyes y reglas (capítulo 491)', en: 'Laws and rules (Chapter 491)' },
  'fl-491-domestic-violence': { es: 'Violencia doméstica', en: 'Domestic violence' },
  'insurance-ethics': { es: 'Ética', en: 'Ethics' },
  'tx-re-legal-update-1': { es: 'Legal Update I', en: 'Legal Update I' },
  'tx-re-legal-update-2': { es: 'Legal Update II', en: 'Legal Update II' },
  'tx-re-contracts': { es: 'Contratos', en: 'Contracts' },
  'tx-re-broker-responsibility': { es: 'Responsabilidad del corredor', en: 'Broker responsibility' },
  'ca-re-ethics': { es: 'Ética', en: 'Ethics' },
  'ca-re-agency': { es: 'Agencia', en: 'Agency' },
  'ca-re-trust-funds': { es: 'Fondos en fideicomiso', en: 'Trust funds' },
  'ca-re-fair-housing': { es: 'Vivienda justa (interactivo)', en: 'Fair housing (interactive)' },
  'ca-re-risk-management': { es: 'Gestión de riesgos', en: 'Risk management' },
  'ca-re-management-supervision': { es: 'Gestión y supervisión', en: 'Management and supervision' },
  'ca-re-implicit-bias': { es: 'Sesgo implícito', en: 'Implicit bias' },
  'ca-re-consumer-protection': {
    es: 'Protección del consumidor (mínimo)',
    en: 'Consumer protection (minimum)',
  },
};

const COPY = {
  es: {
    subject: (days: number, licence: string) =>
      days === 1 ? `Tu licencia ${licence} vence mañana` : `Tu licencia ${licence} vence en ${days} días`,
    preheader: 'Lo que te falta para renovar y un enlace para completarlo.',
    heading: 'Se acerca la renovación de tu licencia',
    greeting: (name: string) => (name ? `Hola, ${name}:` : 'Hola:'),
    intro: (date: string) =>
      `Tu licencia vence el ${date}. Esto es lo que te falta, según tu historial en Quest:`,
    nothing:
      'Según tu historial en Quest ya tienes las horas que pide la regla. Revisa los detalles antes de renovar.',
    unknown: 'No podemos calcular todas las horas que te faltan: revisa los detalles en la herramienta.',
    licence: 'Licencia',
    number: 'Número',
    due: 'Fecha de vencimiento',
    total: 'Horas que faltan',
    hours: (tenths: number) => `${formatCreditHours(tenths / 10)} h`,
    cannotJudge: 'sin dato',
    open: 'Ver lo que me falta',
    calendar: 'Añadir a mi calendario',
    unsubscribe: 'Dejar de recibir estos recordatorios',
    note: 'Recibirás recordatorios 90, 30 y 7 días antes del vencimiento. Confirma siempre los requisitos con tu junta estatal.',
    tagline: 'Cursos en español para crecer en Estados Unidos.',
    reason: 'Recibes este correo porque añadiste esta licencia en Quest.',
  },
  en: {
    subject: (days: number, license: string) =>
      days === 1
        ? `Your ${license} license is due tomorrow`
        : `Your ${license} license is due in ${days} days`,
    preheader: 'What you still need to renew and a link to complete it.',
    heading: 'Your license renewal is coming up',
    greeting: (name: string) => (name ? `Hi ${name},` : 'Hi,'),
    intro: (date: string) =>
      `Your license is due on ${date}. This is what you still need, from your Quest transcript:`,
    nothing:
      'From your Quest transcript you already have the hours the rule asks for. Check the details before you renew.',
    unknown: 'We cannot work out every hour you still need: check the details in the tool.',
    licence: 'License',
    number: 'Number',
    due: 'Due date',
    total: 'Hours missing',
    hours: (tenths: number) => `${formatCreditHours(tenths / 10)} h`,
    cannotJudge: 'unknown',
    open: 'See what I still need',
    calendar: 'Add to my calendar',
    unsubscribe: 'Stop these reminders',
    note: 'You get reminders 90, 30 and 7 days before the due date. Always confirm the requirements with your state board.',
    tagline: 'Courses in Spanish to grow in the United States.',
    reason: 'You are receiving this e-mail because you added this license on Quest.',
  },
} as const;

export function licenceDisplayName(locale: Locale, key: string, state: string): string {
  return `${LICENCE_NAMES[key]?.[locale] ?? key} (${state})`;
}

/** The reminder's addresses (also the List-Unsubscribe headers). */
export function renewalReminderLinks(
  locale: Locale,
  payload: Pick<RenewalReminderPayload, 'toolSearch' | 'token'>,
  publicUrl: string,
) {
  const origin = publicUrl.replace(/\/+$/, '');
  const token = encodeURIComponent(payload.token);
  return {
    tool: `${origin}${href(locale, pagePaths.ceRequirements)}${payload.toolSearch ? `?${payload.toolSearch}` : ''}`,
    calendar: `${origin}${SERVER_ROUTES.ceLicenceCalendar.replace(':file', `${token}.ics`)}?lang=${locale}`,
    unsubscribe: `${origin}${SERVER_ROUTES.ceLicenceUnsubscribe.replace(':token', token)}?lang=${locale}`,
  };
}

export function renderRenewalReminderEmail(
  locale: Locale,
  payload: RenewalReminderPayload,
  { publicUrl }: { publicUrl: string },
): { subject: string; html: string; text: string; headers: Record<string, string> } {
  const copy = COPY[locale];
  const links = renewalReminderLinks(locale, payload, publicUrl);
  const licence = licenceDisplayName(locale, payload.licenceKey, payload.stateCode);
  const dueDate = formatDate(new Date(`${payload.dueDate}T12:00:00Z`), locale);
  const categories = payload.categories.map((entry) => ({
    label: CATEGORY_NAMES[entry.category]?.[locale] ?? entry.category,
    value: entry.missingTenths === null ? copy.cannotJudge : copy.hours(entry.missingTenths),
  }));
  const status =
    payload.missingTenths === null ? copy.unknown : payload.missingTenths === 0 ? copy.nothing : null;
  const content: EmailContent = {
    locale,
    preheader: copy.preheader,
    heading: copy.heading,
    paragraphs: [copy.greeting(payload.fullName.trim()), copy.intro(dueDate), ...(status ? [status] : [])],
    summary: [
      { label: copy.licence, value: licence },
      { label: copy.number, value: payload.number },
      { label: copy.due, value: dueDate },
      ...categories,
      {
        label: copy.total,
        value: payload.missingTenths === null ? copy.cannotJudge : copy.hours(payload.missingTenths),
        strong: true,
      },
    ],
    actions: [
      { label: copy.open, url: links.tool, primary: true },
      { label: copy.calendar, url: links.calendar, primary: false },
      { label: copy.unsubscribe, url: links.unsubscribe, primary: false },
    ],
    note: copy.note,
    footer: {
      tagline: copy.tagline,
      reason: copy.reason,
      homeUrl: `${publicUrl.replace(/\/+$/, '')}${href(locale, pagePaths.home)}`,
    },
  };
  return {
    subject: copy.subject(payload.daysLeft, licence),
    html: renderHtml(content),
    text: renderText(content),
    // RFC 8058 one-click: the mail client posts "List-Unsubscribe=One-Click" to this address.
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
