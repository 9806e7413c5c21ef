import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CERTIFICATES } from '../../src/db/seed/learning.ts';
import { expectNoAxeViolationsInBothThemes } from '../helpers/axe.ts';
import { startSiteWithOcid } from '../helpers/ocid-site.ts';
import { screenshots } from '../helpers/screens.ts';

// Renewal reminders in Chromium (issue 15): María, signed in, saves her licence on the requirements tool (a bad
// number first comes back with its message), sees it listed with its due date and calendar file, and the tool
// opens filled with it; the unsubscribe page asks, then confirms. Spanish on a phone, English on a desktop,
// axe on each state in light and dark.

const shot = screenshots('ce-licences');
const MARIA = DEMO_CERTIFICATES[0].learner;
const TOOL = 'continuing-education/requirements';

let running: Awaited<ReturnType<typeof startSiteWithOcid>>;
beforeAll(async () => {
  running = await startSiteWithOcid({ edu_username: MARIA.ocid, eth_address: '0x0' });
});
afterAll(() => running?.close());

describe.each([
  ['es', 'phone'],
  ['en', 'desktop'],
] as const)('CE licences in %s on %s', (locale, viewport) => {
  let context: BrowserContext;
  afterAll(async () => {
    await context?.close();
  });

  it('saves a licence, lists it with its calendar file, and unsubscribes', async () => {
    context = await running.site.newContext(viewport);
    const page = await context.newPage();
    const target = `/${locale}/${TOOL}?licence=fl-insurance-2-15&issued=2019-03-10&birthMonth=7`;
    await page.goto(`/auth/ocid/login?returnTo=${encodeURIComponent(target)}`);
    await page.waitForURL((url) => url.pathname === `/${locale}/${TOOL}`);
    const form = page.getByTestId('licence-form');
    await form.waitFor();
    await page.locator('#lic-number').fill('<bad>');
    await page.getByTestId('licence-submit').click();
    await page.getByTestId('licence-number-error').waitFor();
    await expectNoAxeViolationsInBothThemes(page, `licence errors ${locale} ${viewport}`);
    await shot(page, `1-licence-error-${locale}-${viewport}`);

    const number = `W${locale}${viewport}`;
    await page.locator('#lic-number').fill(number);
    await page.getByTestId('licence-submit').click();
    await page.getByTestId('licence-added').waitFor();
    const item = page.getByTestId('licence-item').filter({ hasText: number });
    await item.waitFor();
    expect(await item.textContent()).toMatch(
      locale === 'es' ? /Vence el 31 de julio de 20\d\d/ : /Due on July 31, 20\d\d/,
    );
    await expectNoAxeViolationsInBothThemes(page, `licence saved ${locale} ${viewport}`);
    await shot(page, `2-licence-saved-${locale}-${viewport}`);

    const ics = await item.getByTestId('licence-ics').getAttribute('href');
    const calendar = await page.request.get(ics!);
    expect(calendar.headers()['content-type']).toContain('text/calendar');
    expect(await calendar.text()).toMatch(/DTSTART;VALUE=DATE:20\d\d0731/);

    const token = /calendar\/([^/.]+)\.ics/.exec(ics!)![1]!;
    await page.goto(`/ce-licences/unsubscribe/${token}?lang=${locale}`);
    await page.getByTestId('unsubscribe-confirm').waitFor();
    await expectNoAxeViolationsInBothThemes(page, `unsubscribe ${locale} ${viewport}`);
    await shot(page, `4-unsubscribe-${locale}-${viewport}`);
    await page.getByTestId('unsubscribe-confirm').click();
    await page.waitForLoadState();
    expect(await page.getByTestId('unsubscribe-message').textContent()).toMatch(
      locale === 'es' ? /ya no recibirás/ : /not get renewal reminders/,
    );
    await shot(page, `5-unsubscribed-${locale}-${viewport}`);
  });
});
