import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWakuHandler } from '../../server/pages/waku.ts';
import { buildTestApp, testConfig } from '../helpers/app.ts';
import { launchBrowser, startSite } from '../helpers/browser.ts';

// The loading animation in Chromium (spec §4, §8, §9): the search page's no-results state plays 'Search' (search,
// then no-results at 4 s, again every 4.1 s) on the page's clock; with reduced motion it stays still; the checkout
// shows 'Loading' while the payment is being sent; and with a Rive file configured, the runtime is fetched only then
// (its own chunk and the WebAssembly from this host, allowed by the CSP), and a file that cannot be played shows
// the drawn figure with the spec's error.

async function hydrated(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith('__react'))), {
      timeout: 15_000,
    })
    .toBe(true);
}

const phase = (page: Page) => page.getByTestId('loading-animation').getAttribute('data-phase');

/**
 * Stops the page's clock a moment ahead of where it is. The clock runs with real time until then, so on a busy
 * machine the moment read can be past before the pause arrives ("Cannot fast-forward to the past"): read again and
 * aim a little further ahead, instead of failing.
 */
async function pauseSoon(page: Page) {
  for (let attempt = 0; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + Math.min(50 * 2 ** attempt, 400));
      return;
    } catch (error) {
      if (attempt >= 10 || !String(error).includes('to the past')) throw error;
    }
  }
}

