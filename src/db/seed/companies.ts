import { and, eq } from 'drizzle-orm';
import * as schema from '../schema/index.ts';
import { normalizeSearchText } from '../search-text.ts';
import type { Db } from '../types.ts';
import { seedDemoReport } from './learning.ts';

// Demo companies (issue 11): an insurance agency with three private courses it allows its members, a second
// company with a private course the first does not allow, a link-only course, and invitations in every state
// (María, maria.edu, is already a member of the agency). Fixed ids so docs/learners-and-companies.md can name
// the pages; idempotent.

export const DEMO_COMPANIES = {
  agency: {
    id: 'co_demoPalmettoShield01',
    name: 'Palmetto Shield Insurance Agency',
    app: 'Palmetto Shield Academy',
  },
  other: { id: 'co_demoGulfHarborBrkr01', name: 'Gulf Harbor Brokers', app: 'Gulf Harbor Learning' },
} as const;

export const DEMO_PRIVATE_COURSES = {
  /** Allowed by the agency. */
  allowed: [
    'palmetto-shield-claims-handling-essentials',
    'palmetto-shield-agency-compliance-onboarding',
    'palmetto-shield-client-service-standards',
  ],
  /** Private to the other company: never visible to the agency's members. */
  otherCompany: 'gulf-harbor-internal-underwriting-guide',
  /** Reachable by its link, never listed. */
  linkOnly: 'partner-preview-annuity-suitability',
} as const;

export const DEMO_INVITATIONS = {
  /** Pending, for John Carter (john.edu): accept it signed in as John. */
  pendingJohn: 'inv_demoPendingJohnCarter1',
  /** Pending, for someone with no account yet (a new learner is created when they accept). */
  pendingNew: 'inv_demoPendingCarlosMendez',
  /** Accepted by María (maria.edu): she is a member of the agency. */
  accepted: 'inv_demoAcceptedMariaLopez',
  /** Rejected. */
  rejected: 'inv_demoRejectedLuisaPerez1',
} as const;

const SENT = new Date(Date.UTC(2026, 9, 1, 14, 0));
const DECIDED = new Date(Date.UTC(2026, 9, 3, 9, 30));
const MARIA = 'l_demoMariaLopez01';

const COURSES: Array<{
  slug: string;
  titleEs: string;
  titleEn: string;
  hours: string;
  visibility: 'private' | 'link_only';
}> = [
  {
    slug: DEMO_PRIVATE_COURSES.allowed[0],
    titleEs: 'Palmetto Shield: gestión de siniestros esencial',
    titleEn: 'Palmetto Shield: claims handling essentials',
    hours: '3',
    visibility: 'private',
  },
  {
    slug: DEMO_PRIVATE_COURSES.allowed[1],
    titleEs: 'Palmetto Shield: cumplimiento normativo para nuevos agentes',
    titleEn: 'Palmetto Shield: compliance onboarding for new agents',
    hours: '4',
    visibility: 'private',
  },
  {
    slug: DEMO_PRIVATE_COURSES.allowed[2],
    titleEs: 'Palmetto Shield: estándares de atención al cliente',
    titleEn: 'Palmetto Shield: client service standards',
    hours: '2',
    visibility: 'private',
  },
  {
    slug: DEMO_PRIVATE_COURSES.otherCompany,
    titleEs: 'Gulf Harbor: guía interna de suscripción',
    titleEn: 'Gulf Harbor: internal underwriting guide',
    hours: '3',
    visibility: 'private',
  },
  {
    slug: DEMO_PRIVATE_COURSES.linkOnly,
    titleEs: 'Vista previa para socios: idoneidad en anualidades',
    titleEn: 'Partner preview: annuity suitability',
    hours: '2',
    visibility: 'link_only',
  },
];

