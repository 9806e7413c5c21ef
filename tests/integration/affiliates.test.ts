import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { affiliates } from '../../src/db/schema/affiliates.ts';
import { bundleCourses, bundles, courses } from '../../src/db/schema/catalog.ts';
import { enrolments, orders } from '../../src/db/schema/orders.ts';
import {
  AFFILIATE_BUNDLE_COURSES,
  AFFILIATE_BUNDLE_SLUG,
  AFFILIATE_INCLUDED_BUNDLE_SLUG,
} from '../../src/db/seed/affiliates.ts';
import { buildTestApp } from '../helpers/app.ts';
import { checkoutForm } from '../helpers/checkout.ts';
import { TEST_DATABASE_KINDS } from '../helpers/db.ts';

// Issue 12, the affiliate part: /{lang}/affiliates/{id} (an active affiliate's landing with the affiliate bundle:
// 6 courses plus a 3-course bundle, $239.98 crossed out, $119.99, 50% off, the dashboard link), 404 for unknown
// and inactive ids, /affiliates/apply still answering; the bundle bought through the checkout route at the
// server's price with the affiliate recorded on the order and its 9 courses granted; forged affiliates ignored.
// On PGlite and PostgreSQL (npm run build first).

const ORIGIN = 'https://quest.test';
const ACTIVE = 'mindful-careers';
const INACTIVE = 'former-partner';

