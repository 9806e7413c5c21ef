import { eq } from 'drizzle-orm';
import { courses, industries, providers, specialties } from '../../db/schema/catalog.ts';
import { ceReports } from '../../db/schema/ce-reports.ts';
import { type CertificateStatus, certificates } from '../../db/schema/certificates.ts';
import { orders } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { type CertificateReporting, reportingOf, unreportedColumns } from '../ce/reporting/reports.ts';
import { normalizeReference } from './state.ts';

// What the certificate pages read. The certificate is found only by its unguessable id (a wrong id finds
// nothing: 404); the public verification only by its reference number, and it tells nothing but the six facts
// a board needs, and (issue 31) the report to the regulator: its status, deadline and the regulator's reference.

export interface CertificateView {
  id: string;
  referenceNumber: string;
  status: CertificateStatus;
  courseTitle: string;
  courseSlug: string;
  studentName: string;
  completedAt: Date;
  creditHours: string;
  licenseStateCode: string | null;
  licenseType: string;
  providerName: string;
  providerNumber: string;
  /** The issuer's authorised signatory (issue 30): empty when the provider has none on file. */
  signatoryName: string;
  signatoryTitle: string;
  instructorName: string | null;
  issuedAt: Date | null;
  /** The monitor already set their password: the page asks them to confirm with it. */
  monitorPasswordSet: boolean;
  /** The order whose pending invoice unlocks it (pay now on the receipt), as its address names it. */
  orderLinkId: string;
}

export async function findCertificate(
  db: Db,
  id: string,
  locale: Locale,
): Promise<CertificateView | undefined> {
  if (!/^c_[A-Za-z0-9_-]{8,38}$/.test(id)) return undefined;
  const [row] = await db
    .select({
      certificate: certificates,
      courseSlug: courses.slug,
      orderLinkId: orders.linkId,
      signatoryName: providers.signatoryName,
      signatoryTitleEs: providers.signatoryTitleEs,
      signatoryTitleEn: providers.signatoryTitleEn,
    })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .innerJoin(orders, eq(orders.id, certificates.orderId))
    .leftJoin(providers, eq(providers.id, courses.providerId))
    .where(eq(certificates.id, id))
    .limit(1);
  if (!row) return undefined;
  const c = row.certificate;
  return {
    id: c.id,
    referenceNumber: c.referenceNumber,
    status: c.status,
    courseTitle: locale === 'en' ? c.courseTitleEn : c.courseTitleEs,
    courseSlug: row.courseSlug,
    studentName: c.studentName,
    completedAt: c.completedAt,
    creditHours: c.creditHours,
    licenseStateCode: c.licenseStateCode,
    licenseType: locale === 'en' ? c.licenseTypeEn : c.licenseTypeEs,
    providerName: c.providerName,
    providerNumber: c.providerNumber,
    signatoryName: row.signatoryName ?? '',
    signatoryTitle: (locale === 'en' ? row.signatoryTitleEn : row.signatoryTitleEs) ?? '',
    instructorName: c.instructorName,
    issuedAt: c.issuedAt,
    monitorPasswordSet: c.monitorPasswordHash !== null,
    orderLinkId: row.orderLinkId,
  };
}

/** The licence as printed: 'Mental health counselor (FL)'. */
export function licenseText(certificate: Pick<CertificateView, 'licenseType' | 'licenseStateCode'>): string {
  return certificate.licenseStateCode
    ? `${certificate.licenseType} (${certificate.licenseStateCode})`
    : certificate.licenseType;
}

/** The public answer of /certificates/verify: only these fields. */
export interface CertificateVerification {
  referenceNumber: string;
  learnerName: string;
  courseTitle: string;
  creditHours: string;
  providerNumber: string;
  completedAt: Date;
  status: 'valid' | 'revoked' | 'pending_payment' | 'pending_monitor';
  /**
   * The report to the regulator of a valid certificate (issue 31): the status, the regulator, the deadline and,
   * once posted, the regulator's reference. Null while the certificate is not valid (nothing is reported).
   */
  reporting: CertificateReporting | null;
}

const VERIFICATION_STATUS: Record<CertificateStatus, CertificateVerification['status']> = {
  issued: 'valid',
  revoked: 'revoked',
  pending_payment: 'pending_payment',
  awaiting_monitor: 'pending_monitor',
};

export type VerificationResult =
  | { kind: 'found'; certificate: CertificateVerification }
  | { kind: 'invalid' }
  | { kind: 'not_found' };

export async function verifyReference(
  db: Db,
  raw: string,
  locale: Locale,
  now: Date = new Date(),
): Promise<VerificationResult> {
  const reference = normalizeReference(raw);
  if (!reference) return { kind: 'invalid' };
  const [row] = await db
    .select({
      referenceNumber: certificates.referenceNumber,
      learnerName: certificates.studentName,
      titleEs: certificates.courseTitleEs,
      titleEn: certificates.courseTitleEn,
      creditHours: certificates.creditHours,
      providerNumber: certificates.providerNumber,
      completedAt: certificates.completedAt,
      status: certificates.status,
      report: ceReports,
      ...unreportedColumns,
    })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .innerJoin(industries, eq(industries.id, courses.industryId))
    .innerJoin(specialties, eq(specialties.id, courses.specialtyId))
    .leftJoin(ceReports, eq(ceReports.certificateId, certificates.id))
    .where(eq(certificates.referenceNumber, reference))
    .limit(1);
  if (!row) return { kind: 'not_found' };
  return {
    kind: 'found',
    certificate: {
      referenceNumber: row.referenceNumber,
      learnerName: row.learnerName,
      courseTitle: locale === 'en' ? row.titleEn : row.titleEs,
      creditHours: row.creditHours,
      providerNumber: row.providerNumber,
      completedAt: row.completedAt,
      status: VERIFICATION_STATUS[row.status],
      reporting: row.status !== 'issued' ? null : reportingOf(row.report, row, now),
    },
  };
}
