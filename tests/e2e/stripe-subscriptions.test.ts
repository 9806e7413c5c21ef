import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeApiDouble, startStripeApi } from '../fixtures/stripe-api.ts';
import { expectNoAxeViolationsInBothThemes } from '../helpers/axe.ts';
import { EN_DESKTOP, startSite } from '../helpers/browser.ts';
import { proveOwnershipInBrowser } from '../helpers/identity.ts';
import { watchErrors } from '../helpers/page.ts';
import { screenshots } from '../helpers/screens.ts';

// Migrant subscriptions billed by Stripe, in Chromium (issue 12), English on a desktop: the subscribe
// page with the Payment Element's place, the status page while the first payment is being confirmed and once
// Stripe's webhook made it active, and the customer-portal link going to Stripe's billing portal. Stripe's API is
// the local double (tests/fixtures/stripe-api.ts). Stripe.js itself comes from js.stripe.com, which this machine
// cannot reach: the browser is kept off it (aborted), and the card is confirmed as the Payment Element would,
// with the SDK and the publishable key (tests/integration/stripe-subscriptions.test.ts covers that flow in full).

const shot = screenshots('stripe-subscriptions');

let api: StripeApiDouble;
let site: Awaited<ReturnType<typeof startSite>>;
let browser: Stripe;

beforeAll(async () => {
  api = await startStripeApi();
  site = await startSite({
    CHECKOUT_RATE_LIMIT: '1000',
    STRIPE_SECRET_KEY: api.secretKey,
    STRIPE_PUBLISHABLE_KEY: api.publishableKey,
    STRIPE_WEBHOOK_SECRET: api.webhookSecret,
    STRIPE_API_URL: api.url,
  });
  api.webhookUrl = `${site.baseUrl}/webhooks/stripe`;
  const apiUrl = new URL(api.url);
  browser = new Stripe(api.publishableKey, {
    host: apiUrl.hostname,
    port: apiUrl.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
});
afterAll(async () => {
  await site?.close();
  await api?.close();
});

const text = {
  es: { confirming: 'Estamos confirmando tu pago.', active: 'Activa', browser: 'es-ES' },
  en: { confirming: 'We are confirming your payment.', active: 'Active', browser: 'en-US' },
} as const;

/** What the Payment Element's script posts (the subscribe form, asking for JSON). */
async function startSubscription(locale: 'es' | 'en') {
  const email = `e2e-stripe-${randomBytes(4).toString('hex')}@example.com`;
  const response = await fetch(`${site.baseUrl}/subscription-actions/subscribe/semiannual?lang=${locale}`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
      origin: site.baseUrl,
      'sec-fetch-site': 'same-origin',
    },
    body: new URLSearchParams({
      attempt: randomBytes(16).toString('hex'),
      fullName: 'Rosa Díaz',
      email,
      emailConfirm: email,
      paymentMethod: 'card',
    }),
  });
  expect(response.status).toBe(200);
  return { ...((await response.json()) as { clientSecret: string; returnUrl: string }), email };
}

describe('migrant subscription with Stripe', () => {
  for (const [locale, viewport] of EN_DESKTOP) {
    it(`subscribe page, status while confirming and once active, Stripe's portal (${locale}, ${viewport})`, async () => {
      const context = await site.newContext(viewport, { locale: text[locale].browser });
      try {
        // Stripe.js and Stripe's hosted pages are out of reach here; nothing else leaves the machine.
        await context.route(/^https:\/\/js\.stripe\.com\//, (route) => route.abort());
        await context.route(/^https:\/\/billing\.stripe\.com\//, (route) =>
          route.fulfill({
            status: 200,
            contentType: 'text/html',
            body: '<title>Stripe billing portal</title>',
          }),
        );
        const page = await context.newPage();
        await page.goto(`/${locale}/payments/subscribe/semiannual`);
        // The sandbox's card fields are gone; the Payment Element's place and the form's own fields are there.
        expect(await page.locator('#subscribe-cardNumber').count()).toBe(0);
        await page.getByTestId('card-element').waitFor({ state: 'attached' });
        await page.locator('#subscribe-fullName').waitFor();
        await expectNoAxeViolationsInBothThemes(page, `stripe-subscribe-${locale}-${viewport}`);
        await shot(page, `stripe-subscribe-${locale}-${viewport}`);

        const errors = watchErrors(page);
        const started = await startSubscription(locale);
        const returnUrl = new URL(started.returnUrl);
        await page.goto(`${returnUrl.pathname}${returnUrl.search}`);
        await page
          .getByTestId('subscription-confirming')
          .filter({ hasText: text[locale].confirming })
          .waitFor();
        expect(await page.getByTestId('subscription-welcome').count()).toBe(0);
        await expectNoAxeViolationsInBothThemes(page, `stripe-status-confirming-${locale}-${viewport}`);
        await shot(page, `stripe-status-confirming-${locale}-${viewport}`);

        await browser.paymentIntents.confirm(started.clientSecret.split('_secret_')[0] ?? '', {
          payment_method: 'pm_card_visa',
          return_url: started.returnUrl,
          client_secret: started.clientSecret,
        } as Stripe.PaymentIntentConfirmParams);
        await api.idle();
        await page.goto(`${returnUrl.pathname}${returnUrl.search}`);
        await page.getByTestId('subscription-welcome').waitFor();
        await page.getByTestId('subscription-status').filter({ hasText: text[locale].active }).waitFor();
        await expectNoAxeViolationsInBothThemes(page, `stripe-status-active-${locale}-${viewport}`);
        await shot(page, `stripe-status-active-${locale}-${viewport}`);
        expect(errors).toEqual([]);

        await page.goto(`${returnUrl.pathname}`);
        // The portal is the owner's (issue 27): the subscriber proves the address the link is e-mailed to.
        await proveOwnershipInBrowser(page, site, started.email);
        await page
          .locator(`a[href="/${locale}${returnUrl.pathname.slice(3)}/portal"]`)
          .first()
          .click();
        await page.waitForURL(/^https:\/\/billing\.stripe\.com\/p\/session\/test_/);
      } finally {
        await context.close();
      }
    });
  }
});
