// How the benchmarks (and the process tests) start server/main.ts: with the Node flags operators run it with, read
// from package.json's `serve` script (which `npm start` runs), and in production mode with the demo catalogue.
import { readFileSync } from 'node:fs';
import path from 'node:path';

function serveWords(root: string) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = (manifest.scripts.serve ?? '').split(/\s+/);
  const start = words.indexOf('node');
  const end = words.indexOf('server/main.ts');
  if (start < 0 || end < start)
    throw new Error('package.json: "serve" no longer runs `[NAME=value …] node … server/main.ts`');
  return { words, start, end };
}

/** The Node flags of `npm run serve` (between `node` and `server/main.ts`). */
export function serverNodeFlags(root: string): string[] {
  const { words, start, end } = serveWords(root);
  return words.slice(start + 1, end);
}

/** The environment `npm run serve` sets before `node` (the allocator's settings, decision 060). */
export function serverProcessEnv(root: string): Record<string, string> {
  const { words, start } = serveWords(root);
  return Object.fromEntries(
    words.slice(0, start).map((word) => {
      const equals = word.indexOf('=');
      if (equals <= 0) throw new Error(`package.json: "serve" has "${word}" before node, not NAME=value`);
      return [word.slice(0, equals), word.slice(equals + 1)];
    }),
  );
}

/** The environment a benchmarked server runs in, before its own port, data directory and settings. */
export const BENCH_SERVER_ENV = {
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  COOKIE_SECRET: 'b'.repeat(40),
  // Production names the sandbox and asks for the demo catalogue (issue 28: neither is ever implied).
  PAYMENT_PROVIDER: 'sandbox',
  SEED_DEMO_DATA: 'true',
  // Overload shedding off: on a shared machine a stall of another process would turn a measurement into a window of
  // fast 503s (the shedding itself is tested in tests/integration/robustness.test.ts).
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
};
