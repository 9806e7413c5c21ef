import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolationsInBothThemes } from '../helpers/axe.ts';
import { EN_DESKTOP } from '../helpers/browser.ts';
import { startSiteWithOcid } from '../helpers/ocid-site.ts';
import { watchErrors } from '../helpers/page.ts';
import { screenshots } from '../helpers/screens.ts';

// Learner pages in Chromium (issue 11), English on a desktop: John signs in (Open Campus ID through
// the provider double), reads his private profile and results and makes the profile public; a visitor who is
// not signed in then reads it, and 404s once John makes it private again; María's public share page copies its
// link and announces it. axe on the owner's pages, light and dark.

const shot = screenshots('learners');
const JOHN = 'l_demoJohnCarter001';
const MARIA = 'l_demoMariaLopez01';

let running: Awaited<ReturnType<typeof startSiteWithOcid>>;
beforeAll(async () => {
  running = await startSiteWithOcid({ edu_username: 'john.edu', eth_address: '0x0' });
});
afterAll(() => running?.close());

const text = {
  es: {
    copied: 'Enlace copiado al portapapeles',
    nowPublic: 'Tu perfil ahora es público',
    week: 'Esta semana',
  },
  en: { copied: 'Link copied to clipboard', nowPublic: 'Your profile is now public', week: 'This week' },
} as const;

describe('learner pages', () => {
  for (const [locale, viewport] of EN_DESKTOP) {
    it(`the owner reads profile and results and switches the profile public (${locale}, ${viewport})`, async () => {
      const { site } = running;
      const owner = await site.newContext(viewport);
      const visitor = await site.newContext(viewport);
      try {
        const page = await owner.newPage();
        const errors = watchErrors(page);
        const profile = `/${locale}/learners/${JOHN}`;
        // Signed out, the private profile is the 404 page.
        const anonymous = await visitor.newPage();
        expect((await anonymous.goto(profile))?.status()).toBe(404);

        await page.goto(`/auth/ocid/login?returnTo=${encodeURIComponent(profile)}`);
        await page.waitForURL((url) => url.pathname === profile);
        expect(await page.getByTestId('learner-profile').getAttribute('data-owner')).toBe('true');
        expect(await page.getByTestId('achievement').count()).toBe(3);
        await expectNoAxeViolationsInBothThemes(page, `profile ${locale} ${viewport}`);
        await shot(page, `profile-${locale}-${viewport}`);

        await page.getByRole('link', { name: text[locale].week }).click();
        await page.waitForURL((url) => url.pathname.endsWith('/results/week'));
        expect(await page.getByTestId('chart-bar').count()).toBe(7);
        await expectNoAxeViolationsInBothThemes(page, `week ${locale} ${viewport}`);
        const year = new Date().getUTCFullYear();
        await page.goto(`/${locale}/learners/${JOHN}/results/${year}`);
        expect(await page.getByTestId('chart-bar').count()).toBe(12);
        await expectNoAxeViolationsInBothThemes(page, `year ${locale} ${viewport}`);
        await shot(page, `year-${locale}-${viewport}`);

        await page.goto(profile);
        await page.getByTestId('visibility-form').locator('button[type=submit]').click();
        await page.waitForURL((url) => url.search === '?visibility=public');
        await expect(page.getByTestId('visibility-changed').textContent()).resolves.toContain(
          text[locale].nowPublic,
        );
        expect((await anonymous.goto(profile))?.status()).toBe(200);
        expect(await anonymous.getByTestId('learner-profile').getAttribute('data-owner')).toBe('false');
        expect(await anonymous.getByTestId('visibility-form').count()).toBe(0);

        await page.getByTestId('visibility-form').locator('button[type=submit]').click();
        await page.waitForURL((url) => url.search === '?visibility=private');
        expect((await anonymous.goto(profile))?.status()).toBe(404);
        expect(errors).toEqual([]);
      } finally {
        await owner.close();
        await visitor.close();
      }
    });

    it(`a public profile and the achievement share page, copy link announced (${locale}, ${viewport})`, async () => {
      const { site } = running;
      const context = await site.newContext(viewport, {
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      try {
        const page = await context.newPage();
        const errors = watchErrors(page);
        // axe: the public profile and share page types in tests/e2e/accessibility.test.ts.
        expect((await page.goto(`/${locale}/learners/${MARIA}?theme=dark`))?.status()).toBe(200);

        const share = `/${locale}/achievements/first-steps/user/${MARIA}`;
        expect((await page.goto(share))?.status()).toBe(200);
        await page.getByTestId('copy-link').click();
        // The polite live region announces the message once the clipboard accepted the link.
        await page
          .getByTestId('copy-status')
          .filter({ hasText: text[locale].copied })
          .waitFor({ timeout: 5000 });
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        expect(copied).toBe(`${site.config.PUBLIC_URL.replace(/\/$/, '')}${share}`);
        await shot(page, `share-${locale}-${viewport}`);
        const image = await page.locator('meta[property="og:image"]').getAttribute('content');
        const png = await page.request.get(new URL(image ?? '').pathname + new URL(image ?? '').search);
        expect(png.status()).toBe(200);
        expect(png.headers()['content-type']).toBe('image/png');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
