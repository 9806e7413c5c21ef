import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { companies, invitations } from '../../src/db/schema/companies.ts';
import { orders, outbox } from '../../src/db/schema/orders.ts';
import { subscriptionEvents, subscriptions } from '../../src/db/schema/subscriptions.ts';
import { encodeRecord, TOKEN_COOKIE } from '../../src/domain/auth.ts';
import type { DomainServices } from '../../src/domain/services.ts';
import { buildTestApp } from '../helpers/app.ts';
import { checkoutForm, pickCourse } from '../helpers/checkout.ts';
import { TEST_DATABASE_KINDS } from '../helpers/db.ts';
import { emailSession, injectAsOwner, ownerSessionFor } from '../helpers/identity.ts';

// Company seats and the company marketplace discount (issue 12) through the real routes on the offline sandbox:
// the seat price (1, 25, 10,000 users; bad counts refused with the message), seats bought once on a double
// submit, the admin page's invitations limited by the seats, the discount for members only, computed on the
// server (a forged price is ignored; a non-member and a member of a company whose seats ended pay the regular
// price), and a seat change that applies from the next renewal. On PGlite and PostgreSQL (npm run build first).

const ORIGIN = 'https://quest.test';
const DAY = 24 * 60 * 60 * 1000;

function signedInAs(app: FastifyInstance, ocid: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const idToken = `${part({ alg: 'ES256', typ: 'JWT' })}.${part({ edu_username: ocid, eth_address: '0xabc' })}.sig`;
  const record = encodeRecord({
    access_token: 'a.b.c',
    id_token: idToken,
    expired: Math.floor(Date.now() / 1000) + 600,
  });
  return `${TOKEN_COOKIE}=${encodeURIComponent(app.signCookie(record))}`;
}

