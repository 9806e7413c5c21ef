import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../src/db/schema/certificates.ts';
import { DEMO_CERTIFICATES } from '../../src/db/seed/learning.ts';
import { expectNoAxeViolationsInBothThemes } from '../helpers/axe.ts';
import { startSiteWithOcid } from '../helpers/ocid-site.ts';
import { screenshots } from '../helpers/screens.ts';

// CE reporting (issue 31) in Chromium: the public verification of the demo certificate QST-2026-DEM001, whose
// report the Florida DFS posted, shows the status, the regulator, the deadline and the regulator's reference, in
// both languages, on a phone and a desktop, with JavaScript and without it, and axe finds nothing in either theme;
// María's account lists her reports, and a late pending report (Ana's, once the monitor confirms) says so.

const shot = screenshots('ce-reporting');
const [ISSUED, , MONITOR] = DEMO_CERTIFICATES;

let running: Awaited<ReturnType<typeof startSiteWithOcid>>;
let site: Awaited<ReturnType<typeof startSiteWithOcid>>['site'];
beforeAll(async () => {
  running = await startSiteWithOcid({ edu_username: ISSUED.learner.ocid, eth_address: '0x0' });
  site = running.site;
});
afterAll(() => running?.close());

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

describe.each([
  ['es', 'phone'],
  ['en', 'desktop'],
] as const)('reports on the learner pages (%s, %s)', (locale, viewport) => {
  it("María's account lists her posted reports; a late pending report says it is late", async () => {
    const context = await site.newContext(viewport);
    const page = await context.newPage();
    await page.goto(`/auth/ocid/login?returnTo=${encodeURIComponent(`/${locale}/account`)}`);
    await page.waitForURL((url) => url.pathname === `/${locale}/account`);
    const reports = page.getByTestId('account-report');
    await reports.first().waitFor();
    expect(await reports.count()).toBe(2);
    expect(await page.getByTestId('account-report-status').first().getAttribute('data-reporting')).toBe(
      'posted',
    );
    expect(await page.getByTestId('account-reports').textContent()).toContain('DFS-DEMO-2026-104733');
    await expectNoAxeViolationsInBothThemes(page, `account reports ${locale} ${viewport}`);
    await shot(page, `account-${locale}-${viewport}`);

    // Ana's certificate once the monitor confirmed it: its report is pending past its deadline (2026-11-04).
    await site.database.db
      .update(certificates)
      .set({ status: 'issued', issuedAt: new Date('2026-10-14T15:30:00Z') })
      .where(eq(certificates.id, MONITOR.certificateId));
    await page.goto(`/${locale}/certificates/${MONITOR.certificateId}`);
    const status = page.getByTestId('reporting-status');
    expect(await status.getAttribute('data-reporting')).toBe('pending');
    expect((await status.textContent())?.trim()).toBe(
      locale === 'es' ? 'Pendiente de reporte: fuera de plazo' : 'Report pending: late',
    );
    await expectNoAxeViolationsInBothThemes(page, `late report ${locale} ${viewport}`);
    await shot(page, `late-${locale}-${viewport}`);
    await context.close();
  });
});
