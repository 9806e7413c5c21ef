import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { courses } from '../../db/schema/catalog.ts';
import { certificates, ingestedEvents } from '../../db/schema/certificates.ts';
import { enrolments, learners, orders } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import type { ReportingSettings } from '../ce/reporting/deadline.ts';
import { createReportForCertificate } from '../ce/reporting/reports.ts';
import {
  applyLearnerEvent,
  isLearnerEvent,
  type LearnerOutcome,
  type LearnerRefusal,
} from '../learners/ingest.ts';
import type { CompletionEvent, IngestEvent, ProgressEvent } from './events.ts';
import { createCertificate } from './records.ts';

// Applying what the app reports. Each event runs in one transaction that first claims its id in
// ingested_events: a concurrent duplicate waits on that row and then reads the stored answer; a replay later
// finds it at once. An event that cannot apply (no such enrolment) is refused and not stored, so the app can
// send it again once the purchase exists (or the learner, course or achievement does).

export type IngestOutcome =
  | {
      status: 'recorded';
      type: 'enrolment.progress';
      eventId: string;
      progressPercent: number;
    }
  | {
      status: 'recorded';
      type: 'course.completed';
      eventId: string;
      certificate: { id: string; referenceNumber: string; status: string; created: boolean };
      /** The CE report made with the certificate (issue 31); absent when Quest does not report this licence. */
      ceReport?: { status: string; channel: string; dueOn: string };
    }
  | LearnerOutcome;

export type RefusalReason = 'unknown_enrolment' | LearnerRefusal;

export type IngestResult =
  | { kind: 'applied'; outcome: IngestOutcome }
  | { kind: 'replayed'; outcome: IngestOutcome }
  | { kind: 'refused'; reason: RefusalReason };

class Refusal extends Error {
  readonly reason: RefusalReason;
  constructor(reason: RefusalReason) {
    super(reason);
    this.reason = reason;
  }
}

export interface IngestOptions {
  /** The operator's choices where the reporting facts vary (Florida insurance: 21 or 30 days). */
  reportingSettings?: ReportingSettings;
}

export async function ingestEvent(
  db: Db,
  event: IngestEvent,
  now: Date = new Date(),
  options: IngestOptions = {},
): Promise<IngestResult> {
  try {
    return await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(ingestedEvents)
        .values({ id: event.id, type: event.type, outcome: {}, receivedAt: now })
        .onConflictDoNothing({ target: ingestedEvents.id })
        .returning({ id: ingestedEvents.id });
      if (claimed.length === 0) {
        const [stored] = await tx
          .select()
          .from(ingestedEvents)
          .where(eq(ingestedEvents.id, event.id))
          .limit(1);
        if (!stored) throw new Error('Ingested event vanished');
        return { kind: 'replayed', outcome: stored.outcome as unknown as IngestOutcome } as const;
      }
      const outcome = await apply(tx, event, now, options);
      await tx
        .update(ingestedEvents)
        .set({ outcome: outcome as unknown as Record<string, unknown> })
        .where(eq(ingestedEvents.id, event.id));
      return { kind: 'applied', outcome } as const;
    });
  } catch (error) {
    if (error instanceof Refusal) return { kind: 'refused', reason: error.reason };
    throw error;
  }
}

async function apply(tx: Db, event: IngestEvent, now: Date, options: IngestOptions): Promise<IngestOutcome> {
  if (isLearnerEvent(event)) {
    // The learner's stats, activity and achievements (domain/learners/ingest.ts).
    const result = await applyLearnerEvent(tx, event);
    if (!result.ok) throw new Refusal(result.reason);
    return result.outcome;
  }
  return event.type === 'enrolment.progress'
    ? applyProgress(tx, event)
    : applyCompletion(tx, event, now, options);
}

/** The learner's live enrolment in the course (the newest, if bought twice), locked, with its order. */
async function lockEnrolment(tx: Db, learnerId: string, courseSlug: string) {
  const [row] = await tx
    .select({
      enrolmentId: enrolments.id,
      courseId: enrolments.courseId,
      orderId: enrolments.orderId,
      progressPercent: enrolments.progressPercent,
      orderStatus: orders.status,
      orderStateCode: orders.stateCode,
      studentName: learners.fullName,
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .innerJoin(orders, eq(orders.id, enrolments.orderId))
    .innerJoin(learners, eq(learners.id, enrolments.learnerId))
    .where(
      and(eq(enrolments.learnerId, learnerId), eq(courses.slug, courseSlug), isNull(enrolments.revokedAt)),
    )
    .orderBy(desc(enrolments.grantedAt), desc(enrolments.id))
    .limit(1)
    .for('update', { of: enrolments });
  if (!row) throw new Refusal('unknown_enrolment');
  return row;
}

async function applyProgress(tx: Db, event: ProgressEvent): Promise<IngestOutcome> {
  const enrolment = await lockEnrolment(tx, event.data.learnerId, event.data.course);
  // Events may arrive out of order: progress never goes back.
  const [row] = await tx
    .update(enrolments)
    .set({ progressPercent: sql`greatest(${enrolments.progressPercent}, ${event.data.progressPercent})` })
    .where(eq(enrolments.id, enrolment.enrolmentId))
    .returning({ progressPercent: enrolments.progressPercent });
  return {
    status: 'recorded',
    type: 'enrolment.progress',
    eventId: event.id,
    progressPercent: row?.progressPercent ?? event.data.progressPercent,
  };
}

async function applyCompletion(
  tx: Db,
  event: CompletionEvent,
  now: Date,
  options: IngestOptions,
): Promise<IngestOutcome> {
  const enrolment = await lockEnrolment(tx, event.data.learnerId, event.data.course);
  await tx.update(enrolments).set({ progressPercent: 100 }).where(eq(enrolments.id, enrolment.enrolmentId));
  const [existing] = await tx
    .select()
    .from(certificates)
    .where(eq(certificates.enrolmentId, enrolment.enrolmentId))
    .limit(1);
  const certificate =
    existing ??
    (await createCertificate(
      tx,
      {
        learnerId: event.data.learnerId,
        studentName: enrolment.studentName,
        courseId: enrolment.courseId,
        orderId: enrolment.orderId,
        orderStatus: enrolment.orderStatus,
        orderStateCode: enrolment.orderStateCode,
        enrolmentId: enrolment.enrolmentId,
        completedAt: new Date(event.data.completedAt),
        monitorConfirmed: event.data.monitorConfirmed,
      },
      now,
    ));
  // The regulator's report, in the completion's transaction (issue 31): made once, with the certificate.
  const report = existing
    ? null
    : await createReportForCertificate(tx, certificate, { now, settings: options.reportingSettings });
  return {
    status: 'recorded',
    type: 'course.completed',
    eventId: event.id,
    certificate: {
      id: certificate.id,
      referenceNumber: certificate.referenceNumber,
      status: certificate.status,
      created: !existing,
    },
    ...(report ? { ceReport: { status: report.status, channel: report.channel, dueOn: report.dueOn } } : {}),
  };
}
