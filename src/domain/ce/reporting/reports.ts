import { and, asc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { courses, industries, specialties } from '../../../db/schema/catalog.ts';
import {
  type CeReportStatus,
  ceReportMoves,
  ceReportNotices,
  ceReports,
} from '../../../db/schema/ce-reports.ts';
import { certificates } from '../../../db/schema/certificates.ts';
import { learnerLicences } from '../../../db/schema/licences.ts';
import { learners } from '../../../db/schema/orders.ts';
import type { Db } from '../../../db/types.ts';
import { isLocale, type Locale } from '../../../i18n/locales.ts';
import { formatCreditHours } from '../../credit-hours.ts';
import {
  CE_OPERATOR_REMINDER_KIND,
  CE_REPORT_EMAIL_KIND,
  type CeReportEmailPayload,
} from '../../emails/ce-report-email.ts';
import { enqueueMessage } from '../../outbox.ts';
import { toPlainDate } from '../dates.ts';
import { currentPeriod } from '../engine.ts';
import { REPORTING_CHANNELS, type ReportingChannel } from '../requirements/reporting.ts';
import { plainDateIn, type ReportingSettings, reportingDeadline } from './deadline.ts';
import { reportingDecision } from './licence.ts';
import { canMove, notifiesLearner, type ReportMove } from './state.ts';

// CE reports (issue 31): made in the completion's transaction, moved by the operator through the API (each move
// in one transaction with the e-mail it causes), listed for the operator, the roster and the pages.

export type CeReportRow = typeof ceReports.$inferSelect;

/**
 * The report of a new certificate, when its licence's rule says the provider reports: inside the completion's
 * transaction. The deadline counts from the completion day in the regulator's calendar; a Florida real estate
 * licensee near their own renewal (their licence on file) gets the shorter deadline. Null: nothing to report.
 */
export async function createReportForCertificate(
  tx: Db,
  certificate: Pick<
    typeof certificates.$inferSelect,
    'id' | 'learnerId' | 'courseId' | 'completedAt' | 'licenseStateCode' | 'providerNumber'
  >,
  { now, settings = {} }: { now: Date; settings?: ReportingSettings },
): Promise<CeReportRow | null> {
  const [course] = await tx
    .select({ type: courses.type, industry: industries.slug, specialty: specialties.slug })
    .from(courses)
    .innerJoin(industries, eq(industries.id, courses.industryId))
    .innerJoin(specialties, eq(specialties.id, courses.specialtyId))
    .where(eq(courses.id, certificate.courseId))
    .limit(1);
  if (!course) return null;
  const held = await tx
    .select()
    .from(learnerLicences)
    .where(eq(learnerLicences.learnerId, certificate.learnerId))
    .orderBy(asc(learnerLicences.id));
  const today = toPlainDate(now);
  const decision = reportingDecision(
    { ...course, stateCode: certificate.licenseStateCode },
    held.map((licence) => licence.licenceKey),
    today,
  );
  if (decision.kind !== 'report') return null;
  const channel = REPORTING_CHANNELS[decision.rule.channel];
  const completedOn = plainDateIn(certificate.completedAt, channel.timeZone);
  const onFile = held.find((licence) => licence.licenceKey === decision.licence.key);
  const renewalDue = onFile
    ? (currentPeriod(
        decision.version,
        { issueDate: onFile.issueDate, birthMonth: onFile.birthMonth, expiresOn: onFile.expiresOn },
        completedOn,
      ).period?.due ?? null)
    : null;
  const deadline = reportingDeadline(decision.rule, { completedOn, renewalDue, settings });
  const [row] = await tx
    .insert(ceReports)
    .values({
      certificateId: certificate.id,
      learnerId: certificate.learnerId,
      licenceKey: decision.licence.key,
      channel: decision.rule.channel,
      providerNumber: certificate.providerNumber,
      dueOn: deadline.dueOn,
      deadlineBasis: deadline.basis,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: ceReports.certificateId })
    .returning();
  return row ?? null;
}

export type MoveResult =
  | { kind: 'moved'; report: ReportListItem }
  | { kind: 'replayed'; report: ReportListItem }
  | { kind: 'not_found' }
  /** The state machine refuses this move from the report's status. */
  | { kind: 'invalid_transition'; status: CeReportStatus }
  /** This move was made before with another regulator's reference. */
  | { kind: 'reference_conflict'; reference: string };

export interface MoveInput {
  /** The certificate's reference number (QST-2026-…): what the operator and the roster name a report by. */
  certificateReference: string;
  to: ReportMove;
  /** The regulator's reference for this move (its submission, posting or rejection number). */
  reference: string;
  /** Why the regulator refused it (rejected, duplicate). */
  reason?: string;
}

/**
 * One move of a report, in one transaction with what it causes: the learner's e-mail through the outbox when
 * credit is posted or refused. Idempotent by the regulator's reference: the same move again with the same
 * reference answers the report as it is (`replayed`), with another reference a conflict.
 */
export async function moveReport(db: Db, input: MoveInput, now: Date = new Date()): Promise<MoveResult> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ report: ceReports })
      .from(ceReports)
      .innerJoin(certificates, eq(certificates.id, ceReports.certificateId))
      .where(eq(certificates.referenceNumber, input.certificateReference))
      .limit(1)
      .for('update', { of: ceReports });
    if (!found) return { kind: 'not_found' } as const;
    const report = found.report;
    const [previous] = await tx
      .select()
      .from(ceReportMoves)
      .where(and(eq(ceReportMoves.reportId, report.id), eq(ceReportMoves.toStatus, input.to)))
      .limit(1);
    if (previous) {
      if (previous.regulatorReference !== input.reference)
        return { kind: 'reference_conflict', reference: previous.regulatorReference } as const;
      const [item] = await reportItems(tx, eq(ceReports.id, report.id), now);
      return { kind: 'replayed', report: item! } as const;
    }
    if (!canMove(report.status, input.to))
      return { kind: 'invalid_transition', status: report.status } as const;
    await tx.insert(ceReportMoves).values({
      reportId: report.id,
      toStatus: input.to,
      regulatorReference: input.reference,
      reason: input.reason ?? null,
      movedAt: now,
    });
    const refused = input.to === 'rejected' || input.to === 'duplicate';
    await tx
      .update(ceReports)
      .set({
        status: input.to,
        regulatorReference: input.reference,
        rejectionReason: refused ? (input.reason ?? null) : report.rejectionReason,
        reportedAt: input.to === 'reported' ? now : report.reportedAt,
        resolvedAt: input.to === 'reported' ? report.resolvedAt : now,
        updatedAt: now,
      })
      .where(eq(ceReports.id, report.id));
    const [item] = await reportItems(tx, eq(ceReports.id, report.id), now);
    if (item && notifiesLearner(input.to)) await tellLearner(tx, item, input, now);
    return { kind: 'moved', report: item! } as const;
  });
}

