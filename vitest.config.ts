import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

// unit: pure rules, no I/O. integration: buildApp() + inject against the built site and a real database.
// e2e: the built server in Debian's Chromium. All run with `npm test` (after `npm run build`).
export default defineConfig({
  plugins: [lingui()],
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One retry, for a wait a loaded 2-core machine can miss; vitest reports every test that needed it, and
          // each failed attempt prints its pages, the browser's errors and the site's warnings ([e2e failure],
          // tests/helpers/browser.ts). The retries of the last sessions all had causes found this way (the search
          // field's replayed focus; ids ending in `_` that blanked a page, docs/decisions.md): read the report
          // before calling a retry timing.
          retry: 1,
        },
      },
    ],
  },
});