describe('loading animation', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.close());

  it("search without results: 'Search' cycles search → no-results every 4.1 s; the Rive runtime is not fetched", async () => {
    const context = await site.newContext('phone');
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.clock.install();
    await page.goto('/en/search?q=zzqxv');
    await hydrated(page);
    const figure = page.getByTestId('loading-animation');
    expect(await figure.getAttribute('data-state')).toBe('Search');
    expect(await figure.locator('svg').getAttribute('aria-label')).toBe(
      'A magnifying glass that searches and finds nothing',
    );
    // The page's clock stops here: from now on it moves only when the test moves it, so a busy machine cannot move
    // it between two samples (a running fake clock follows real time as well as runFor()).
    await pauseSoon(page);
    // Each change is noted with the step that fired it: after each step, the sample waits until the page has done
    // the work the step caused (React commits a timer's update in its own MessageChannel tasks, which a
    // background-priority task runs after), then reads the phase.
    const changes: Array<[string, number]> = [];
    let last = await phase(page);
    let elapsed = 0;
    /** Moves the clock to `target` in steps of `step` ms, noting each phase change with the step that showed it. */
    const runTo = async (target: number, step: number) => {
      while (elapsed < target) {
        const by = Math.min(step, target - elapsed);
        await page.clock.runFor(by);
        elapsed += by;
        const [stepEnd, current] = await page.evaluate(async () => {
          // Chromium's scheduler.postTask, which the fake clock leaves alone.
          const { scheduler } = globalThis as unknown as {
            scheduler: { postTask(task: () => void, options: { priority: string }): Promise<void> };
          };
          for (let round = 0; round < 2; round++)
            await scheduler.postTask(() => {}, { priority: 'background' });
          return [
            Date.now(),
            document.querySelector<HTMLElement>('[data-testid=loading-animation]')?.dataset.phase ?? '',
          ] as [number, string];
        });
        if (current !== last) changes.push([String(current), Number(stepEnd)]);
        last = String(current);
      }
    };
    // 50 ms at a time up to the first change; then one jump to 100 ms before each change the cycle expects and
    // 50 ms steps to 100 ms after it. A change anywhere else shows at the end of a jump, dated wrong, and fails.
    while (changes.length === 0 && elapsed < 6_000) await runTo(elapsed + 50, 50);
    const first = elapsed;
    for (const offset of [200, 4_100, 4_300, 8_200]) {
      await runTo(first + offset - 100, 10_000);
      await runTo(first + offset + 100, 50);
    }
    expect(changes.map(([name]) => name).slice(0, 5), JSON.stringify(changes)).toEqual([
      'no-results',
      'search',
      'no-results',
      'search',
      'no-results',
    ]);
    const at = changes.map(([, time]) => time);
    const near = (value: number, expected: number) =>
      expect(
        Math.abs(value - expected),
        `${value} ≈ ${expected} in ${JSON.stringify(changes)}`,
      ).toBeLessThanOrEqual(60);
    // no-results 3.9 s after each search, the next search 200 ms later: a cycle of 4.1 s (to the sampling step, 50 ms).
    near(at[1]! - at[0]!, 200);
    near(at[2]! - at[1]!, 3_900);
    near(at[2]! - at[0]!, 4_100);
    near(at[4]! - at[2]!, 4_100);
    near(at[4]! - at[0]!, 8_200);
    expect(requested.filter((url) => /RivePlayer|rive\.wasm/.test(url))).toEqual([]);
    await context.close();
  });

  it('with prefers-reduced-motion the figure stays still', async () => {
    const context = await site.newContext('desktop', { reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/es/search?q=zzqxv');
    await hydrated(page);
    await page.clock.runFor(5_000);
    expect(await phase(page)).toBe('search');
    const animation = await page
      .getByTestId('loading-animation')
      .locator('svg g')
      .first()
      .evaluate((element) => getComputedStyle(element).animationName);
    expect(animation).toBe('none');
    await context.close();
  });

  it("checkout: paying shows 'Loading' until the next page", async () => {
    const context = await site.newContext('desktop');
    const page = await context.newPage();
    await page.goto('/en/courses/buy/annuity-suitability-4h?state=FL');
    await hydrated(page);
    expect(await page.getByTestId('loading-animation').count()).toBe(0);
    await page.locator('#checkout-fullName').fill('Ana María Pérez');
    await page.locator('#checkout-email').fill('animation@example.com');
    await page.locator('#checkout-emailConfirm').fill('animation@example.com');
    await page.getByTestId('pay-later-choice').click();
    // A slow network: the post is answered after a second, while the checkout page is still showing.
    await page.route('**/checkout/**', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    // What the checkout page shows while it waits, reported from the page itself.
    const reported: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('loading-animation ')) reported.push(message.text());
    });
    await page.evaluate(() => {
      new MutationObserver(() => {
        const figure = document.querySelector<HTMLElement>('[data-testid=loading-animation]');
        if (!figure) return;
        const label = figure.querySelector('svg')?.getAttribute('aria-label');
        console.log(`loading-animation ${figure.dataset.state} ${figure.dataset.phase} ${label}`);
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    await page.getByTestId('pay-button').click();
    await page.waitForURL((url) => !url.pathname.includes('/courses/buy/'), { timeout: 15_000 });
    expect(reported[0]).toBe('loading-animation Loading start Processing your enrollment…');
    await context.close();
  });
});

describe('loading animation with a Rive file configured', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    // Not a Rive file: the runtime loads, cannot play it, and the page keeps the drawn figure.
    site = await startSite({ LOADING_ANIMATION_RIV: '/favicon.svg' });
  });
  afterAll(() => site?.close());

  it("loads the runtime on demand and falls back to the drawn figure with 'The file failed to load'", async () => {
    const context = await site.newContext('desktop');
    const page = await context.newPage();
    const requested: string[] = [];
    const problems: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    page.on('console', (message) => {
      if (/Content Security Policy|Refused/i.test(message.text())) problems.push(message.text());
    });
    const response = await page.goto('/en/search?q=zzqxv');
    expect(response?.headers()['content-security-policy']).toContain("'wasm-unsafe-eval'");
    await hydrated(page);
    const figure = page.getByTestId('loading-animation');
    await expect
      .poll(() => figure.getAttribute('data-rive-error'), { timeout: 15_000 })
      .toBe('The file failed to load');
    expect(await figure.locator('svg[role="img"]').count()).toBe(1);
    expect(requested.some((path) => /\/assets\/RivePlayer-[^/]+\.js$/.test(path))).toBe(true);
    expect(requested).toContain('/_rive/rive.wasm');
    expect(requested).toContain('/favicon.svg');
    expect(problems).toEqual([]);

    // Pages without the animation get no 'wasm-unsafe-eval'.
    const about = await page.goto('/en/about');
    expect(about?.headers()['content-security-policy']).not.toContain('wasm-unsafe-eval');
    await context.close();
  });
});