describe.each(TEST_DATABASE_KINDS)('Affiliates on %s', (kind) => {
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    const built = await buildTestApp({ PUBLIC_URL: ORIGIN, CHECKOUT_RATE_LIMIT: '1000' }, { database: kind });
    app = built.app;
    database = built.database;
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const metaOf = (html: string, attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
  const decode = (text: string) =>
    text
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"');

  async function courseTitles(slugs: readonly string[]) {
    const rows = await database.db
      .select({ slug: courses.slug, titleEn: courses.titleEn, titleEs: courses.titleEs })
      .from(courses);
    return slugs.map((slug) => {
      const row = rows.find((candidate) => candidate.slug === slug);
      if (!row) throw new Error(`No course ${slug}`);
      return row;
    });
  }

  it('seeds the affiliate bundle as 9 courses (6 + a 3-course bundle) at 23,998 cents, 50% off', async () => {
    const [bundle] = await database.db.select().from(bundles).where(eq(bundles.slug, AFFILIATE_BUNDLE_SLUG));
    const [included] = await database.db
      .select()
      .from(bundles)
      .where(eq(bundles.slug, AFFILIATE_INCLUDED_BUNDLE_SLUG));
    expect(bundle?.priceCents).toBe(23_998);
    expect(bundle?.discountPercent).toBe(50);
    expect(bundle?.includesBundleId).toBe(included?.id);
    const items = await database.db
      .select({ courseId: bundleCourses.courseId })
      .from(bundleCourses)
      .where(eq(bundleCourses.bundleId, bundle?.id ?? -1));
    const inner = await database.db
      .select({ courseId: bundleCourses.courseId })
      .from(bundleCourses)
      .where(eq(bundleCourses.bundleId, included?.id ?? -1));
    expect(items).toHaveLength(9);
    expect(inner).toHaveLength(3);
    // Every course of the included bundle is granted by the affiliate bundle.
    for (const course of inner) expect(items.map((item) => item.courseId)).toContain(course.courseId);
  });

  it('shows the landing: name, blurb, every item, $239.98 crossed out, $119.99, 50% off', async () => {
    const [affiliate] = await database.db.select().from(affiliates).where(eq(affiliates.slug, ACTIVE));
    for (const locale of ['en', 'es'] as const) {
      const response = await get(`/${locale}/affiliates/${ACTIVE}`);
      expect(response.statusCode).toBe(200);
      const html = decode(response.body);
      expect(html).toContain('data-testid="affiliate-page"');
      expect(html).toContain(affiliate?.displayName);
      expect(html).toContain(locale === 'en' ? affiliate?.blurbEn : affiliate?.blurbEs);
      // No dashboard host configured: no dashboard link, and no placeholder host in any link of the page.
      expect(html).not.toContain('data-testid="affiliate-dashboard"');
      expect(html).not.toMatch(/\.example\b/);
      const total = /data-testid="affiliate-total">([^<]*)</.exec(html)?.[1];
      expect(total).toBe('$119.99');
      const listPrice = /data-testid="affiliate-list-price">([\s\S]*?)<\/s>/.exec(html)?.[1] ?? '';
      expect(listPrice.replace(/<[^>]*>/g, '')).toMatch(/\$239\.98$/);
      expect(/data-testid="affiliate-discount">([^<]*)</.exec(html)?.[1]).toBe(
        locale === 'en' ? '50% off' : '50 % de descuento',
      );
      for (const course of await courseTitles(AFFILIATE_BUNDLE_COURSES))
        expect(html).toContain(locale === 'en' ? course.titleEn : course.titleEs);
      expect(html).toMatch(/data-testid="affiliate-included-bundle"/);
      const includedList = /data-testid="affiliate-included-courses">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
      expect(includedList.match(/<li/g)).toHaveLength(3);
      const ownList = /data-testid="affiliate-courses">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
      expect(ownList.match(/<li/g)).toHaveLength(6);
      // The buy button goes to the ordinary checkout carrying the affiliate.
      expect(html).toContain(
        `href="/${locale}/courses/buy/${AFFILIATE_BUNDLE_SLUG}?type=bundle&affiliate=${ACTIVE}"`,
      );
      // Meta from the database; public and cacheable.
      expect(titleOf(html)).toContain(affiliate?.displayName);
      expect(metaOf(html, 'name', 'description')).toContain('$119.99');
      expect(metaOf(html, 'property', 'og:title')).toContain(affiliate?.displayName);
      expect(html).not.toContain('noindex');
      expect(String(response.headers['cache-control'])).not.toContain('no-store');
    }
  });

  it('answers 404 for unknown, malformed and inactive ids; /affiliates/apply and /affiliates still answer', async () => {
    for (const url of [
      `/en/affiliates/${INACTIVE}`,
      '/es/affiliates/nobody-here',
      '/en/affiliates/UPPER',
      `/en/affiliates/${'a'.repeat(200)}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('data-testid="affiliate-page"');
    }
    // A malformed address is the 400 page, never a 5xx.
    expect((await get('/es/affiliates/%E0%A4%A')).statusCode).toBe(400);
    for (const url of ['/es/affiliates/apply', '/en/affiliates/apply', '/es/affiliates', '/en/affiliates']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).not.toContain('data-testid="affiliate-page"');
    }
  });

  it('lists active affiliates in the sitemap, never inactive ones', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`${ORIGIN}/en/affiliates/${ACTIVE}<`);
    expect(sitemap.body).toContain(`${ORIGIN}/es/affiliates/${ACTIVE}<`);
    expect(sitemap.body).not.toContain(INACTIVE);
  });

  const place = (query: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/checkout/${AFFILIATE_BUNDLE_SLUG}?lang=en&type=bundle${query}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: ORIGIN,
        'sec-fetch-site': 'same-origin',
      },
      payload: new URLSearchParams(checkoutForm(fields)).toString(),
    });
  const orderAfter = async (response: { statusCode: number; headers: Record<string, unknown> }) => {
    expect(response.statusCode).toBe(303);
    const transactionId =
      new URL(String(response.headers.location), ORIGIN).searchParams.get('transactionId') ?? '';
    const [order] = await database.db.select().from(orders).where(eq(orders.transactionId, transactionId));
    if (!order) throw new Error('No order');
    return order;
  };

  it('the checkout page carries the affiliate as a hidden field, at the server-side price', async () => {
    const response = await get(`/en/courses/buy/${AFFILIATE_BUNDLE_SLUG}?type=bundle&affiliate=${ACTIVE}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<input type="hidden" name="affiliate" value="${ACTIVE}"/>`);
    expect(response.body).toContain('$119.99');
    const bad = await get(
      `/en/courses/buy/${AFFILIATE_BUNDLE_SLUG}?type=bundle&affiliate=%22%3E%3Cscript%3E`,
    );
    expect(bad.statusCode).toBe(200);
    expect(bad.body).not.toContain('name="affiliate"');
  });

  it('an order through the affiliate link records the affiliate, pays $119.99 and grants the 9 courses', async () => {
    const [affiliate] = await database.db.select().from(affiliates).where(eq(affiliates.slug, ACTIVE));
    const order = await orderAfter(
      await place('', {
        affiliate: ACTIVE,
        email: 'affiliate.buyer@example.com',
        emailConfirm: 'affiliate.buyer@example.com',
        // Tampered fields: nothing here is read as money.
        totalCents: '1',
        priceCents: '1',
        listPriceCents: '1',
        discountPercent: '100',
        affiliateId: '999',
      }),
    );
    expect(order.status).toBe('paid');
    expect(order.productType).toBe('bundle');
    expect(order.affiliateId).toBe(affiliate?.id);
    expect(order.listPriceCents).toBe(23_998);
    expect(order.priceDiscountCents).toBe(11_999);
    expect(order.totalCents).toBe(11_999);
    const granted = await database.db
      .select({ courseId: enrolments.courseId })
      .from(enrolments)
      .where(and(eq(enrolments.orderId, order.id)));
    const [bundle] = await database.db.select().from(bundles).where(eq(bundles.slug, AFFILIATE_BUNDLE_SLUG));
    const items = await database.db
      .select({ courseId: bundleCourses.courseId })
      .from(bundleCourses)
      .where(eq(bundleCourses.bundleId, bundle?.id ?? -1));
    expect(granted).toHaveLength(9);
    expect(new Set(granted.map((row) => row.courseId))).toEqual(new Set(items.map((row) => row.courseId)));
    // The receipt names who referred the buyer.
    const receipt = await get(`/en/receipts/${order.transactionId}`);
    expect(receipt.statusCode).toBe(200);
    const body = decode(receipt.body);
    expect(body).toContain('Referred by');
    expect(body).toMatch(
      new RegExp(`data-testid="receipt-affiliate"[\\s\\S]{0,300}${affiliate?.displayName}`),
    );
  });

  it('ignores a forged, unknown or inactive affiliate (same price, none recorded)', async () => {
    for (const affiliate of [INACTIVE, 'nobody-here', "x' or 1=1 --", 'A'.repeat(300), '1']) {
      const order = await orderAfter(await place('', { affiliate }));
      expect(order.status, affiliate).toBe('paid');
      expect(order.affiliateId, affiliate).toBeNull();
      expect(order.totalCents, affiliate).toBe(11_999);
    }
    // In the address instead of the form: not read either (the hidden field is the one channel).
    const viaQuery = await orderAfter(await place(`&affiliate=${ACTIVE}`, {}));
    expect(viaQuery.affiliateId).toBeNull();
  });
});

// Apart, after the rest: its app's settings are the site's from here on (the services registry is global).
describe('Affiliate dashboard link', () => {
  it('links the affiliate dashboard on the configured host, and no placeholder host', async () => {
    const { app } = await buildTestApp({ AFFILIATE_DASHBOARD_URL: 'https://affiliates.quest.how/' });
    try {
      for (const locale of ['en', 'es'] as const) {
        const response = await app.inject({ method: 'GET', url: `/${locale}/affiliates/${ACTIVE}` });
        expect(response.statusCode).toBe(200);
        expect(response.body).toMatch(
          new RegExp(
            `href="https://affiliates\\.quest\\.how/dashboard/${ACTIVE}"[^>]*data-testid="affiliate-dashboard"`,
          ),
        );
        expect(response.body).not.toMatch(/\.example\b/);
      }
    } finally {
      await app.close();
    }
  });
});
