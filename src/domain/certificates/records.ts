import { and, eq, ne, sql } from 'drizzle-orm';
import { courses, instructors, providers, specialties } from '../../db/schema/catalog.ts';
import { certificates } from '../../db/schema/certificates.ts';
import type { OrderStatus } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import { certificateStatusFor, newCertificateId, newReferenceNumber } from './state.ts';

// Certificate writes; each runs inside the caller's transaction (a completion, a settlement, a refund).

export type CertificateRow = typeof certificates.$inferSelect;

export interface IssueInput {
  learnerId: string;
  studentName: string;
  courseId: number;
  orderId: number;
  orderStatus: OrderStatus;
  orderStateCode: string | null;
  enrolmentId: number;
  completedAt: Date;
  monitorConfirmed: boolean;
}

/** Creates the certificate of a completed enrolment: a snapshot of the course, provider and instructor. */
export async function createCertificate(tx: Db, input: IssueInput, now: Date): Promise<CertificateRow> {
  const [course] = await tx
    .select({
      titleEs: courses.titleEs,
      titleEn: courses.titleEn,
      creditHours: courses.creditHours,
      licenseTypeEs: specialties.nameEs,
      licenseTypeEn: specialties.nameEn,
      providerName: providers.name,
      providerNumber: providers.providerNumber,
      providerState: providers.stateCode,
      instructorName: instructors.name,
    })
    .from(courses)
    .innerJoin(specialties, eq(specialties.id, courses.specialtyId))
    .innerJoin(providers, eq(providers.id, courses.providerId))
    .leftJoin(instructors, eq(instructors.id, courses.instructorId))
    .where(eq(courses.id, input.courseId))
    .limit(1);
  if (!course) throw new Error('Course of the enrolment not found');
  const status = certificateStatusFor({
    orderStatus: input.orderStatus,
    monitorPending: !input.monitorConfirmed,
  });
  // A reference number is random: on the rare collision, draw again.
  for (let attempt = 0; attempt < 8; attempt++) {
    const [row] = await tx
      .insert(certificates)
      .values({
        id: newCertificateId(),
        referenceNumber: newReferenceNumber(input.completedAt),
        learnerId: input.learnerId,
        courseId: input.courseId,
        orderId: input.orderId,
        enrolmentId: input.enrolmentId,
        status,
        completedAt: input.completedAt,
        studentName: input.studentName,
        courseTitleEs: course.titleEs,
        courseTitleEn: course.titleEn,
        creditHours: course.creditHours,
        licenseStateCode: input.orderStateCode ?? course.providerState,
        licenseTypeEs: course.licenseTypeEs,
        licenseTypeEn: course.licenseTypeEn,
        providerName: course.providerName,
        providerNumber: course.providerNumber,
        instructorName: course.instructorName,
        monitorRequired: !input.monitorConfirmed,
        issuedAt: status === 'issued' ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: certificates.referenceNumber })
      .returning();
    if (row) return row;
  }
  throw new Error('No free reference number after 8 draws');
}

/**
 * The order was paid: its locked certificates are issued at once, or wait for the monitor if the app said the
 * exam is not confirmed yet. Called by settlement in the transaction that marks the order paid.
 */
export async function unlockCertificatesOfOrder(tx: Db, orderId: number, now: Date): Promise<number> {
  const rows = await tx
    .update(certificates)
    .set({
      status: sql`case when ${certificates.monitorRequired} and ${certificates.monitorConfirmedAt} is null then 'awaiting_monitor' else 'issued' end`,
      issuedAt: sql`case when ${certificates.monitorRequired} and ${certificates.monitorConfirmedAt} is null then null else ${now.toISOString()}::timestamptz end`,
      updatedAt: now,
    })
    .where(and(eq(certificates.orderId, orderId), eq(certificates.status, 'pending_payment')))
    .returning({ id: certificates.id });
  return rows.length;
}

/** The order was refunded: what it paid for is no longer certified. */
export async function revokeCertificatesOfOrder(tx: Db, orderId: number, now: Date): Promise<number> {
  const rows = await tx
    .update(certificates)
    .set({ status: 'revoked', revokedAt: now, updatedAt: now })
    .where(and(eq(certificates.orderId, orderId), ne(certificates.status, 'revoked')))
    .returning({ id: certificates.id });
  return rows.length;
}
