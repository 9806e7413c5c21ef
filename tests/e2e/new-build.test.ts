import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite } from '../helpers/browser.ts';

// Spec §7/§9 in Chromium: a new build id on builds/latest.json makes open pages offer a reload; a chunk that
// fails to load reloads the page once, and not again within 10 s.
let site: Awaited<ReturnType<typeof startSite>>;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

/** Waku hydrates the document: React marks the body with its internal keys once that has happened. */
async function hydrated(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith('__react'))), {
      timeout: 15_000,
    })
    .toBe(true);
}

const showNotice = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

describe('new build', () => {
  it('offers a reload (es, en) when latest.json names another build, and can be dismissed', async () => {
    const context = await site.newContext('phone');
    const page = await context.newPage();
    const polled: string[] = [];
    await page.route('**/builds/latest.json*', async (route) => {
      polled.push(route.request().url());
      await route.fulfill({ json: { id: 'zz-newer-build', builtAt: new Date().toISOString() } });
    });
    for (const [locale, text, dismiss] of [
      ['es', 'Hay una nueva versión de Quest disponible.', 'Ahora no'],
      ['en', 'A new version of Quest is available.', 'Not now'],
    ] as const) {
      await page.goto(`/${locale}/about`);
      await hydrated(page);
      const notice = page.getByTestId('new-build-notice');
      await expect
        .poll(async () => {
          await showNotice(page);
          return notice.isVisible();
        })
        .toBe(true);
      expect(await notice.getAttribute('role')).toBe('status');
      expect(await notice.textContent()).toContain(text);
      await page.getByRole('button', { name: dismiss }).click();
      await expect.poll(() => notice.count()).toBe(0);
    }
    // Each poll carries a timestamp query, so no cache can answer it.
    expect(polled.every((url) => /[?&]t=\d+/.test(url))).toBe(true);

    // Dismissed stays dismissed for this page view; on the next page, Reload does reload.
    await page.goto('/en');
    await hydrated(page);
    await showNotice(page);
    await page.getByTestId('new-build-notice').waitFor();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
    await context.close();
  });

  it('offers nothing while latest.json names the page’s own build', async () => {
    const context = await site.newContext('desktop');
    const page = await context.newPage();
    await page.goto('/es');
    await hydrated(page);
    const answered = page.waitForResponse((response) => response.url().includes('/builds/latest.json'));
    await showNotice(page);
    expect((await answered).status()).toBe(200);
    await page.waitForTimeout(300);
    expect(await page.getByTestId('new-build-notice').count()).toBe(0);
    await context.close();
  });

  it('reloads once after a chunk fails to load, not again within 10 s', async () => {
    const context = await site.newContext('desktop');
    const page = await context.newPage();
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto('/es/about');
    await hydrated(page);
    expect(loads).toBe(1);

    // A chunk of an older build, gone from the server: the dynamic import fails → one reload.
    await Promise.all([
      page.waitForEvent('load'),
      // A string, so vitest does not rewrite the browser's import().
      page.evaluate("void import('/assets/gone-' + Date.now() + '.js')"),
    ]);
    expect(loads).toBe(2);
    await hydrated(page);

    // The same failure right after the reload (the chunk is still missing): no second reload, no loop.
    await page.evaluate("void import('/assets/gone-again-' + Date.now() + '.js')");
    await page.evaluate(() => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true })));
    await page.waitForTimeout(1_500);
    expect(loads).toBe(2);

    // Once the guard's 10 s have passed (moved back in sessionStorage), Vite's preload error reloads again.
    await page.evaluate(() => sessionStorage.setItem('quest:chunk-reload-at', String(Date.now() - 10_001)));
    await Promise.all([
      page.waitForEvent('load'),
      page.evaluate(() => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }))),
    ]);
    expect(loads).toBe(3);
    await context.close();
  });
});
