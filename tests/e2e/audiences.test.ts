import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ES_PHONE, startSite } from '../helpers/browser.ts';
import { watchErrors } from '../helpers/page.ts';

// Audience pages in Chromium: calculators, the migrants pricing table, newsletter and 10%-off modals, lead
// forms and share buttons, in Spanish on a phone.
let site: Awaited<ReturnType<typeof startSite>>;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const text = {
  es: {
    earnings: '$84,500',
    company50: '$519.50',
    invalid: 'Correo electrónico no válido',
    thanks: '¡Gracias por suscribirte!',
    copied: 'Enlace copiado al portapapeles',
    phoneCode: 'Debes ingresar el número de teléfono con su código',
    applied: '¡Postulación recibida!',
  },
  en: {
    earnings: '$84,500',
    company50: '$519.50',
    invalid: 'Invalid email',
    thanks: 'Thanks for subscribing!',
    copied: 'Link copied to clipboard',
    phoneCode: 'You must enter the phone number with his code',
    applied: 'Application received!',
  },
} as const;

/** Client components render their no-JavaScript submit button until they hydrate. */
async function hydrated(page: Page, testId: string) {
  await page.locator(`[data-testid="${testId}"] button[type="submit"]`).waitFor({ state: 'detached' });
}

for (const [locale, viewport] of ES_PHONE) {
  const t = text[locale];
  describe(`${locale} on a ${viewport}`, () => {
    it('the earnings calculator reacts to category and audience', async () => {
      const context = await site.newContext(viewport);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`/${locale}/questers`);
      await hydrated(page, 'earnings-calculator');
      const result = page.getByTestId('earnings-yearly');
      const before = await result.textContent();
      await page.locator('#earnings-category').selectOption('2');
      await page
        .locator('[data-testid="earnings-calculator"] label', { has: page.locator('input[value="2"]') })
        .click();
      await expect.poll(() => result.textContent()).toBe(t.earnings);
      expect(before).not.toBe(t.earnings);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('the companies calculator reacts to the number of users', async () => {
      const context = await site.newContext(viewport);
      const page = await context.newPage();
      await page.goto(`/${locale}/companies`);
      await hydrated(page, 'company-calculator');
      await page.locator('#company-users').fill('50');
      await expect.poll(() => page.getByTestId('company-monthly').textContent()).toContain(t.company50);
      await page.locator('#company-users').fill('1');
      await expect.poll(() => page.getByTestId('company-monthly').textContent()).toContain('$29.99');
      await context.close();
    });

    it('the migrants pricing table follows the chosen plan', async () => {
      const context = await site.newContext(viewport);
      const page = await context.newPage();
      await page.goto(`/${locale}/courses-for-migrants`);
      await hydrated(page, 'migrant-plans');
      const selected = () => page.locator('[data-plan][data-selected="true"]').getAttribute('data-plan');
      expect(await selected()).toBe('annual');
      await page
        .locator('[data-testid="migrant-plans"] label', { has: page.locator('input[value="monthly"]') })
        .click();
      await expect.poll(selected).toBe('monthly');
      await page
        .locator('[data-testid="migrant-plans"] label', { has: page.locator('input[value="semiannual"]') })
        .click();
      await expect.poll(selected).toBe('semiannual');
      await context.close();
    });

    it('the newsletter modal opens, validates and confirms', async () => {
      const context = await site.newContext(viewport);
      const page = await context.newPage();
      await page.goto(`/${locale}/study`, { waitUntil: 'networkidle' });
      await page.getByTestId('newsletter-modal-trigger').click();
      const dialog = page.getByTestId('newsletter-modal');
      await dialog.waitFor({ state: 'visible' });
      await dialog.locator('input[type="email"]').fill('not-an-email');
      await dialog.locator('button[type="submit"]').click();
      await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(t.invalid);
      await dialog.locator('input[type="email"]').fill(`modal-${locale}-${viewport}@example.com`);
      await dialog.locator('button[type="submit"]').click();
      await expect
        .poll(() => dialog.getByTestId('modal-newsletter-thanks').textContent())
        .toContain(t.thanks);
      await context.close();
    });

    it('the 10%-off modal opens, validates and gives a code', async () => {
      const context = await site.newContext(viewport);
      const page = await context.newPage();
      await page.goto(`/${locale}/continuing-education`, { waitUntil: 'networkidle' });
      await page.getByTestId('discount-modal-trigger').click();
      const dialog = page.getByTestId('discount-modal');
      await dialog.waitFor({ state: 'visible' });
      await dialog.locator('input[type="email"]').fill('ana@nodot');
      await dialog.locator('button[type="submit"]').click();
      await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(t.invalid);
      await dialog.locator('input[type="email"]').fill(`deal-${locale}-${viewport}@example.com`);
      await dialog.locator('button[type="submit"]').click();
      await expect
        .poll(() => dialog.getByTestId('discount-code').textContent())
        .toMatch(/^QUEST10-[A-Z0-9]{8}$/);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await context.close();
    });

    it('the footer newsletter form confirms', async () => {
      const context = await site.newContext(viewport);
      const page = await context.newPage();
      await page.goto(`/${locale}/partners`, { waitUntil: 'networkidle' });
      const form = page.getByTestId('footer-newsletter-form');
      await form.locator('input[type="email"]').fill('foot er@example.com');
      await form.locator('button[type="submit"]').click();
      await expect.poll(() => form.getByRole('alert').textContent()).toBe(t.invalid);
      await form.locator('input[type="email"]').fill(`footer-${locale}-${viewport}@example.com`);
      await form.locator('button[type="submit"]').click();
      await expect.poll(() => page.getByTestId('footer-newsletter-thanks').textContent()).toContain(t.thanks);
      await context.close();
    });

    it('an apply form shows the phone rule, then confirms', async () => {
      const context = await site.newContext(viewport);
      const page = await context.newPage();
      await page.goto(`/${locale}/questers/apply`, { waitUntil: 'networkidle' });
      const form = page.getByTestId('questers-apply-form');
      await form.locator('[name="fullName"]').fill('Ana Pérez');
      await form.locator('[name="email"]').fill(`apply-${locale}-${viewport}@example.com`);
      await form.locator('[name="phone"]').fill('305 555 0142');
      await form.locator('[name="category"]').selectOption('1');
      await form.locator('[name="audience"]').selectOption('2');
      await form.locator('[name="idea"]').fill('Inglés para entrevistas de trabajo en hoteles');
      await form.locator('button[type="submit"]').click();
      await expect.poll(() => form.textContent()).toContain(t.phoneCode);
      await form.locator('[name="phone"]').fill('+1 305 555 0142');
      await form.locator('button[type="submit"]').click();
      await expect.poll(() => page.getByTestId('questers-apply-success').textContent()).toContain(t.applied);
      await context.close();
    });

    it("the share button says 'Link copied to clipboard'", async () => {
      const context = await site.newContext(viewport, {
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      const page = await context.newPage();
      await page.goto(`/${locale}/referral-program`, { waitUntil: 'networkidle' });
      await page.getByTestId('share-button').click();
      await expect.poll(() => page.getByText(t.copied).count()).toBe(1);
      await context.close();
    });
  });
}

describe('without JavaScript', () => {
  it('the calculators answer through their forms and the modals open through links', async () => {
    const context = await site.newContext('phone', { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/companies');
    await page.locator('#company-users').fill('50');
    await page.locator('[data-testid="company-calculator"] button[type="submit"]').click();
    await page.waitForURL('**/en/companies?users=50#pricing');
    expect(await page.getByTestId('company-monthly').textContent()).toContain('$519.50');
    await page.getByTestId('discount-modal-trigger').click();
    await page.getByTestId('discount-modal').waitFor({ state: 'visible' });
    await page.getByTestId('discount-modal').locator('input[type="email"]').fill('nojs@example.com');
    await page.getByTestId('discount-modal').locator('button[type="submit"]').click();
    await page.waitForURL(/discount=QUEST10-/);
    expect(await page.getByTestId('discount-code').textContent()).toMatch(/^QUEST10-[A-Z0-9]{8}$/);
    await context.close();
  });
});

describe('sitemap in a real XML parser', () => {
  it('parses without errors and names alternates', async () => {
    const context = await site.newContext('desktop');
    const page = await context.newPage();
    const xml = await (await page.request.get('/sitemap.xml')).text();
    await page.goto('/es/study');
    const result = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      return {
        error: doc.getElementsByTagName('parsererror').length,
        urls: doc.getElementsByTagName('url').length,
        links: doc.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link').length,
      };
    }, xml);
    expect(result.error).toBe(0);
    expect(result.urls).toBeGreaterThan(40);
    expect(result.links).toBe(result.urls * 3);
    await context.close();
  });
});
