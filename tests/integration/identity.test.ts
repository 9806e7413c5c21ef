import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { courses, instructors } from '../../src/db/schema/catalog.ts';
import { certificates } from '../../src/db/schema/certificates.ts';
import { addressProofs } from '../../src/db/schema/identity.ts';
import { learnerLicences } from '../../src/db/schema/licences.ts';
import { enrolments, learners, orders, outbox } from '../../src/db/schema/orders.ts';
import { subscriptions } from '../../src/db/schema/subscriptions.ts';
import { DEMO_QUESTER_PLANS } from '../../src/db/seed/quester-plans.ts';
import { addLicence } from '../../src/domain/ce/reminders.ts';
import { PROOF_RATE_LIMITS } from '../../src/domain/identity/index.ts';
import type { DomainServices } from '../../src/domain/services.ts';
import { buildTestApp, type CapturedLogs } from '../helpers/app.ts';
import { checkoutForm, pickCourse } from '../helpers/checkout.ts';
import { TEST_DATABASE_KINDS } from '../helpers/db.ts';
import { cookiesFrom, emailSession, latestProofToken, signedInAs } from '../helpers/identity.ts';

// Issue 27: a learner is proven, never typed. The three reproducers of the issue (each failed before the fix),
// the address-proof links (single use, expiry, hashed at rest, rate limits), orders bought signed out joining an
// Open Campus ID account, the address change, and a table of every personal route and state-changing post tried
// as a stranger, another learner and the holder of a link to another document: 404 or 403, nothing changed.
const ORIGIN = 'https://quest.test';
const FREE_QUESTER = DEMO_QUESTER_PLANS.free;
const INGEST_TOKEN = 'identity-ingest-token-0123456789abcdef';

