import { and, asc, eq, sql } from 'drizzle-orm';
import * as schema from '../schema/index.ts';
import type { Db } from '../types.ts';

// Demo learners after the purchase (issue 11): a paid order with an issued certificate, a pay-later order whose
// certificate waits for the payment, and a paid order whose certificate waits for the monitor. Fixed ids, so
// docs/certificates-and-ingestion-api.md can name the pages; idempotent (a second run after `npm run db:seed`
// adds nothing twice).

const COMPLETED = new Date(Date.UTC(2026, 9, 14, 15, 30));
const BOUGHT = new Date(Date.UTC(2026, 8, 2, 10, 0));

/** The demo rows and what docs/certificates-and-ingestion-api.md shows of them. */
export const DEMO_CERTIFICATES = [
  {
    certificateId: 'c_demoIssuedMariaLopez01',
    reference: 'QST-2026-DEM001',
    status: 'issued',
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
  }
  return created;
}