export async function seedDemoCompanies(db: Db): Promise<void> {
  const [template] = await db
    .select({
      industryId: schema.courses.industryId,
      specialtyId: schema.courses.specialtyId,
      providerId: schema.courses.providerId,
      instructorId: schema.courses.instructorId,
      image: schema.courses.image,
      specialtySlug: schema.specialties.slug,
      specialtyEs: schema.specialties.nameEs,
      specialtyEn: schema.specialties.nameEn,
    })
    .from(schema.courses)
    .innerJoin(schema.specialties, eq(schema.specialties.id, schema.courses.specialtyId))
    .where(and(eq(schema.specialties.slug, '2-15'), eq(schema.courses.type, 'continuing_education')))
    .orderBy(schema.courses.id)
    .limit(1);
  if (!template) return;

  for (const [index, course] of COURSES.entries()) {
    const [row] = await db
      .insert(schema.courses)
      .values({
        slug: course.slug,
        titleEs: course.titleEs,
        titleEn: course.titleEn,
        descriptionEs: `${course.titleEs}. Curso de la empresa para su equipo de agentes con licencia 2-15 en Florida.`,
        descriptionEn: `${course.titleEn}. The company's own course for its team of 2-15 licensed agents in Florida.`,
        language: 'en',
        creditHours: course.hours,
        industryId: template.industryId,
        specialtyId: template.specialtyId,
        providerId: template.providerId,
        instructorId: template.instructorId,
        courseCode: '215',
        trackingNumber: `CT${String(419900 + index).padStart(6, '0')}`,
        type: 'continuing_education',
        priceCents: 2999,
        modules: [
          { titleEs: 'Introducción', titleEn: 'Introduction', minutes: 30 },
          { titleEs: 'Casos prácticos', titleEn: 'Case studies', minutes: Number(course.hours) * 60 - 30 },
        ],
        image: template.image,
        visibility: course.visibility,
        searchText: normalizeSearchText(course.titleEs, course.titleEn, '215', template.specialtySlug),
      })
      .onConflictDoNothing({ target: schema.courses.slug })
      .returning({ id: schema.courses.id });
    if (row)
      await db
        .insert(schema.courseStates)
        .values({ courseId: row.id, stateCode: 'FL' })
        .onConflictDoNothing();
  }
  const ids = new Map(
    (
      await db
        .select({ id: schema.courses.id, slug: schema.courses.slug })
        .from(schema.courses)
        .where(eq(schema.courses.industryId, template.industryId))
    ).map((row) => [row.slug, row.id]),
  );

  await db
    .insert(schema.companies)
    .values([
      {
        id: DEMO_COMPANIES.agency.id,
        name: DEMO_COMPANIES.agency.name,
        adminEmail: 'training@palmettoshield.example',
        createdAt: SENT,
      },
      {
        id: DEMO_COMPANIES.other.id,
        name: DEMO_COMPANIES.other.name,
        adminEmail: 'people@gulfharbor.example',
        createdAt: SENT,
      },
    ])
    .onConflictDoNothing();
  const allowed = [
    ...DEMO_PRIVATE_COURSES.allowed.map((slug) => ({ companyId: DEMO_COMPANIES.agency.id, slug })),
    { companyId: DEMO_COMPANIES.other.id, slug: DEMO_PRIVATE_COURSES.otherCompany },
  ];
  for (const { companyId, slug } of allowed) {
    const courseId = ids.get(slug);
    if (courseId)
      await db.insert(schema.companyCourses).values({ companyId, courseId }).onConflictDoNothing();
  }

  const inviter = { inviterName: 'Laura Benítez', inviterEmail: 'laura.benitez@palmettoshield.example' };
  const agency = { companyId: DEMO_COMPANIES.agency.id, appName: DEMO_COMPANIES.agency.app, ...inviter };
  await db
    .insert(schema.invitations)
    .values([
      {
        id: DEMO_INVITATIONS.pendingJohn,
        ...agency,
        invitedName: 'John Carter',
        invitedEmail: 'john.carter@example.com',
        createdAt: SENT,
      },
      {
        id: DEMO_INVITATIONS.pendingNew,
        ...agency,
        invitedName: 'Carlos Méndez',
        invitedEmail: 'carlos.mendez@example.com',
        createdAt: SENT,
      },
      {
        id: DEMO_INVITATIONS.accepted,
        ...agency,
        invitedName: 'María José López',
        invitedEmail: 'maria.lopez@example.com',
        status: 'accepted',
        decidedAt: DECIDED,
        createdAt: SENT,
      },
      {
        id: DEMO_INVITATIONS.rejected,
        ...agency,
        invitedName: 'Luisa Pérez',
        invitedEmail: 'luisa.perez@example.com',
        status: 'rejected',
        decidedAt: DECIDED,
        createdAt: SENT,
      },
    ])
    .onConflictDoNothing();
  const [maria] = await db
    .select({ id: schema.learners.id })
    .from(schema.learners)
    .where(eq(schema.learners.id, MARIA));
  if (maria) {
    await db
      .update(schema.invitations)
      .set({ learnerId: MARIA })
      .where(eq(schema.invitations.id, DEMO_INVITATIONS.accepted));
    await db
      .insert(schema.companyMembers)
      .values({
        companyId: DEMO_COMPANIES.agency.id,
        learnerId: MARIA,
        invitationId: DEMO_INVITATIONS.accepted,
        joinedAt: DECIDED,
      })
      .onConflictDoNothing();
    await seedMemberCertificate(db, ids.get(DEMO_PRIVATE_COURSES.allowed[0]), template);
  }
}