describe('error page animations', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>['app'];
  let browser: Browser;
  let baseUrl: string;
  beforeAll(async () => {
    const realWaku = await loadWakuHandler(testConfig().DIST_DIR);
    // A page that fails, so the browser gets the 500 page.
    const waku = async (request: Request) => {
      if (new URL(request.url).pathname.endsWith('/explode')) throw new Error('exploded');
      return realWaku(request);
    };
    ({ app } = await buildTestApp({}, { waku }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    baseUrl = `http://127.0.0.1:${address.port}`;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('the 500 title blinks every 500 ms, and not with reduced motion', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await browser.newContext({ baseURL: baseUrl, reducedMotion });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto('/en/explode?from=test');
      expect(response?.status()).toBe(500);
      await hydrated(page);
      // The router hydrated the page it was sent (not a 404 for /en/explode), and the address is the visitor's.
      await expect.poll(() => page.url(), { timeout: 10_000 }).toBe(`${baseUrl}/en/explode?from=test`);
      expect(errors).toEqual([]);
      const title = page.getByRole('heading', { level: 1 });
      expect(await title.textContent()).toBe('Internal server error');
      const animation = await title.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.animationName, style.animationDuration, style.animationTimingFunction];
      });
      // 'blink' is visible for the first half of each second and faded for the second: a change every 500 ms.
      expect(animation).toEqual(
        reducedMotion === 'reduce' ? ['none', '0s', 'ease'] : ['blink', '1s', 'steps(1)'],
      );
      await context.close();
    }
  });

  it('the 400 digits scramble every 30 ms and settle after 40, 80 and 100 ticks; still with reduced motion', async () => {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    await page.clock.install();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto('/en/bad%zzpath');
    expect(response?.status()).toBe(400);
    await hydrated(page);
    // The digits run on the page's clock from hydration on, and that clock follows real time until it is paused:
    // on a busy machine the checks below took over 3 s (100 ticks) to start, and the digits had settled.
    await pauseSoon(page);
    expect(errors).toEqual([]);
    // ErrorAddress puts the visitor's address back in an effect, which runs after hydration: wait for it.
    await expect.poll(() => page.url(), { timeout: 10_000 }).toBe(`${baseUrl}/en/bad%zzpath`);
    const code = () => page.locator('[data-error-status="400"] p[aria-hidden="true"]').textContent();
    // Sampled on the page's clock: scrambled at first, then '4' from tick 40, '40' from 80, '400' from 100.
    const early: string[] = [];
    for (let i = 0; i < 10; i++) {
      await page.clock.runFor(90);
      early.push((await code()) ?? '');
    }
    expect(early.some((text) => text !== '400')).toBe(true);
    await page.clock.runFor(40 * 30);
    for (let i = 0; i < 5; i++) {
      await page.clock.runFor(30);
      expect((await code())?.[0]).toBe('4');
    }
    await page.clock.runFor(100 * 30);
    expect(await code()).toBe('400');
    await context.close();

    const still = await browser.newContext({ baseURL: baseUrl, reducedMotion: 'reduce' });
    const stillPage = await still.newPage();
    await stillPage.clock.install();
    await stillPage.goto('/en/bad%zzpath');
    await hydrated(stillPage);
    for (let i = 0; i < 5; i++) {
      await stillPage.clock.runFor(60);
      expect(await stillPage.locator('[data-error-status="400"] p[aria-hidden="true"]').textContent()).toBe(
        '400',
      );
    }
    await still.close();
  });
});
