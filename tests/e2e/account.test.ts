import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema/orders.ts';
import { expectNoAxeViolationsInBothThemes } from '../helpers/axe.ts';
import { ES_PHONE, startSite } from '../helpers/browser.ts';
import { screenshots } from '../helpers/screens.ts';

// Issue 27 in Chromium: buy signed out → ask for a sign-in link on the account page → open the e-mail from the
// outbox (the development preview renders it as it is sent) → confirm with the page's button → the order is in the
// account → replace the links the e-mails carry (the old receipt 404s). Spanish on a phone, English on a desktop,
// axe on every page of the way in light and dark.

const screenshot = screenshots('account');

let site: Awaited<ReturnType<typeof startSite>>;
beforeAll(async () => {
  site = await startSite({ CHECKOUT_RATE_LIMIT: '0' });
});
afterAll(() => site?.close());

describe('the account area', () => {
  it.each(ES_PHONE)(
    'buy signed out, prove the address from the e-mail, see the order (%s, %s)',
    async (locale, viewport) => {
      const context = await site.newContext(viewport);
      const page = await context.newPage();
      const label = (what: string) => `${what} (${locale}, ${viewport})`;
      const shot = (name: string) => screenshot(page, `${name}-${locale}-${viewport}`);
      const email = `account-${locale}-${viewport}@example.com`;

      // Buy signed out, paying later.
      await page.goto(`/${locale}/courses/buy/annuity-suitability-4h?state=FL`);
      await page.locator('#checkout-fullName').fill('Lucía Fernández');
      await page.locator('#checkout-email').fill(email);
      await page.locator('#checkout-emailConfirm').fill(email);
      await page.getByTestId('pay-later-choice').click();
      await page.getByTestId('pay-button').click();
      await page.waitForURL(/\/receipts\/PhoneNumber/);
      await page.getByTestId('skip-phone').click();
      await page.waitForURL(/\/payment-success\//);
      const receiptPath = new URL(
        (await page.getByTestId('receipt-link').getAttribute('href')) ?? '',
        site.baseUrl,
      ).pathname;

      // The account page, signed out: the two ways in.
      await page.goto(`/${locale}/account`);
      await page.getByTestId('account-signed-out').waitFor();
      // (axe on the signed-out account page: tests/e2e/accessibility.test.ts)
      await page.locator('#sign-in-email').fill(email);
      await page.getByTestId('sign-in-link-form').getByRole('button').click();
      await page.getByTestId('sign-in-link-sent').waitFor();
      await shot('link-sent');

      // The e-mail, as the outbox renders it, and its link.
      const [message] = await site.database.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.kind, 'address_proof'), eq(outbox.recipient, email)))
        .orderBy(desc(outbox.id))
        .limit(1);
      expect(message).toBeDefined();
      await page.goto(`/dev/outbox/${message?.id}`);
      const link = await page.locator('a[href*="/account/confirm/"]').first().getAttribute('href');
      expect(link).toBeTruthy();
      await page.goto(new URL(link ?? '', site.baseUrl).pathname);
      await page.getByTestId('confirm-address-page').waitFor();
      await expectNoAxeViolationsInBothThemes(page, label('confirm the address'));
      await shot('confirm');
      await page.getByTestId('confirm-address').click();
      await page.waitForURL(new RegExp(`/${locale}/account$`));

      // Signed in by e-mail: the order is there, with its receipt; the header links the account.
      await page.getByTestId('account-page').waitFor();
      await expect.poll(() => page.getByTestId('account-order').count()).toBe(1);
      expect(await page.locator(`[data-testid="account-order"] a[href="${receiptPath}"]`).count()).toBe(1);
      expect(await page.getByTestId('account-email').textContent()).toBe(email);
      expect(await page.getByTestId('account-link').count()).toBeGreaterThan(0);

      // The owner replaces the links their e-mails carry. The account page sends no referrer, so Chromium posts
      // with `Origin: null` and Sec-Fetch-Site same-origin, which the CSRF guard accepts: the old receipt is gone.
      const posted = page.waitForRequest((request) => request.url().includes('/identity/links/replace'));
      await page.getByTestId('replace-links-form').getByRole('button').click();
      const headers = await (await posted).allHeaders();
      expect([headers.origin, headers['sec-fetch-site']]).toEqual(['null', 'same-origin']);
      await page.getByTestId('links-replaced').waitFor();
      const newReceipt = await page
        .locator('[data-testid="account-order"] a[href*="/receipts/"]')
        .getAttribute('href');
      expect(newReceipt).toMatch(new RegExp(`^/${locale}/receipts/`));
      expect(newReceipt).not.toBe(receiptPath);
      expect((await page.request.get(receiptPath)).status()).toBe(404);
      expect((await page.request.get(newReceipt ?? '')).status()).toBe(200);
      await expectNoAxeViolationsInBothThemes(page, label('account'));
      await shot('account');
      await context.close();
    },
  );

  it('works without JavaScript: the link form, the confirmation and the account', async () => {
    const context = await site.newContext('desktop', { javaScriptEnabled: false });
    const page = await context.newPage();
    const email = 'account-nojs@example.com';
    await page.goto('/en/courses/buy/annuity-suitability-4h?state=FL');
    await page.locator('#checkout-fullName').fill('No Script');
    await page.locator('#checkout-email').fill(email);
    await page.locator('#checkout-emailConfirm').fill(email);
    await page.getByTestId('pay-later-choice').click();
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/receipts\/PhoneNumber/);
    await page.goto('/en/account');
    await page.locator('#sign-in-email').fill(email);
    await page.getByTestId('sign-in-link-form').getByRole('button').click();
    await page.getByTestId('sign-in-link-sent').waitFor();
    const [message] = await site.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.kind, 'address_proof'), eq(outbox.recipient, email)))
      .orderBy(desc(outbox.id))
      .limit(1);
    const token = site.domain.identity.linkToken(String(message?.payload.nonce));
    await page.goto(`/en/account/confirm/${token}`);
    await page.getByTestId('confirm-address').click();
    await page.waitForURL(/\/en\/account$/);
    expect(await page.getByTestId('account-order').count()).toBe(1);
    await context.close();
  }, 60_000);
});