/** María completed one of the agency's courses in 2025: a second transcript row, under another licence. */
export const DEMO_MEMBER_CERTIFICATE = {
  id: 'c_demoIssuedMariaClaims01',
  reference: 'QST-2025-DEM004',
} as const;

async function seedMemberCertificate(
  db: Db,
  courseId: number | undefined,
  template: { specialtyEs: string; specialtyEn: string; providerId: number },
) {
  if (!courseId) return;
  const [course] = await db
    .select({
      slug: schema.courses.slug,
      titleEs: schema.courses.titleEs,
      titleEn: schema.courses.titleEn,
      priceCents: schema.courses.priceCents,
      creditHours: schema.courses.creditHours,
      providerName: schema.providers.name,
      providerNumber: schema.providers.providerNumber,
    })
    .from(schema.courses)
    .innerJoin(schema.providers, eq(schema.providers.id, schema.courses.providerId))
    .where(eq(schema.courses.id, courseId));
  if (!course) return;
  const bought = new Date(Date.UTC(2025, 4, 2, 16, 0));
  const completed = new Date(Date.UTC(2025, 4, 20, 18, 45));
  const transactionId = 'demoPaidOrderMariaClaims001';
  await db
    .insert(schema.orders)
    .values({
      transactionId,
      linkId: transactionId,
      attemptKey: `demo-${transactionId}`,
      status: 'paid',
      productType: 'course',
      productId: courseId,
      productSlug: course.slug,
      productTitleEs: course.titleEs,
      productTitleEn: course.titleEn,
      stateCode: 'FL',
      locale: 'es',
      buyerName: 'María José López',
      buyerEmail: 'maria.lopez@example.com',
      learnerId: MARIA,
      listPriceCents: course.priceCents,
      priceDiscountCents: 0,
      codeDiscountCents: 0,
      totalCents: course.priceCents,
      paymentMethod: 'card',
      provider: 'sandbox',
      testMode: true,
      providerPaymentId: 'demo_pay_claims',
      createdAt: bought,
      updatedAt: bought,
      paidAt: bought,
    })
    .onConflictDoNothing({ target: schema.orders.transactionId });
  const [order] = await db
    .select({ id: schema.orders.id })
    .from(schema.orders)
    .where(eq(schema.orders.transactionId, transactionId));
  if (!order) return;
  await db
    .insert(schema.enrolments)
    .values({ learnerId: MARIA, courseId, orderId: order.id, grantedAt: bought, progressPercent: 100 })
    .onConflictDoNothing();
  const [enrolment] = await db
    .select({ id: schema.enrolments.id })
    .from(schema.enrolments)
    .where(and(eq(schema.enrolments.orderId, order.id), eq(schema.enrolments.courseId, courseId)));
  if (!enrolment) return;
  await db
    .insert(schema.certificates)
    .values({
      id: DEMO_MEMBER_CERTIFICATE.id,
      referenceNumber: DEMO_MEMBER_CERTIFICATE.reference,
      learnerId: MARIA,
      courseId,
      orderId: order.id,
      enrolmentId: enrolment.id,
      status: 'issued',
      completedAt: completed,
      studentName: 'María José López',
      courseTitleEs: course.titleEs,
      courseTitleEn: course.titleEn,
      creditHours: course.creditHours,
      licenseStateCode: 'FL',
      licenseTypeEs: template.specialtyEs,
      licenseTypeEn: template.specialtyEn,
      providerName: course.providerName,
      providerNumber: course.providerNumber,
      monitorRequired: false,
      issuedAt: completed,
      createdAt: completed,
      updatedAt: completed,
    })
    .onConflictDoNothing();
  // Florida insurance CE: Quest reported it to the DFS, which posted it (issue 31).
  await seedDemoReport(db, {
    certificateId: DEMO_MEMBER_CERTIFICATE.id,
    learnerId: MARIA,
    providerNumber: course.providerNumber,
    licenceKey: 'fl-insurance-2-15',
    completedOn: '2025-05-20',
    moves: [
      { to: 'reported', reference: 'DFS-SUB-DEMO-0002', at: '2025-05-27T14:00:00Z' },
      { to: 'posted', reference: 'DFS-DEMO-2025-061288', at: '2025-06-03T15:00:00Z' },
    ],
  });
}
