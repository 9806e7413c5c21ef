import type { CertificateReporting } from '../../src/domain/ce/reporting/reports.ts';
import type { CertificateView } from '../../src/domain/certificates/index.ts';
import type { Transcript } from '../../src/domain/certificates/transcript.ts';
import type { OrderView } from '../../src/domain/orders/queries.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { renderTranscriptPdf } from './transcript-files.ts';

// The document files a visitor downloads, as jobs: plain data (structured-cloneable, so a render thread can take
// one) holding everything its renderer reads. server/documents/document-files.ts keys the stored file by it.

export type DocumentJob =
  | {
      kind: 'certificate';
      view: CertificateView;
      /** The report to the regulator as of the request (issue 31): a new status is a new file. */
      options: { locale: Locale; verifyUrl: string; reporting?: CertificateReporting };
    }
  | { kind: 'invoice'; view: OrderView; options: { locale: Locale; receiptUrl: string } }
  | { kind: 'transcript'; view: Transcript; options: { locale: Locale; now: Date } };

export type DocumentKind = DocumentJob['kind'];

/** Each kind's renderer module: a change to it makes every file of that kind a new version. */
export const RENDERER_MODULES: Record<DocumentKind, URL> = {
  certificate: new URL('./certificate-pdf.ts', import.meta.url),
  invoice: new URL('./invoice-pdf.ts', import.meta.url),
  transcript: new URL('./transcript-files.ts', import.meta.url),
};

export function renderDocument(job: DocumentJob): Promise<Uint8Array> {
  switch (job.kind) {
    case 'certificate':
      return renderCertificatePdf(job.view, job.options);
    case 'invoice':
      return renderInvoicePdf(job.view, job.options);
    case 'transcript':
      return renderTranscriptPdf(job.view, job.options);
  }
}

/**
 * What makes one version of a document: the job's data, except the transcript's clock, of which the file prints
 * only the day ("generated on"). The creation date in a file's metadata is its render's, and does not count.
 */
export function documentVersion(job: DocumentJob): unknown {
  if (job.kind !== 'transcript') return job;
  return { ...job, options: { ...job.options, now: job.options.now.toISOString().slice(0, 10) } };
}
