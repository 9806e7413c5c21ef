import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

// unit: pure rules, no I/O. integration: buildApp() + inject against the built site and a real database.
// e2e: the built server in Debian's Chromium. All run with `npm test` (after `npm run build`).
export default defineConfig({
  plugins: [lingui()],
  test: {
    // Two files at a time, e2e included (each file has its own site, database and browser). Vitest's default on
    // a 2-core machine is one worker (cores − 1), and these files wait on browsers, timers and databases as much
    // as they compute: on a slow day here, one at a time took CI to 28 minutes of its 30.
    maxWorkers: 2,
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
