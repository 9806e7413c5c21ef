import { formatDate } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { href, pagePaths } from '../../routes.ts';
import { REPORTING_CHANNELS, type ReportingChannel } from '../ce/requirements/reporting.ts';
import { type EmailContent, renderHtml, renderText } from './layout.ts';

// CE reporting e-mails (issue 31), rendered from the outbox row's snapshot alone:
// - to the learner when the regulator posted the credit, rejected it, or found it a duplicate (no credit);
// - to the operator, a list of reports whose deadline is near (each report listed once).

export const CE_REPORT_EMAIL_KIND = 'ce_report_outcome';
export const CE_OPERATOR_REMINDER_KIND = 'ce_report_operator_reminder';

export interface CeReportEmailPayload {
  outcome: 'posted' | 'rejected' | 'duplicate';
  fullName: string;
  certificateId: string;
  certificateReference: string;
  courseTitleEs: string;
  courseTitleEn: string;
  creditHours: string;
  channel: ReportingChannel;
  regulatorReference: string;
  reason: string | null;
}

export interface CeOperatorReminderPayload {
  days: number;
  reports: Array<{
    certificateReference: string;
    licenseeName: string;
    licenceNumber: string | null;
    channel: ReportingChannel;
    providerNumber: string;
    courseTitleEs: string;
    courseTitleEn: string;
    dueOn: string;
  }>;
}

const COPY = {
  es: {
    subject: {
      posted: (course: string) => `Tus horas de «${course}» ya están acreditadas`,
      rejected: (course: string) => `El regulador rechazó el reporte de «${course}»`,
      duplicate: (course: string) => `«${course}» no suma horas: el regulador lo marcó como repetido`,
    },
    heading: {
      posted: 'Crédito acreditado',
      rejected: 'Reporte rechazado',
      duplicate: 'Curso repetido: sin crédito',
    },
    intro: {
      posted: (channel: string) =>
        `${channel} registró las horas de tu curso. Ya cuentan para tu renovación.`,
      rejected: (channel: string) =>
        `${channel} rechazó el reporte de tu curso, así que estas horas no cuentan por ahora. Revisa que tu número de licencia esté bien en tu cuenta y escríbenos si necesitas ayuda.`,
      duplicate: (channel: string) =>
        `${channel} ya tenía este mismo curso del mismo proveedor en los últimos 24 meses: aparece en tu historial, pero no suma horas.`,
    },
    greeting: (name: string) => (name ? `Hola, ${name}:` : 'Hola:'),
    course: 'Curso',
    hours: 'Horas',
    certificate: 'Certificado',
    regulator: 'Regulador',
    reference: 'Referencia del regulador',
    reason: 'Motivo',
    open: 'Ver el certificado',
    note: 'El estado del reporte también aparece en tu certificado y en tu cuenta.',
    tagline: 'Educación continua que sí cuenta.',
    why: 'Recibes este correo porque completaste un curso acreditado en Quest.',
    operatorSubject: (count: number, days: number) =>
      `${count} ${count === 1 ? 'reporte de CE vence' : 'reportes de CE vencen'} en ${days} días o menos`,
    operatorHeading: 'Reportes de CE por enviar',
    operatorIntro: (days: number) =>
      `Estos reportes siguen pendientes y su plazo vence en ${days} días o menos. Envíalos al regulador y márcalos como reportados en la API.`,
    due: 'Vence',
    missingNumber: 'falta el número de licencia',
    operatorNote: 'Cada reporte aparece una sola vez en estos avisos.',
    operatorWhy: 'Recibes este correo porque tu dirección está en CE_REPORTS_OPERATOR_EMAIL.',
  },
  en: {
    subject: {
      posted: (course: string) => `Your hours for “${course}” are credited`,
      rejected: (course: string) => `The regulator rejected the report of “${course}”`,
      duplicate: (course: string) => `“${course}” earns no hours: the regulator marked it a repeat`,
    },
    heading: { posted: 'Credit posted', rejected: 'Report rejected', duplicate: 'Repeat course: no credit' },
    intro: {
      posted: (channel: string) =>
        `${channel} recorded your course hours. They now count toward your renewal.`,
      rejected: (channel: string) =>
        `${channel} rejected the report of your course, so these hours do not count for now. Check your licence number in your account and write to us if you need help.`,
      duplicate: (channel: string) =>
        `${channel} already had this same course from the same provider within the last 24 months: it appears on your transcript but earns no hours.`,
    },
    greeting: (name: string) => (name ? `Hi ${name},` : 'Hi,'),
    course: 'Course',
    hours: 'Hours',
    certificate: 'Certificate',
    regulator: 'Regulator',
    reference: "Regulator's reference",
    reason: 'Reason',
    open: 'View the certificate',
    note: 'The report status also shows on your certificate and in your account.',
    tagline: 'Continuing education that counts.',
    why: 'You are receiving this e-mail because you completed an accredited course on Quest.',
    operatorSubject: (count: number, days: number) =>
      `${count} CE ${count === 1 ? 'report is' : 'reports are'} due within ${days} days`,
    operatorHeading: 'CE reports to send',
    operatorIntro: (days: number) =>
      `These reports are still pending and due within ${days} days. Send them to the regulator and mark them reported through the API.`,
    due: 'Due',
    missingNumber: 'licence number missing',
    operatorNote: 'Each report appears in these reminders once.',
    operatorWhy: 'You are receiving this e-mail because your address is CE_REPORTS_OPERATOR_EMAIL.',
  },
} as const;

