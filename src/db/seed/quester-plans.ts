import { eq } from 'drizzle-orm';
import * as schema from '../schema/index.ts';
import { normalizeSearchText } from '../search-text.ts';
import type { Db } from '../types.ts';

// Demo Quester plans (issue 12, spec §1, §4): the catalogue's Questers are on Plus (their courses on the
// marketplace, seed/catalog.ts), and two more Questers show the other plans: one on Basic, whose course opens by
// its link and is never listed, and one on the free plan, whose courses are not published at all. Fixed slugs
// so docs/questers-and-affiliates.md and the tests can name them; idempotent. Their courses are never listed,
// so the marketplace's
// listings and counts are the same as before plans existed.

export const DEMO_QUESTER_PLANS = {
  basic: {
    slug: 'valeria-montes',
    name: 'Valeria Montes, CPA',
    /**
     * The Open Campus ID that stands for her in tests (issue 27: only the linked account changes a plan). Not
     * seeded: an operator links a Quester to their account (instructors.owner_ocid), tests do it in their setup.
     */
    ownerOcid: 'valeria.edu',
    headlineEs: 'Contadora y formadora de agentes en ética profesional',
    headlineEn: 'Accountant and ethics trainer for licensed agents',
    course: {
      slug: 'valeria-montes-ethics-for-agents-workshop',
      titleEs: 'Taller de ética para agentes de seguros',
      titleEn: 'Ethics workshop for insurance agents',
    },
  },
  free: {
    slug: 'tomas-herrera',
    name: 'Tomás Herrera',
    ownerOcid: 'tomas.edu',
    headlineEs: 'Agente de seguros que prepara su primer curso',
    headlineEn: 'Insurance agent preparing his first course',
    course: {
      slug: 'tomas-herrera-flood-insurance-draft',
      titleEs: 'Seguro contra inundaciones: borrador',
      titleEn: 'Flood insurance: draft',
    },
  },
} as const;

export async function seedDemoQuesterPlans(db: Db): Promise<void> {
  const [template] = await db
    .select({
      industryId: schema.courses.industryId,
      specialtyId: schema.courses.specialtyId,
      providerId: schema.courses.providerId,
      image: schema.courses.image,
      specialtySlug: schema.specialties.slug,
    })
    .from(schema.courses)
    .innerJoin(schema.specialties, eq(schema.specialties.id, schema.courses.specialtyId))
    .where(eq(schema.specialties.slug, '2-15'))
    .orderBy(schema.courses.id)
    .limit(1);
  if (!template) return;

  for (const [index, [plan, quester]] of Object.entries(DEMO_QUESTER_PLANS).entries()) {
    await db
      .insert(schema.instructors)
      .values({
        slug: quester.slug,
        name: quester.name,
        headlineEs: quester.headlineEs,
        headlineEn: quester.headlineEn,
        learners: 0,
        plan: plan as 'basic' | 'free',
      })
      .onConflictDoNothing({ target: schema.instructors.slug });
    const [instructor] = await db
      .select({ id: schema.instructors.id })
      .from(schema.instructors)
      .where(eq(schema.instructors.slug, quester.slug));
    if (!instructor) continue;
    const [row] = await db
      .insert(schema.courses)
      .values({
        slug: quester.course.slug,
        titleEs: quester.course.titleEs,
        titleEn: quester.course.titleEn,
        descriptionEs: `${quester.course.titleEs}. Curso de ${quester.name} para agentes con licencia 2-15 en Florida.`,
        descriptionEn: `${quester.course.titleEn}. A course by ${quester.name} for 2-15 licensed agents in Florida.`,
        language: 'es',
        creditHours: '2',
        industryId: template.industryId,
        specialtyId: template.specialtyId,
        providerId: template.providerId,
        instructorId: instructor.id,
        courseCode: '215',
        trackingNumber: `CT${String(419950 + index).padStart(6, '0')}`,
        type: 'continuing_education',
        priceCents: 1999,
        modules: [
          { titleEs: 'Introducción', titleEn: 'Introduction', minutes: 30 },
          { titleEs: 'Casos prácticos', titleEn: 'Case studies', minutes: 90 },
        ],
        image: template.image,
        // The Quester's own choice is the marketplace; the plan caps it (migration 0016).
        visibility: 'marketplace',
        searchText: normalizeSearchText(
          quester.course.titleEs,
          quester.course.titleEn,
          '215',
          template.specialtySlug,
        ),
      })
      .onConflictDoNothing({ target: schema.courses.slug })
      .returning({ id: schema.courses.id });
    if (row)
      await db
        .insert(schema.courseStates)
        .values({ courseId: row.id, stateCode: 'FL' })
        .onConflictDoNothing();
  }
}
