import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import * as schema from '../schema/index.ts';
import type { Db } from '../types.ts';

// Demo topics, apps and app campaigns (issue 12). Idempotent: every insert skips rows that exist, so running it
// again (or on a database seeded before these tables existed) changes nothing it already made.

export const DEMO_APPS = [
  {
    slug: 'quest',
    nameEs: 'Quest',
    nameEn: 'Quest',
    taglineEs: 'Cursos acreditados en lecciones cortas y con juego, desde el móvil.',
    taglineEn: 'Accredited courses in short, game-like lessons on your phone.',
    iosUrl: 'https://apps.apple.com/app/quest',
    androidUrl: 'https://play.google.com/store/apps/details?id=how.quest.app',
    position: 0,
  },
  {
    slug: 'quest-ingles',
    nameEs: 'Quest Inglés',
    nameEn: 'Quest English',
    taglineEs: 'Inglés y formación profesional en español para empezar con buen pie en EE.\u00a0UU.',
    taglineEn: 'English and career training in Spanish for a strong start in the USA.',
    iosUrl: 'https://apps.apple.com/app/quest-ingles',
    androidUrl: 'https://play.google.com/store/apps/details?id=how.quest.english',
    position: 1,
  },
] as const;

export const DEMO_TOPICS = [
  {
    slug: 'florida-insurance-license',
    titleEs: 'Obtén tu licencia de seguros en Florida',
    titleEn: 'Get your Florida insurance license',
    descriptionEs:
      'Cursos de prelicencia aprobados por el DFS para las licencias 2-14, 2-15, 2-20 y 2-40: todo el temario del examen estatal, en inglés o en español.',
    descriptionEn:
      'DFS-approved pre-licensing courses for the 2-14, 2-15, 2-20 and 2-40 licenses: the whole state exam outline, in English or Spanish.',
  },
  {
    slug: 'insurance-law-and-ethics',
    titleEs: 'Leyes y ética para agentes de seguros',
    titleEn: 'Law and ethics for insurance agents',
    descriptionEs:
      'Las horas de leyes y ética que Florida exige en cada renovación, con casos prácticos y novedades legislativas.',
    descriptionEn:
      'The law and ethics hours Florida requires at every renewal, with case studies and legislative updates.',
  },
  {
    slug: 'mental-health-license-renewal',
    titleEs: 'Renueva tu licencia de salud mental',
    titleEn: 'Renew your mental health license',
    descriptionEs:
      'Educación continua para LCSW, LMFT y LMHC: ética, errores médicos y las materias que pide la junta de Florida.',
    descriptionEn:
      'Continuing education for LCSWs, LMFTs and LMHCs: ethics, medical errors and the subjects the Florida board requires.',
  },
  {
    slug: 'courses-in-spanish',
    titleEs: 'Cursos en español',
    titleEn: 'Courses in Spanish',
    descriptionEs:
      'Formación acreditada impartida en español: prelicencias y educación continua para trabajar en tu profesión en EE.\u00a0UU.',
    descriptionEn:
      'Accredited training taught in Spanish: pre-licensing and continuing education to work in your profession in the USA.',
  },
] as const;

/** Which topics each app shows, in order. */
export const DEMO_APP_TOPICS: Record<string, string[]> = {
  quest: [
    'florida-insurance-license',
    'insurance-law-and-ethics',
    'mental-health-license-renewal',
    'courses-in-spanish',
  ],
  'quest-ingles': ['courses-in-spanish', 'florida-insurance-license'],
};

/** The demo app campaigns: one live (a course), one expired (a bundle, back at its regular price). */
export const DEMO_APP_CAMPAIGNS = {
  live: {
    slug: 'quest-app-spring-2027',
    nameEs: 'Primavera en la app Quest',
    nameEn: 'Spring in the Quest app',
    discountPercent: 30,
    expiresAt: new Date('2027-05-31T23:59:59Z'),
    app: 'quest',
    course: 'fl-2-40-pre-licensing-en',
  },
  expired: {
    slug: 'quest-ingles-launch-2026',
    nameEs: 'Lanzamiento de Quest Inglés',
    nameEn: 'Quest English launch',
    discountPercent: 35,
    expiresAt: new Date('2026-06-30T23:59:59Z'),
    app: 'quest-ingles',
    bundle: 'fl-lmhc-renewal-package-es',
  },
} as const;

