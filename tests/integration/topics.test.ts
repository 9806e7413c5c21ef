import { eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { bundles, campaigns, courses } from '../../src/db/schema/catalog.ts';
import { orders } from '../../src/db/schema/orders.ts';
import { topicCourses } from '../../src/db/schema/topics.ts';
import { DEMO_PRIVATE_COURSES } from '../../src/db/seed/companies.ts';
import { DEMO_APP_CAMPAIGNS, DEMO_TOPICS, seedDemoTopics } from '../../src/db/seed/topics.ts';
import { discountedCents } from '../../src/domain/pricing.ts';
import { formatMoney } from '../../src/i18n/format.ts';
import { buildTestApp } from '../helpers/app.ts';
import { checkoutForm } from '../helpers/checkout.ts';
import { TEST_DATABASE_KINDS } from '../helpers/db.ts';

// Issue 12, topics and app campaigns: /{lang}/topics/{id}, /{lang}/apps/{app}/topics/{id},
// /{lang}/{app}/topics/{id} and /{lang}/apps/{app}/{campaignId}; meta from the database, 404 for unknown ids,
// campaign price vs the expired fallback, the buy link's campaignId and the price the checkout charges for it.
// On PGlite and PostgreSQL (npm run build first).

const ORIGIN = 'https://quest.test';
const LIVE = DEMO_APP_CAMPAIGNS.live;
const EXPIRED = DEMO_APP_CAMPAIGNS.expired;
const TOPIC = DEMO_TOPICS[0];

describe.each(TEST_DATABASE_KINDS)('Topics and app campaigns on %s', (kind) => {
  let app: FastifyInstance;
  let database: Database;
  let liveCourse: { id: number; slug: string; priceCents: number; titleEn: string; titleEs: string };
  let expiredBundle: { slug: string; priceCents: number; titleEn: string };
  let hidden: Array<{ id: number; titleEn: string; slug: string }>;

  beforeAll(async () => {
    const built = await buildTestApp({ PUBLIC_URL: ORIGIN, CHECKOUT_RATE_LIMIT: '1000' }, { database: kind });
    app = built.app;
    database = built.database;
    const [course] = await database.db
      .select({
        id: courses.id,
        slug: courses.slug,
        priceCents: courses.priceCents,
        titleEn: courses.titleEn,
        titleEs: courses.titleEs,
      })
      .from(courses)
      .where(eq(courses.slug, LIVE.course));
    const [bundle] = await database.db
      .select({ slug: bundles.slug, priceCents: bundles.priceCents, titleEn: bundles.titleEn })
      .from(bundles)
      .where(eq(bundles.slug, EXPIRED.bundle));
    if (!course || !bundle) throw new Error('The demo campaign products are missing');
    liveCourse = course;
    expiredBundle = bundle;
    // A link-only and a private course put into the topic: the page must still never list them.
    hidden = await database.db
      .select({ id: courses.id, titleEn: courses.titleEn, slug: courses.slug })
      .from(courses)
      .where(ne(courses.visibility, 'marketplace'))
      .limit(2);
    await database.db
      .insert(topicCourses)
      .values(hidden.map((row, index) => ({ topicSlug: TOPIC.slug, courseId: row.id, position: index })))
      .onConflictDoNothing();
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const metaOf = (html: string, attribute: string) =>
    new RegExp(`<meta (?:name|property)="${attribute}" content="([^"]*)"`).exec(html)?.[1];
  const escapeHtml = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

  it('seeding again changes nothing', async () => {
    const before = await database.db.select().from(topicCourses);
    await seedDemoTopics(database.db);
    const after = await database.db.select().from(topicCourses);
    expect(after.length).toBe(before.length);
  });

  describe.each([
    ['es', TOPIC.titleEs, TOPIC.descriptionEs],
    ['en', TOPIC.titleEn, TOPIC.descriptionEn],
  ] as const)('topic pages in %s', (lang, title, description) => {
    it.each([
      [`/topics/${TOPIC.slug}`, false],
      [`/apps/quest/topics/${TOPIC.slug}`, true],
      [`/quest/topics/${TOPIC.slug}`, true],
    ])('%s answers 200 with its meta from the database', async (path, inApp) => {
      const response = await get(`/${lang}${path}`);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html.includes('data-testid="topic-page"')).toBe(true);
      expect(titleOf(html)).toBe(
        escapeHtml(
          inApp ? `${title} · Quest` : `${title} · ${lang === 'es' ? 'Cursos en Quest' : 'Courses on Quest'}`,
        ),
      );
      expect(metaOf(html, 'description')).toBe(escapeHtml(description));
      expect(metaOf(html, 'og:title')).toBe(titleOf(html));
      expect(metaOf(html, 'og:url')).toBe(`${ORIGIN}/${lang}${path}`);
      expect(html.includes('data-testid="app-line"')).toBe(inApp);
      if (inApp) expect(html).toContain('https://apps.apple.com/app/quest');
      // Public and cacheable, indexable.
      expect(response.headers['cache-control'] ?? '').not.toContain('no-store');
      expect(html.includes('noindex')).toBe(false);
      // Marketplace courses are listed, link-only and private ones never.
      expect(html).toMatch(/href="\/(es|en)\/courses\/details\//);
      for (const course of hidden)
        expect(html.includes(`/courses/details/${course.slug}`), course.slug).toBe(false);
    });
  });

  it('lists topics in the sitemap, not their app-context variants or campaign landings', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    for (const topic of DEMO_TOPICS) {
      expect(sitemap).toContain(`<loc>${ORIGIN}/es/topics/${topic.slug}</loc>`);
      expect(sitemap).toContain(`<loc>${ORIGIN}/en/topics/${topic.slug}</loc>`);
    }
    expect(sitemap).not.toContain('/apps/');
    expect(sitemap).not.toContain('/quest/topics/');
  });

  it('never lists private or link-only courses, even when put into a topic', async () => {
    expect(hidden.length).toBe(2);
    const html = (await get(`/en/topics/${TOPIC.slug}`)).body;
    for (const course of hidden)
      expect(html.includes(escapeHtml(course.titleEn)), course.titleEn).toBe(false);
    expect(html.includes(DEMO_PRIVATE_COURSES.linkOnly)).toBe(false);
  });

  it.each([
    '/en/topics/no-such-topic',
    '/es/topics/NOT_A_SLUG',
    `/en/topics/${'a'.repeat(200)}`,
    `/en/apps/no-such-app/topics/${TOPIC.slug}`,
    '/en/apps/quest/topics/no-such-topic',
    // The app does not show that topic.
    '/es/apps/quest-ingles/topics/mental-health-license-renewal',
    '/en/quest-ingles/topics/mental-health-license-renewal',
    `/en/no-such-app/topics/${TOPIC.slug}`,
    `/es/about/topics/${TOPIC.slug}`,
    '/en/apps/quest/no-such-campaign',
    `/en/apps/no-such-app/${LIVE.slug}`,
    // A campaign of another app.
    `/es/apps/quest-ingles/${LIVE.slug}`,
    `/en/apps/quest/${EXPIRED.slug}`,
    // A catalogue campaign that is not an app campaign.
    '/en/apps/quest/renewal-season-2027',
  ])('answers the 404 page for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('data-testid="topic-page"');
  });

  it('leaves the existing pages alone (the top-level [app] segment shadows nothing)', async () => {
    for (const url of [
      '/es/about',
      '/en/about',
      '/es/questers/apply',
      '/en/courses/categories',
      `/en/courses/details/${liveCourse.slug}`,
      '/es/accredited-courses/specialities/2-15',
      '/en/certificates/verify',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body.includes('data-testid="topic-page"'), url).toBe(false);
    }
  });

  describe.each(['es', 'en'] as const)('app campaign landing in %s', (lang) => {
    it('shows the live campaign price against the regular one, the expiry date and the buy link', async () => {
      const response = await get(`/${lang}/apps/${LIVE.app}/${LIVE.slug}`);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      const campaignCents = discountedCents(liveCourse.priceCents, LIVE.discountPercent);
      const price = formatMoney(campaignCents, lang, { cents: 'always' });
      const regular = formatMoney(liveCourse.priceCents, lang, { cents: 'always' });
      expect(html).toContain('data-testid="campaign-live"');
      expect(html).toMatch(new RegExp(`data-testid="campaign-price">\\s*${price.replace('$', '\\$')}`));
      expect(html).toContain(`data-testid="regular-price">${regular}`);
      expect(html).toContain(lang === 'es' ? '31 de mayo de 2027' : 'May 31, 2027');
      expect(html).toContain(`href="/${lang}/courses/buy/${liveCourse.slug}?campaignId=${LIVE.slug}"`);
      const name = lang === 'es' ? LIVE.nameEs : LIVE.nameEn;
      const productTitle = lang === 'es' ? liveCourse.titleEs : liveCourse.titleEn;
      expect(titleOf(html)).toBe(escapeHtml(`${name} · ${productTitle}`));
      expect(metaOf(html, 'og:title')).toBe(titleOf(html));
      expect(metaOf(html, 'description')).toContain(price);
      expect(metaOf(html, 'og:url')).toBe(`${ORIGIN}/${lang}/apps/${LIVE.app}/${LIVE.slug}`);
      expect(response.headers['cache-control'] ?? '').not.toContain('no-store');
    });

    it('falls back to the regular price once the campaign has expired, and says so', async () => {
      const response = await get(`/${lang}/apps/${EXPIRED.app}/${EXPIRED.slug}`);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      const regular = formatMoney(expiredBundle.priceCents, lang, { cents: 'always' });
      expect(html).toContain('data-testid="campaign-expired"');
      expect(html).not.toContain('data-testid="campaign-live"');
      expect(html).toMatch(new RegExp(`data-testid="campaign-price">\\s*${regular.replace('$', '\\$')}`));
      expect(html).toContain(
        lang === 'es'
          ? 'Esta campaña terminó el 30 de junio de 2026'
          : 'This campaign ended on June 30, 2026',
      );
      expect(html).toContain(
        `href="/${lang}/courses/buy/${expiredBundle.slug}?type=bundle&amp;campaignId=${EXPIRED.slug}"`,
      );
    });
  });

  const place = (slug: string, query: string, form: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/checkout/${slug}?lang=en&${query}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: ORIGIN,
        'sec-fetch-site': 'same-origin',
      },
      payload: new URLSearchParams(checkoutForm(form)).toString(),
    });
  const orderOf = async (response: { statusCode: number; headers: Record<string, unknown> }) => {
    expect(response.statusCode).toBe(303);
    const transactionId = new URL(String(response.headers.location), ORIGIN).searchParams.get(
      'transactionId',
    );
    const [order] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.transactionId, transactionId ?? ''));
    if (!order) throw new Error(`No order for ${String(response.headers.location)}`);
    return order;
  };

  it('the checkout page shows and the checkout charges the live campaign price (server-side)', async () => {
    const campaignCents = discountedCents(liveCourse.priceCents, LIVE.discountPercent);
    const page = await get(`/en/courses/buy/${liveCourse.slug}?campaignId=${LIVE.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(formatMoney(campaignCents, 'en', { cents: 'always' }));
    const order = await orderOf(await place(liveCourse.slug, `campaignId=${LIVE.slug}`));
    expect(order.totalCents).toBe(campaignCents);
    expect(order.listPriceCents).toBe(liveCourse.priceCents);
    expect(order.appliedCampaign).toBe(LIVE.slug);
    expect(order.campaignParam).toBe(LIVE.slug);
  });

  it('a campaign discounts only the products it was made for: named on another course, it changes nothing', async () => {
    // A course with no discount or campaign of its own, the live campaign's slug and number in its links.
    const [other] = await database.db
      .select({ slug: courses.slug, priceCents: courses.priceCents })
      .from(courses)
      .where(eq(courses.slug, 'annuity-suitability-4h'));
    const [live] = await database.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.slug, LIVE.slug));
    if (!other || !live) throw new Error('demo rows missing');
    const regular = formatMoney(other.priceCents, 'en', { cents: 'always' });
    for (const named of [LIVE.slug, String(live.id)]) {
      const page = await get(`/en/courses/buy/${other.slug}?state=FL&campaignId=${named}`);
      expect(page.statusCode).toBe(200);
      expect(page.body, named).toContain(regular);
      const campaignPrice = discountedCents(other.priceCents, LIVE.discountPercent);
      expect(page.body, named).not.toContain(formatMoney(campaignPrice, 'en', { cents: 'always' }));
      const order = await orderOf(await place(other.slug, `campaignId=${named}`, { state: 'FL' }));
      expect(order.totalCents, named).toBe(other.priceCents);
      expect(order.appliedCampaign, named).toBeNull();
    }
  });

  it('the expired campaign charges the regular price', async () => {
    const order = await orderOf(await place(expiredBundle.slug, `type=bundle&campaignId=${EXPIRED.slug}`));
    expect(order.totalCents).toBe(expiredBundle.priceCents);
    expect(order.appliedCampaign).toBeNull();
  });

  it('the domain quotes an app campaign at its expiry boundary', async () => {
    const { findAppCampaign } = await import('../../src/domain/topics/index.ts');
    const before = await findAppCampaign(database.db, 'en', LIVE.app, LIVE.slug, {
      now: new Date(LIVE.expiresAt.getTime() - 1000),
    });
    const after = await findAppCampaign(database.db, 'en', LIVE.app, LIVE.slug, { now: LIVE.expiresAt });
    expect(before?.campaign.expired).toBe(false);
    expect(before?.quote.totalCents).toBe(discountedCents(liveCourse.priceCents, LIVE.discountPercent));
    expect(after?.campaign.expired).toBe(true);
    expect(after?.quote.totalCents).toBe(liveCourse.priceCents);
    expect(after?.campaignCents).toBe(before?.quote.totalCents);
    const unknown = await findAppCampaign(database.db, 'en', LIVE.app, 'x'.repeat(300));
    expect(unknown).toBeNull();
    // And a topic read on its own needs no app.
    const { findTopicPage } = await import('../../src/domain/topics/index.ts');
    const topic = await findTopicPage(database.db, 'es', TOPIC.slug);
    expect(topic?.courses.length).toBeGreaterThan(0);
    expect(topic?.courses.every((course) => !hidden.some((row) => row.id === course.id))).toBe(true);
  });
});
