import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { onTestFailed } from 'vitest';
import { buildTestApp, type CapturedLogs } from './app.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

type FlowVariant = readonly ['es' | 'en', keyof typeof VIEWPORTS];

/**
 * The locale × viewport pairs a flow runs in: Spanish on a phone (most of Quest's visitors) and English on a
 * desktop. The flows that carry discovery and money (catalogue, checkout) run in both, so each of their assertions
 * holds in both locales and on both viewports. Every other flow runs once, in one of the two (ES_PHONE or
 * EN_DESKTOP, alternated across the files), and the pages only it reaches are scanned by axe in that locale in both
 * themes: on a two-core machine whose browser needs ~1 s of CPU a page, running every flow twice took CI past
 * 20 minutes (decision 061). Server-rendered text is checked in both locales by the integration tests.
 */
export const FLOW_VARIANTS: readonly FlowVariant[] = [
  ['es', 'phone'],
  ['en', 'desktop'],
];
export const ES_PHONE: readonly FlowVariant[] = [['es', 'phone']];
export const EN_DESKTOP: readonly FlowVariant[] = [['en', 'desktop']];

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** The built site on a real socket (random port) plus a browser; call close() in afterAll. */
export async function startSite(overrides: Record<string, string> = {}) {
  const { app, logs, config, database, domain } = await buildTestApp({
    HTML_CACHE_TTL_MS: '60000',
    ...overrides,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const browser = await launchBrowser();
  return {
    app,
    logs,
    config,
    /** The site's database, for setting up rows a test needs (e.g. a fresh invitation). */
    database,
    /** The site's domain services (what the server itself calls). */
    domain,
    baseUrl,
    browser,
    async newContext(
      viewport: keyof typeof VIEWPORTS = 'desktop',
      options: Parameters<Browser['newContext']>[0] = {},
      /** False for a test that holds back the scripts or the payload itself, to see the page before hydration. */
      { awaitHydration = true }: { awaitHydration?: boolean } = {},
    ): Promise<BrowserContext> {
      const context = await browser.newContext({
        viewport: VIEWPORTS[viewport],
        baseURL: baseUrl,
        ...options,
      });
      reportPagesOnFailure(context, logs);
      if (awaitHydration && options.javaScriptEnabled !== false) awaitHydrationOnNavigation(context);
      return context;
    },
    async close() {
      await browser.close();
      await app.close();
    },
  };
}

/**
 * Stored pages start their scripts at the first contentful paint (server/pages/rsc-payload.ts), which can come after
 * the `load` event that `goto` waits for: a test that used a widget right after a navigation would race hydration, as a
 * person tapping within the first tenth of a second would (the page's links and forms work before it). So in a scripted
 * context, every navigation also waits until React has hydrated a page that carries Waku's bootstrap (streamed or
 * deferred). The marker changed with Waku 1.0 (`__WAKU_PREFETCHED__` before): with the old one nothing was awaited, and
 * tests/e2e/catalog.test.ts failed once in CI by changing a field before hydration.
 */
export function awaitHydrationOnNavigation(context: BrowserContext) {
  const wrapped = new WeakSet<Page>();
  const wrap = (page: Page) => {
    if (wrapped.has(page)) return;
    wrapped.add(page);
    for (const method of ['goto', 'reload', 'goBack', 'goForward', 'waitForURL'] as const) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const result = await navigate(...args);
          await untilHydrated(page);
          return result;
        },
      });
    }
  };
  context.on('page', wrap);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    wrap(page);
    return page;
  };
}

