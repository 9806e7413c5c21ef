import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { orders } from '../../src/db/schema/orders.ts';
import type { DomainServices } from '../../src/domain/services.ts';
import { buildTestApp } from '../helpers/app.ts';
import { checkoutForm, pickCourse } from '../helpers/checkout.ts';

// The checkout page and its posts through buildApp() + inject (npm run build first): no JavaScript involved, so
// this is also the no-JS path. Refused posts render the page again with what was typed and the spec's message.
let app: FastifyInstance;
let database: Database;
let domain: DomainServices;
const ORIGIN = 'https://quest.test';

beforeAll(async () => {
  const built = await buildTestApp({ PUBLIC_URL: ORIGIN, CHECKOUT_RATE_LIMIT: '1000' });
  app = built.app;
  database = built.database;
  domain = built.domain;
});
afterAll(() => app.close());

const post = (url: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: ORIGIN,
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    payload: new URLSearchParams(form).toString(),
  });
const orderOf = async (transactionId: string) =>
  (await database.db.select().from(orders).where(eq(orders.transactionId, transactionId)))[0];
const transactionOf = (location: string | undefined) =>
  new URL(location ?? '', ORIGIN).searchParams.get('transactionId') ?? '';

describe('checkout page', () => {
  it('renders the product, its server price and the prefilled buyer; personal and noindex', async () => {
    const course = await pickCourse(database.db, 'single-state');
    const query = new URLSearchParams({
      email: 'ana@example.com',
      firstname: 'Ana',
      lastname: 'Pérez',
      campaignId: 'renewal-season-2027',
      inviterId: 'inv-9',
      redirectUrl: '/es/about',
      metadata_source: 'newsletter',
    });
    const response = await app.inject({ method: 'GET', url: `/es/courses/buy/${course.slug}?${query}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain('name="robots" content="noindex');
    expect(response.body).toContain('Completa tu inscripción');
    expect(response.body).toContain('value="Ana Pérez"');
    expect(response.body).toContain('value="ana@example.com"');
    // The form posts with the purchase parameters in its address, and carries no price.
    const action = /action="([^"]+)"/.exec(response.body)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const actionUrl = new URL(action, ORIGIN);
    expect(actionUrl.pathname).toBe(`/checkout/${course.slug}`);
    expect(Object.fromEntries(actionUrl.searchParams)).toMatchObject({
      lang: 'es',
      inviterId: 'inv-9',
      campaignId: 'renewal-season-2027',
      redirectUrl: '/es/about',
      metadata_source: 'newsletter',
    });
    expect(response.body).not.toMatch(/name="(price|amount|total)/);
  });

  it('the purchase parameters follow the visitor from the catalogue to the course and to checkout', async () => {
    const carried =
      'campaignId=renewal-season-2027&inviterId=inv-7&metadata_source=ad&redirectUrl=%2Fes%2Fabout';
    const listing = await app.inject({
      method: 'GET',
      url: `/es/accredited-courses?state=FL&industry=insurance&specialty=2-15&${carried}`,
    });
    expect(listing.statusCode).toBe(200);
    expect(listing.headers['cache-control']).toBe('private, no-store');
    const cardHref = /href="(\/es\/courses\/details\/[^"]+)"[^>]*data-testid="course-card"/.exec(
      listing.body,
    )?.[1];
    expect(cardHref).toBeDefined();
    const cardUrl = new URL((cardHref ?? '').replaceAll('&amp;', '&'), ORIGIN);
    expect(Object.fromEntries(cardUrl.searchParams)).toMatchObject({
      campaignId: 'renewal-season-2027',
      inviterId: 'inv-7',
      metadata_source: 'ad',
      redirectUrl: '/es/about',
    });
    const course = await app.inject({ method: 'GET', url: `${cardUrl.pathname}${cardUrl.search}` });
    const buy = /href="(\/es\/courses\/buy\/[^"]+)"/.exec(course.body)?.[1]?.replaceAll('&amp;', '&');
    const form = /<input type="hidden" name="inviterId" value="inv-7"/.test(course.body);
    // A one-state course links straight to checkout; a multi-state one carries them as hidden fields.
    if (buy) expect(new URL(buy, ORIGIN).searchParams.get('inviterId')).toBe('inv-7');
    else expect(form).toBe(true);
    // Without purchase parameters the public page links exactly as before (and stays cacheable).
    const plain = await app.inject({
      method: 'GET',
      url: '/es/accredited-courses?state=FL&industry=insurance&specialty=2-15',
    });
    expect(plain.body).not.toContain('inviterId');
  });

  it('answers 404 for an unknown product', async () => {
    const response = await app.inject({ method: 'GET', url: '/en/courses/buy/no-such-course' });
    expect(response.statusCode).toBe(404);
  });
});

describe('checkout posts without JavaScript', () => {
  it('pays with the sandbox card, stores every parameter, and goes to the phone step (303)', async () => {
    const course = await pickCourse(database.db, 'single-state');
    const query =
      'lang=en&inviterId=inv-1&externalId=ext-2&token=tok-3&code=promo&metadata_a=1&metadata_b=2&redirectUrl=%2Fen%2Fabout';
    const response = await post(
      `/checkout/${course.slug}?${query}`,
      checkoutForm({ price: '1', totalCents: '1' }),
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(
      /^\/en\/receipts\/PhoneNumber\?transactionId=[A-Za-z0-9_-]{32}$/,
    );
    const order = await orderOf(transactionOf(response.headers.location));
    expect(order).toMatchObject({
      status: 'paid',
      totalCents: course.priceCents,
      locale: 'en',
      redirectUrl: '/en/about',
      purchaseParams: {
        inviterId: 'inv-1',
        externalId: 'ext-2',
        token: 'tok-3',
        code: 'promo',
        metadata: { a: '1', b: '2' },
      },
    });
  });

  it('keeps a redirectUrl only when it stays on the site or goes to an allowed host (spec §8)', async () => {
    const course = await pickCourse(database.db, 'single-state');
    for (const [target, stored] of [
      ['https://evil.example/x', null],
      ['//evil.example/x', null],
      ['javascript:alert(1)', null],
      [' java\tscript:alert(1)', null],
      ['data:text/html,<script>alert(1)</script>', null],
      ['http://app.quest.how/start', null],
      [`${ORIGIN}/es/about?x=1`, '/es/about?x=1'],
      // APP_URL's host is always allowed (EXTERNAL_NAVIGATION_HOSTS adds the others).
      ['https://app.quest.how/start?from=quest', 'https://app.quest.how/start?from=quest'],
    ] as const) {
      const response = await post(
        `/checkout/${course.slug}?lang=es&redirectUrl=${encodeURIComponent(target)}`,
        checkoutForm(),
      );
      expect(response.statusCode).toBe(303);
      expect((await orderOf(transactionOf(response.headers.location)))?.redirectUrl).toBe(stored);
    }
  });

  it('renders the page again with the Spanish message and what was typed (422)', async () => {
    const course = await pickCourse(database.db, 'single-state');
    const response = await post(
      `/checkout/${course.slug}?lang=es`,
      checkoutForm({ fullName: 'Lucía Gómez', emailConfirm: 'otra@example.com' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain('Debes ingresar el mismo correo electrónico');
    expect(response.body).toContain('value="Lucía Gómez"');
    expect(response.body).toContain('value="otra@example.com"');
    // The card is never echoed back.
    expect(response.body).not.toContain('value="4242 4242 4242 4242"');
  });

  it('English pages get the spec strings: state, card, e-mail', async () => {
    const multi = await pickCourse(database.db, 'multi-state');
    const response = await post(
      `/checkout/${multi.slug}?lang=en`,
      checkoutForm({ cardNumber: '', email: 'x@y' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('You must select a state');
    expect(response.body).toContain('Please fill in your card details.');
    expect(response.body).toContain('A valid email is required');
  });

  it('a declined card shows "An error has occurred" and keeps the form (402)', async () => {
    const course = await pickCourse(database.db, 'single-state');
    const response = await post(
      `/checkout/${course.slug}?lang=es`,
      checkoutForm({ cardNumber: '4000 0000 0000 0002', fullName: 'Pedro Ruiz' }),
    );
    expect(response.statusCode).toBe(402);
    expect(response.body).toContain('Ha ocurrido un error');
    expect(response.body).toContain('Tu tarjeta fue rechazada');
    expect(response.body).toContain('value="Pedro Ruiz"');
    const en = await post(
      `/checkout/${course.slug}?lang=en`,
      checkoutForm({ cardNumber: '4000000000009995' }),
    );
    expect(en.statusCode).toBe(402);
    expect(en.body).toContain('An error has occurred');
  });

  it('the discount code step: empty, invalid, applied, already applied', async () => {
    const course = await pickCourse(database.db, 'single-state');
    const url = `/checkout/${course.slug}?lang=en`;
    const empty = await post(url, checkoutForm({ intent: 'apply_code', code: '' }));
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toContain('You must enter the code');
    const invalid = await post(url, checkoutForm({ intent: 'apply_code', code: 'QUEST10-XXXXXXXX' }));
    expect(invalid.body).toContain('The code entered is invalid');
    const issued = await domain.discounts.issue({ email: 'codes@example.com', locale: 'en' });
    const applied = await post(url, checkoutForm({ intent: 'apply_code', code: issued.code }));
    expect(applied.statusCode).toBe(200);
    expect(applied.body).toContain(`name="appliedCode" value="${issued.code}"`);
    const total = Math.round(course.priceCents * 0.9);
    const paid = await post(url, checkoutForm({ appliedCode: issued.code }));
    expect(paid.statusCode).toBe(303);
    expect((await orderOf(transactionOf(paid.headers.location)))?.totalCents).toBe(total);
    const again = await post(url, checkoutForm({ intent: 'apply_code', code: issued.code }));
    expect(again.body).toContain('The discount code has already been applied');
  });

  it('a double submit of the same form makes one order', async () => {
    const course = await pickCourse(database.db, 'single-state');
    const form = checkoutForm({ email: 'twice@example.com', emailConfirm: 'twice@example.com' });
    const [first, second] = await Promise.all([
      post(`/checkout/${course.slug}?lang=es`, form),
      post(`/checkout/${course.slug}?lang=es`, form),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
    const rows = await database.db.select().from(orders).where(eq(orders.attemptKey, form.attempt!));
    expect(rows).toHaveLength(1);
  });

  it('refuses cross-site posts', async () => {
    const course = await pickCourse(database.db, 'single-state');
    const response = await post(`/checkout/${course.slug}?lang=es`, checkoutForm(), {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.statusCode).toBe(403);
  });

  it('limits payment attempts per IP (card testing)', async () => {
    const limited = await buildTestApp({ PUBLIC_URL: ORIGIN, CHECKOUT_RATE_LIMIT: '2' }, { database });
    try {
      const course = await pickCourse(database.db, 'single-state');
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: `/checkout/${course.slug}?lang=es`,
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
          payload: new URLSearchParams(checkoutForm({ cardNumber: '4000000000000002' })).toString(),
        });
      expect((await attempt()).statusCode).toBe(402);
      expect((await attempt()).statusCode).toBe(402);
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.app.close();
    }
  });

  it('counts the limit in the shared table: two apps on one database allow what one would (issue 29)', async () => {
    // @fastify/rate-limit with our store (server/forms/rate-limits.ts): the attempts of both apps are one count.
    const apps = await Promise.all(
      [0, 1].map(() =>
        buildTestApp({ PUBLIC_URL: ORIGIN, CHECKOUT_RATE_LIMIT: '2' }, { database, rateLimits: 'database' }),
      ),
    );
    try {
      const course = await pickCourse(database.db, 'single-state');
      const attempt = (index: number) =>
        apps[index]!.app.inject({
          method: 'POST',
          url: `/checkout/${course.slug}?lang=es`,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin: ORIGIN,
            'x-forwarded-for': '10.29.0.1',
          },
          payload: new URLSearchParams(checkoutForm({ cardNumber: '4000000000000002' })).toString(),
          remoteAddress: '10.29.0.1',
        });
      expect((await attempt(0)).statusCode).toBe(402);
      expect((await attempt(1)).statusCode).toBe(402);
      const refused = await attempt(0);
      expect(refused.statusCode).toBe(429);
      const seconds = Number(refused.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(600);
      // The error page, and no X-RateLimit-* headers (the answers stay what they were).
      expect(refused.headers['content-type']).toContain('text/html');
      expect(Object.keys(refused.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
      expect((await attempt(1)).statusCode).toBe(429);
    } finally {
      await Promise.all(apps.map(({ app }) => app.close()));
    }
  });

  it('answers JSON to a fetch that asks for it', async () => {
    const course = await pickCourse(database.db, 'single-state');
    const bad = await post(
      `/checkout/${course.slug}?lang=en`,
      checkoutForm({ emailConfirm: 'no@example.com' }),
      {
        accept: 'application/json',
      },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      ok: false,
      messages: { emailConfirm: 'You must enter the same email' },
    });
    const good = await post(`/checkout/${course.slug}?lang=en`, checkoutForm(), {
      accept: 'application/json',
    });
    expect(good.json()).toMatchObject({
      ok: true,
      redirect: expect.stringMatching(/^\/en\/receipts\/PhoneNumber\?transactionId=/),
    });
  });
});