function channelName(locale: Locale, channel: ReportingChannel): string {
  const facts = REPORTING_CHANNELS[channel];
  return locale === 'en' ? facts.nameEn : facts.nameEs;
}

export function renderCeReportEmail(
  locale: Locale,
  payload: CeReportEmailPayload,
  { publicUrl }: { publicUrl: string },
): { subject: string; html: string; text: string } {
  const copy = COPY[locale];
  const origin = publicUrl.replace(/\/+$/, '');
  const course = locale === 'en' ? payload.courseTitleEn : payload.courseTitleEs;
  const channel = channelName(locale, payload.channel);
  const content: EmailContent = {
    locale,
    preheader: copy.intro[payload.outcome](channel),
    heading: copy.heading[payload.outcome],
    paragraphs: [copy.greeting(payload.fullName.trim()), copy.intro[payload.outcome](channel)],
    summary: [
      { label: copy.course, value: course },
      { label: copy.hours, value: payload.creditHours },
      { label: copy.certificate, value: payload.certificateReference },
      { label: copy.regulator, value: channel },
      { label: copy.reference, value: payload.regulatorReference, strong: payload.outcome === 'posted' },
      ...(payload.reason ? [{ label: copy.reason, value: payload.reason }] : []),
    ],
    actions: [
      {
        label: copy.open,
        url: `${origin}${href(locale, pagePaths.certificate(payload.certificateId))}`,
        primary: true,
      },
    ],
    note: copy.note,
    footer: { tagline: copy.tagline, reason: copy.why, homeUrl: `${origin}${href(locale, pagePaths.home)}` },
  };
  return {
    subject: copy.subject[payload.outcome](course),
    html: renderHtml(content),
    text: renderText(content),
  };
}

export function renderCeOperatorReminderEmail(
  locale: Locale,
  payload: CeOperatorReminderPayload,
  { publicUrl }: { publicUrl: string },
): { subject: string; html: string; text: string } {
  const copy = COPY[locale];
  const origin = publicUrl.replace(/\/+$/, '');
  const content: EmailContent = {
    locale,
    preheader: copy.operatorIntro(payload.days),
    heading: copy.operatorHeading,
    paragraphs: [copy.operatorIntro(payload.days)],
    summary: payload.reports.map((report) => ({
      label: `${report.certificateReference} · ${report.licenseeName} (${report.licenceNumber ?? copy.missingNumber}) · ${channelName(locale, report.channel)} ${report.providerNumber}`,
      value: `${copy.due} ${formatDate(new Date(`${report.dueOn}T12:00:00Z`), locale)}`,
    })),
    actions: [],
    note: copy.operatorNote,
    footer: {
      tagline: copy.tagline,
      reason: copy.operatorWhy,
      homeUrl: `${origin}${href(locale, pagePaths.home)}`,
    },
  };
  return {
    subject: copy.operatorSubject(payload.reports.length, payload.days),
    html: renderHtml(content),
    text: renderText(content),
  };
}