describe.each(TEST_DATABASE_KINDS)('company seats and discount on %s', (kind) => {
  let app: FastifyInstance;
  let ownerSession: (url: string) => Promise<string> = async () => '';
  // Requests as the owner of the subscription their address names (strangers: identity.test.ts).
  const inject = injectAsOwner(
    () => app,
    () => ownerSession,
  );

  let database: Database;
  let domain: DomainServices;
  beforeAll(async () => {
    const built = await buildTestApp({ PUBLIC_URL: ORIGIN, CHECKOUT_RATE_LIMIT: '1000' }, { database: kind });
    app = built.app;
    ownerSession = ownerSessionFor(app, built.database, built.domain, ORIGIN);
    database = built.database;
    domain = built.domain;
  });
  afterAll(() => app?.close());

  const post = (url: string, form: Record<string, string>, cookie?: string) =>
    inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: ORIGIN,
        'sec-fetch-site': 'same-origin',
        ...(cookie ? { cookie } : {}),
      },
      payload: new URLSearchParams(form).toString(),
    });
  let attempts = 0;
  const seatsForm = (overrides: Record<string, string> = {}) => {
    attempts += 1;
    const email = `admin-${kind}-${attempts}@example.com`;
    return {
      attempt: `company-attempt-${kind}-${attempts}-abcdefgh`,
      companyName: `Acme ${attempts}`,
      seats: '25',
      fullName: 'Carla Admin',
      email,
      emailConfirm: email,
      cardNumber: '4242 4242 4242 4242',
      cardExpiry: '12/34',
      cardCvc: '123',
      ...overrides,
    };
  };
  const buySeats = async (overrides: Record<string, string> = {}) => {
    const response = await post('/company-actions/seats?lang=en', seatsForm(overrides));
    expect(response.statusCode).toBe(303);
    const location = response.headers.location as string;
    expect(location).toMatch(/^\/en\/subscriptions\/[A-Za-z0-9_-]{32}\/employees\?welcome=1$/);
    return location.split('/')[3] as string;
  };
  const seatsRow = async (publicId: string) =>
    (await database.db.select().from(subscriptions).where(eq(subscriptions.publicId, publicId)))[0];
  const invite = (publicId: string, name: string, email: string, lang = 'en') =>
    post(`/company-actions/${publicId}/invite?lang=${lang}`, { invitedName: name, invitedEmail: email });
  /**
   * Invites and accepts as a new Open Campus ID, after proving the invited address with the link e-mailed to it
   * (issue 27): the signed-in cookie of the new member.
   */
  const member = async (publicId: string, label: string) => {
    const email = `${label}-${kind}@example.com`;
    expect((await invite(publicId, `Member ${label}`, email)).statusCode).toBe(303);
    const [row] = await database.db
      .select({ id: invitations.id })
      .from(invitations)
      .where(eq(invitations.invitedEmail, email));
    const ocid = `${label}-${kind}.edu`;
    await emailSession(app, database, domain, email, { origin: ORIGIN, cookie: signedInAs(app, ocid) });
    const decided = await domain.companies.decideInvitation({
      id: row?.id ?? '',
      decision: 'accept',
      ocid,
      locale: 'en',
    });
    expect(decided.kind).toBe('accepted');
    return signedInAs(app, ocid);
  };

  it('prices seats on the server: 1, 25 and 10,000 users at $9.99 each plus the $20 admin fee', async () => {
    expect(domain.companySeats.monthlyCents(1)).toBe(2999);
    expect(domain.companySeats.monthlyCents(25)).toBe(26_975);
    expect(domain.companySeats.monthlyCents(10_000)).toBe(9_992_000);
    for (const [users, total] of [
      ['1', '$29.99'],
      ['25', '$269.75'],
      ['10000', '$99,920.00'],
    ] as const) {
      const page = await inject({ method: 'GET', url: `/en/payments/companySeats?users=${users}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.body).toContain(total);
    }
    const page = await inject({ method: 'GET', url: '/es/payments/companySeats?users=25' });
    expect(page.body).toContain('action="/company-actions/seats?lang=es"');
    expect(page.body).not.toMatch(/name="(price|amount|total)/);
    // The companies page's calculator links to the purchase with its user count.
    const landing = await inject({ method: 'GET', url: '/en/companies?users=40' });
    expect(landing.body).toContain('href="/en/payments/companySeats?users=40"');
  });

  it('refuses bad seat counts and missing fields with the message (400), buying nothing', async () => {
    const before = (await database.db.select().from(subscriptions)).length;
    for (const seats of ['0', '10001', 'abc', '-3', '2.5', '']) {
      const response = await post('/company-actions/seats?lang=en', seatsForm({ seats }));
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Enter a number of users between 1 and 10,000');
    }
    const missing = await post(
      '/company-actions/seats?lang=es',
      seatsForm({ companyName: '', cardNumber: '1' }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Escribe el nombre de la empresa');
    const declined = await post(
      '/company-actions/seats?lang=en',
      seatsForm({ cardNumber: '4000 0000 0000 0002' }),
    );
    expect(declined.statusCode).toBe(402);
    expect((await database.db.select().from(subscriptions)).length).toBe(before);
  });

  it('buys seats once on a double submit: one company, one subscription of 25 seats, one payment', async () => {
    const form = seatsForm();
    const first = await post('/company-actions/seats?lang=en', form);
    const second = await post('/company-actions/seats?lang=en', form);
    expect(first.statusCode).toBe(303);
    expect(second.headers.location).toBe(first.headers.location);
    const publicId = (first.headers.location as string).split('/')[3] as string;
    const row = await seatsRow(publicId);
    expect(row).toMatchObject({
      product: 'company',
      plan: 'company_seats',
      quantity: 25,
      priceCents: 26_975,
      status: 'active',
    });
    const company = await database.db
      .select()
      .from(companies)
      .where(eq(companies.id, row?.subjectId ?? ''));
    expect(company).toHaveLength(1);
    expect(company[0]).toMatchObject({ name: form.companyName, adminEmail: form.email });
    const events = await database.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, row?.id ?? 0));
    expect(events).toHaveLength(1);
    expect(events[0]?.amountCents).toBe(26_975);
    // The admin page: seats, monthly price, the invitation form; unknown ids are 404.
    const admin = await inject({ method: 'GET', url: `/en/subscriptions/${publicId}/employees` });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe('private, no-store');
    expect(admin.body).toContain('25 users');
    expect(admin.body).toContain('$269.75');
    expect(admin.body).toContain(`action="/company-actions/${publicId}/invite?lang=en"`);
    // The seam's status page shows the seats, their monthly price and the way to the admin page.
    const status = await inject({ method: 'GET', url: `/en/subscriptions/${publicId}` });
    expect(status.statusCode).toBe(200);
    expect(status.body).toContain('25 users');
    expect(status.body).toContain('$269.75');
    expect(status.body).toContain(`href="/en/subscriptions/${publicId}/employees"`);
    const unknown = 'A'.repeat(32);
    expect((await inject({ method: 'GET', url: `/en/subscriptions/${unknown}/employees` })).statusCode).toBe(
      404,
    );
    expect((await invite(unknown, 'X', 'x@example.com')).statusCode).toBe(404);
  });

  it('limits invitations to the seats, e-mails each through the outbox once, and frees a denied seat', async () => {
    const publicId = await buySeats({ seats: '2' });
    expect((await invite(publicId, 'Ana', `ana-${kind}@example.com`)).statusCode).toBe(303);
    const again = await invite(publicId, 'Ana', `ANA-${kind}@example.com`);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('already has an invitation');
    expect((await invite(publicId, 'Ben', `ben-${kind}@example.com`, 'es')).statusCode).toBe(303);
    const full = await invite(publicId, 'Cris', `cris-${kind}@example.com`);
    expect(full.statusCode).toBe(409);
    expect(full.body).toContain('You have used all your seats');
    const row = await seatsRow(publicId);
    const sent = await database.db
      .select()
      .from(invitations)
      .where(eq(invitations.companyId, row?.subjectId ?? ''));
    expect(sent).toHaveLength(2);
    const mails = await database.db.select().from(outbox).where(eq(outbox.kind, 'company_invitation'));
    for (const invitation of sent)
      expect(mails.filter((mail) => mail.dedupeKey === `invitation:${invitation.id}`)).toHaveLength(1);
    // Concurrent invitations cannot pass the limit together.
    const other = await buySeats({ seats: '1' });
    const raced = await Promise.all(
      [1, 2, 3].map((n) => invite(other, `Racer ${n}`, `racer-${n}-${kind}@example.com`)),
    );
    expect(raced.filter((response) => response.statusCode === 303)).toHaveLength(1);
    // A denied invitation gives its seat back.
    const ben = sent.find((invitation) => invitation.invitedEmail === `ben-${kind}@example.com`);
    await domain.companies.decideInvitation({ id: ben?.id ?? '', decision: 'reject', locale: 'en' });
    expect((await invite(publicId, 'Cris', `cris-${kind}@example.com`)).statusCode).toBe(303);
  });

  it('gives members the company discount on marketplace courses, computed on the server; a forged price is ignored', async () => {
    const course = await pickCourse(database.db, 'single-state');
    const publicId = await buySeats({ seats: '3' });
    const cookie = await member(publicId, 'discounted');
    const companyId = (await seatsRow(publicId))?.subjectId;
    const expected = Math.round((course.priceCents * 75) / 100);
    const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

    const detail = await inject({
      method: 'GET',
      url: `/en/courses/details/${course.slug}`,
      headers: { cookie },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain('company discount');
    expect(detail.body).toContain(money(expected));
    const checkoutPage = await inject({
      method: 'GET',
      url: `/en/courses/buy/${course.slug}`,
      headers: { cookie },
    });
    expect(checkoutPage.body).toContain('Company discount');
    expect(checkoutPage.body).toContain(money(expected));

    const email = `member-buyer-${kind}@example.com`;
    const response = await post(
      `/checkout/${course.slug}?lang=en`,
      checkoutForm({ email, emailConfirm: email, totalCents: '1', price: '1', discountPercent: '100' }),
      cookie,
    );
    expect(response.statusCode).toBe(303);
    const [order] = await database.db.select().from(orders).where(eq(orders.buyerEmail, email));
    expect(order).toMatchObject({
      status: 'paid',
      listPriceCents: course.priceCents,
      priceDiscountCents: course.priceCents - expected,
      totalCents: expected,
      companyId,
    });

    // Anonymous and signed-in non-members pay the regular price; nothing is recorded for a company.
    const outsider = signedInAs(app, `outsider-${kind}.edu`);
    for (const headers of [{}, { cookie: outsider }] as Record<string, string>[]) {
      const page = await inject({ method: 'GET', url: `/en/courses/details/${course.slug}`, headers });
      expect(page.body).not.toContain('company discount');
    }
    const plainEmail = `outsider-${kind}@example.com`;
    await post(
      `/checkout/${course.slug}?lang=en`,
      checkoutForm({ email: plainEmail, emailConfirm: plainEmail, totalCents: '1' }),
      outsider,
    );
    const [plain] = await database.db.select().from(orders).where(eq(orders.buyerEmail, plainEmail));
    expect(plain).toMatchObject({ totalCents: course.priceCents, priceDiscountCents: 0, companyId: null });
  });

  it('ends the discount and the invitations with the seats; a seat change applies from the next renewal', async () => {
    const course = await pickCourse(database.db, 'single-state');
    const publicId = await buySeats({ seats: '2' });
    const cookie = await member(publicId, 'lapsing');

    // More seats: the price of the next period now, the count at the renewal.
    const change = await post(`/company-actions/${publicId}/seats?lang=en`, { seats: '5' });
    expect(change.statusCode).toBe(303);
    let row = await seatsRow(publicId);
    expect(row).toMatchObject({ quantity: 2, priceCents: 5 * 999 + 2000 });
    expect((await post(`/company-actions/${publicId}/seats?lang=en`, { seats: '0' })).statusCode).toBe(400);
    const renewedAt = new Date((row?.currentPeriodEnd.getTime() ?? 0) + DAY);
    await domain.subscriptions.renewDue(renewedAt);
    row = await seatsRow(publicId);
    expect(row).toMatchObject({ quantity: 5, priceCents: 5 * 999 + 2000, status: 'active' });
    const renewal = await database.db
      .select()
      .from(subscriptionEvents)
      .where(
        and(
          eq(subscriptionEvents.subscriptionId, row?.id ?? 0),
          eq(subscriptionEvents.type, 'subscription.payment_succeeded'),
        ),
      );
    expect(renewal.map((event) => event.amountCents)).toContain(5 * 999 + 2000);

    // The seats end: no discount, no more invitations.
    await database.db
      .update(subscriptions)
      .set({ status: 'canceled', endedAt: new Date() })
      .where(eq(subscriptions.id, row?.id ?? 0));
    const page = await inject({
      method: 'GET',
      url: `/en/courses/details/${course.slug}`,
      headers: { cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('company discount');
    const email = `lapsed-${kind}@example.com`;
    await post(`/checkout/${course.slug}?lang=en`, checkoutForm({ email, emailConfirm: email }), cookie);
    const [order] = await database.db.select().from(orders).where(eq(orders.buyerEmail, email));
    expect(order).toMatchObject({ totalCents: course.priceCents, companyId: null });
    const late = await invite(publicId, 'Late', `late-${kind}@example.com`);
    expect(late.statusCode).toBe(409);
  });
});
