import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { startSite } from '../helpers/browser.ts';

// axe-core (WCAG 2.2 A and AA rules) on every page type, both locales, light and dark, on a desktop; a phone
// covers the pages whose layout changes most, with the menu and the search suggestions open. One site and one
// browser for the whole file; one page per theme and viewport, navigated from URL to URL.

const PAGES = [
  '',
  '/about',
  '/accredited-courses',
  '/accredited-courses?state=FL&industry=insurance',
  '/courses/details/annuity-suitability-4h',
  '/courses/bundles/fl-2-15-ce-24-hour-package',
  '/search?q=psicologia',
  '/study',
  '/companies',
  '/questers',
  '/opencampus',
  '/privacy',
  '/nothing-here',
];
const PHONE_PAGES = ['', '/accredited-courses', '/courses/details/annuity-suitability-4h', '/search?q=etica'];
const LOCALES = ['es', 'en'] as const;

let site: Awaited<ReturnType<typeof startSite>>;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

async function scan(page: Page, label: string) {
  await expectNoAxeViolations(page, label);
}

async function open(page: Page, url: string) {
  await page.goto(url);
}

// axe's Label in Name check only asks for the visible text somewhere in the name ("EN" is inside "English"),
// so the header's language link is checked here: the name starts with the visible code (WCAG 2.5.3).
it.each([
  ['es', /^EN\s?, Cambiar idioma a English$/],
  ['en', /^ES\s?, Change language to Español$/],
] as const)('names the language link by its visible text first (%s)', async (locale, name) => {
  const context = await site.newContext('phone');
  const page = await context.newPage();
  await page.goto(`/${locale}/about`);
  const link = page.getByRole('banner').getByRole('link', { name });
  expect(await link.count()).toBe(1);
  expect(await link.getAttribute('aria-label')).toBeNull();
  expect((await link.innerText()).trim()).toMatch(/^[A-Z]{2}\b/);
  await context.close();
});

describe.each(['light', 'dark'] as const)('axe, %s theme', (theme) => {
  for (const locale of LOCALES) {
    describe(`desktop, ${locale}`, () => {
      let page: Page;
      beforeAll(async () => {
        page = await (await site.newContext('desktop', { colorScheme: theme })).newPage();
      });
      afterAll(() => page?.context().close());

      it.each(PAGES)(`/${locale}%s`, async (pagePath) => {
        const url = `/${locale}${pagePath}`;
        await open(page, url);
        expect(await page.getAttribute('html', 'data-theme'), url).toBe(theme);
        await scan(page, `${url} (${theme}, desktop)`);
      });
    });

    it(`phone pages, the open menu and the open suggestions in ${locale}`, async () => {
      const context = await site.newContext('phone', { colorScheme: theme });
      const page = await context.newPage();
      for (const pagePath of PHONE_PAGES) {
        const url = `/${locale}${pagePath}`;
        await open(page, url);
        await scan(page, `${url} (${theme}, phone)`);
      }
      const menu = page.getByTestId('mobile-menu');
      await menu.locator(':scope > summary').click();
      await menu.getByRole('navigation').waitFor();
      await scan(page, `/${locale}/search, menu open (${theme}, phone)`);
      await menu.locator(':scope > summary').click();

      const box = page.getByRole('combobox');
      await box.fill('psicolog');
      await page.getByRole('listbox').waitFor();
      await box.press('ArrowDown');
      await scan(page, `/${locale}/search, suggestions open (${theme}, phone)`);
      await context.close();
    }, 120_000);
  }
});
