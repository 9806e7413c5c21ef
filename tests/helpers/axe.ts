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

/**
 * The WCAG rules whose outcome depends on colours (1.4.3 contrast, 1.4.1 links told apart from text by colour
 * alone): all that can change when only the theme's colours do.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** What axe finds on the page as it is now: every WCAG rule, or only `rules`. */
export async function axeViolations(page: Page, rules?: string[]) {
  const builder = new AxeBuilder({ page })
    // options() replaces every option set before it, so it comes before withTags(). Label in Name (2.5.3) is an
    // experimental axe rule, off unless asked for.
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } });
  const results = await (rules ? builder.withRules(rules) : builder.withTags(WCAG_TAGS))
    // Legacy mode runs axe in the page itself. The default opens a new blank page in the context for every scan
    // (to merge results across cross-origin frames, which these pages do not have): twice the time per scan.
    .setLegacyMode(true)
    .analyze();
  return results.violations;
}

/** Scans the page as it is now (every WCAG rule, or only `rules`) and fails listing every violation. */
export async function expectNoAxeViolations(page: Page, label: string, rules?: string[]) {
  const text = axeReport(await axeViolations(page, rules));
  if (text) console.error(`axe violations on ${label}:\n${text}`);
  expect(text, label).toBe('');
}

/**
 * Scans the page as it is now in the light theme and then in the dark one, without reloading: the site's theme is
 * the `data-theme` attribute on <html> alone (panda.config.ts, condition `dark`), so a page reached by a post or a
 * click (a form's errors, a receipt) is scanned in both without doing it twice. The switch starts no colour
 * transition, so contrast is read on the settled colours. The attribute is put back afterwards.
 * The dark scan runs the colour rules only: the attribute changes colour tokens and shadows (`_dark` holds nothing
 * else), so names, roles, structure and sizes are what the light scan already checked, and axe's other rules
 * would answer the same. (Measured on 2026-11-27, 18 scans of six pages: 426 ms for the colour rules against 601 ms
 * for every rule, per scan.)
 */
export async function expectNoAxeViolationsInBothThemes(page: Page, label: string) {
  const original = await page.getAttribute('html', 'data-theme');
  await setTheme(page, 'light');
  await expectNoAxeViolations(page, `${label} (light)`);
  await setTheme(page, 'dark');
  await expectNoAxeViolations(page, `${label} (dark)`, COLOUR_RULES);
  if (original) await setTheme(page, original);
}

async function setTheme(page: Page, theme: string) {
  await page.evaluate(async (value) => {
    // The switch is styled with transitions off (a constructed sheet: the page's CSP allows no injected <style>),
    // so the colours are final at once instead of after each colour transition (~200 ms a switch). Reading a
    // layout property makes the browser restyle the whole document while the sheet is there; removing it then
    // starts nothing, as no value changes. What is scanned is the same: a transition ends on the same colours.
    const still = new CSSStyleSheet();
    still.replaceSync('*, *::before, *::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
    document.documentElement.setAttribute('data-theme', value);
    void document.documentElement.offsetHeight;
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== still);
    // Transitions started before the switch (a hover, an opening menu) still end first. Only those of rendered
    // elements: a transition inside content the browser skips (a closed <details>' ::details-content) never ticks,
    // so its `finished` never settles.
    const rendered = (animation: Animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return target instanceof Element && target.checkVisibility({ contentVisibilityAuto: true });
    };
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition && rendered(animation))
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  }, theme);
}
