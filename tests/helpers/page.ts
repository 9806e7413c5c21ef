import type { Page } from 'playwright-core';

/**
 * Collects a page's script errors and CSP refusals as they happen (resource 404s, "Failed to load resource", are
 * another matter and are not collected). Assert the returned array is empty at the end of a test.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return errors;
}

/** True once React has hydrated the page: it marks the nodes it owns with its fiber key. */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber')));
}

/**
 * The site's search field (the WAI-ARIA combobox of SearchBox.tsx). Not getByRole('combobox'): a <select> is a
 * combobox too, and the search page's filters have one (the state).
 */
export function searchBox(page: Page) {
  return page.locator('input[role="combobox"]');
}
