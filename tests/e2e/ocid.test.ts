import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteWithOcid } from '../helpers/ocid-site.ts';

let running: Awaited<ReturnType<typeof startSiteWithOcid>>;
let provider: Awaited<ReturnType<typeof startSiteWithOcid>>['provider'];
let site: Awaited<ReturnType<typeof startSiteWithOcid>>['site'];

beforeAll(async () => {
  running = await startSiteWithOcid({ edu_username: 'lucia.edu' });
  ({ provider, site } = running);
});
afterAll(() => running?.close());

describe('Open Campus ID sign-in in Chromium', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`signs in from the header, stays signed in after a reload, and signs out (${viewport})`, async () => {
      const context = await site.newContext(viewport);
      const page = await context.newPage();
      const logouts = provider.logouts.length;
      try {
        // On phones the header keeps the account control in the menu panel.
        const openMenu = async () => {
          if (viewport === 'phone') await page.getByTestId('mobile-menu').locator(':scope > summary').click();
        };
        const visible = (testId: string) => page.getByTestId(testId).filter({ visible: true });
        await page.goto('/en/opencampus');
        await openMenu();
        // 'Sign in', its accessible name saying with what (issue 30: no 'Connect OCID' jargon).
        await expect(
          page
            .getByRole('link', { name: 'Sign in with your Open Campus ID' })
            .filter({ visible: true })
            .count(),
        ).resolves.toBe(1);
        await visible('ocid-connect').click();

        // Provider → callback page (loading text) → Fastify exchange → back where the login started.
        await page.waitForURL((url) => url.pathname === '/en/opencampus' && url.search === '');
        await openMenu();
        await expect(visible('ocid-account').textContent()).resolves.toContain('lucia.edu');
        await expect(page.getByTestId('ocid-connected').isVisible()).resolves.toBe(true);
        expect(await page.getByTestId('ocid-connect').count()).toBe(0);

        // Tokens live in an httpOnly cookie: page JavaScript cannot read them.
        const cookies = await context.cookies();
        const token = cookies.find((c) => c.name === 'oc-token-storage');
        expect(token?.httpOnly).toBe(true);
        expect(token?.sameSite).toBe('Lax');
        expect(await page.evaluate(() => document.cookie)).not.toContain('oc-token-storage');
        expect(cookies.find((c) => c.name === 'oc-transaction-storage')).toBeUndefined();

        await page.reload();
        await openMenu();
        await expect(visible('ocid-account').textContent()).resolves.toContain('lucia.edu');

        // Sign out from the account menu: provider logout, then back to this page, signed out.
        await visible('ocid-account').click();
        await visible('ocid-logout').click();
        await page.waitForURL(
          (url) => url.pathname === '/en/opencampus' && provider.logouts.length > logouts,
        );
        await openMenu();
        await visible('ocid-connect').waitFor();
        expect(await page.getByTestId('ocid-account').count()).toBe(0);
        expect((await context.cookies()).find((c) => c.name === 'oc-token-storage')).toBeUndefined();
        expect(provider.logouts.at(-1)?.get('returnTo')).toBe(`${site.baseUrl}/en/opencampus`);
      } finally {
        await context.close();
      }
    });
  }

  it('shows the loading text on the callback page and works with JavaScript off', async () => {
    const context = await site.newContext('desktop', { javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      // A slow provider: while Fastify exchanges the code, the callback page (committed, on screen) shows its
      // loading text; its meta refresh needs no JavaScript.
      provider.nextToken = { delayMs: 1000 };
      const committed: string[] = [];
      page.on('framenavigated', (frame) => committed.push(frame.url()));
      await page.goto('/es/opencampus');
      await page
        .locator('main')
        .getByRole('link', { name: /Iniciar sesión con Open Campus ID/ })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === '/es/opencampus' && url.search === '');
      const paths = committed.map((url) => new URL(url).pathname);
      expect(paths).toEqual(['/es/opencampus', '/es/opencampus/callback', '/es/opencampus']);
      // What that committed callback document said (the browser moved on before its body could be read).
      const callbackPage = await context.request.get(String(committed[1]), { maxRedirects: 0 });
      const html = await callbackPage.text();
      expect(html).toContain('Conectando tu Open Campus ID…');
      expect(html).toContain('http-equiv="refresh"');
      await expect(
        page.locator('header').getByTestId('ocid-account').first().textContent(),
      ).resolves.toContain('lucia.edu');
    } finally {
      await context.close();
    }
  });

  it('shows an error on the callback page when the exchange fails, and stores nothing', async () => {
    const context = await site.newContext('phone');
    const page = await context.newPage();
    try {
      provider.nextToken = { status: 500 };
      await page.goto('/es/opencampus');
      await page
        .locator('main')
        .getByRole('link', { name: /Iniciar sesión con Open Campus ID/ })
        .first()
        .click();
      await page.waitForURL(
        (url) => url.pathname === '/es/opencampus/callback' && url.search.includes('error'),
      );
      await expect(page.getByTestId('ocid-error').textContent()).resolves.toBe(
        'Error Logging in: Token acquisition failed',
      );
      expect((await context.cookies()).map((c) => c.name)).not.toContain('oc-token-storage');
    } finally {
      provider.nextToken = undefined;
      await context.close();
    }
  });
});
