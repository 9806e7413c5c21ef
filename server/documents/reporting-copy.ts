import type { CertificateReporting } from '../../src/domain/ce/reporting/reports.ts';
import type { Locale } from '../../src/i18n/locales.ts';

// The CE report's words in the documents (issue 31): the certificate PDF and the transcript's PDF and CSV. The
// pages say the same through Lingui (src/features/certificates/reporting.tsx); documents are rendered in threads
// without it.

export interface ReportingCopy {
  reporting: string;
  regulator: string;
  deadline: string;
  regulatorReference: string;
  status: Record<'pending' | 'overdue' | 'reported' | 'posted' | 'rejected' | 'duplicate', string>;
  notRequired: string;
  noRecord: string;
  /** Where Quest does not report: the certificate PDF speaks to anyone who reads it, the transcript to its learner. */
  notReported: { public: string; learner: string };
}

export const REPORTING_COPY: Record<Locale, ReportingCopy> = {
  es: {
    reporting: 'Reporte al regulador',
    regulator: 'Regulador',
    deadline: 'Plazo para reportar',
    regulatorReference: 'Referencia del regulador',
    status: {
      pending: 'Pendiente de reporte',
      overdue: 'Pendiente de reporte: fuera de plazo',
      reported: 'Reportado',
      posted: 'Acreditado por el regulador',
      rejected: 'Rechazado (sin crédito)',
      duplicate: 'Duplicado (sin crédito)',
    },
    notRequired: 'No requiere reporte',
    noRecord: 'Sin registro de reporte en Quest',
    notReported: {
      public: 'Quest no reporta esta licencia: el certificado es el comprobante',
      learner: 'Quest no reporta esta licencia: guarda tu certificado',
    },
  },
  en: {
    reporting: 'Report to the regulator',
    regulator: 'Regulator',
    deadline: 'Reporting deadline',
    regulatorReference: "Regulator's reference",
    status: {
      pending: 'Report pending',
      overdue: 'Report pending: late',
      reported: 'Reported',
      posted: 'Credited by the regulator',
      rejected: 'Rejected (no credit)',
      duplicate: 'Duplicate (no credit)',
    },
    notRequired: 'No report required',
    noRecord: 'No report on record at Quest',
    notReported: {
      public: 'Quest does not report this license: the certificate is the proof',
      learner: 'Quest does not report this license: keep your certificate',
    },
  },
};

/** The report's status in words. */
export function reportingStatusText(
  locale: Locale,
  reporting: CertificateReporting,
  audience: 'public' | 'learner',
): string {
  const copy = REPORTING_COPY[locale];
  if (reporting.kind === 'not-required') return copy.notRequired;
  if (reporting.kind === 'not-reported') return copy.notReported[audience];
  if (reporting.kind === 'no-record') return copy.noRecord;
  return reporting.status === 'pending' && reporting.overdue
    ? copy.status.overdue
    : copy.status[reporting.status];
}
