import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliates } from '../../src/db/schema/affiliates.ts';
import { orders } from '../../src/db/schema/orders.ts';
import { EN_DESKTOP, startSite } from '../helpers/browser.ts';
import { fillCheckoutForm, payAndOpenReceipt } from '../helpers/checkout.ts';
import { watchErrors } from '../helpers/page.ts';
import { screenshots } from '../helpers/screens.ts';

// Affiliates in Chromium (issue 12), English on a desktop: an affiliate's landing (name, dashboard
// link, the affiliate bundle's 9 items, $239.98 crossed out, $119.99, 50% off) → buy → checkout with the sandbox
// card 4242 → phone step skipped → payment success → receipt ("Referred by"), the order recording the affiliate;
// axe on the landing: tests/e2e/accessibility.test.ts.

const shot = screenshots('affiliates');
const AFFILIATE = 'mindful-careers';

let site: Awaited<ReturnType<typeof startSite>>;
beforeAll(async () => {
  // The dashboard link is shown only on a configured dashboard host.
  site = await startSite({ AFFILIATE_DASHBOARD_URL: 'https://affiliates.quest.how' });
});
afterAll(() => site?.close());

const text = {
  es: { off: '50 % de descuento', referred: 'Recomendado por', dashboard: 'Panel del afiliado' },
  en: { off: '50% off', referred: 'Referred by', dashboard: 'Affiliate dashboard' },
} as const;

describe('affiliate landing and the affiliate bundle', () => {
  for (const [locale, viewport] of EN_DESKTOP) {
    it(`landing → buy with 4242 → receipt (${locale}, ${viewport})`, async () => {
      const context = await site.newContext(viewport);
      try {
        const page = await context.newPage();
        const errors = watchErrors(page);
        const landing = `/${locale}/affiliates/${AFFILIATE}`;
        await page.goto(landing);
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Mindful Careers');
        await expect(page.getByTestId('affiliate-total').textContent()).resolves.toBe('$119.99');
        await expect(page.getByTestId('affiliate-list-price').textContent()).resolves.toContain('$239.98');
        await expect(page.getByTestId('affiliate-discount').textContent()).resolves.toBe(text[locale].off);
        await expect(page.getByTestId('affiliate-courses').locator('li').count()).resolves.toBe(6);
        await expect(page.getByTestId('affiliate-included-courses').locator('li').count()).resolves.toBe(3);
        await expect(page.getByTestId('affiliate-dashboard').textContent()).resolves.toBe(
          text[locale].dashboard,
        );
        // axe: the affiliate page type in tests/e2e/accessibility.test.ts.
        await shot(page, `1-affiliate-${locale}-${viewport}`);

        await page.getByTestId('affiliate-buy').click();
        await page.waitForURL((url) => url.pathname.startsWith(`/${locale}/courses/buy/`));
        expect(await page.locator('input[name="affiliate"]').inputValue()).toBe(AFFILIATE);
        await expect(page.getByTestId('summary-total').textContent()).resolves.toContain('119.99');
        const email = `affiliate-${locale}-${viewport}@example.com`;
        await fillCheckoutForm(page, { fullName: 'Ana María Pérez', email, card: '4242 4242 4242 4242' });
        await shot(page, `2-checkout-${locale}-${viewport}`);
        await payAndOpenReceipt(page);
        await expect(page.getByTestId('receipt-affiliate').textContent()).resolves.toBe('Mindful Careers');
        await expect(page.locator('main').textContent()).resolves.toContain(text[locale].referred);
        await shot(page, `3-receipt-${locale}-${viewport}`);

        const transactionId = new URL(page.url()).pathname.split('/').pop() ?? '';
        const [order] = await site.database.db
          .select({ affiliateId: orders.affiliateId, totalCents: orders.totalCents })
          .from(orders)
          .where(eq(orders.transactionId, transactionId));
        const [affiliate] = await site.database.db
          .select({ id: affiliates.id })
          .from(affiliates)
          .where(eq(affiliates.slug, AFFILIATE));
        expect(order).toEqual({ affiliateId: affiliate?.id, totalCents: 11_999 });
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('an inactive or unknown affiliate is the 404 page', async () => {
    const context = await site.newContext('desktop');
    try {
      const page = await context.newPage();
      expect((await page.goto('/en/affiliates/former-partner'))?.status()).toBe(404);
      expect((await page.goto('/es/affiliates/nobody-here'))?.status()).toBe(404);
      expect((await page.goto('/es/affiliates/apply'))?.status()).toBe(200);
    } finally {
      await context.close();
    }
  });
});
