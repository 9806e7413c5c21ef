import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

// unit: pure rules, no I/O. integration: buildApp() + inject against the built site and a real database.
// e2e: the built server in Debian's Chromium. All run with `npm test` (after `npm run build`).
export default defineConfig({
  plugins: [lingui()],
  test: {
    // Three files at a time on a 2-core machine, e2e included (each file has its own site, database and browser).
    // These files wait on browsers, timers, sockets and child processes as much as they compute, so a third file
    // fills the waits: on an idle machine .ci/run took 547 s with three (650 s of CPU: 59 % of two cores; vitest
    // 466 s), where the last run with two took 981 s. One at a time (Vitest's default here, cores − 1) took CI to
    // 28 minutes. Tests wait for conditions, never fixed times, so a busier machine makes them slower, not red.
    maxWorkers: 3,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
    // No retries anywhere: a test that passes only on its second try hides a race until it fails twice. Tests wait
    // for conditions (expect.poll, waitFor, the page's own clock), never for a fixed time; a failed e2e test prints
    // where its pages stood, the browser's errors and the site's warnings ([e2e failure], tests/helpers/browser.ts).
    retry: 0,
    // Every run ends with its 20 slowest tests and 10 slowest files: no test may take a minute (testTimeout).
    reporters: ['default', './tests/reporters/slowest-tests.ts'],
  },
});
