import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { enrolments, orders } from '../../src/db/schema/orders.ts';
import type { DomainServices } from '../../src/domain/services.ts';
import { buildTestApp } from '../helpers/app.ts';
import { checkoutForm, pickCourse } from '../helpers/checkout.ts';
import { emailSession, latestProofToken } from '../helpers/identity.ts';

// The pages after payment (phone step, payment success, receipt, registration, successful purchase) and the
// invoice PDF, for real orders placed through the checkout route (npm run build first). No JavaScript: plain
// GETs and form posts, as a browser without it would send them.
let app: FastifyInstance;
let database: Database;
let domain: DomainServices;
let courseSlug: string;
const ORIGIN = 'https://quest.test';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

beforeAll(async () => {
  const built = await buildTestApp({ PUBLIC_URL: ORIGIN, CHECKOUT_RATE_LIMIT: '1000' });
  app = built.app;
  database = built.database;
  domain = built.domain;
  courseSlug = (await pickCourse(database.db, 'single-state')).slug;
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const post = (url: string, form: Record<string, string> = {}, cookie = '') =>
  app.inject({
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

/** Places an order through the checkout route; returns its transaction id (from the phone step redirect). */
async function placeOrder(
  overrides: Record<string, string> = {},
  { lang = 'es', query = '' }: { lang?: string; query?: string } = {},
): Promise<string> {
  const response = await post(`/checkout/${courseSlug}?lang=${lang}${query}`, checkoutForm(overrides));
  expect(response.statusCode).toBe(303);
  const location = new URL(response.headers.location ?? '', ORIGIN);
  expect(location.pathname).toBe(`/${lang}/receipts/PhoneNumber`);
  const transactionId = location.searchParams.get('transactionId') ?? '';
  expect(transactionId).toMatch(/^[A-Za-z0-9_-]{20,64}$/);
  return transactionId;
}
const orderRow = async (transactionId: string) =>
  (await database.db.select().from(orders).where(eq(orders.transactionId, transactionId)))[0]!;

function expectPersonal(response: { headers: Record<string, unknown>; body: string }) {
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.body).toContain('name="robots" content="noindex');
}

describe('pages after payment', () => {
  let paid: string;
  let pending: string;
  beforeAll(async () => {
    paid = await placeOrder(
      { fullName: 'Ana María Pérez', email: 'ana.perez@example.com', emailConfirm: 'ana.perez@example.com' },
      { query: '&redirectUrl=%2Fes%2Fabout' },
    );
    pending = await placeOrder(
      { paymentMethod: 'pay_later', cardNumber: '', cardExpiry: '', cardCvc: '' },
      { lang: 'en' },
    );
  });

  it('phone step: the form, its errors, saving and skipping', async () => {
    const page = await get(`/es/receipts/PhoneNumber?transactionId=${paid}`);
    expect(page.statusCode).toBe(200);
    expectPersonal(page);
    expect(page.body).toContain('Teléfono con código de país');
    // An example, not a placeholder that looks like a typed value (issue 30).
    expect(page.body).toContain('por ejemplo +1 305 555 0142');
    expect(page.body).not.toContain('placeholder="+1 305');
    expect(page.body).toContain(`href="/es/payment-success/${paid}"`);
    expect(page.body).toContain(`action="/checkout/orders/${paid}/phone?lang=es"`);

    const noCode = await post(`/checkout/orders/${paid}/phone?lang=en`, { phone: '305 555 0142' });
    expect(noCode.statusCode).toBe(422);
    expect(noCode.body).toContain('You must enter the phone number with his code');
    expect(noCode.body).toContain('value="305 555 0142"');
    expect(noCode.body).toContain('aria-invalid="true"');
    // The page puts its own URL back before hydration (the address bar shows the post's).
    expect(noCode.body).toContain("history.replaceState(null,'',");
    const invalid = await post(`/checkout/orders/${paid}/phone?lang=en`, { phone: '+1 12' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.body).toContain('You must enter a valid phone number');

    const saved = await post(`/checkout/orders/${paid}/phone?lang=es`, { phone: '+1 305 555 0142' });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`/es/payment-success/${paid}`);
    expect((await orderRow(paid)).phone).not.toBeNull();
  });

  it('payment success: paid order summary, receipt, course access, continue and registration links', async () => {
    const es = await get(`/es/payment-success/${paid}`);
    expect(es.statusCode).toBe(200);
    expectPersonal(es);
    expect(es.body).toContain('¡Gracias por tu compra, Ana!');
    expect(es.body).toContain('Importe pagado');
    expect(es.body).toContain('data-particles="200"');
    expect(es.body).toContain(`href="/es/receipts/${paid}"`);
    expect(es.body).toContain('data-testid="continue-link"');
    expect(es.body).toContain('href="/es/about"');
    expect(es.body).toContain('data-testid="course-access"');
    const order = await orderRow(paid);
    expect(es.body).toContain(`href="/es/learners/${order.learnerId}/complete-registration/${paid}"`);
    expect(es.body).not.toContain('http-equiv="refresh"');

    const en = await get(`/en/payment-success/${pending}`);
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('Enrolment confirmed');
    expect(en.body).toContain('Amount pending');
    expect(en.body).toContain('Pending payment: invoice e-mailed');
    expect(en.body).not.toContain('data-testid="continue-link"');
  });

  it('course access: the app on a phone, the spec message on a computer, both (CSS picks) when unknown', async () => {
    const phone = await get(`/es/payment-success/${paid}`, { 'user-agent': IPHONE });
    expect(phone.body).toContain('data-device="ios"');
    expect(phone.body).toContain('href="https://apps.apple.com/app/quest"');
    expect(phone.body).not.toContain('Debes acceder al curso desde un dispositivo móvil');
    const desktop = await get(`/es/payment-success/${paid}`, { 'user-agent': DESKTOP });
    expect(desktop.body).toContain('data-device="desktop"');
    expect(desktop.body).toContain('Debes acceder al curso desde un dispositivo móvil');
    expect(desktop.body).not.toContain('data-testid="course-access-phone"');
    const english = await get(`/en/receipts/${paid}`, { 'user-agent': DESKTOP });
    expect(english.body).toContain('You must access the course from a mobile device');
    const unknown = await get(`/es/payment-success/${paid}`, { 'user-agent': '' });
    expect(unknown.body).toContain('data-testid="course-access-phone"');
    expect(unknown.body).toContain('data-testid="course-access-desktop"');
  });

  it('payment success while the provider has not answered refreshes itself; a failed order says so', async () => {
    const processing = await placeOrder();
    await database.db.update(orders).set({ status: 'created' }).where(eq(orders.transactionId, processing));
    const page = await get(`/en/payment-success/${processing}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('http-equiv="refresh" content="3"');
    expect(page.body).toContain('Processing your payment');

    await database.db
      .update(orders)
      .set({ status: 'failed', failureReason: 'card_declined' })
      .where(eq(orders.transactionId, processing));
    const failed = await get(`/es/payment-success/${processing}`);
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('Ha ocurrido un error');
    expect(failed.body).toContain(`href="/es/courses/details/${courseSlug}"`);
    expect(failed.body).not.toContain('data-particles');
  });

  it('receipt: the spec fields in both languages, the invoice link and print', async () => {
    const es = await get(`/es/receipts/${paid}`);
    expect(es.statusCode).toBe(200);
    expectPersonal(es);
    for (const text of [
      'Ana María Pérez',
      'ana.perez@example.com',
      'Curso',
      'Importe pagado',
      'Fecha de pago',
      'Pagado',
    ])
      expect(es.body).toContain(text);
    expect(es.body).toContain(`href="/invoices/${paid}?lang=es"`);
    expect(es.body).toContain('data-print-document');
    // A receipt link reads; refunding is the owner's (issue 27): the link holder is offered to prove it.
    expect(es.body).toContain('data-testid="refund-owner-link"');
    // The sandbox took it: a test order, and the receipt says so (issue 28); a live order's does not.
    expect(es.body).toContain('Pedido de prueba: sin cargo real');
    await database.db.update(orders).set({ testMode: false }).where(eq(orders.transactionId, paid));
    expect((await get(`/es/receipts/${paid}`)).body).not.toContain('data-testid="test-order"');
    await database.db.update(orders).set({ testMode: true }).where(eq(orders.transactionId, paid));

    const en = await get(`/en/receipts/${pending}`);
    expect(en.statusCode).toBe(200);
    for (const text of ['Purchase receipt', 'Amount pending', 'Payment pending', 'Pay now', 'Course'])
      expect(en.body).toContain(text);
    expect(en.body).toContain(`action="/checkout/orders/${pending}/pay?lang=en"`);
    expect(en.body).toContain('name="cardNumber"');
    expect(en.body).not.toContain('Request a refund');
  });

  it('pay now on a pending receipt: a refused card shows the message, a good one pays the order', async () => {
    const order = await placeOrder({ paymentMethod: 'pay_later' }, { lang: 'en' });
    const incomplete = await post(`/checkout/orders/${order}/pay?lang=en`, {
      cardNumber: '4242',
      attempt: 'a'.repeat(20),
    });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.body).toContain('Please fill in your card details.');
    const declined = await post(`/checkout/orders/${order}/pay?lang=es`, {
      cardNumber: '4000 0000 0000 0002',
      cardExpiry: '12/34',
      cardCvc: '123',
      attempt: 'b'.repeat(20),
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Ha ocurrido un error');
    expect((await orderRow(order)).status).toBe('pending_payment');
    const paidNow = await post(`/checkout/orders/${order}/pay?lang=en`, {
      cardNumber: '4242 4242 4242 4242',
      cardExpiry: '12/34',
      cardCvc: '123',
      attempt: 'c'.repeat(20),
    });
    expect(paidNow.statusCode).toBe(303);
    expect(paidNow.headers.location).toBe(`/en/payment-success/${order}`);
    expect((await orderRow(order)).status).toBe('paid');
    const receipt = await get(`/en/receipts/${order}`);
    expect(receipt.body).toContain('Amount paid');
    expect(receipt.body).not.toContain('data-testid="pay-now"');
  });

  it('refund: the owner only; allowed, refused after 14 days and after more than 25% completed, then done', async () => {
    // The buyer proves their address (the link e-mailed to it) and acts signed in; the receipt link alone reads.
    const buyer = { email: 'refund.buyer@example.com', emailConfirm: 'refund.buyer@example.com' };
    const owner = await emailSession(app, database, domain, buyer.email, { origin: ORIGIN });
    const late = await placeOrder(buyer);
    const lateRow = await orderRow(late);
    await database.db
      .update(enrolments)
      .set({ grantedAt: new Date(Date.now() - 15 * 24 * 60 * 60 * 1000) })
      .where(eq(enrolments.orderId, lateRow.id));
    const lateReceipt = await get(`/en/receipts/${late}`, { cookie: owner });
    expect(lateReceipt.body).toContain(
      'Refunds can be requested within 14 days of enrolment; that period has ended.',
    );
    expect(lateReceipt.body).not.toContain('data-testid="refund-form"');
    const lateRefund = await post(`/checkout/orders/${late}/refund?lang=en`, {}, owner);
    expect(lateRefund.statusCode).toBe(422);
    expect(lateRefund.body).toContain('The refund could not be made');

    const studied = await placeOrder(buyer);
    await database.db
      .update(enrolments)
      .set({ progressPercent: 40 })
      .where(eq(enrolments.orderId, (await orderRow(studied)).id));
    const studiedReceipt = await get(`/es/receipts/${studied}`);
    expect(studiedReceipt.body).toContain('Se completó más del 25% del contenido');

    const fresh = await placeOrder(buyer);
    // The link holder: no refund form, the way to prove ownership instead; a posted refund is refused.
    const asLinkHolder = await get(`/es/receipts/${fresh}`);
    expect(asLinkHolder.body).not.toContain('data-testid="refund-form"');
    expect(asLinkHolder.body).toContain('data-testid="refund-owner-link"');
    const refused = await post(`/checkout/orders/${fresh}/refund?lang=es`);
    expect(refused.statusCode).toBe(403);
    expect((await orderRow(fresh)).status).toBe('paid');

    const receipt = await get(`/es/receipts/${fresh}`, { cookie: owner });
    expect(receipt.body).toContain('data-testid="refund-form"');
    expect(receipt.body).toContain(`action="/checkout/orders/${fresh}/refund?lang=es"`);
    const refund = await post(`/checkout/orders/${fresh}/refund?lang=es`, {}, owner);
    expect(refund.statusCode).toBe(303);
    expect(refund.headers.location).toBe(`/es/receipts/${fresh}?refund=done`);
    const done = await get(`/es/receipts/${fresh}?refund=done`);
    expect(done.body).toContain('Reembolso confirmado');
    expect(done.body).toContain('data-status="refunded"');
    expect(done.body).toContain('data-testid="refunded-state"');
    expect(done.body).not.toContain('data-testid="course-access"');
  });

  it('registration: prefilled, the spec messages, a link to the address, completed once', async () => {
    const order = await orderRow(pending);
    const path = `/learners/${order.learnerId}/complete-registration/${pending}`;
    const page = await get(`/en${path}`);
    expect(page.statusCode).toBe(200);
    expectPersonal(page);
    expect(page.body).toContain('Complete your registration');
    expect(page.body).toContain(`value="${order.buyerEmail}"`);
    const action = `/checkout/registration/${order.learnerId}/${pending}?lang=en`;
    expect(page.body).toContain(`action="${action}"`);

    const empty = await post(action, { email: '', emailConfirm: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toContain('Empty data exists');
    const invalid = await post(action, { email: 'not-an-email', emailConfirm: 'not-an-email' });
    expect(invalid.body).toContain('A valid email is required');
    const mismatch = await post(`/checkout/registration/${order.learnerId}/${pending}?lang=es`, {
      email: 'learner@example.com',
      emailConfirm: 'other@example.com',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.body).toContain('Debes ingresar el mismo correo electrónico');
    expect(mismatch.body).toContain('value="other@example.com"');
    // Another address than the purchase's: refused, nothing sent, nothing moved.
    const other = await post(action, { email: 'learner@example.com', emailConfirm: 'learner@example.com' });
    expect(other.statusCode).toBe(422);
    expect(other.body).toContain('Enter the address this purchase was made for');
    expect((await orderRow(pending)).learnerId).toBe(order.learnerId);

    const sent = await post(action, { email: order.buyerEmail, emailConfirm: order.buyerEmail });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('data-testid="registration-link-sent"');
    const token = await latestProofToken(database, domain, order.buyerEmail);
    const confirm = await get(`/en/account/confirm/${token}`);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.headers['referrer-policy']).toBe('no-referrer');
    const used = await post(`/identity/proofs/${token}?lang=en`);
    expect(used.statusCode).toBe(303);
    expect(used.headers.location).toBe(`/en/receipts/${pending}?registered=1`);
    const receipt = await get(used.headers.location as string);
    expect(receipt.body).toContain('Registration complete!');
    expect(receipt.body).not.toContain('data-testid="registration-prompt"');
    // Registration completes once: the step is gone, and the link does not work twice.
    expect((await get(`/en${path}`)).statusCode).toBe(404);
    expect((await post(action, { email: order.buyerEmail, emailConfirm: order.buyerEmail })).statusCode).toBe(
      404,
    );
    expect((await post(`/identity/proofs/${token}?lang=en`)).statusCode).toBe(410);
  });

  it('successful purchase leads to a real order, and keeps its generic content otherwise', async () => {
    const withOrder = await get(`/es/courses/SuccessfulPurchase?transactionId=${paid}`);
    expect(withOrder.statusCode).toBe(200);
    expectPersonal(withOrder);
    expect(withOrder.body).toContain(`href="/es/receipts/${paid}"`);
    expect(withOrder.body).toContain('data-testid="course-access"');
    const generic = await get('/es/courses/SuccessfulPurchase?transactionId=guessed-id-guessed-id-1234');
    expect(generic.statusCode).toBe(200);
    expect(generic.body).toContain('¡Gracias por tu compra!');
    expect(generic.body).not.toContain('data-testid="course-access"');
  });

  it('invoice PDF: a PDF in the page language, personal; 404 for an unknown id', async () => {
    const pdf = await get(`/invoices/${paid}?lang=en`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.headers['x-robots-tag']).toBe('noindex');
    expect(pdf.headers['content-disposition']).toMatch(
      /^inline; filename="quest-invoice-q-[a-z0-9]{8}\.pdf"$/,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const spanish = await get(`/invoices/${pending}?lang=es`);
    expect(spanish.statusCode).toBe(200);
    expect(spanish.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const missing = await get('/invoices/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA?lang=es');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
  });
});

describe('wrong or guessed ids', () => {
  it('answer 404 with nothing of any order', async () => {
    const real = await placeOrder({
      fullName: 'Zoe Secret',
      email: 'zoe.secret@example.com',
      emailConfirm: 'zoe.secret@example.com',
    });
    const learnerId = (await orderRow(real)).learnerId as string;
    const guessed = `${real.slice(0, -4)}AAAA`;
    const urls = [
      `/es/receipts/${guessed}`,
      `/en/receipts/not-a-transaction`,
      `/es/payment-success/${guessed}`,
      `/es/receipts/PhoneNumber?transactionId=${guessed}`,
      `/es/learners/${learnerId}/complete-registration/${guessed}`,
      `/es/learners/l_AAAAAAAAAAAAAAAAAAAAAA/complete-registration/${real}`,
      `/invoices/${guessed}?lang=en`,
    ];
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('Zoe');
      expect(response.body, url).not.toContain('zoe.secret');
    }
    // The step's address alone is the spec's static page: it explains the step and shows no order.
    const bare = await get('/es/receipts/PhoneNumber');
    expect(bare.statusCode).toBe(200);
    expect(bare.headers['cache-control']).toBe('private, no-store');
    expect(bare.body).not.toContain('zoe.secret');
    expect(bare.body).not.toContain('name="phone"');
    // Another learner's id with a real order: still nothing.
    const other = await placeOrder();
    const otherLearner = (await orderRow(other)).learnerId as string;
    const crossed = await get(`/es/learners/${otherLearner}/complete-registration/${real}`);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.body).not.toContain('zoe.secret');
  });
});
