import { and, asc, eq, sql } from 'drizzle-orm';
import * as schema from '../schema/index.ts';
import type { Db } from '../types.ts';

// Demo learners after the purchase (issue 11): a paid order with an issued certificate, a pay-later order whose
// certificate waits for the payment, and a paid order whose certificate waits for the monitor. Fixed ids, so
// docs/certificates-and-ingestion-api.md can name the pages; idempotent (a second run after `npm run db:seed`
// adds nothing twice). Their courses are Florida insurance CE, which Quest reports to the DFS (issue 31): the
// issued certificate's report is posted by the regulator, the one waiting for the monitor is pending (as the
// completion made it); the pay-later one has none yet (a locked certificate shows nothing of it).

const COMPLETED = new Date(Date.UTC(2026, 9, 14, 15, 30));
const BOUGHT = new Date(Date.UTC(2026, 8, 2, 10, 0));

/** The demo rows and what docs/certificates-and-ingestion-api.md shows of them. */
export const DEMO_CERTIFICATES = [
  {
    certificateId: 'c_demoIssuedMariaLopez01',
    reference: 'QST-2026-DEM001',
    status: 'issued',
    /** Reported to the DFS and posted: the regulator's reference shows on the certificate and its verification. */
    report: {
      licenceKey: 'fl-insurance-2-14',
      status: 'posted',
      moves: [
        { to: 'reported', reference: 'DFS-SUB-DEMO-0001', at: '2026-10-20T14:00:00Z' },
        { to: 'posted', reference: 'DFS-DEMO-2026-104733', at: '2026-10-27T15:00:00Z' },
      ],
    },
    learner: {
      id: 'l_demoMariaLopez01',
      email: 'maria.lopez@example.com',
      fullName: 'María José López',
      /** The Open Campus ID the demo learner signs in with (the identity-provider double's edu_username). */
      ocid: 'maria.edu',
      locale: 'es',
    },
    transactionId: 'demoPaidOrderMariaLopez0001',
    paymentMethod: 'card',
    monitorRequired: false,
  },
  {
    certificateId: 'c_demoPendingJohnCarter1',
    reference: 'QST-2026-DEM002',
    status: 'pending_payment',
    report: null,
    learner: {
      id: 'l_demoJohnCarter001',
      email: 'john.carter@example.com',
      fullName: 'John Carter',
      /** The Open Campus ID the demo learner signs in with (the identity-provider double's edu_username). */
      ocid: 'john.edu',
      locale: 'en',
    },
    transactionId: 'demoPayLaterOrderJohnCarter1',
    paymentMethod: 'pay_later',
    monitorRequired: false,
  },
  {
    certificateId: 'c_demoMonitorAnaTorres01',
    reference: 'QST-2026-DEM003',
    status: 'awaiting_monitor',
    /** Made with the completion, still pending: confirm the monitor and the certificate shows it (late by now). */
    report: { licenceKey: 'fl-insurance-2-15', status: 'pending', moves: [] },
    learner: {
      id: 'l_demoAnaTorres0001',
      email: 'ana.torres@example.com',
      fullName: 'Ana Torres Ruiz',
      /** The Open Campus ID the demo learner signs in with (the identity-provider double's edu_username). */
      ocid: 'anatorres.edu',
      locale: 'es',
    },
    transactionId: 'demoPaidOrderAnaTorres00001',
    paymentMethod: 'card',
    monitorRequired: true,
  },
] as const;