async function tellLearner(tx: Db, item: ReportListItem, input: MoveInput, now: Date): Promise<void> {
  const [learner] = await tx
    .select({ email: learners.email, fullName: learners.fullName, locale: learners.locale })
    .from(learners)
    .where(eq(learners.id, item.learnerId))
    .limit(1);
  if (!learner) return;
  const payload: CeReportEmailPayload = {
    outcome: input.to === 'posted' ? 'posted' : input.to === 'duplicate' ? 'duplicate' : 'rejected',
    fullName: learner.fullName,
    certificateId: item.certificateId,
    certificateReference: item.certificateReference,
    courseTitleEs: item.courseTitleEs,
    courseTitleEn: item.courseTitleEn,
    creditHours: item.creditHours,
    channel: item.channel,
    regulatorReference: input.reference,
    reason: input.reason ?? null,
  };
  await enqueueMessage(
    tx,
    {
      kind: CE_REPORT_EMAIL_KIND,
      dedupeKey: `ce-report:${item.id}:${input.to}`,
      recipient: learner.email,
      locale: isLocale(learner.locale) ? learner.locale : 'es',
      payload,
    },
    now,
  );
}

/** A report as the operator's API, the roster and the reminders read it. */
export interface ReportListItem {
  id: number;
  certificateId: string;
  certificateReference: string;
  certificateStatus: string;
  learnerId: string;
  licenseeName: string;
  /** The learner's licence number on file for this licence (reports need it; null: ask the learner). */
  licenceNumber: string | null;
  licenceKey: string;
  channel: ReportingChannel;
  providerName: string;
  providerNumber: string;
  courseTitleEs: string;
  courseTitleEn: string;
  creditHours: string;
  completedAt: Date;
  status: CeReportStatus;
  dueOn: string;
  deadlineBasis: string;
  /** Pending after its deadline (in the regulator's calendar). */
  overdue: boolean;
  regulatorReference: string | null;
  rejectionReason: string | null;
  reportedAt: Date | null;
  resolvedAt: Date | null;
}

