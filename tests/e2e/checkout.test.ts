import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema/orders.ts';
import { expectNoAxeViolationsInBothThemes } from '../helpers/axe.ts';
import { FLOW_VARIANTS, startSite } from '../helpers/browser.ts';
import { isHydrated, watchErrors } from '../helpers/page.ts';
import { screenshots } from '../helpers/screens.ts';

// Buying in Chromium (issue 10), both locales, phone and desktop, on the offline sandbox: catalogue → course →
// state → checkout with a discount code → card 4242 → phone step → payment success → receipt; a declined card
// keeps the form; pay later → pending receipt → pay now. A screenshot of every step, and axe on every new page.

const shot = screenshots('checkout');

let site: Awaited<ReturnType<typeof startSite>>;
beforeAll(async () => {
  site = await startSite({ CHECKOUT_RATE_LIMIT: '0' });
});
afterAll(() => site?.close());

const text = {
  es: {
    error: 'Ha ocurrido un error',
    declined: 'Tu tarjeta fue rechazada',
    stateError: 'Debes seleccionar un estado',
  },
  en: {
    error: 'An error has occurred',
    declined: 'Your card was declined',
    stateError: 'You must select a state',
  },
} as const;

async function fillBuyer(page: Page, email: string) {
  await page.locator('#checkout-fullName').fill('Ana María Pérez');
  await page.locator('#checkout-email').fill(email);
  await page.locator('#checkout-emailConfirm').fill(email);
}

async function fillCard(page: Page, scope: string, number: string) {
  const form = page.locator(scope);
  await form.locator('input[name="cardNumber"]').fill(number);
  await form.locator('input[name="cardExpiry"]').fill('12/34');
  await form.locator('input[name="cardCvc"]').fill('123');
}

