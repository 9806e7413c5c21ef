import { and, asc, eq, inArray } from 'drizzle-orm';
import { certificates } from '../../db/schema/certificates.ts';
import { learners } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { type CertificateReporting, reportsOfCertificates } from '../ce/reporting/reports.ts';
import { formatCreditHours, sumCreditHours } from '../credit-hours.ts';
import { isRepeatWithinWindow } from './repeat-course.ts';

// The CE transcript (spec §1 "a CE transcript"): every completed accredited course of one learner, with its
// credit hours, provider number and completion date, and the totals per licence (state + licence type).
// - Issued certificates are the transcript's rows and its totals.
// - A repeat of the same course inside a state's repeat window (Florida: 24 months) is listed but earns no credit
//   (DFS: "appears on the transcript but earns no credit"): its credited hours are 0 and it is marked.
// - Certificates waiting for the payment or the monitor are listed apart as "not credited yet" (no hours counted),
//   in the page only; the PDF and CSV carry credited courses only.
// - A completion the regulator rejected or found a duplicate (issue 31) is listed with no credit, like a repeat.
// - Revoked certificates (refunded orders) are left out: they earned nothing, and /certificates/verify still
//   answers 'revoked' for their reference numbers.

export interface TranscriptEntry {
  certificateId: string;
  referenceNumber: string;
  courseTitle: string;
  completedAt: Date;
  creditHours: string;
  /** Hours that count toward the licence: 0 for a repeat inside the state's window or a refused report. */
  creditedHours: string;
  repeat: boolean;
  /** The regulator rejected the report or found it a duplicate (issue 31): listed, no credit. */
  refused: boolean;
  /** The report to the regulator (issue 31): its status, deadline and, once posted, the regulator's reference. */
  reporting: CertificateReporting;
  licenseStateCode: string | null;
  licenseType: string;
  providerName: string;
  providerNumber: string;
}

export interface PendingTranscriptEntry {
  certificateId: string;
  courseTitle: string;
  completedAt: Date;
  creditHours: string;
  status: 'pending_payment' | 'awaiting_monitor';
}

export interface LicenseTotal {
  licenseStateCode: string | null;
  licenseType: string;
  creditHours: string;
  courses: number;
}

export interface Transcript {
  learner: { id: string; fullName: string; email: string };
  entries: TranscriptEntry[];
  pending: PendingTranscriptEntry[];
  totals: LicenseTotal[];
  totalHours: string;
}

type EntryInput = Omit<TranscriptEntry, 'creditedHours' | 'repeat' | 'refused' | 'reporting'> & {
  courseId: number;
  reporting?: CertificateReporting;
};

const NOT_REPORTED: CertificateReporting = { kind: 'not-reported' };

/** The regulator refused the credit: rejected, or the same course from the same provider again (no credit). */
function refusedByRegulator(reporting: CertificateReporting | undefined): boolean {
  return (
    reporting?.kind === 'report' && (reporting.status === 'rejected' || reporting.status === 'duplicate')
  );
}

/** Credited hours (repeat rule) and the per-licence totals, oldest completion first. Pure. */
export function creditEntries(inputs: readonly EntryInput[]): {
  entries: TranscriptEntry[];
  totals: LicenseTotal[];
  totalHours: string;
} {
  const ordered = [...inputs].sort(
    (a, b) =>
      a.completedAt.getTime() - b.completedAt.getTime() || a.certificateId.localeCompare(b.certificateId),
  );
  const credited: EntryInput[] = [];
  const entries: TranscriptEntry[] = ordered.map((entry) => {
    const repeat = credited.some(
      (earlier) =>
        earlier.courseId === entry.courseId &&
        isRepeatWithinWindow(entry.licenseStateCode, earlier.completedAt, entry.completedAt) &&
        earlier.completedAt.getTime() < entry.completedAt.getTime(),
    );
    const refused = refusedByRegulator(entry.reporting);
    if (!repeat && !refused) credited.push(entry);
    const { courseId: _courseId, reporting = NOT_REPORTED, ...rest } = entry;
    return {
      ...rest,
      repeat,
      refused,
      reporting,
      creditedHours: repeat || refused ? '0' : formatCreditHours(entry.creditHours),
    };
  });
  const groups = new Map<string, { total: LicenseTotal; hours: string[] }>();
  for (const entry of entries) {
    const key = `${entry.licenseStateCode ?? ''}|${entry.licenseType}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        total: {
          licenseStateCode: entry.licenseStateCode,
          licenseType: entry.licenseType,
          creditHours: '0',
          courses: 0,
        },
        hours: [],
      };
      groups.set(key, group);
    }
    group.hours.push(entry.creditedHours);
    if (!entry.repeat && !entry.refused) group.total.courses += 1;
  }
  const totals = [...groups.values()]
    .map((group) => ({ ...group.total, creditHours: sumCreditHours(group.hours) }))
    .sort(
      (a, b) =>
        (a.licenseStateCode ?? '').localeCompare(b.licenseStateCode ?? '') ||
        a.licenseType.localeCompare(b.licenseType),
    );
  return { entries, totals, totalHours: sumCreditHours(entries.map((entry) => entry.creditedHours)) };
}

export async function learnerTranscript(
  db: Db,
  learnerId: string,
  locale: Locale,
): Promise<Transcript | undefined> {
  if (!/^l_[A-Za-z0-9_-]{8,38}$/.test(learnerId)) return undefined;
  const [learner] = await db
    .select({ id: learners.id, fullName: learners.fullName, email: learners.email })
    .from(learners)
    .where(eq(learners.id, learnerId))
    .limit(1);
  if (!learner) return undefined;
  const rows = await db
    .select()
    .from(certificates)
    .where(
      and(
        eq(certificates.learnerId, learnerId),
        inArray(certificates.status, ['issued', 'pending_payment', 'awaiting_monitor']),
      ),
    )
    .orderBy(asc(certificates.completedAt), asc(certificates.id));
  const title = (row: (typeof rows)[number]) => (locale === 'en' ? row.courseTitleEn : row.courseTitleEs);
  const reporting = await reportsOfCertificates(
    db,
    rows.filter((row) => row.status === 'issued').map((row) => row.id),
  );
  const credited = creditEntries(
    rows
      .filter((row) => row.status === 'issued')
      .map((row) => ({
        certificateId: row.id,
        referenceNumber: row.referenceNumber,
        courseId: row.courseId,
        courseTitle: title(row),
        completedAt: row.completedAt,
        creditHours: formatCreditHours(row.creditHours),
        licenseStateCode: row.licenseStateCode,
        licenseType: locale === 'en' ? row.licenseTypeEn : row.licenseTypeEs,
        providerName: row.providerName,
        providerNumber: row.providerNumber,
        reporting: reporting.get(row.id),
      })),
  );
  const pending = rows
    .filter((row) => row.status === 'pending_payment' || row.status === 'awaiting_monitor')
    .map((row) => ({
      certificateId: row.id,
      courseTitle: title(row),
      completedAt: row.completedAt,
      creditHours: formatCreditHours(row.creditHours),
      status: row.status as PendingTranscriptEntry['status'],
    }));
  return { learner, ...credited, pending };
}