const licenceNumberOnFile = sql<string | null>`(
  select ${learnerLicences.number} from ${learnerLicences}
  where ${learnerLicences.learnerId} = ${ceReports.learnerId} and ${learnerLicences.licenceKey} = ${ceReports.licenceKey}
  order by ${learnerLicences.id} desc limit 1)`;

async function reportItems(
  db: Db,
  where: SQL | undefined,
  now: Date,
  limit?: number,
): Promise<ReportListItem[]> {
  const query = db
    .select({
      report: ceReports,
      certificateReference: certificates.referenceNumber,
      certificateStatus: certificates.status,
      licenseeName: certificates.studentName,
      providerName: certificates.providerName,
      courseTitleEs: certificates.courseTitleEs,
      courseTitleEn: certificates.courseTitleEn,
      creditHours: certificates.creditHours,
      completedAt: certificates.completedAt,
      licenceNumber: licenceNumberOnFile,
    })
    .from(ceReports)
    .innerJoin(certificates, eq(certificates.id, ceReports.certificateId))
    .where(where)
    .orderBy(asc(ceReports.dueOn), asc(ceReports.id));
  const rows = await (limit ? query.limit(limit) : query);
  return rows.map((row) => {
    const channel = row.report.channel as ReportingChannel;
    const today = plainDateIn(now, REPORTING_CHANNELS[channel]?.timeZone ?? 'UTC');
    return {
      id: row.report.id,
      certificateId: row.report.certificateId,
      certificateReference: row.certificateReference,
      certificateStatus: row.certificateStatus,
      learnerId: row.report.learnerId,
      licenseeName: row.licenseeName,
      licenceNumber: row.licenceNumber,
      licenceKey: row.report.licenceKey,
      channel,
      providerName: row.providerName,
      providerNumber: row.report.providerNumber,
      courseTitleEs: row.courseTitleEs,
      courseTitleEn: row.courseTitleEn,
      creditHours: formatCreditHours(row.creditHours),
      completedAt: row.completedAt,
      status: row.report.status,
      dueOn: row.report.dueOn,
      deadlineBasis: row.report.deadlineBasis,
      overdue: row.report.status === 'pending' && row.report.dueOn < today,
      regulatorReference: row.report.regulatorReference,
      rejectionReason: row.report.rejectionReason,
      reportedAt: row.report.reportedAt,
      resolvedAt: row.report.resolvedAt,
    };
  });
}

export interface ReportFilter {
  statuses?: readonly CeReportStatus[];
  channel?: ReportingChannel;
  providerNumber?: string;
  /** Deadline on or before this day (YYYY-MM-DD). */
  dueBy?: string;
  /** Completed on or after / before these days (UTC day bounds; the roster's date range). */
  completedFrom?: string;
  completedTo?: string;
  limit?: number;
}

/**
 * Reports for the operator, soonest deadline first. Only issued certificates: a completion whose order waits for
 * payment or whose exam waits for the monitor is not certified yet, and a refunded one is not reported.
 */
