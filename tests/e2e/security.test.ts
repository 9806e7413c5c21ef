import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteWithOcid } from '../helpers/ocid-site.ts';
import { watchErrors } from '../helpers/page.ts';

// Issue 8 in Chromium: visitor text shaped like a script tag leaves the page working (nonces only on real
// scripts), sign-in never ends off-site, and a sandboxed frame elsewhere cannot sign a visitor out.
let running: Awaited<ReturnType<typeof startSiteWithOcid>>;
let site: Awaited<ReturnType<typeof startSiteWithOcid>>['site'];

beforeAll(async () => {
  running = await startSiteWithOcid({ edu_username: 'marta.edu' });
  ({ site } = running);
});
afterAll(() => running?.close());

const QUERY = '<script>alert(1)</script>';

/** Fails the test on any alert/confirm/prompt: nothing the visitor typed may run. */
function forbidDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return dialogs;
}

describe('a search for <script> in Chromium', () => {
  for (const visit of ['rendered', 'from the page cache'] as const) {
    it(`loads without errors, hydrates and keeps the text as text (${visit})`, async () => {
      const context = await site.newContext('desktop');
      const page = await context.newPage();
      const errors = watchErrors(page);
      const dialogs = forbidDialogs(page);
      const response = await page.goto(`/es/search?q=${encodeURIComponent(QUERY)}`);
      expect(response?.status()).toBe(200);
      if (visit === 'from the page cache') expect(response?.headers()['x-page-cache']).toBe('hit');

      // The RSC payload parsed: the client component got its props from it (the query) and is interactive.
      const box = page.getByRole('combobox');
      await expect.poll(() => box.inputValue(), { timeout: 10_000 }).toBe(QUERY);
      await box.fill('psicologia');
      await page
        .getByRole('option', { name: /Psicología/ })
        .first()
        .waitFor({ state: 'visible' });

      // Every script element the browser built is one the server wrote (it carries the nonce), and the
      // query exists only as text.
      const scripts = await page.evaluate(() =>
        [...document.querySelectorAll('script')].map((script) => ({
          nonce: script.nonce,
          text: script.textContent ?? '',
        })),
      );
      // At least the theme script and the bootstrap: a stored page fetches its payload (server/pages/rsc-payload.ts).
      expect(scripts.length).toBeGreaterThanOrEqual(2);
      expect(scripts.some((script) => script.text.includes('__FLIGHT_DATA||=[]).push('))).toBe(false);
      for (const script of scripts) expect(script.nonce?.length).toBeGreaterThan(0);
      expect(scripts.some((script) => script.text.trim() === 'alert(1)')).toBe(false);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(QUERY);

      expect(dialogs).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('sign-in and sign-out stay on the site', () => {
  it('ends on the site after signing in with a returnTo that normalises to //evil.example', async () => {
    const context = await site.newContext('desktop');
    const page = await context.newPage();
    const errors = watchErrors(page);
    const siteOrigin = new URL(site.baseUrl).origin;
    for (const returnTo of ['/.//evil.example', '/es/..//evil.example', '/%2E%2E//evil.example']) {
      await page.goto(`/auth/ocid/login?returnTo=${encodeURIComponent(returnTo)}`);
      await page.waitForURL((url) => url.origin === siteOrigin && !url.pathname.includes('callback'));
      expect(new URL(page.url()).origin).toBe(siteOrigin);
      expect(new URL(page.url()).pathname).toMatch(/^\/(es|en)$/);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a sign-out posted by a sandboxed frame on another site (Origin: null)', async () => {
    const context = await site.newContext('desktop');
    const page = await context.newPage();
    await page.goto('/auth/ocid/login?returnTo=%2Fes%2Fabout');
    await page.waitForURL((url) => url.pathname === '/es/about');
    expect(await page.getByTestId('ocid-account').filter({ visible: true }).count()).toBe(1);

    // Another site (localhost on another port: a different site from 127.0.0.1, and still on the loopback
    // interface, which Chromium's local-network checks require) frames a sandboxed document that posts the form.
    const form = `<form method="post" action="${site.baseUrl}/auth/ocid/logout"><input name="returnTo" value="/es"></form><script>addEventListener('load', () => setTimeout(() => document.forms[0].submit(), 50))</script>`;
    const attackerSite = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end(
        `<iframe sandbox="allow-forms allow-scripts" srcdoc="${form.replace(/"/g, '&quot;')}"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => attackerSite.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = attackerSite.address() as AddressInfo;
      const attacker = await context.newPage();
      await attacker.goto(`http://localhost:${port}/`);
      // The server saw Chromium's 'Origin: null' and refused. (Waited for in the site's log: the browser's own
      // request event for a post from a cross-site frame can come before Playwright attaches to that frame, and
      // a wait on it then never ends.)
      const refused = () =>
        site.logs.find((line) => line.msg === 'Logout refused: not a same-origin request');
      await expect.poll(refused, { timeout: 15_000 }).toBeDefined();
      expect(refused()?.origin).toBe('null');
    } finally {
      // close() waits for every open connection, and Chromium may hold one on keep-alive: end them first.
      attackerSite.closeAllConnections();
      await new Promise((resolve) => attackerSite.close(resolve));
    }

    // Still signed in.
    await page.reload();
    expect(await page.getByTestId('ocid-account').filter({ visible: true }).count()).toBe(1);
    await context.close();
  });
});
