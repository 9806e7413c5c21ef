import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Screenshots of the pages a test walks through, for people to look at (light and dark, phone and desktop). They
 * assert nothing and cost the browser a full-page render and a PNG each, so they are taken only when
 * E2E_SCREENSHOTS names a folder: `E2E_SCREENSHOTS=/tmp/screens npx vitest run --project e2e`.
 */
export function screenshots(folder: string) {
  const root = process.env.E2E_SCREENSHOTS;
  const directory = root ? path.join(root, folder) : undefined;
  if (directory) mkdirSync(directory, { recursive: true });
  return async (page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) => {
    if (directory) await page.screenshot({ path: path.join(directory, `${name}.png`), fullPage });
  };
}