export async function listReports(db: Db, filter: ReportFilter = {}, now: Date = new Date()) {
  const conditions: SQL[] = [eq(certificates.status, 'issued')];
  if (filter.statuses?.length) conditions.push(inArray(ceReports.status, [...filter.statuses]));
  if (filter.channel) conditions.push(eq(ceReports.channel, filter.channel));
  if (filter.providerNumber) conditions.push(eq(ceReports.providerNumber, filter.providerNumber));
  if (filter.dueBy) conditions.push(lte(ceReports.dueOn, filter.dueBy));
  if (filter.completedFrom)
    conditions.push(sql`${certificates.completedAt} >= ${`${filter.completedFrom}T00:00:00Z`}::timestamptz`);
  if (filter.completedTo)
    conditions.push(sql`${certificates.completedAt} < (${filter.completedTo}::date + 1)::timestamptz`);
  return reportItems(db, and(...conditions), now, filter.limit);
}

/** What the certificate pages, the transcript and the account show of a certificate's report. */
export type CertificateReporting =
  | {
      kind: 'report';
      status: CeReportStatus;
      channel: ReportingChannel;
      /** The regulator's deadline for the provider's report. */
      dueOn: string;
      overdue: boolean;
      /** The regulator's reference, once the credit is posted. */
      regulatorReference: string | null;
      resolvedAt: Date | null;
    }
  /** Pre-licensing hours: not CE, nothing to report. */
  | { kind: 'not-required' }
  /** Quest does not report this licence's credit (the facts do not say the provider does): no promise made. */
  | { kind: 'not-reported' }
  /**
   * Quest reports this licence today, but this certificate has no report: it was issued before reporting was
   * tracked (issue 31). Said as it is, never as "not reported".
   */
  | { kind: 'no-record' };

/** The facts that decide a certificate's reporting when it has no report row. */
export interface UnreportedCertificate {
  licenseStateCode: string | null;
  courseType: 'continuing_education' | 'pre_licensing';
  industry: string;
  specialty: string;
}

/** A certificate's reporting: its report, or why it has none (pre-licensing, a licence Quest does not report, or no record). */
export function reportingOf(
  report: CeReportRow | null,
  certificate: UnreportedCertificate,
  now: Date,
): CertificateReporting {
  if (report) return certificateReporting(report, now);
  const decision = reportingDecision(
    {
      stateCode: certificate.licenseStateCode,
      type: certificate.courseType,
      industry: certificate.industry,
      specialty: certificate.specialty,
    },
    [],
    toPlainDate(now),
  );
  if (decision.kind === 'not-required') return { kind: 'not-required' };
  return decision.kind === 'report' ? { kind: 'no-record' } : { kind: 'not-reported' };
}

/** The columns reportingOf needs, for queries that join certificates to their course. */
export const unreportedColumns = {
  licenseStateCode: certificates.licenseStateCode,
  courseType: courses.type,
  industry: industries.slug,
  specialty: specialties.slug,
};

