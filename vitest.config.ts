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
          // Two retries while an open bug stands: a page reached after a form post sometimes settles with an empty
          // body (no <title>, no <main>, about the size of its scripts alone; seen three times in CI on
          // payment-success and subscription pages; docs/decisions.md). vitest reports every test that needed a
          // retry, and each failed attempt prints its pages and the site's warnings ([e2e failure],
          // tests/helpers/browser.ts). Back to 1 once it is fixed.
          retry: 2,
        },
      },
    ],
  },
});
