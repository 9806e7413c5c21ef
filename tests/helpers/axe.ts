import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** axe-core's WCAG 2.0–2.2 A and AA rules, the set every page type must pass. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The violations in a readable form: rule, impact, help, then each failing element and why. */
export function axeReport(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map(
          (node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      const more = violation.nodes.length > 8 ? `\n    … and ${violation.nodes.length - 8} more` : '';
      return `${violation.id} (${violation.impact}, ${violation.nodes.length}): ${violation.help}\n${nodes}${more}`;
    })
    .join('\n');
}

/** Scans the page as it is now and fails listing every violation. */
export async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    // options() replaces every option set before it, so it comes before withTags(). Label in Name (2.5.3) is an
    // experimental axe rule, off unless asked for.
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(WCAG_TAGS)
    // Legacy mode runs axe in the page itself. The default opens a new blank page in the context for every scan
    // (to merge results across cross-origin frames, which these pages do not have): twice the time per scan.
    .setLegacyMode(true)
    .analyze();
  const text = axeReport(results.violations);
  if (text) console.error(`axe violations on ${label}:\n${text}`);
  expect(text, label).toBe('');
}

export type Theme = 'light' | 'dark';

/**
 * The theme a flow's variant (locale × viewport) scans its pages in. Scanning every page of four variants in both
 * themes scanned each page type eight times; this way each locale meets each theme once, and each viewport meets
 * each theme once (a Latin square): every page type a flow reaches is scanned once per locale and theme. The
 * public page types are scanned in every combination by tests/e2e/accessibility.test.ts.
 */
export function flowTheme(locale: 'es' | 'en', viewport: 'desktop' | 'phone'): Theme {
  return (locale === 'es') === (viewport === 'desktop') ? 'light' : 'dark';
}

/**
 * axe on the page a flow has reached, in `theme` (dark: the same address again with ?theme=dark, which the site
 * then remembers), and a screenshot of it when screenshots are asked for.
 */
export async function scanFlowPage(
  page: Page,
  name: string,
  theme: Theme,
  shot?: (page: Page, name: string) => Promise<void>,
) {
  if (theme === 'dark') {
    const url = new URL(page.url());
    url.searchParams.set('theme', 'dark');
    await page.goto(url.toString());
  }
  await expectNoAxeViolations(page, `${name} ${theme}`);
  await shot?.(page, `${name}-${theme}`);
}