/** The reporting of these certificates, by certificate id (ids that name no certificate are left out). */
export async function reportsOfCertificates(
  db: Db,
  certificateIds: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, CertificateReporting>> {
  if (certificateIds.length === 0) return new Map();
  const rows = await db
    .select({ certificateId: certificates.id, report: ceReports, ...unreportedColumns })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .innerJoin(industries, eq(industries.id, courses.industryId))
    .innerJoin(specialties, eq(specialties.id, courses.specialtyId))
    .leftJoin(ceReports, eq(ceReports.certificateId, certificates.id))
    .where(inArray(certificates.id, [...certificateIds]));
  return new Map(rows.map((row) => [row.certificateId, reportingOf(row.report, row, now)]));
}

export function certificateReporting(row: CeReportRow, now: Date): CertificateReporting {
  const channel = row.channel as ReportingChannel;
  const today = plainDateIn(now, REPORTING_CHANNELS[channel]?.timeZone ?? 'UTC');
  return {
    kind: 'report',
    status: row.status,
    channel,
    dueOn: row.dueOn,
    overdue: row.status === 'pending' && row.dueOn < today,
    // The regulator's reference is shown once the credit is posted (the earlier ones are the provider's own).
    regulatorReference: row.status === 'posted' ? row.regulatorReference : null,
    resolvedAt: row.resolvedAt,
  };
}

/** The learner's reports, newest completion first (the account area). */
export async function learnerReports(db: Db, learnerId: string, now: Date = new Date()) {
  const items = await reportItems(db, eq(ceReports.learnerId, learnerId), now);
  return items.sort((a, b) => b.completedAt.getTime() - a.completedAt.getTime());
}

/** Counts for /readyz: reports still to send, and those past their deadline. */
export async function reportCounts(
  db: Db,
  now: Date = new Date(),
): Promise<{ pending: number; overdue: number }> {
  const today = plainDateIn(now, 'America/New_York');
  const [row] = await db
    .select({
      pending: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) filter (where ${ceReports.dueOn} < ${today}))::int`,
    })
    .from(ceReports)
    .innerJoin(certificates, eq(certificates.id, ceReports.certificateId))
    .where(and(eq(ceReports.status, 'pending'), eq(certificates.status, 'issued')));
  return { pending: row?.pending ?? 0, overdue: row?.overdue ?? 0 };
}

/**
 * The overdue reports, once a day across every process: the process whose notice row is new gets the list (to
 * log at warn); the others get null.
 */
export async function overdueOncePerDay(db: Db, now: Date = new Date()): Promise<ReportListItem[] | null> {
  return db.transaction(async (tx) => {
    const day = toPlainDate(now);
    const claimed = await tx
      .insert(ceReportNotices)
      .values({ kind: 'overdue-warning', day, at: now })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return null;
    const today = plainDateIn(now, 'America/New_York');
    return listReports(tx, { statuses: ['pending'] }, now).then((items) =>
      items.filter((item) => item.dueOn < today),
    );
  });
}

/**
 * The operator's reminder: pending reports whose deadline is within `days` days, each listed once, in one e-mail
 * per run to the operator's address. Claimed with one UPDATE … RETURNING, so two processes never list the same
 * report twice.
 */
export async function remindOperator(
  db: Db,
  { email, days, locale = 'en' }: { email: string; days: number; locale?: Locale },
  now: Date = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const horizon = toPlainDate(new Date(now.getTime() + days * 86_400_000));
    const claimed = await tx
      .update(ceReports)
      .set({ operatorRemindedAt: now })
      .where(
        and(
          eq(ceReports.status, 'pending'),
          isNull(ceReports.operatorRemindedAt),
          lte(ceReports.dueOn, horizon),
          inArray(
            ceReports.certificateId,
            tx.select({ id: certificates.id }).from(certificates).where(eq(certificates.status, 'issued')),
          ),
        ),
      )
      .returning({ id: ceReports.id });
    if (claimed.length === 0) return 0;
    const items = await reportItems(
      tx,
      inArray(
        ceReports.id,
        claimed.map((row) => row.id),
      ),
      now,
    );
    await enqueueMessage(
      tx,
      {
        kind: CE_OPERATOR_REMINDER_KIND,
        dedupeKey: `ce-operator-reminder:${claimed
          .map((row) => row.id)
          .sort((a, b) => a - b)
          .join(',')}`,
        recipient: email,
        locale,
        payload: {
          days,
          reports: items.map((item) => ({
            certificateReference: item.certificateReference,
            licenseeName: item.licenseeName,
            licenceNumber: item.licenceNumber,
            channel: item.channel,
            providerNumber: item.providerNumber,
            courseTitleEs: item.courseTitleEs,
            courseTitleEn: item.courseTitleEn,
            dueOn: item.dueOn,
          })),
        },
      },
      now,
    );
    return items.length;
  });
}
