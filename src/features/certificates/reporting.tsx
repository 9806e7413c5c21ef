import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import type { CertificateReporting } from '../../domain/ce/reporting/reports.ts';
import { REPORTING_CHANNELS, type ReportingChannel } from '../../domain/ce/requirements/reporting.ts';
import { formatDate } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';

// The CE report to the regulator as the certificate pages, the transcript and the account show it (issue 31):
// its status in words, the regulator, the deadline and, once the credit is posted, the regulator's reference.
// Where Quest does not report a licence it says so and promises nothing.

export type ReportTone = 'mint' | 'sun' | 'brand' | 'coral';

/** The status as a short label: "Pendiente de reporte", "Acreditado por el regulador"… */
export function reportingLabel(i18n: I18n, reporting: CertificateReporting, audience: Audience = 'learner') {
  if (reporting.kind === 'not-required') return i18n._(msg`No requiere reporte`);
  if (reporting.kind === 'no-record') return i18n._(msg`Sin registro de reporte en Quest`);
  if (reporting.kind === 'not-reported')
    return audience === 'learner'
      ? i18n._(msg`Quest no reporta esta licencia: guarda tu certificado`)
      : i18n._(msg`Quest no reporta esta licencia: el certificado es el comprobante`);
  switch (reporting.status) {
    case 'pending':
      return reporting.overdue
        ? i18n._(msg`Pendiente de reporte: fuera de plazo`)
        : i18n._(msg`Pendiente de reporte`);
    case 'reported':
      return i18n._(msg`Reportado`);
    case 'posted':
      return i18n._(msg`Acreditado por el regulador`);
    case 'rejected':
      return i18n._(msg`Rechazado (sin crédito)`);
    case 'duplicate':
      return i18n._(msg`Duplicado (sin crédito)`);
  }
}

/** Who reads it: the learner (their own pages) or anyone checking a certificate (the public verification). */
export type Audience = 'learner' | 'public';

export function reportingTone(reporting: CertificateReporting): ReportTone {
  if (reporting.kind !== 'report') return 'brand';
  switch (reporting.status) {
    case 'pending':
      return reporting.overdue ? 'coral' : 'sun';
    case 'reported':
      return 'brand';
    case 'posted':
      return 'mint';
    default:
      return 'coral';
  }
}

export function channelName(locale: Locale, channel: ReportingChannel): string {
  const facts = REPORTING_CHANNELS[channel];
  return locale === 'en' ? facts.nameEn : facts.nameEs;
}

/** A plain date (YYYY-MM-DD) as the page's dates read. */
export function plainDateText(value: string, locale: Locale): string {
  return formatDate(new Date(`${value}T12:00:00Z`), locale);
}

export function ReportingBadge({
  i18n,
  reporting,
  audience = 'learner',
  testId = 'reporting-status',
}: {
  i18n: I18n;
  reporting: CertificateReporting;
  audience?: Audience;
  testId?: string;
}) {
  return (
    <span
      className={cx(badge({ tone: reportingTone(reporting) }), css({ textWrap: 'balance' }))}
      data-testid={testId}
      data-reporting={reporting.kind === 'report' ? reporting.status : reporting.kind}
    >
      {reportingLabel(i18n, reporting, audience)}
    </span>
  );
}

/**
 * The facts of a report as label/value pairs (the regulator, the deadline, the regulator's reference when
 * posted), for a page to lay out in its own definition list; a sentence for what the status means.
 */
export function reportingFacts(
  i18n: I18n,
  locale: Locale,
  reporting: CertificateReporting,
): Array<{ key: 'channel' | 'due' | 'reference'; label: string; value: string }> {
  if (reporting.kind !== 'report') return [];
  const facts: Array<{ key: 'channel' | 'due' | 'reference'; label: string; value: string }> = [
    { key: 'channel', label: i18n._(msg`Regulador`), value: channelName(locale, reporting.channel) },
    {
      key: 'due',
      label: i18n._(msg`Plazo para reportar`),
      value: plainDateText(reporting.dueOn, locale),
    },
  ];
  if (reporting.regulatorReference)
    facts.push({
      key: 'reference',
      label: i18n._(msg`Referencia del regulador`),
      value: reporting.regulatorReference,
    });
  return facts;
}

/** One sentence on what the status means for the hours, honest about a late report. */
export function reportingExplanation(
  i18n: I18n,
  locale: Locale,
  reporting: CertificateReporting,
  audience: Audience = 'learner',
): string {
  if (reporting.kind === 'not-required')
    return i18n._(msg`Las horas de preparación para la licencia no se reportan como educación continua.`);
  if (reporting.kind === 'no-record')
    return audience === 'learner'
      ? i18n._(
          msg`Este certificado es anterior al registro de reportes de Quest. Si tu regulador no muestra estas horas, escríbenos y las reportamos.`,
        )
      : i18n._(msg`Este certificado es anterior al registro de reportes de Quest.`);
  if (reporting.kind === 'not-reported')
    return audience === 'learner'
      ? i18n._(
          msg`Quest no reporta los créditos de esta licencia al regulador. Guarda el certificado: es tu comprobante si tu junta lo pide.`,
        )
      : i18n._(msg`Quest no reporta los créditos de esta licencia al regulador.`);
  const due = plainDateText(reporting.dueOn, locale);
  switch (reporting.status) {
    case 'pending':
      return reporting.overdue
        ? i18n._(
            msg`Quest aún no ha reportado estas horas al regulador y el plazo venció el ${due}: el reporte va con retraso.`,
          )
        : i18n._(msg`Quest reportará estas horas al regulador a más tardar el ${due}.`);
    case 'reported':
      return i18n._(msg`Quest reportó estas horas; falta que el regulador las acredite.`);
    case 'posted':
      return i18n._(msg`El regulador acreditó estas horas.`);
    case 'rejected':
      return i18n._(msg`El regulador rechazó el reporte: estas horas no cuentan para la licencia.`);
    case 'duplicate':
      return i18n._(
        msg`El regulador ya tenía este curso acreditado en los últimos 24 meses: estas horas no cuentan de nuevo.`,
      );
  }
}
