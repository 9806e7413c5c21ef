import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CERTIFICATES } from '../../src/db/seed/learning.ts';
import { expectNoAxeViolationsInBothThemes } from '../helpers/axe.ts';
import { startSite } from '../helpers/browser.ts';
import { screenshots } from '../helpers/screens.ts';

// CE reporting (issue 31) in Chromium: the public verification of the demo certificate QST-2026-DEM001, whose
// report the Florida DFS posted, shows the status, the regulator, the deadline and the regulator's reference, in
// both languages, on a phone and a desktop, with JavaScript and without it, and axe finds nothing in either theme.

const shot = screenshots('ce-reporting');
const ISSUED = DEMO_CERTIFICATES[0];

let site: Awaited<ReturnType<typeof startSite>>;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const text = {
  es: {
    status: 'Acreditado por el regulador',
    regulator: 'Departamento de Servicios Financieros de Florida (DFS)',
    due: '4 de noviembre de 2026',
  },
  en: {
    status: 'Credited by the regulator',
    regulator: 'Florida Department of Financial Services (DFS)',
    due: 'November 4, 2026',
  },
} as const;

describe.each([
  ['es', 'phone', true],
  ['en', 'desktop', true],
  ['es', 'desktop', false],
  ['en', 'phone', false],
] as const)(
  'verification of a reported certificate (%s, %s, JavaScript %s)',
  (locale, viewport, javaScript) => {
    it("shows the report's status, regulator, deadline and the regulator's reference", async () => {
      const context = await site.newContext(viewport, { javaScriptEnabled: javaScript });
      const page = await context.newPage();
      await page.goto(`/${locale}/certificates/verify`);
      await page.locator('#reference').fill(ISSUED.reference.toLowerCase());
      await page.getByTestId('verify-form').getByRole('button').click();
      await page.getByTestId('verify-result').waitFor();
      expect(await page.getByTestId('verify-result').getAttribute('data-status')).toBe('valid');
      const status = page.getByTestId('verify-reporting-status');
      expect(await status.getAttribute('data-reporting')).toBe('posted');
      expect((await status.textContent())?.trim()).toBe(text[locale].status);
      expect(await page.getByTestId('verify-reporting-channel').textContent()).toBe(text[locale].regulator);
      expect(await page.getByTestId('verify-reporting-due').textContent()).toBe(text[locale].due);
      expect(await page.getByTestId('verify-reporting-reference').textContent()).toBe('DFS-DEMO-2026-104733');
      if (javaScript) await expectNoAxeViolationsInBothThemes(page, `verify reported ${locale} ${viewport}`);
      await shot(page, `verify-${locale}-${viewport}${javaScript ? '' : '-nojs'}`);
      await context.close();
    });
  },
);
