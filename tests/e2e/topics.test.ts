import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APP_CAMPAIGNS, DEMO_TOPICS } from '../../src/db/seed/topics.ts';
import { EN_DESKTOP, startSite } from '../helpers/browser.ts';
import { watchErrors } from '../helpers/page.ts';
import { screenshots } from '../helpers/screens.ts';

// Topics and app campaigns in Chromium (issue 12), English on a desktop: open a topic in an app's
// context and follow a course; open a live app campaign, follow its buy button to the checkout, which shows the
// campaign price; the expired campaign says so (axe on both page types: tests/e2e/accessibility.test.ts).

const shot = screenshots('topics');
const LIVE = DEMO_APP_CAMPAIGNS.live;
const EXPIRED = DEMO_APP_CAMPAIGNS.expired;
const TOPIC = DEMO_TOPICS[0];

let site: Awaited<ReturnType<typeof startSite>>;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const text = {
  es: { title: TOPIC.titleEs, app: 'En la app Quest', ended: 'Esta campaña terminó el' },
  en: { title: TOPIC.titleEn, app: 'In the Quest app', ended: 'This campaign ended on' },
} as const;

describe('topics and app campaigns', () => {
  for (const [locale, viewport] of EN_DESKTOP) {
    it(`topic in an app, campaign → checkout at the campaign price (${locale}, ${viewport})`, async () => {
      const context = await site.newContext(viewport);
      try {
        const page = await context.newPage();
        const errors = watchErrors(page);

        // A topic in the Quest app's context.
        const topicPath = `/${locale}/apps/quest/topics/${TOPIC.slug}`;
        expect((await page.goto(topicPath))?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(text[locale].title);
        await expect(page.getByTestId('app-name').textContent()).resolves.toBe(text[locale].app);
        expect(await page.getByTestId('course-card').count()).toBeGreaterThan(0);
        // axe: the topic and campaign page types in tests/e2e/accessibility.test.ts.
        await shot(page, `topic-${locale}-${viewport}`);
        await page.getByTestId('course-card').first().click();
        await page.waitForURL((url) => url.pathname.startsWith(`/${locale}/courses/details/`));

        // The live campaign: its price, then the checkout charging it.
        const campaignPath = `/${locale}/apps/${LIVE.app}/${LIVE.slug}`;
        expect((await page.goto(campaignPath))?.status()).toBe(200);
        const price = (await page.getByTestId('campaign-price').textContent())?.trim() ?? '';
        expect(price).toMatch(/^\$\d+\.\d\d$/);
        expect(await page.getByTestId('regular-price').isVisible()).toBe(true);
        expect(await page.getByTestId('campaign-expiry').isVisible()).toBe(true);
        await shot(page, `campaign-${locale}-${viewport}`);
        await page.getByTestId('campaign-buy').click();
        await page.waitForURL((url) => url.pathname === `/${locale}/courses/buy/${LIVE.course}`);
        expect(new URL(page.url()).searchParams.get('campaignId')).toBe(LIVE.slug);
        await expect(page.getByTestId('summary-total').textContent()).resolves.toContain(price);
        await shot(page, `campaign-checkout-${locale}-${viewport}`);

        // The expired campaign says so and shows the regular price.
        expect((await page.goto(`/${locale}/apps/${EXPIRED.app}/${EXPIRED.slug}`))?.status()).toBe(200);
        await expect(page.getByTestId('campaign-expired').textContent()).resolves.toContain(
          text[locale].ended,
        );
        await shot(page, `campaign-expired-${locale}-${viewport}`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('unknown topics, apps and campaigns are the 404 page', async () => {
    const context = await site.newContext('desktop');
    try {
      const page = await context.newPage();
      expect((await page.goto('/en/topics/nothing-here'))?.status()).toBe(404);
      expect((await page.goto(`/es/no-such-app/topics/${TOPIC.slug}`))?.status()).toBe(404);
      expect((await page.goto('/en/apps/quest/no-such-campaign'))?.status()).toBe(404);
      expect((await page.goto('/es/about'))?.status()).toBe(200);
    } finally {
      await context.close();
    }
  });
});
