import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseStates, courses, instructors } from '../../src/db/schema/catalog.ts';
import { DEMO_QUESTER_PLANS } from '../../src/db/seed/quester-plans.ts';
import { expectNoAxeViolationsInBothThemes } from '../helpers/axe.ts';
import { ES_PHONE } from '../helpers/browser.ts';
import { startSiteWithOcid } from '../helpers/ocid-site.ts';
import { watchErrors } from '../helpers/page.ts';
import { screenshots } from '../helpers/screens.ts';

// Quester (creator) plans in Chromium (issue 12), Spanish on a phone: a free Quester's unpublished
// course answers 404; from the studio pricing table (server prices) to the Quester's upgrade page, Plus bought
// with the offline sandbox's test card (a 14-day trial), the subscription's status page, and the course then open
// and found by search. axe on each new page, light and dark; Spanish on a phone and English on a
// desktop.

const shot = screenshots('quester-plans');

let running: Awaited<ReturnType<typeof startSiteWithOcid>>;
let site: Awaited<ReturnType<typeof startSiteWithOcid>>['site'];
beforeAll(async () => {
  running = await startSiteWithOcid({ edu_username: 'nobody.edu', eth_address: '0x0' });
  site = running.site;
});
afterAll(() => running?.close());

/** Signs the context in as the Quester (the identity-provider double), landing on `returnTo`. */
async function signInAs(page: Page, ocid: string, returnTo: string) {
  running.provider.user.edu_username = ocid;
  await page.goto(`/auth/ocid/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === returnTo);
}

const text = {
  es: { trialing: 'Periodo de prueba', plus: 'Plus', browser: 'es-ES', declined: 'Tu tarjeta fue rechazada' },
  en: { trialing: 'Trial', plus: 'Plus', browser: 'en-US', declined: 'Your card was declined' },
} as const;

/** A free Quester of this run with one course of their own (unpublished while they are free). */
async function freeQuester(key: string) {
  const { db } = site.database;
  const [template] = await db
    .select()
    .from(courses)
    .where(eq(courses.slug, DEMO_QUESTER_PLANS.free.course.slug));
  if (!template) throw new Error('The demo free Quester has no course');
  const slug = `e2e-quester-${key}`;
  const [quester] = await db
    .insert(instructors)
    .values({
      slug,
      name: `Carmen Ruiz ${key}`,
      headlineEs: 'Instructora',
      headlineEn: 'Instructor',
      plan: 'free',
      // The operator's link to the Open Campus ID the Quester signs in with (issue 27).
      ownerOcid: `quester-${key}.edu`,
    })
    .returning({ id: instructors.id });
  const courseSlug = `e2e-quester-course-${key}`;
  const title = `Claims ethics studio ${key}`;
  const [course] = await db
    .insert(courses)
    .values({
      ...template,
      id: undefined,
      slug: courseSlug,
      titleEs: title,
      titleEn: title,
      searchText: title.toLowerCase(),
      instructorId: quester?.id ?? null,
      trackingNumber: `CT9${key.length}${Date.now() % 100000}`,
      visibility: 'marketplace',
      ownVisibility: null,
      reviewsCount: 0,
      reviewsAverage: '0',
    })
    .returning({ id: courses.id, visibility: courses.visibility });
  await db.insert(courseStates).values({ courseId: course?.id ?? 0, stateCode: 'FL' });
  expect(course?.visibility).toBe('unpublished');
  return { slug, courseSlug, title, ocid: `quester-${key}.edu` };
}

describe('Quester plans', () => {
  for (const [locale, viewport] of ES_PHONE) {
    it(`upgrade a free Quester to Plus with the sandbox card; the course is published (${locale}, ${viewport})`, async () => {
      const quester = await freeQuester(`${locale}-${viewport}-${Date.now().toString(36)}`);
      const context = await site.newContext(viewport, { locale: text[locale].browser });
      try {
        const page = await context.newPage();
        const errors = watchErrors(page);
        // Not published while the Quester is free.
        const hidden = await page.goto(`/${locale}/courses/details/${quester.courseSlug}`);
        expect(hidden?.status()).toBe(404);

        // Only the Quester, signed in, changes their plan.
        await signInAs(page, quester.ocid, `/${locale}/payments/studioPricingTable`);
        await expect(page.locator('main').innerText()).resolves.toContain('$99.99');
        await expectNoAxeViolationsInBothThemes(page, `studio-pricing-${locale}-${viewport}`);
        await shot(page, `studio-pricing-${locale}-${viewport}`);
        await page.fill('#studio-quester', quester.slug);
        await page.getByTestId('studio-upgrade-start').click();
        await page.getByTestId('studio-quester').waitFor();
        await page.locator(`a[href="/${locale}/payments/questerUpgrade/${quester.slug}?plan=plus"]`).click();
        await page.waitForURL((url) => url.pathname === `/${locale}/payments/questerUpgrade/${quester.slug}`);
        await page.getByTestId('quester-upgrade-form').waitFor();
        expect(await page.getByTestId('quester-upgrade-trial').innerText()).toContain('14');
        await expectNoAxeViolationsInBothThemes(page, `quester-upgrade-${locale}-${viewport}`);
        await shot(page, `quester-upgrade-${locale}-${viewport}`);

        const email = `e2e-quester-${locale}-${viewport}-${Date.now()}@example.com`;
        const fill = async (card: string) => {
          await page.fill('#quester-fullName', 'Carmen Ruiz');
          await page.fill('#quester-email', email);
          await page.fill('#quester-emailConfirm', email);
          await page.fill('#quester-cardNumber', card);
          await page.fill('#quester-cardExpiry', '12/34');
          await page.fill('#quester-cardCvc', '123');
        };
        // A declined card answers on the same page, typed details kept.
        await fill('4000 0000 0000 0002');
        await page.getByTestId('quester-upgrade-button').click();
        await page.getByTestId('quester-upgrade-error').filter({ hasText: text[locale].declined }).waitFor();
        expect(await page.inputValue('#quester-email')).toBe(email);

        await fill('4242 4242 4242 4242');
        await page.getByTestId('quester-plan-plus').click();
        await page.getByTestId('quester-upgrade-button').click();
        await page.waitForURL((url) => url.pathname.startsWith(`/${locale}/subscriptions/`));
        await page.getByTestId('subscription-welcome').waitFor();
        expect(await page.getByTestId('subscription-status').textContent()).toBe(text[locale].trialing);
        expect(await page.getByTestId('subscription-trial').innerText()).toContain('14');
        expect(await page.getByTestId('subscription-quester-plan').innerText()).toContain(text[locale].plus);
        await expectNoAxeViolationsInBothThemes(page, `quester-subscription-${locale}-${viewport}`);
        await shot(page, `quester-subscription-${locale}-${viewport}`);

        // Published at once: the course opens and search finds it.
        const open = await page.goto(`/${locale}/courses/details/${quester.courseSlug}`);
        expect(open?.status()).toBe(200);
        await page.goto(`/${locale}/search?q=${encodeURIComponent(quester.title)}`);
        await page.locator(`a[href="/${locale}/courses/details/${quester.courseSlug}"]`).first().waitFor();
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