export async function seedDemoLearning(db: Db): Promise<number> {
  // Three continuing-education courses of the first provider, in a fixed order.
  const picked = await db
    .select({
      id: schema.courses.id,
      slug: schema.courses.slug,
      titleEs: schema.courses.titleEs,
      titleEn: schema.courses.titleEn,
      priceCents: schema.courses.priceCents,
      creditHours: schema.courses.creditHours,
      licenseTypeEs: schema.specialties.nameEs,
      licenseTypeEn: schema.specialties.nameEn,
      providerName: schema.providers.name,
      providerNumber: schema.providers.providerNumber,
      providerState: schema.providers.stateCode,
      instructorName: schema.instructors.name,
    })
    .from(schema.courses)
    .innerJoin(schema.specialties, eq(schema.specialties.id, schema.courses.specialtyId))
    .innerJoin(schema.providers, eq(schema.providers.id, schema.courses.providerId))
    .leftJoin(schema.instructors, eq(schema.instructors.id, schema.courses.instructorId))
    .where(
      and(eq(schema.courses.type, 'continuing_education'), sql`${schema.courses.instructorId} is not null`),
    )
    .orderBy(asc(schema.courses.id))
    .limit(DEMO_CERTIFICATES.length);
  if (picked.length < DEMO_CERTIFICATES.length) return 0;

  let created = 0;
  for (const [index, demo] of DEMO_CERTIFICATES.entries()) {
    const course = picked[index]!;
    await db
      .insert(schema.learners)
      .values({ ...demo.learner, registeredAt: BOUGHT })
      .onConflictDoNothing();
    const paid = demo.paymentMethod === 'card';
    await db
      .insert(schema.orders)
      .values({
        transactionId: demo.transactionId,
        linkId: demo.transactionId,
        attemptKey: `demo-${demo.transactionId}`,
        status: paid ? 'paid' : 'pending_payment',
        productType: 'course',
        productId: course.id,
        productSlug: course.slug,
        productTitleEs: course.titleEs,
        productTitleEn: course.titleEn,
        stateCode: course.providerState,
        locale: demo.learner.locale,
        buyerName: demo.learner.fullName,
        buyerEmail: demo.learner.email,
        learnerId: demo.learner.id,
        listPriceCents: course.priceCents,
        priceDiscountCents: 0,
        codeDiscountCents: 0,
        totalCents: course.priceCents,
        paymentMethod: demo.paymentMethod,
        provider: 'sandbox',
        testMode: true,
        providerPaymentId: paid ? `demo_pay_${index + 1}` : null,
        createdAt: BOUGHT,
        updatedAt: paid ? BOUGHT : BOUGHT,
        paidAt: paid ? BOUGHT : null,
      })
      .onConflictDoNothing({ target: schema.orders.transactionId });
    const [order] = await db
      .select({ id: schema.orders.id })
      .from(schema.orders)
      .where(eq(schema.orders.transactionId, demo.transactionId));
    if (!order) continue;
    await db
      .insert(schema.enrolments)
      .values({
        learnerId: demo.learner.id,
        courseId: course.id,
        orderId: order.id,
        grantedAt: BOUGHT,
        progressPercent: 100,
      })
      .onConflictDoNothing();
    const [enrolment] = await db
      .select({ id: schema.enrolments.id })
      .from(schema.enrolments)
      .where(and(eq(schema.enrolments.orderId, order.id), eq(schema.enrolments.courseId, course.id)));
    if (!enrolment) continue;
    const rows = await db
      .insert(schema.certificates)
      .values({
        id: demo.certificateId,
        referenceNumber: demo.reference,
        learnerId: demo.learner.id,
        courseId: course.id,
        orderId: order.id,
        enrolmentId: enrolment.id,
        status: demo.status,
        completedAt: COMPLETED,
        studentName: demo.learner.fullName,
        courseTitleEs: course.titleEs,
        courseTitleEn: course.titleEn,
        creditHours: course.creditHours,
        licenseStateCode: course.providerState,
        licenseTypeEs: course.licenseTypeEs,
        licenseTypeEn: course.licenseTypeEn,
        providerName: course.providerName,
        providerNumber: course.providerNumber,
        instructorName: course.instructorName,
        monitorRequired: demo.monitorRequired,
        issuedAt: demo.status === 'issued' ? COMPLETED : null,
        createdAt: COMPLETED,
        updatedAt: COMPLETED,
      })
      .onConflictDoNothing()
      .returning({ id: schema.certificates.id });
    created += rows.length;
    if (demo.report)
      await seedDemoReport(db, {
        certificateId: demo.certificateId,
        learnerId: demo.learner.id,
        providerNumber: course.providerNumber,
        licenceKey: demo.report.licenceKey,
        completedOn: '2026-10-14',
        moves: demo.report.moves,
      });
  }
  return created;
}

/**
 * A demo certificate's report to the Florida DFS (issue 31), as the domain makes and moves it: made with the
 * completion (21 days, src/domain/ce/requirements/reporting.ts), one ce_report_moves row per move, the report
 * carrying the last move's status and reference. Idempotent.
 */
export async function seedDemoReport(
  db: Db,
  demo: {
    certificateId: string;
    learnerId: string;
    providerNumber: string;
    licenceKey: string;
    /** The completion's day in the regulator's calendar (America/New_York). */
    completedOn: string;
    moves: ReadonlyArray<{ to: 'reported' | 'posted'; reference: string; at: string }>;
  },
): Promise<void> {
  const day = new Date(`${demo.completedOn}T12:00:00Z`);
  const dueOn = new Date(day.getTime() + 21 * 86_400_000).toISOString().slice(0, 10);
  const last = demo.moves.at(-1);
  const reported = demo.moves.find((move) => move.to === 'reported');
  const posted = demo.moves.find((move) => move.to === 'posted');
  await db
    .insert(schema.ceReports)
    .values({
      certificateId: demo.certificateId,
      learnerId: demo.learnerId,
      licenceKey: demo.licenceKey,
      channel: 'fl-dfs',
      providerNumber: demo.providerNumber,
      status: last?.to ?? 'pending',
      dueOn,
      deadlineBasis: '21-days',
      regulatorReference: last?.reference ?? null,
      reportedAt: reported ? new Date(reported.at) : null,
      resolvedAt: posted ? new Date(posted.at) : null,
      createdAt: new Date(`${demo.completedOn}T19:30:00Z`),
      updatedAt: last ? new Date(last.at) : new Date(`${demo.completedOn}T19:30:00Z`),
    })
    .onConflictDoNothing({ target: schema.ceReports.certificateId });
  const [report] = await db
    .select({ id: schema.ceReports.id })
    .from(schema.ceReports)
    .where(eq(schema.ceReports.certificateId, demo.certificateId));
  if (!report || demo.moves.length === 0) return;
  await db
    .insert(schema.ceReportMoves)
    .values(
      demo.moves.map((move) => ({
        reportId: report.id,
        toStatus: move.to,
        regulatorReference: move.reference,
        movedAt: new Date(move.at),
      })),
    )
    .onConflictDoNothing();
}