async function untilHydrated(page: Page) {
  await page.waitForFunction(
    () => {
      // Waku's bootstrap (streamed pages) and the stored pages' deferred start both hand the client its payload
      // through this global (waku 1.0: __WAKU_INITIAL_RSC__). A page without it never hydrates (Fastify's own
      // error pages): nothing to wait for.
      const hydrates = [...document.scripts].some((script) =>
        script.textContent?.includes('__WAKU_INITIAL_RSC__'),
      );
      return !hydrates || Object.keys(document.body).some((key) => key.startsWith('__reactFiber'));
    },
    undefined,
    // Every 50 ms, not on every animation frame (the default): polling on frames makes the page draw ~60 frames a
    // second while it waits, ~80 ms of the browser's CPU per second of waiting against ~15 ms.
    { timeout: 15_000, polling: 50 },
  );
}

/**
 * When the test that opened this context fails, print where each of its pages stood: its address, HTTP status,
 * ready state, size, whether the client had hydrated it, and the start of <main>'s text and markup. A wait that
 * timed out in CI then says why. A test
 * that closes its context in `finally` has closed it before the failure is reported: the pages are described as
 * they were just before closing. The site's warnings and errors logged since the context opened follow.
 */
function reportPagesOnFailure(context: BrowserContext, logs: CapturedLogs) {
  let atClose: string[] = [];
  const logsFrom = logs.lines.length;
  const browserEvents = recordBrowserTrouble(context);
  try {
    onTestFailed(async () => {
      const lines = context.pages().length > 0 ? await describePages(context) : atClose;
      for (const line of lines) process.stderr.write(`[e2e failure] ${line}\n`);
      for (const line of browserEvents.slice(-12)) process.stderr.write(`[e2e failure] browser: ${line}\n`);
      const warnings = logs.lines.slice(logsFrom).filter((line) => Number(line.level) >= 40);
      for (const line of warnings.slice(-8))
        process.stderr.write(`[e2e failure] site log: ${JSON.stringify(line).slice(0, 600)}\n`);
    });
  } catch {
    return; // Opened outside a test (in beforeAll): nothing to report against.
  }
  const close = context.close.bind(context);
  context.close = async (options) => {
    atClose = await describePages(context);
    return close(options);
  };
}

/**
 * What the browser said while the test ran: uncaught errors (a client render that threw unmounts the whole page),
 * console messages, and requests that failed or answered 4xx/5xx (a script chunk that did not load).
 */
function recordBrowserTrouble(context: BrowserContext): string[] {
  const events: string[] = [];
  const at = () => new Date().toISOString().slice(11, 23);
  context.on('weberror', (error) => {
    events.push(`${at()} uncaught ${error.error().stack?.slice(0, 800) ?? String(error.error())}`);
  });
  context.on('console', (message) => {
    if (message.type() === 'debug') return;
    events.push(
      `${at()} console.${message.type()} ${message.text().slice(0, 800)} @ ${message.page()?.url()}`,
    );
  });
  context.on('requestfailed', (request) => {
    events.push(
      `${at()} request failed ${request.method()} ${request.url()} ${request.failure()?.errorText}`,
    );
  });
  context.on('response', (response) => {
    if (response.status() >= 400)
      events.push(`${at()} ${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return events;
}

async function describePages(context: BrowserContext): Promise<string[]> {
  return Promise.all(
    context.pages().map(async (page) => {
      const state = await page
        .evaluate(() => {
          const navigation = performance.getEntriesByType('navigation')[0] as
            | (PerformanceNavigationTiming & { responseStatus?: number })
            | undefined;
          const main = document.querySelector('main');
          return {
            status: navigation?.responseStatus,
            readyState: document.readyState,
            htmlBytes: document.documentElement.outerHTML.length,
            // React marks the nodes it has hydrated with its fiber key.
            hydrated: Object.keys(document.body).some((key) => key.startsWith('__reactFiber')),
            text: (main ?? document.body).innerText.replace(/\s+/g, ' ').slice(0, 600),
            // An empty <main> with markup in it (a boundary React left for the client) says more than its text.
            mainMarkup: main?.innerHTML.slice(0, 300),
          };
        })
        .catch((error: unknown) => ({ error: String(error) }));
      return `${page.url()} ${JSON.stringify(state)}`;
    }),
  );
}