describe.each(TEST_DATABASE_KINDS)('identity and ownership on %s', (kind) => {
  let app: FastifyInstance;
  let database: Database;
  let domain: DomainServices;
  let logs: CapturedLogs;
  let courseSlug: string;
  beforeAll(async () => {
    const built = await buildTestApp(
      { PUBLIC_URL: ORIGIN, CHECKOUT_RATE_LIMIT: '10000', INGEST_API_TOKEN: INGEST_TOKEN },
      { database: kind },
    );
    ({ app, database, domain } = built);
    logs = built.logs;
    courseSlug = (await pickCourse(database.db, 'single-state')).slug;
    // The operator's link between a Quester and the Open Campus ID they sign in with.
    await database.db
      .update(instructors)
      .set({ ownerOcid: FREE_QUESTER.ownerOcid })
      .where(eq(instructors.slug, FREE_QUESTER.slug));
  });
  afterAll(() => app?.close());

  const get = (url: string, cookie = '') =>
    app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
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
  let buyers = 0;
  /** A unique address per call: each test owns its learners. */
  const address = (name: string) => `${name}-${kind}-${++buyers}@example.com`;
  /** Places an order through the checkout route as a browser would; answers its transaction id. */
  const buy = async (email: string, overrides: Record<string, string> = {}, cookie = '') => {
    const response = await post(
      `/checkout/${courseSlug}?lang=en`,
      checkoutForm({ fullName: 'Test Buyer', email, emailConfirm: email, ...overrides }),
      cookie,
    );
    expect(response.statusCode).toBe(303);
    return new URL(response.headers.location as string, ORIGIN).searchParams.get('transactionId') as string;
  };
  const payLater = { paymentMethod: 'pay_later', cardNumber: '', cardExpiry: '', cardCvc: '' };
  /** Subscribes `email` to the monthly plan with the sandbox card; answers the subscription's public id. */
  const subscribeMonthly = async (email: string, attempt: string) => {
    const subscribed = await post('/subscription-actions/subscribe/monthly?lang=en', {
      attempt: `${attempt}-${kind}-abcdefghij`,
      fullName: 'Owner',
      email,
      emailConfirm: email,
      cardNumber: '4242 4242 4242 4242',
      cardExpiry: '12/34',
      cardCvc: '123',
    });
    expect(subscribed.statusCode).toBe(303);
    return (subscribed.headers.location as string).split('/')[3]?.split('?')[0] as string;
  };
  const orderRow = async (transactionId: string) =>
    (await database.db.select().from(orders).where(eq(orders.transactionId, transactionId)))[0]!;
  const learnerRow = async (id: string) =>
    (await database.db.select().from(learners).where(eq(learners.id, id)))[0]!;

  it('reproducer 1: registering your own order with a victim’s address takes nothing over', async () => {
    const victimEmail = address('victim');
    const victimOrder = await buy(victimEmail);
    const victim = (await orderRow(victimOrder)).learnerId as string;
    expect((await learnerRow(victim)).ocid).toBeNull();

    const attacker = signedInAs(app, `attacker-${kind}.edu`);
    const own = await buy(address('attacker'), payLater, attacker);
    const ownLearner = (await orderRow(own)).learnerId as string;
    const typed = await post(
      `/checkout/registration/${ownLearner}/${own}?lang=en`,
      { email: victimEmail, emailConfirm: victimEmail },
      attacker,
    );
    expect(typed.statusCode).toBe(422);
    expect((await orderRow(own)).learnerId).toBe(ownLearner);
    expect((await learnerRow(victim)).ocid).toBeNull();
    expect((await get(`/en/learners/${victim}`, attacker)).statusCode).toBe(404);
    expect((await get(`/transcript-files/${victim}/csv?lang=en`, attacker)).statusCode).toBe(404);
    // No link went to the victim either: a typed address sends nothing anywhere but to the order's own.
    const sent = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'address_proof'), eq(outbox.recipient, victimEmail)));
    expect(sent).toHaveLength(0);
  });

  it('reproducer 2: a receipt link neither re-registers nor refunds the order', async () => {
    const buyerEmail = address('buyer');
    const tx = await buy(buyerEmail);
    const learnerId = (await orderRow(tx)).learnerId as string;
    // The buyer registers through the link sent to their address.
    const asked = await post(`/checkout/registration/${learnerId}/${tx}?lang=en`, {
      email: buyerEmail,
      emailConfirm: buyerEmail,
    });
    expect(asked.statusCode).toBe(200);
    const token = await latestProofToken(database, domain, buyerEmail);
    expect((await post(`/identity/proofs/${token}?lang=en`)).statusCode).toBe(303);
    // Whoever else holds the receipt link: registration is gone, the refund is refused, the order stays.
    const again = await post(`/checkout/registration/${learnerId}/${tx}?lang=en`, {
      email: 'holder@example.com',
      emailConfirm: 'holder@example.com',
    });
    expect(again.statusCode).toBe(404);
    const refund = await post(`/checkout/orders/${tx}/refund?lang=en`);
    expect(refund.statusCode).toBe(403);
    const after = await orderRow(tx);
    expect(after.status).toBe('paid');
    expect(after.learnerId).toBe(learnerId);
    expect((await get(`/en/receipts/${tx}`)).statusCode).toBe(200);
  });

  it('reproducer 3: a stranger cannot change a Quester’s plan; the Quester signed in can', async () => {
    const planOf = async () =>
      (
        await database.db
          .select({ plan: instructors.plan })
          .from(instructors)
          .where(eq(instructors.slug, FREE_QUESTER.slug))
      )[0]?.plan;
    const visibility = async () =>
      (
        await database.db
          .select({ visibility: courses.visibility })
          .from(courses)
          .where(eq(courses.slug, FREE_QUESTER.course.slug))
      )[0]?.visibility;
    const before = { plan: await planOf(), visibility: await visibility() };
    const email = address('stranger');
    const form = {
      attempt: `quester-identity-${kind}-abcdefgh`,
      plan: 'plus',
      fullName: 'Stranger',
      email,
      emailConfirm: email,
      cardNumber: '4242 4242 4242 4242',
      cardExpiry: '12/34',
      cardCvc: '123',
    };
    const page = await get(`/en/payments/questerUpgrade/${FREE_QUESTER.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="quester-upgrade-locked"');
    expect(page.body).not.toContain('/subscriptions/');
    for (const cookie of ['', signedInAs(app, `someone-${kind}.edu`)]) {
      const refused = await post(`/quester-actions/${FREE_QUESTER.slug}/upgrade?lang=en`, form, cookie);
      expect(refused.statusCode).toBe(403);
    }
    expect({ plan: await planOf(), visibility: await visibility() }).toEqual(before);
    expect(
      await database.db.select().from(subscriptions).where(eq(subscriptions.subjectId, FREE_QUESTER.slug)),
    ).toHaveLength(0);

    const quester = signedInAs(app, FREE_QUESTER.ownerOcid);
    const ownPage = await get(`/en/payments/questerUpgrade/${FREE_QUESTER.slug}`, quester);
    expect(ownPage.body).toContain('data-testid="quester-upgrade-page"');
    const done = await post(`/quester-actions/${FREE_QUESTER.slug}/upgrade?lang=en`, form, quester);
    expect(done.statusCode).toBe(303);
    expect(await planOf()).toBe('plus');
  });

  it('a proof link works once, expires, is stored hashed and is rate-limited per address', async () => {
    const email = address('proof');
    await buy(email);
    const asked = await post('/identity/sign-in-link?lang=es', { email });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('data-testid="sign-in-link-sent"');
    const token = await latestProofToken(database, domain, email);
    // At rest: neither the proofs table nor the outbox holds the token.
    const [proof] = await database.db.select().from(addressProofs).where(eq(addressProofs.email, email));
    expect(JSON.stringify(proof)).not.toContain(token);
    const messages = await database.db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(JSON.stringify(messages)).not.toContain(token);
    // Opening the page changes nothing; its button uses the link once.
    expect((await get(`/es/account/confirm/${token}`)).body).toContain('data-testid="confirm-address"');
    const used = await post(`/identity/proofs/${token}?lang=es`);
    expect(used.statusCode).toBe(303);
    const session = cookiesFrom(used.headers['set-cookie']);
    expect(used.headers['set-cookie']?.toString()).toMatch(/HttpOnly/i);
    const account = await get('/es/account', session);
    expect(account.body).toContain('data-testid="account-page"');
    expect(account.body).toContain(email);
    expect((await post(`/identity/proofs/${token}?lang=es`)).statusCode).toBe(410);
    expect((await get(`/es/account/confirm/${token}`)).body).toContain('data-testid="confirm-refused"');
    // Expired: a link older than its 30 minutes is refused.
    await post('/identity/sign-in-link?lang=es', { email });
    const late = await latestProofToken(database, domain, email);
    await database.db
      .update(addressProofs)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(addressProofs.email, email), eq(addressProofs.purpose, 'sign_in')));
    expect((await post(`/identity/proofs/${late}?lang=es`)).statusCode).toBe(410);
    // Unknown and malformed tokens are the 404 page.
    expect((await post(`/identity/proofs/${'A'.repeat(43)}?lang=es`)).statusCode).toBe(404);
    expect((await get('/es/account/confirm/not-a-token')).statusCode).toBe(404);
    // Per address: after the limit, no more links are sent.
    for (let i = 2; i < PROOF_RATE_LIMITS.address.limit; i++)
      await post('/identity/sign-in-link?lang=es', { email });
    const limited = await post('/identity/sign-in-link?lang=es', { email });
    expect(limited.statusCode).toBe(429);
    const count = await database.db.select().from(addressProofs).where(eq(addressProofs.email, email));
    expect(count).toHaveLength(PROOF_RATE_LIMITS.address.limit);
  });

  it('orders bought signed out join the Open Campus ID account that proves their address', async () => {
    const email = address('later');
    const tx = await buy(email);
    const ocid = `later-${kind}.edu`;
    const account = signedInAs(app, ocid);
    // Signed in, no learner yet: the account page offers to add the address; the order is not there yet.
    const before = await get('/en/account', account);
    expect(before.body).toContain('data-testid="account-unlinked"');
    expect(before.body).toContain('data-testid="attach-form"');
    const cookie = await emailSession(app, database, domain, email, { origin: ORIGIN, cookie: account });
    const learnerId = (await orderRow(tx)).learnerId as string;
    expect((await learnerRow(learnerId)).ocid).toBe(ocid);
    const page = await get('/en/account', account);
    expect(page.body).toContain('data-testid="account-order"');
    expect(page.body).toContain(`/en/receipts/${tx}`);
    expect(cookie).toContain('quest-learner=');

    // A second address bought with later: proven while signed in, its purchases move to the same account.
    const second = address('second');
    const tx2 = await buy(second);
    const secondLearner = (await orderRow(tx2)).learnerId as string;
    const secondSession = await emailSession(app, database, domain, second, { origin: ORIGIN });
    await emailSession(app, database, domain, second, { origin: ORIGIN, cookie: account });
    // The merged learner's own e-mail sessions end: they never stand in for the account it joined.
    expect((await get('/en/account', secondSession)).body).toContain('data-testid="account-signed-out"');
    expect((await orderRow(tx2)).learnerId).toBe(learnerId);
    const [moved] = await database.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.orderId, (await orderRow(tx2)).id));
    expect(moved?.learnerId).toBe(learnerId);
    expect((await learnerRow(secondLearner)).mergedInto).toBe(learnerId);
    // …and what that address buys afterwards lands there too.
    const tx3 = await buy(second);
    expect((await orderRow(tx3)).learnerId).toBe(learnerId);
  });

  it('a link attaches an address only to the account that asked for it, never to the browser that opens it', async () => {
    // An attacker asks for a link to their own address, then gets a victim signed in with Open Campus ID to press
    // its button: the victim's browser signs in as the attacker's address, and nothing joins the victim's account.
    const attackerEmail = address('lure');
    const attackerTx = await buy(attackerEmail);
    const attackerLearner = (await orderRow(attackerTx)).learnerId as string;
    const victimOcid = `victim-${kind}.edu`;
    const victim = signedInAs(app, victimOcid);
    const victimEmail = address('victim-account');
    // The victim's account holds a learner of its own.
    await emailSession(app, database, domain, victimEmail, { origin: ORIGIN, cookie: victim });
    await buy(victimEmail);
    const victimLearner = (
      await database.db.select().from(learners).where(eq(learners.ocid, victimOcid))
    )[0]!;
    expect(victimLearner.email).toBe(victimEmail);
    await post('/identity/sign-in-link?lang=en', { email: attackerEmail });
    const lure = await latestProofToken(database, domain, attackerEmail);
    const page = await get(`/en/account/confirm/${lure}`, victim);
    expect(page.body).not.toContain('data-testid="confirm-attach-note"');
    expect((await post(`/identity/proofs/${lure}?lang=en`, {}, victim)).statusCode).toBe(303);
    expect((await learnerRow(attackerLearner)).mergedInto).toBeNull();
    expect((await learnerRow(attackerLearner)).ocid).toBeNull();
    expect((await orderRow(attackerTx)).learnerId).toBe(attackerLearner);
    // Signed in with the account, the account decides: the e-mail session in that browser is not used.
    const account = await get('/en/account', victim);
    expect(account.body).toContain(victimEmail);
    expect(account.body).not.toContain(attackerEmail);
  });

  it('signing out ends every e-mail session; an address change ends the others', async () => {
    const email = address('sessions');
    await buy(email);
    const first = await emailSession(app, database, domain, email, { origin: ORIGIN });
    const second = await emailSession(app, database, domain, email, { origin: ORIGIN });
    expect((await get('/en/account', second)).body).toContain('data-testid="account-page"');
    expect((await post('/identity/sign-out?lang=en', {}, first)).statusCode).toBe(303);
    expect((await get('/en/account', second)).body).toContain('data-testid="account-signed-out"');
    const third = await emailSession(app, database, domain, email, { origin: ORIGIN });
    const fourth = await emailSession(app, database, domain, email, { origin: ORIGIN });
    const newEmail = address('sessions-new');
    await post('/identity/address?lang=en', { email: newEmail, emailConfirm: newEmail }, third);
    const token = await latestProofToken(database, domain, newEmail);
    const used = await post(`/identity/proofs/${token}?lang=en`, {}, third);
    expect(used.statusCode).toBe(303);
    // The browser that confirmed gets a fresh session; the other one is over.
    expect((await get('/en/account', cookiesFrom(used.headers['set-cookie']))).body).toContain(newEmail);
    expect((await get('/en/account', fourth)).body).toContain('data-testid="account-signed-out"');
  });

  it('the owner changes the access address: proven at the new one, the old one told', async () => {
    const oldEmail = address('old');
    const tx = await buy(oldEmail);
    const learnerId = (await orderRow(tx)).learnerId as string;
    const session = await emailSession(app, database, domain, oldEmail, { origin: ORIGIN });
    const newEmail = address('new');
    // Only an owner asks; a stranger's post is refused.
    expect(
      (await post('/identity/address?lang=en', { email: newEmail, emailConfirm: newEmail })).statusCode,
    ).toBe(403);
    const asked = await post(
      '/identity/address?lang=en',
      { email: newEmail, emailConfirm: newEmail },
      session,
    );
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('data-testid="address-link-sent"');
    expect((await learnerRow(learnerId)).email).toBe(oldEmail);
    const token = await latestProofToken(database, domain, newEmail);
    expect((await post(`/identity/proofs/${token}?lang=en`)).statusCode).toBe(303);
    expect((await learnerRow(learnerId)).email).toBe(newEmail);
    const notice = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'address_changed'), eq(outbox.recipient, oldEmail)));
    expect(notice).toHaveLength(1);
    expect(JSON.stringify(notice[0]?.payload)).not.toContain(newEmail);
  });

  it('every personal route and post: stranger, other learner, other document get 404/403, nothing changes', async () => {
    const ownerEmail = address('owner');
    const tx = await buy(ownerEmail, { phone: '' });
    const owner = (await orderRow(tx)).learnerId as string;
    await post(`/checkout/orders/${tx}/phone?lang=en`, { phone: '+1 305 555 0100' });
    const sub = await subscribeMonthly(ownerEmail, 'identity-sub');
    const otherEmail = address('other');
    const otherTx = await buy(otherEmail, payLater);
    const other = (await orderRow(otherTx)).learnerId as string;
    const otherLearner = await emailSession(app, database, domain, otherEmail, { origin: ORIGIN });

    const snapshot = async () => ({
      order: await orderRow(tx),
      learner: await learnerRow(owner),
      subscription: (
        await database.db.select().from(subscriptions).where(eq(subscriptions.publicId, sub))
      )[0],
      quester: (
        await database.db.select().from(instructors).where(eq(instructors.slug, 'valeria-montes'))
      )[0],
    });
    const before = await snapshot();

    const reads: string[] = [
      `/en/learners/${owner}`,
      `/en/learners/${owner}/results/week`,
      `/en/learners/${owner}/results/2026`,
      `/en/learners/${owner}/transcript`,
      `/transcript-files/${owner}/csv?lang=en`,
      `/transcript-files/${owner}/pdf?lang=en`,
      `/en/subscriptions/${sub}/portal`,
      // the other learner's own receipt does not open the owner's registration
      `/en/learners/${owner}/complete-registration/${otherTx}`,
      `/en/learners/${other}/complete-registration/${tx}`,
    ];
    const posts: Array<[string, Record<string, string>]> = [
      [`/checkout/orders/${tx}/refund?lang=en`, {}],
      [`/checkout/orders/${tx}/phone?lang=en`, { phone: '+1 305 555 0199' }],
      [`/checkout/registration/${owner}/${otherTx}?lang=en`, { email: ownerEmail, emailConfirm: ownerEmail }],
      [`/learner-profile/${owner}/visibility?lang=en`, { public: 'true' }],
      [`/subscription-actions/${sub}/cancel?lang=en`, {}],
      [`/subscription-actions/${sub}/upgrade?lang=en`, { plan: 'annual' }],
      [
        `/subscription-actions/${sub}/card?lang=en`,
        { cardNumber: '4242 4242 4242 4242', cardExpiry: '12/34', cardCvc: '123' },
      ],
      [
        `/quester-actions/valeria-montes/upgrade?lang=en`,
        { attempt: `identity-q-${kind}-abcdefghij`, plan: 'plus' },
      ],
    ];
    for (const [who, cookie] of [
      ['stranger', ''],
      ['another learner', otherLearner],
      ['another account', signedInAs(app, `intruder-${kind}.edu`)],
    ] as const) {
      for (const url of reads) {
        const response = await get(url, cookie);
        expect(response.statusCode, `${who} GET ${url}`).toBe(404);
        expect(response.body, `${who} GET ${url}`).not.toContain(ownerEmail);
      }
      for (const [url, form] of posts) {
        const response = await post(url, form, cookie);
        expect([403, 404], `${who} POST ${url}: ${response.statusCode}`).toContain(response.statusCode);
      }
      // The subscription's status page is the document its link reads; its changes are not offered.
      const status = await get(`/en/subscriptions/${sub}`, cookie);
      expect(status.body, who).not.toContain('data-testid="cancel-button"');
      const account = await get('/en/account', cookie);
      expect(account.body, who).not.toContain(ownerEmail);
    }
    expect(await snapshot()).toEqual(before);

    // The owner, proven, does what the others could not.
    const ownerSession = await emailSession(app, database, domain, ownerEmail, { origin: ORIGIN });
    expect((await get(`/en/learners/${owner}`, ownerSession)).statusCode).toBe(200);
    expect((await get(`/en/subscriptions/${sub}`, ownerSession)).body).toContain(
      'data-testid="cancel-button"',
    );
    expect((await post(`/subscription-actions/${sub}/cancel?lang=en`, {}, ownerSession)).statusCode).toBe(
      303,
    );
  });

  it('the owner replaces the links they were sent: the old ones 404, the new ones open, other sessions end', async () => {
    const ownerEmail = address('links');
    const tx = await buy(ownerEmail, payLater);
    const owner = (await orderRow(tx)).learnerId as string;
    const sub = await subscribeMonthly(ownerEmail, 'identity-links');
    const completed = await app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${INGEST_TOKEN}` },
      payload: JSON.stringify({
        id: `evt-links-${kind}`,
        type: 'course.completed',
        occurredAt: '2026-10-14T15:30:00Z',
        data: {
          learnerId: owner,
          course: courseSlug,
          completedAt: '2026-10-14T15:30:00Z',
          monitorConfirmed: true,
        },
      }),
    });
    expect(completed.statusCode).toBe(200);
    const certificate = completed.json().certificate.id as string;
    const licence = await addLicence(database.db, owner, {
      licenceKey: 'fl-insurance-2-15',
      stateCode: 'FL',
      number: 'W123456',
      issueDate: '2019-03-10',
      birthMonth: 7,
      expiresOn: null,
    });
    if (licence === 'too_many') throw new Error('licence cap');
    const ownerSession = await emailSession(app, database, domain, ownerEmail, { origin: ORIGIN });
    const elsewhere = await emailSession(app, database, domain, ownerEmail, { origin: ORIGIN });
    const links = (order: string, cert: string, subscription: string, token: string) => [
      `/en/receipts/${order}`,
      `/en/payment-success/${order}`,
      `/invoices/${order}?lang=en`,
      `/en/certificates/${cert}`,
      `/en/certificates/${cert}/pendingpayment`,
      `/en/subscriptions/${subscription}`,
      `/ce-licences/calendar/${token}.ics`,
      `/ce-licences/unsubscribe/${token}?lang=en`,
    ];
    const oldLinks = links(tx, certificate, sub, licence.token);
    for (const url of oldLinks) expect((await get(url)).statusCode, url).toBe(200);
    const invoiceName = (await get(`/invoices/${tx}?lang=en`)).headers['content-disposition'];

    // Nobody but the owner replaces them: a stranger and a cross-site frame are refused, another learner replaces
    // only their own.
    const replace = (cookie: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/identity/links/replace?lang=en',
        // As Chromium posts from a page under `Referrer-Policy: no-referrer`.
        headers: {
          origin: 'null',
          'sec-fetch-site': 'same-origin',
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
      });
    expect((await replace('')).statusCode).toBe(403);
    expect((await replace(ownerSession, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    const otherEmail = address('links-other');
    await buy(otherEmail, payLater);
    const otherSession = await emailSession(app, database, domain, otherEmail, { origin: ORIGIN });
    expect((await replace(otherSession)).statusCode).toBe(200);
    for (const url of oldLinks) expect((await get(url)).statusCode, url).toBe(200);

    const replaced = await replace(ownerSession);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.body).toContain('data-testid="links-replaced"');
    expect(replaced.body).toContain(ownerEmail);
    for (const url of oldLinks) expect((await get(url)).statusCode, url).toBe(404);

    // The new links open the same documents; the order keeps its transaction id, so its invoice keeps its number.
    const order = await orderRow(tx);
    const [newCertificate] = await database.db
      .select()
      .from(certificates)
      .where(eq(certificates.learnerId, owner));
    const [newSubscription] = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.learnerId, owner));
    const [newLicence] = await database.db
      .select()
      .from(learnerLicences)
      .where(eq(learnerLicences.learnerId, owner));
    expect(order.linkId).not.toBe(tx);
    const newLinks = links(order.linkId, newCertificate!.id, newSubscription!.publicId, newLicence!.token);
    for (const url of newLinks) expect((await get(url)).statusCode, url).toBe(200);
    expect((await get(`/invoices/${order.linkId}?lang=en`)).headers['content-disposition']).toBe(invoiceName);

    // This browser's session goes on (the answer re-opened it); the one opened elsewhere has ended.
    const renewed = cookiesFrom(replaced.headers['set-cookie']);
    const account = await get('/en/account', renewed);
    expect(account.body).toContain(`/en/receipts/${order.linkId}`);
    expect(account.body).not.toContain(tx);
    expect((await get('/en/account', elsewhere)).body).not.toContain(ownerEmail);

    // The pending invoice is paid through its new address; the old one finds nothing.
    const card = { cardNumber: '4242 4242 4242 4242', cardExpiry: '12/34', cardCvc: '123' };
    expect(
      (await post(`/checkout/orders/${tx}/pay?lang=en`, { attempt: 'links-pay-abcdefghij', ...card }))
        .statusCode,
    ).toBe(404);
    const paid = await post(`/checkout/orders/${order.linkId}/pay?lang=en`, {
      attempt: 'links-pay-abcdefghij',
      ...card,
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/en/payment-success/${order.linkId}`);
    expect((await orderRow(tx)).status).toBe('paid');
  });

  it('capability ids never reach the logs, and personal pages send no referrer', async () => {
    const tx = await buy(address('logged'));
    const learnerId = (await orderRow(tx)).learnerId as string;
    const start = logs.lines.length;
    const receipt = await get(`/en/receipts/${tx}`);
    expect(receipt.headers['referrer-policy']).toBe('no-referrer');
    await get(`/RSC/R/en/receipts/${tx}.txt`);
    await get(`/en/payment-success/${tx}`);
    await get(`/en/learners/${learnerId}/complete-registration/${tx}`);
    await get(`/es/receipts/PhoneNumber?transactionId=${tx}`);
    await get(`/invoices/${tx}?lang=en`);
    await get(`/en/learners/${learnerId}`);
    const written = logs.lines
      .slice(start)
      .map((line) => JSON.stringify(line))
      .join('\n');
    expect(written).toContain(':redacted');
    expect(written).not.toContain(tx);
    expect(written).not.toContain(learnerId);
    expect((await get('/en')).headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect((await get('/en/account')).headers['referrer-policy']).toBe('no-referrer');
  });
});
