import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../../src/db/schema/companies.ts';
import { expectNoAxeViolationsInBothThemes } from '../helpers/axe.ts';
import { ES_PHONE } from '../helpers/browser.ts';
import { pickCourse } from '../helpers/checkout.ts';
import { proveOwnershipInBrowser } from '../helpers/identity.ts';
import { startSiteWithOcid } from '../helpers/ocid-site.ts';
import { watchErrors } from '../helpers/page.ts';
import { screenshots } from '../helpers/screens.ts';

// Company seats in Chromium (issue 12), Spanish on a phone: from the companies page's calculator to
// the seats purchase paid with the offline sandbox's test card, the admin page, an invitation sent to an
// employee, who signs in with Open Campus ID, accepts it and sees the company price on a marketplace course and
// at its checkout. axe on each new page, light and dark; Spanish on a phone and English on a
// desktop.

const shot = screenshots('company-seats');

let running: Awaited<ReturnType<typeof startSiteWithOcid>>;
beforeAll(async () => {
  running = await startSiteWithOcid({ edu_username: 'seats-admin.edu', eth_address: '0x0' });
});
afterAll(() => running?.close());

const text = {
  es: { monthly: '$49.97', companyPrice: 'descuento de empresa', checkout: 'Descuento de empresa' },
  en: { monthly: '$49.97', companyPrice: 'company discount', checkout: 'Company discount' },
} as const;

describe.each(ES_PHONE)('company seats in %s on %s', (locale, viewport) => {
  it('buys seats with the sandbox card, invites an employee, who sees the company price', async () => {
    const admin = await running.site.newContext(viewport);
    const employee = await running.site.newContext(viewport);
    try {
      const page = await admin.newPage();
      const errors = watchErrors(page);
      await page.goto(`/${locale}/companies?users=3`);
      await page.getByTestId('company-buy').click();
      await page.waitForURL((url) => url.pathname === `/${locale}/payments/companySeats`);
      expect(await page.getByTestId('company-seats-total').textContent()).toContain(text[locale].monthly);
      await expectNoAxeViolationsInBothThemes(page, `1-seats-${locale}-${viewport}`);
      await shot(page, `1-seats-${locale}-${viewport}`);

      const email = `seats-${locale}-${viewport}-${Date.now()}@example.com`;
      await page.fill('#seats-companyName', `Acme ${locale} ${viewport}`);
      await page.fill('#seats-seats', '3');
      await page.fill('#seats-fullName', 'Carla Admin');
      await page.fill('#seats-email', email);
      await page.fill('#seats-emailConfirm', email);
      await page.fill('#seats-cardNumber', '4242 4242 4242 4242');
      await page.fill('#seats-cardExpiry', '12/34');
      await page.fill('#seats-cardCvc', '123');
      await page.getByTestId('company-seats-button').click();
      await page.waitForURL((url) => url.pathname.endsWith('/employees'));
      // A typed admin address bought the seats; administering them needs its proof (issue 27).
      await proveOwnershipInBrowser(page, running.site, email);
      await page.getByTestId('company-welcome').waitFor();
      expect(await page.getByTestId('company-admin-monthly').textContent()).toContain(text[locale].monthly);

      const invitedEmail = `employee-${randomUUID().slice(0, 8)}@example.com`;
      await page.fill('#invite-invitedName', 'Diego Empleado');
      await page.fill('#invite-invitedEmail', invitedEmail);
      await page.getByTestId('company-invite-button').click();
      await page.getByTestId('company-invited').waitFor();
      expect(await page.getByTestId('company-invitations').textContent()).toContain(invitedEmail);
      await expectNoAxeViolationsInBothThemes(page, `2-admin-${locale}-${viewport}`);
      await shot(page, `2-admin-${locale}-${viewport}`);
      expect(errors).toEqual([]);

      // The employee: the invitation (its e-mail's link), Open Campus ID sign-in, accept.
      const [invitation] = await running.site.database.db
        .select({ id: invitations.id })
        .from(invitations)
        .where(eq(invitations.invitedEmail, invitedEmail));
      const invitationPath = `/${locale}/invitations/${invitation?.id}`;
      const other = await employee.newPage();
      const employeeErrors = watchErrors(other);
      await other.goto(invitationPath);
      running.provider.user.edu_username = `employee${randomUUID().slice(0, 8)}.edu`;
      await other.getByTestId('invitation-sign-in').click();
      await other.waitForURL((url) => url.pathname === invitationPath);
      await proveOwnershipInBrowser(other, running.site, invitedEmail, 'invitation-proof');
      await other.getByTestId('invitation-accept').click();
      await other.waitForURL((url) => url.search === '?decision=accepted');

      const course = await pickCourse(running.site.database.db, 'single-state');
      await other.goto(`/${locale}/courses/details/${course.slug}`);
      expect(await other.getByTestId('company-price').textContent()).toContain(text[locale].companyPrice);
      await expectNoAxeViolationsInBothThemes(other, `3-course-${locale}-${viewport}`);
      await shot(other, `3-course-${locale}-${viewport}`);
      await other.goto(`/${locale}/courses/buy/${course.slug}`);
      // The summary's discount row is the company's: 25% of the list price.
      expect(await other.locator('main').textContent()).toContain(text[locale].checkout);
      expect(await other.getByTestId('summary-discount').textContent()).toContain(
        `$${((course.priceCents - Math.round((course.priceCents * 75) / 100)) / 100).toFixed(2)}`,
      );
      await shot(other, `4-checkout-${locale}-${viewport}`);
      expect(employeeErrors).toEqual([]);
    } finally {
      await admin.close();
      await employee.close();
    }
  });
});