/** From a catalogue selection to the checkout of its first course (choosing the state when it has several). */
async function catalogueToCheckout(page: Page, locale: 'es' | 'en') {
  await page.goto(`/${locale}/accredited-courses?state=FL&industry=insurance&specialty=2-15`);
  await page.getByTestId('course-card').first().click();
  await page.waitForURL(/\/courses\/details\//);
  const stateForm = page.getByTestId('enroll-form');
  if ((await stateForm.count()) > 0) {
    // Without a state: 'You must select a state'.
    await stateForm.getByRole('button').click();
    await expect.poll(() => page.getByTestId('state-error').textContent()).toContain(text[locale].stateError);
    await stateForm.locator('select').selectOption('FL');
    await stateForm.getByRole('button').click();
  } else {
    await page.getByTestId('enroll-link').click();
  }
  await page.waitForURL(/\/courses\/buy\/[^?]+\?(.*&)?state=FL/);
}

describe.each(FLOW_VARIANTS)('buying in %s on %s', (locale, viewport) => {
  it('catalogue → course → state → checkout with a code → card 4242 → phone → success → receipt', async () => {
    const context = await site.newContext(viewport);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const email = `buyer-${locale}-${viewport}@example.com`;
    const code = await site.app.domain.discounts.issue({ email, locale });
    await catalogueToCheckout(page, locale);
    await shot(page, `1-checkout-${locale}-${viewport}`);
    const before = await page.getByTestId('summary-total').textContent();

    await fillBuyer(page, email);
    await page.locator('#checkout-code').fill(code.code);
    await page.getByTestId('apply-code').click();
    await page.getByTestId('code-applied').waitFor();
    const after = await page.getByTestId('summary-total').textContent();
    expect(after).not.toBe(before);
    // What was typed survived the round trip.
    expect(await page.locator('#checkout-email').inputValue()).toBe(email);
    await shot(page, `2-code-applied-${locale}-${viewport}`);

    await fillCard(page, '[data-testid="checkout-form"]', '4242 4242 4242 4242');
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/receipts\/PhoneNumber\?transactionId=/);
    await shot(page, `3-phone-${locale}-${viewport}`);
    await page.locator('input[name="phone"]').fill('305 555 0142');
    await page.getByTestId('phone-form').getByRole('button').first().click();
    await page.locator('[role="alert"], [aria-invalid="true"]').first().waitFor();
    await page.locator('input[name="phone"]').fill('+1 305 555 0142');
    await page.getByTestId('phone-form').getByRole('button').first().click();

    await page.waitForURL(/\/payment-success\//);
    await shot(page, `4-success-${locale}-${viewport}`);
    await page.getByTestId('receipt-link').click();
    await page.waitForURL(/\/receipts\/[A-Za-z0-9_-]{32}$/);
    const receipt = await page.locator('main').textContent();
    expect(receipt).toContain(after?.trim() ?? 'missing');
    expect(receipt).toContain('Ana María Pérez');
    expect(receipt).toContain(email);
    await shot(page, `5-receipt-${locale}-${viewport}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a declined card shows the payment error and keeps what was typed', async () => {
    const context = await site.newContext(viewport);
    const page = await context.newPage();
    await page.goto(`/${locale}/courses/buy/annuity-suitability-4h?state=FL`);
    await fillBuyer(page, 'declined@example.com');
    await fillCard(page, '[data-testid="checkout-form"]', '4000 0000 0000 0002');
    await page.getByTestId('pay-button').click();
    await page.getByTestId('payment-error').waitFor();
    const alert = await page.getByTestId('payment-error').textContent();
    expect(alert).toContain(text[locale].error);
    expect(alert).toContain(text[locale].declined);
    expect(await page.locator('#checkout-fullName').inputValue()).toBe('Ana María Pérez');
    expect(await page.locator('#checkout-email').inputValue()).toBe('declined@example.com');
    await shot(page, `6-declined-${locale}-${viewport}`);
    await context.close();
  });
});

describe.each(FLOW_VARIANTS)('paying later in %s on %s', (locale, viewport) => {
  // axe on every purchase page after the checkout, light and dark. The checkout itself and its refused post are
  // scanned in tests/e2e/polish.test.ts.
  it('pay later → pending receipt → pay now, axe on each page', async () => {
    const context = await site.newContext(viewport);
    const page = await context.newPage();
    const scan = (what: string) =>
      expectNoAxeViolationsInBothThemes(page, `${what} (${locale}, ${viewport})`);
    await page.goto(`/${locale}/courses/buy/annuity-suitability-4h?state=FL`);
    await fillBuyer(page, `later-${locale}-${viewport}@example.com`);
    await page.getByTestId('pay-later-choice').click();
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/receipts\/PhoneNumber\?transactionId=/);
    await scan('phone step');
    await page.getByTestId('skip-phone').click();
    await page.waitForURL(/\/payment-success\//);
    await page.getByTestId('pending-note').waitFor();
    await scan('payment success');
    const registration = page.getByTestId('complete-registration-link');
    const registrationHref =
      (await registration.count()) > 0 ? await registration.getAttribute('href') : null;
    await page.getByTestId('receipt-link').click();
    await page.waitForURL(/\/receipts\/[A-Za-z0-9_-]{32}$/);
    await page.getByTestId('pay-now').waitFor();
    await scan('pending receipt');
    await shot(page, `7-pending-receipt-${locale}-${viewport}`);
    if (registrationHref) {
      const receiptUrl = page.url();
      await page.goto(registrationHref);
      await scan('registration');
      await page.goto(receiptUrl);
      await page.getByTestId('pay-now').waitFor();
    }
    await fillCard(page, '[data-testid="pay-now-form"]', '4242424242424242');
    await page.getByTestId('pay-now-form').getByRole('button').last().click();
    await page.waitForURL(/\/payment-success\//);
    await page.getByTestId('receipt-link').click();
    await page.waitForURL(/\/receipts\/[A-Za-z0-9_-]{32}$/);
    expect(await page.getByTestId('pay-now').count()).toBe(0);
    await shot(page, `8-paid-receipt-${locale}-${viewport}`);
    await context.close();
  });
});

describe('an order whose id ends in `_`', () => {
  // Order ids are base64url, so one in 64 ends in `_`. Waku's client refused such an address ("rscPath must not
  // end with `_`") while hydrating, and React unmounted the whole page: a blank payment-success page after paying.
  // patches/waku+0.27.5.patch escapes it instead; this test fails without the patch.
  it('gets a payment-success page that hydrates and keeps its content (es, phone)', async () => {
    const context = await site.newContext('phone');
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/es/courses/buy/annuity-suitability-4h?state=FL');
    await fillBuyer(page, 'underscore-id@example.com');
    await page.getByTestId('pay-later-choice').click();
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/receipts\/PhoneNumber/);
    const issued = new URL(page.url()).searchParams.get('transactionId') ?? '';
    expect(issued).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // A pay-later order has no payment events yet: its ids (and so its addresses) can be changed to one that ends
    // in `_`.
    const transactionId = `${issued.slice(0, -1)}_`;
    await site.database.db
      .update(orders)
      .set({ transactionId, linkId: transactionId })
      .where(eq(orders.transactionId, issued));

    await page.goto(`/es/payment-success/${transactionId}`);
    await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
    expect(await page.title()).not.toBe('');
    await expect.poll(() => page.getByTestId('receipt-link').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.getByTestId('receipt-link').click();
    await page.waitForURL(new RegExp(`/receipts/${transactionId}$`));
    await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
    expect(await page.locator('main').innerText()).not.toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
});
