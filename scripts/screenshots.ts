// Screenshots of pages in both locales, at 390 px and 1280 px, light and dark, from a running server.
// Usage: node scripts/screenshots.ts --base http://127.0.0.1:3000 --out screenshots / /about /missing-page
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser, VIEWPORTS } from '../tests/helpers/browser.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    out: { type: 'string', default: 'screenshots' },
    themes: { type: 'string', default: 'light,dark' },
    full: { type: 'boolean', default: false },
  },
});

const pages = positionals.length > 0 ? positionals : ['/'];
await mkdir(values.out, { recursive: true });
const browser = await launchBrowser();
try {
  for (const viewportName of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    for (const theme of values.themes.split(',')) {
      const context = await browser.newContext({ viewport: VIEWPORTS[viewportName] });
      const page = await context.newPage();
      for (const locale of ['es', 'en']) {
        for (const pagePath of pages) {
          const url = `${values.base}/${locale}${pagePath === '/' ? '' : pagePath}${pagePath.includes('?') ? '&' : '?'}theme=${theme}`;
          await page.goto(url, { waitUntil: 'networkidle' });
          const name = `${locale}${pagePath.replace(/[/?=&]+/g, '_') || '_home'}-${viewportName}-${theme}.png`;
          await page.screenshot({ path: path.join(values.out, name), fullPage: values.full });
          console.log(name);
        }
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
