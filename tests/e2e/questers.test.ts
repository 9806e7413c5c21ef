import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EN_DESKTOP, startSite } from '../helpers/browser.ts';
import { watchErrors } from '../helpers/page.ts';
import { screenshots } from '../helpers/screens.ts';

// Questers in Chromium (issue 12), English on a desktop: a visitor arrives through a Quester's partner
// link (the browser's language chooses the page's), gets the signed httpOnly referral cookie, reads the Quester's
// page (bio, totals, courses), copies its link (announced) and follows a course. axe on the Quester page:
// tests/e2e/accessibility.test.ts.

const shot = screenshots('questers');
const QUESTER = 'james-whitaker';

let site: Awaited<ReturnType<typeof startSite>>;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const text = {
  es: { copied: 'Enlace copiado al portapapeles', courses: 'Cursos publicados', browser: 'es-ES' },
  en: { copied: 'Link copied to clipboard', courses: 'Published courses', browser: 'en-US' },
} as const;

describe('Quester page and partner link', () => {
  for (const [locale, viewport] of EN_DESKTOP) {
    it(`partner link → Quester page, copy link (${locale}, ${viewport})`, async () => {
      const context = await site.newContext(viewport, {
        locale: text[locale].browser,
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      try {
        const page = await context.newPage();
        const errors = watchErrors(page);
        const pagePath = `/${locale}/questers/${QUESTER}`;
        await page.goto(`/partner-links/${QUESTER}`);
        expect(new URL(page.url()).pathname).toBe(pagePath);
        const referral = (await context.cookies()).find((cookie) => cookie.name === 'quest_referral');
        expect(referral).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
        expect(decodeURIComponent(referral?.value ?? '')).toMatch(new RegExp(`^${QUESTER}:\\d+\\.`));
        // Page JavaScript never sees it.
        expect(await page.evaluate(() => document.cookie)).not.toContain('quest_referral');

        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
          'James Whitaker, CLU',
        );
        await expect(page.getByText(text[locale].courses, { exact: true }).count()).resolves.toBe(1);
        expect(await page.getByTestId('course-card').count()).toBeGreaterThan(0);
        // axe: the Quester page type in tests/e2e/accessibility.test.ts.
        await shot(page, `quester-${locale}-${viewport}`);

        await page.getByTestId('copy-link').click();
        await page
          .getByTestId('copy-status')
          .filter({ hasText: text[locale].copied })
          .waitFor({ timeout: 5000 });
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
          `${site.config.PUBLIC_URL.replace(/\/$/, '')}${pagePath}`,
        );

        await page.goto(`${pagePath}?theme=dark`);
        await shot(page, `quester-${locale}-${viewport}-dark`);

        // A course card leads to the course, whose instructor links back here.
        await page.getByTestId('course-card').first().click();
        await page.waitForURL((url) => url.pathname.startsWith(`/${locale}/courses/details/`));
        await page.getByTestId('instructor-link').click();
        await page.waitForURL((url) => url.pathname === pagePath);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('an unknown Quester is the 404 page, with no referral cookie', async () => {
    const context = await site.newContext('desktop');
    try {
      const page = await context.newPage();
      expect((await page.goto('/partner-links/nobody-here'))?.status()).toBe(404);
      expect((await page.goto('/en/questers/nobody-here'))?.status()).toBe(404);
      expect((await context.cookies()).some((cookie) => cookie.name === 'quest_referral')).toBe(false);
    } finally {
      await context.close();
    }
  });
});