const TOPIC_SIZE = 6;

export async function seedDemoTopics(db: Db): Promise<void> {
  await db
    .insert(schema.apps)
    .values(DEMO_APPS.map((app) => ({ ...app })))
    .onConflictDoNothing();
  await db
    .insert(schema.topics)
    .values(DEMO_TOPICS.map((topic) => ({ ...topic })))
    .onConflictDoNothing();

  const marketplace = eq(schema.courses.visibility, 'marketplace');
  const pick = (where: ReturnType<typeof and>) =>
    db
      .select({ id: schema.courses.id })
      .from(schema.courses)
      .innerJoin(schema.specialties, eq(schema.specialties.id, schema.courses.specialtyId))
      .where(and(marketplace, where))
      .orderBy(asc(schema.courses.id))
      .limit(TOPIC_SIZE);
  const members: Record<string, Array<{ id: number }>> = {
    'florida-insurance-license': await pick(
      and(
        eq(schema.courses.type, 'pre_licensing'),
        inArray(schema.specialties.slug, ['2-14', '2-15', '2-20', '2-40']),
      ),
    ),
    'insurance-law-and-ethics': await pick(
      and(
        inArray(schema.specialties.slug, ['2-14', '2-15', '2-20', '2-40']),
        eq(schema.courses.type, 'continuing_education'),
        ilike(schema.courses.titleEn, '%ethic%'),
      ),
    ),
    'mental-health-license-renewal': await pick(
      and(
        inArray(schema.specialties.slug, ['lcsw', 'lmft', 'lmhc']),
        eq(schema.courses.type, 'continuing_education'),
      ),
    ),
    'courses-in-spanish': await pick(and(eq(schema.courses.language, 'es'))),
  };
  const topicRows = Object.entries(members).flatMap(([topicSlug, rows]) =>
    rows.map((row, position) => ({ topicSlug, courseId: row.id, position })),
  );
  if (topicRows.length > 0) await db.insert(schema.topicCourses).values(topicRows).onConflictDoNothing();
  await db
    .insert(schema.appTopics)
    .values(
      Object.entries(DEMO_APP_TOPICS).flatMap(([appSlug, slugs]) =>
        slugs.map((topicSlug, position) => ({ appSlug, topicSlug, position })),
      ),
    )
    .onConflictDoNothing();

  for (const campaign of Object.values(DEMO_APP_CAMPAIGNS)) {
    await db
      .insert(schema.campaigns)
      .values({
        slug: campaign.slug,
        nameEs: campaign.nameEs,
        nameEn: campaign.nameEn,
        discountPercent: campaign.discountPercent,
        expiresAt: campaign.expiresAt,
      })
      .onConflictDoNothing();
    const [row] = await db
      .select({ id: schema.campaigns.id })
      .from(schema.campaigns)
      .where(eq(schema.campaigns.slug, campaign.slug));
    const [course] =
      'course' in campaign
        ? await db
            .select({ id: schema.courses.id })
            .from(schema.courses)
            .where(eq(schema.courses.slug, campaign.course))
        : [];
    const [bundle] =
      'bundle' in campaign
        ? await db
            .select({ id: schema.bundles.id })
            .from(schema.bundles)
            .where(eq(schema.bundles.slug, campaign.bundle))
        : [];
    if (!row || (!course && !bundle)) continue;
    await db
      .insert(schema.appCampaigns)
      .values({
        campaignId: row.id,
        appSlug: campaign.app,
        courseId: course?.id ?? null,
        bundleId: bundle?.id ?? null,
      })
      .onConflictDoNothing();
  }
}
