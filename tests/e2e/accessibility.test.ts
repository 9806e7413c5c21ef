import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CERTIFICATES } from '../../src/db/seed/learning.ts';
import { DEMO_APP_CAMPAIGNS, DEMO_TOPICS } from '../../src/db/seed/topics.ts';
import {
  axeViolations,
  COLOUR_RULES,
  expectNoAxeViolations,
  expectNoAxeViolationsInBothThemes,
} from '../helpers/axe.ts';
import { startSite } from '../helpers/browser.ts';
import { searchBox } from '../helpers/page.ts';

// The axe matrix: axe-core (WCAG 2.2 A and AA rules) on every page type a URL reaches, both locales, light and
// (in Spanish) dark, on a desktop; a phone covers the pages whose layout changes most, with the menu and the search
// suggestions open. One site and one browser for the whole file. Page types only a flow reaches (a form's errors
// after a post, a receipt, a signed-in page) are scanned by that flow's file, in its locale and both themes
// (FLOW_VARIANTS).

const [ISSUED, PENDING, MONITOR] = DEMO_CERTIFICATES;

const PAGES = [
  '',
  '/about',
  '/accredited-courses',
  '/accredited-courses?state=FL&industry=insurance',
  '/courses/details/annuity-suitability-4h',
  '/courses/bundles/fl-2-15-ce-24-hour-package',
  '/search?q=psicologia',
  // No results: the loading figure searching and finding nothing.
  '/search?q=zzqxv',
  '/study',
  // The CE requirements tool: an answer, and the errors of an impossible date.
  '/continuing-education/requirements?licence=fl-insurance-2-15&issued=2019-03-10&birthMonth=7',
  '/continuing-education/requirements?licence=fl-insurance-2-15&issued=2099-01-01',
  // A study-credit package's checkout (no pay-later choice).
  '/courses/buy/focus?type=credits',
  '/companies',
  '/questers',
  '/opencampus',
  '/privacy',
  // The account page, signed out: the two ways in.
  '/account',
  '/questers/james-whitaker',
  '/affiliates/mindful-careers',
  `/apps/quest/topics/${DEMO_TOPICS[0]?.slug}`,
  `/apps/${DEMO_APP_CAMPAIGNS.live.app}/${DEMO_APP_CAMPAIGNS.live.slug}`,
  '/learners/l_demoMariaLopez01',
  '/achievements/first-steps/user/l_demoMariaLopez01',
  // Certificates: issued, locked (its order unpaid) and its pending-payment page, the monitor's forms, and the
  // public verification found and not found.
  `/certificates/${ISSUED.certificateId}`,
  `/certificates/${PENDING.certificateId}`,
  `/certificates/${PENDING.certificateId}/pendingpayment`,
  `/certificates/${MONITOR.certificateId}`,
  `/certificates/verify?reference=${ISSUED.reference}`,
  '/certificates/verify?reference=QST-2026-ZZZZZZ',
  '/nothing-here',
];
const PHONE_PAGES = [
  '',
  '/accredited-courses',
  '/courses/details/annuity-suitability-4h',
  `/certificates/${ISSUED.certificateId}`,
  '/search?q=etica',
];
const LOCALES = ['es', 'en'] as const;

let site: Awaited<ReturnType<typeof startSite>>;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

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

// The scanner itself: a matrix that passes must be one that can fail. A picture without a text alternative and grey
// text on white are found, by every rule and by the colour rules alone, on the same document scanned twice.
it('finds what it is there to find', async () => {
  const context = await site.newContext('desktop');
  const page = await context.newPage();
  await page.goto('/en/about');
  await page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    const picture = document.createElement('img');
    picture.src = '/favicon.svg';
    const faint = document.createElement('p');
    faint.textContent = 'Faint words';
    faint.style.cssText = 'color: #d4d4d4; background: #ffffff';
    main.append(picture, faint);
  });
  const found = (await axeViolations(page)).map((violation) => violation.id);
  expect(found).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']));
  expect((await axeViolations(page, COLOUR_RULES)).map((violation) => violation.id)).toEqual([
    'color-contrast',
  ]);
  await context.close();
});

// One context per locale and viewport, one page navigated from URL to URL. In Spanish each page is scanned in light
// and then in dark (the theme is the <html> attribute alone: one load serves both scans); in English in light only:
// the dark scan checks colours (COLOUR_RULES), and a page's colours do not depend on its language.
for (const locale of LOCALES) {
  const scan = locale === 'es' ? expectNoAxeViolationsInBothThemes : expectNoAxeViolations;
  for (const viewport of ['desktop', 'phone'] as const) {
    describe(`axe, ${viewport}, ${locale}`, () => {
      let page: Page;
      beforeAll(async () => {
        page = await (await site.newContext(viewport)).newPage();
      });
      afterAll(() => page?.context().close());

      it.each(viewport === 'desktop' ? PAGES : PHONE_PAGES)(`/${locale}%s`, async (pagePath) => {
        const url = `/${locale}${pagePath}`;
        await page.goto(url);
        await scan(page, `${url} (${viewport})`);
      });

      if (viewport === 'phone') {
        it('the open menu', async () => {
          await page.goto(`/${locale}/search?q=etica`);
          const menu = page.getByTestId('mobile-menu');
          await menu.locator(':scope > summary').click();
          await menu.getByRole('navigation').waitFor();
          await scan(page, `/${locale}/search, menu open (phone)`);
        });

        it('the open search suggestions', async () => {
          await page.goto(`/${locale}/search?q=etica`);
          const box = searchBox(page);
          await box.fill('psicolog');
          await page.getByRole('listbox').waitFor();
          await box.press('ArrowDown');
          await scan(page, `/${locale}/search, suggestions open (phone)`);
        });
      }
    });
  }
}
