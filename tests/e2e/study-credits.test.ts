import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolationsInBothThemes } from '../helpers/axe.ts';
import { ES_PHONE } from '../helpers/browser.ts';
import { fillCheckoutForm } from '../helpers/checkout.ts';
import { startSiteWithOcid } from '../helpers/ocid-site.ts';
import { watchErrors } from '../helpers/page.ts';
import { screenshots } from '../helpers/screens.ts';

// Study credits in Chromium (issue 12), Spanish on a phone: John signs in (Open Campus ID through
// the provider double), opens /study, buys a credit package with the sandbox card through the site's checkout,
// sees the credits added on the payment page and the new balance on his own profile. axe on the payment page, in
// light and dark.

const shot = screenshots('study-credits');
const JOHN = 'l_demoJohnCarter001';
const JOHN_EMAIL = 'john.carter@example.com';

let running: Awaited<ReturnType<typeof startSiteWithOcid>>;
beforeAll(async () => {
  running = await startSiteWithOcid({ edu_username: 'john.edu', eth_address: '0x0' });
});
afterAll(() => running?.close());

const text = {
  es: { rule: '1 crédito = 1 lección', added: '30 créditos añadidos' },
  en: { rule: '1 credit = 1 lesson', added: '30 credits added' },
} as const;

const number = (value: string | null) => Number((value ?? '').replace(/[^\d]/g, ''));

describe('study credits', () => {
  for (const [locale, viewport] of ES_PHONE) {
    it(`buys a credit package with the sandbox card and sees the balance (${locale}, ${viewport})`, async () => {
      const { site } = running;
      const context = await site.newContext(viewport);
      try {
        const page = await context.newPage();
        const errors = watchErrors(page);
        const profile = `/${locale}/learners/${JOHN}`;
        await page.goto(`/auth/ocid/login?returnTo=${encodeURIComponent(profile)}`);
        await page.waitForURL((url) => url.pathname === profile);
        const credits = page.getByTestId('study-credits');
        await credits.waitFor();
        const boughtBefore = number(await page.getByTestId('credits-bought').textContent());
        expect(await page.getByTestId('credits-free').textContent()).toContain('10');

        // The profile's link leads to the packages on /study.
        await page.getByTestId('buy-credits-link').click();
        await page.waitForURL((url) => url.pathname === `/${locale}/study`);
        await expect(page.getByTestId('credit-rule').textContent()).resolves.toContain(text[locale].rule);
        await page.getByTestId('buy-credits-starter').scrollIntoViewIfNeeded();
        await shot(page, `study-${locale}-${viewport}`);
        await page.getByTestId('buy-credits-starter').click();
        await page.waitForURL((url) => url.pathname === `/${locale}/courses/buy/starter`);
        expect(await page.getByTestId('summary-total').textContent()).toContain('4.99');
        expect(await page.getByTestId('pay-later-choice').count()).toBe(0);
        await shot(page, `checkout-${locale}-${viewport}`);

        // Signed in: the learner's own name and address come prefilled (the credits go to that learner).
        expect(await page.locator('#checkout-email').inputValue()).toBe(JOHN_EMAIL);
        expect(await page.locator('#checkout-fullName').inputValue()).toBe('John Carter');
        await fillCheckoutForm(page, {
          fullName: 'John Carter',
          email: JOHN_EMAIL,
          card: '4242 4242 4242 4242',
        });
        await page.getByTestId('pay-button').click();
        await page.waitForURL(/\/receipts\/PhoneNumber\?transactionId=/);
        await page.getByTestId('skip-phone').click();
        await page.waitForURL(/\/payment-success\//);
        await expect(page.getByTestId('credits-added').textContent()).resolves.toContain(text[locale].added);
        // axe here on the page only a purchase reaches; /study, the credits checkout and the profile are page
        // types of tests/e2e/accessibility.test.ts and tests/e2e/learners.test.ts.
        await expectNoAxeViolationsInBothThemes(page, `payment success ${locale} ${viewport}`);
        await shot(page, `payment success ${locale} ${viewport}`);

        await page.getByTestId('credits-balance-link').click();
        await page.waitForURL((url) => url.pathname === profile);
        expect(number(await page.getByTestId('credits-bought').textContent())).toBe(boughtBefore + 30);
        await page.getByTestId('study-credits').scrollIntoViewIfNeeded();
        await shot(page, `profile-${locale}-${viewport}`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
