import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { campaigns, courseStates, courses } from '../../src/db/schema/catalog.ts';
import type { Db } from '../../src/db/types.ts';

// Shared by the checkout tests: seed courses picked by what they are (one state, several states, an expired or an
// active campaign) rather than by slug, a checkout form as a browser would post it, and the form filled in a browser.

export async function pickCourse(
  db: Db,
  kind: 'single-state' | 'multi-state' | 'expired-campaign' | 'active-campaign',
): Promise<{ slug: string; priceCents: number; states: string[] }> {
  const stateCount = sql<number>`(select count(*)::int from ${courseStates} where ${courseStates.courseId} = ${courses.id})`;
  const base = db
    .select({
      id: courses.id,
      slug: courses.slug,
      priceCents: courses.priceCents,
      stateCount,
      campaignSlug: campaigns.slug,
    })
    .from(courses)
    .leftJoin(campaigns, eq(campaigns.id, courses.campaignId));
  const rows =
    kind === 'expired-campaign'
      ? await base.where(eq(campaigns.slug, 'black-friday-2025'))
      : kind === 'active-campaign'
        ? await base.where(eq(campaigns.slug, 'renewal-season-2027'))
        : await base.where(and(isNull(courses.campaignId), eq(courses.discountPercent, 0)));
  const row = rows
    .filter((candidate) =>
      kind === 'multi-state'
        ? candidate.stateCount > 1
        : kind === 'single-state'
          ? candidate.stateCount === 1
          : true,
    )
    .sort((a, b) => a.id - b.id)[0];
  if (!row) throw new Error(`No seed course for ${kind}`);
  const stateRows = await db
    .select({ code: courseStates.stateCode })
    .from(courseStates)
    .where(eq(courseStates.courseId, row.id));
  return { slug: row.slug, priceCents: row.priceCents, states: stateRows.map((state) => state.code).sort() };
}

export function attemptKey(): string {
  return randomBytes(18).toString('base64url');
}

/** The checkout form's fields as posted (card from Stripe's test numbers). */
export function checkoutForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    attempt: attemptKey(),
    fullName: 'Ana María Pérez',
    email: 'ana.perez@example.com',
    emailConfirm: 'ana.perez@example.com',
    paymentMethod: 'card',
    cardNumber: '4242 4242 4242 4242',
    cardExpiry: '12/34',
    cardCvc: '123',
    intent: 'pay',
    ...overrides,
  };
}

/** Fills the site's checkout form in the browser: the buyer's name and address, and a sandbox card when given. */
export async function fillCheckoutForm(
  page: Page,
  { fullName, email, card }: { fullName: string; email: string; card?: string },
) {
  await page.locator('#checkout-fullName').fill(fullName);
  await page.locator('#checkout-email').fill(email);
  await page.locator('#checkout-emailConfirm').fill(email);
  if (!card) return;
  const form = page.getByTestId('checkout-form');
  await form.locator('input[name="cardNumber"]').fill(card);
  await form.locator('input[name="cardExpiry"]').fill('12/34');
  await form.locator('input[name="cardCvc"]').fill('123');
}

/**
 * After the checkout form is filled: pays, skips the optional phone step and opens the receipt from the success
 * page (the path every paid flow takes to its receipt).
 */
export async function payAndOpenReceipt(page: Page) {
  await page.getByTestId('pay-button').click();
  await page.waitForURL(/\/receipts\/PhoneNumber\?transactionId=/);
  await page.getByTestId('skip-phone').click();
  await page.waitForURL(/\/payment-success\//);
  await page.getByTestId('receipt-link').click();
  await page.waitForURL(/\/receipts\/[A-Za-z0-9_-]{32}$/);
}
