import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CERTIFICATES } from '../../src/db/seed/learning.ts';
import { expectNoAxeViolationsInBothThemes } from '../helpers/axe.ts';
import { EN_DESKTOP } from '../helpers/browser.ts';
import { fillCheckoutForm, payAndOpenReceipt } from '../helpers/checkout.ts';
import { startSiteWithOcid } from '../helpers/ocid-site.ts';
import { watchErrors } from '../helpers/page.ts';
import { screenshots } from '../helpers/screens.ts';

// The CE requirements tool in Chromium (issue 15), English on a desktop: a visitor fills the GET form
// without JavaScript and with it, gets the due date and hours in plain words and a shareable URL; an invalid
// date comes back with its message; María (signed in, a partial transcript) sees her hours counted and buys the
// proposal in one checkout (card 4242) up to the receipt. axe on the signed-in proposal
// here, on the tool's answers and errors in tests/e2e/accessibility.test.ts.

const shot = screenshots('ce-requirements');
const MARIA = DEMO_CERTIFICATES[0].learner;
const TOOL = 'continuing-education/requirements';

let running: Awaited<ReturnType<typeof startSiteWithOcid>>;
beforeAll(async () => {
  running = await startSiteWithOcid({ edu_username: MARIA.ocid, eth_address: '0x0' });
});
afterAll(() => running?.close());

const text = {
  es: {
    due: /Necesitas 20 h de educación continua antes del 31 de julio de 20\d\d/,
    future: 'La fecha de emisión no puede ser futura.',
    counted: 'Contamos las horas de tu historial',
  },
  en: {
    due: /You need 20 h of continuing education by July 31, 20\d\d/,
    future: 'The issue date cannot be in the future.',
    counted: 'We count the hours on your Quest continuing education transcript.',
  },
} as const;

async function fillForm(page: Page) {
  await page.locator('#ce-state').selectOption('FL');
  await page.locator('#ce-licence').selectOption('fl-insurance-2-15');
  await page.locator('#ce-issued').fill('2019-03-10');
  await page.locator('#ce-birthMonth').selectOption('7');
  await page.getByTestId('ce-submit').click();
  await page.getByTestId('ce-result').waitFor();
}

describe.each(EN_DESKTOP)('CE requirements tool in %s on %s', (locale, viewport) => {
  let noScript: BrowserContext;
  let context: BrowserContext;
  afterAll(async () => {
    await noScript?.close();
    await context?.close();
  });

  it('works without JavaScript: form → answer → shareable URL; invalid input → message', async () => {
    noScript = await running.site.newContext(viewport, { javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto(`/${locale}/${TOOL}`);
    await fillForm(page);
    const url = new URL(page.url());
    expect(url.searchParams.get('licence')).toBe('fl-insurance-2-15');
    expect(url.searchParams.get('birthMonth')).toBe('7');
    expect(await page.getByTestId('ce-summary').textContent()).toMatch(text[locale].due);
    await page.getByTestId('ce-proposal').waitFor();
    // axe needs JavaScript in the page: the same pages are scanned in the next test.
    await shot(page, `1-result-nojs-${locale}-${viewport}`);

    // The URL alone is the answer (shareable): another context opens it.
    const shared = await noScript.newPage();
    await shared.goto(url.toString());
    expect(await shared.getByTestId('ce-due').textContent()).toBe(
      await page.getByTestId('ce-due').textContent(),
    );

    await page.goto(`/${locale}/${TOOL}?licence=fl-insurance-2-15&issued=2099-01-01`);
    expect(await page.getByTestId('issued-error').textContent()).toBe(text[locale].future);
    expect(await page.getByTestId('ce-result').count()).toBe(0);
    await shot(page, `2-errors-${locale}-${viewport}`);
  });

  // axe on the tool's answer and its errors: page types of tests/e2e/accessibility.test.ts. The signed-in
  // proposal is scanned here, in both themes.
  it('works with JavaScript', async () => {
    context = await running.site.newContext(viewport);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/${locale}/${TOOL}`);
    await fillForm(page);
    expect(await page.getByTestId('ce-summary').textContent()).toMatch(text[locale].due);
    await page.goto(`/${locale}/${TOOL}?licence=fl-insurance-2-15&issued=2099-01-01`);
    expect(await page.getByTestId('issued-error').textContent()).toBe(text[locale].future);
    await page.goto(`/${locale}/${TOOL}?licence=fl-insurance-2-15&issued=2019-03-10&birthMonth=7`);
    await page.getByTestId('ce-result').waitFor();
    await shot(page, `3-result-${locale}-${viewport}`);
    expect(errors).toEqual([]);
  });

  it('María fills her missing hours in one checkout', async () => {
    const page = await context.newPage();
    const query = `licence=fl-insurance-2-14&issued=2023-02-01&birthMonth=5`;
    const target = `/${locale}/${TOOL}?${query}`;
    running.provider.user.edu_username = MARIA.ocid;
    await page.goto(`/auth/ocid/login?returnTo=${encodeURIComponent(target)}`);
    await page.waitForURL((url) => url.pathname === `/${locale}/${TOOL}`);
    expect(await page.getByTestId('ce-signed-in').textContent()).toContain(text[locale].counted);
    await page.getByTestId('ce-proposal').waitFor();
    await expectNoAxeViolationsInBothThemes(page, `signed-in proposal ${locale} ${viewport}`);
    await shot(page, `4-signed-in-${locale}-${viewport}`);
    const total = (await page.getByTestId('ce-proposal-total').textContent())?.match(/\$[\d,.]+/)?.[0];
    expect(total).toBeTruthy();

    await page.getByTestId('ce-fill-buy').click();
    await page.waitForURL(/\/courses\/buy\/[a-z0-9_-]+\?type=bundle&state=FL/);
    await shot(page, `5-checkout-${locale}-${viewport}`);
    const email = `ce-${locale}-${viewport}@example.com`;
    await fillCheckoutForm(page, { fullName: 'María José López', email, card: '4242 4242 4242 4242' });
    await payAndOpenReceipt(page);
    const receipt = await page.locator('main').textContent();
    expect(receipt).toContain(total!);
    await shot(page, `6-receipt-${locale}-${viewport}`);
  });
});
