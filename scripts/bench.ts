// npm run bench — requests/s and p99 for pages served by the built site, uncached and from the page cache,
// each next to a server returning the same bytes from memory (the ceiling), measured side by side in one run.
// Then the sandbox checkout's orders/s and the image endpoint cold (encoding) and warm (cached) for a 1280 px webp.
// Usage: node scripts/bench.ts [--duration 10] [--connections 10] [/es /es/about ...]
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const routes =
  positionals.length > 0
    ? positionals
    : [
        '/es',
        '/en/about',
        // The catalogue (issue 3): a listing with a selection and one course page.
        '/es/accredited-courses?state=FL&industry=insurance&specialty=2-15',
        '/es/courses/details/annuity-suitability-4h',
      ];
const duration = Number(values.duration);
/** The checkout the bench buys (a multi-state course: the form names the state). */
const BENCH_COURSE = 'annuity-suitability-4h';
const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' };
const connections = Number(values.connections);
/** A 1200×630 PNG the build ships; at w=1280 it is re-encoded at its own width (never enlarged). */
const IMAGE_SOURCE = '/social/home-es.png';

const root = path.resolve(import.meta.dirname, '..');

function start(
  script: string,
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
): Promise<ChildProcess> {
  const child = fork(path.join(root, script), args, {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', COOKIE_SECRET: 'b'.repeat(40), ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 30_000;
    const poll = async () => {
      try {
        if ((await fetch(readyUrl)).ok) return resolve(child);
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) return reject(new Error(`${script} did not start`));
      setTimeout(poll, 100);
    };
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    void poll();
  });
}

async function measure(url: string) {
  const result = await autocannon({ url, connections, duration });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    bytes: result.throughput.average / result.requests.average,
  };
}

const portBase = Number(process.env.BENCH_PORT_BASE ?? 4801);
const cachedPort = portBase;
const uncachedPort = portBase + 1;
const ceilingPort = portBase + 2;
const children: ChildProcess[] = [];
try {
  // Each server gets its own embedded database: two PGlite processes must never share a data directory.
  const workDir = await mkdtemp(path.join(tmpdir(), 'quest-bench-'));
  const dataDir = (name: string) => path.join(workDir, name);
  children.push(
    await start(
      'server/main.ts',
      [],
      // A fresh image cache per run: the cold image measurement must encode every time.
      { PORT: String(cachedPort), DATA_DIR: dataDir('cached'), IMAGE_CACHE_DIR: dataDir('cached-images') },
      `http://127.0.0.1:${cachedPort}/readyz`,
    ),
  );
  children.push(
    await start(
      'server/main.ts',
      [],
      // Checkout's per-IP limit off: every request here comes from one address.
      {
        PORT: String(uncachedPort),
        HTML_CACHE_TTL_MS: '0',
        DATA_DIR: dataDir('uncached'),
        IMAGE_CACHE_DIR: dataDir('uncached-images'),
        CHECKOUT_RATE_LIMIT: '0',
      },
      `http://127.0.0.1:${uncachedPort}/readyz`,
    ),
  );
  console.log(
    `connections ${connections}, ${duration} s per target, targets measured one after another on this machine\n`,
  );
  const rows: string[][] = [];
  // Checkout (issue 10): the checkout page and a receipt are personal (never cached): measured on the uncached
  // server only, each next to its ceiling; then the orders per second the sandbox checkout sustains.
  const checkout = await placeBenchOrder(uncachedPort);
  // Issue 11: the seed's issued demo certificate (src/db/seed/learning.ts), personal like a receipt.
  const certificate = '/es/certificates/c_demoIssuedMariaLopez01';
  const personalRoutes = positionals.length > 0 ? [] : [checkout.page, checkout.receipt, certificate];
  for (const route of [...routes, ...personalRoutes]) {
    const personal = personalRoutes.includes(route);
    const html = await (
      await fetch(`http://127.0.0.1:${personal ? uncachedPort : cachedPort}${route}`)
    ).text();
    const file = path.join(workDir, 'page.html');
    await writeFile(file, html);
    const ceiling = await start(
      'scripts/bench-ceiling.ts',
      [file, String(ceilingPort)],
      {},
      `http://127.0.0.1:${ceilingPort}/`,
    );
    try {
      const top = await measure(`http://127.0.0.1:${ceilingPort}${route}`);
      const cached = personal ? undefined : await measure(`http://127.0.0.1:${cachedPort}${route}`);
      const uncached = await measure(`http://127.0.0.1:${uncachedPort}${route}`);
      const ratio = (value: number) => `${((value / top.rps) * 100).toFixed(1)}%`;
      rows.push([
        route,
        `${(html.length / 1024).toFixed(1)} KB`,
        'ceiling (same bytes from memory)',
        top.rps.toFixed(0),
        `${top.p99} ms`,
        '100%',
      ]);
      if (cached) {
        rows.push([
          route,
          '',
          'page, render cache',
          cached.rps.toFixed(0),
          `${cached.p99} ms`,
          ratio(cached.rps),
        ]);
      }
      rows.push([
        route,
        '',
        'page, rendered every time',
        uncached.rps.toFixed(0),
        `${uncached.p99} ms`,
        ratio(uncached.rps),
      ]);
    } finally {
      ceiling.kill();
    }
  }
  const header = ['route', 'size', 'target', 'req/s', 'p99', 'of ceiling'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  const sustained = await measureOrders(uncachedPort, checkout.slug);
  console.log(
    `\nsandbox checkout, POST ${checkout.slug} with card 4242, c=${connections}: ${sustained.rps.toFixed(0)} orders/s, p99 ${sustained.p99} ms (${sustained.orders} orders, all 303)`,
  );
  const images = await measureImages(uncachedPort, cachedPort);
  console.log(
    `\nimage endpoint, ${IMAGE_SOURCE} at w=1280 as webp, c=${connections}: cold (every request encodes) ${images.cold.toFixed(1)} req/s over ${images.coldCount} variants; warm (memory cache) ${images.warm.rps.toFixed(0)} req/s, p99 ${images.warm.p99} ms`,
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
}

/**
 * Cold: `coldCount` distinct variants (the shipped social cards × qualities 5…95, none asked before) fetched
 * `connections` at a time, so every request decodes and encodes; req/s = variants / elapsed. Warm: autocannon on
 * one variant already in the memory cache.
 */
async function measureImages(coldPort: number, warmPort: number) {
  const url = (port: number, source: string, q: number) =>
    `http://127.0.0.1:${port}/_image?url=${encodeURIComponent(source)}&w=1280&q=${q}`;
  const headers = { accept: 'image/webp,*/*' };
  const sources = ['home', 'catalog', 'bundle', 'audience', 'generic'].flatMap((kind) =>
    ['es', 'en'].map((locale) => `/social/${kind}-${locale}.png`),
  );
  const variants = sources.flatMap((source) =>
    Array.from({ length: 19 }, (_, i) => url(coldPort, source, 5 + i * 5)),
  );
  const coldCount = 60;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < coldCount) {
        const response = await fetch(variants[next++] ?? '', { headers });
        await response.arrayBuffer();
        if (response.headers.get('x-image-cache') !== 'miss')
          throw new Error('cold image request was a cache hit');
      }
    }),
  );
  const cold = coldCount / ((performance.now() - started) / 1000);
  await (await fetch(url(warmPort, IMAGE_SOURCE, 100), { headers })).arrayBuffer();
  const result = await autocannon({ url: url(warmPort, IMAGE_SOURCE, 100), connections, duration, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`image: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { cold, coldCount, warm: { rps: result.requests.average, p99: result.latency.p99 } };
}

/** The checkout form as a browser posts it, with a fresh attempt (a new order each time). */
function orderForm(): string {
  return new URLSearchParams({
    attempt: randomBytes(18).toString('base64url'),
    fullName: 'Bench Buyer',
    email: 'bench@example.com',
    emailConfirm: 'bench@example.com',
    state: 'FL',
    paymentMethod: 'card',
    cardNumber: '4242424242424242',
    cardExpiry: '12/34',
    cardCvc: '123',
  }).toString();
}

/** One real order, for the receipt page. */
async function placeBenchOrder(port: number) {
  const response = await fetch(`http://127.0.0.1:${port}/checkout/${BENCH_COURSE}?lang=es`, {
    method: 'POST',
    headers: FORM_HEADERS,
    body: orderForm(),
    redirect: 'manual',
  });
  const transactionId = new URL(response.headers.get('location') ?? '', 'http://x').searchParams.get(
    'transactionId',
  );
  if (response.status !== 303 || !transactionId) throw new Error(`checkout answered ${response.status}`);
  return {
    slug: BENCH_COURSE,
    page: `/es/courses/buy/${BENCH_COURSE}?state=FL`,
    receipt: `/es/receipts/${transactionId}`,
  };
}

/** Orders per second through the sandbox: every request a new attempt, so every one places and settles an order. */
async function measureOrders(port: number, slug: string) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/checkout/${slug}?lang=es`,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        headers: FORM_HEADERS,
        setupRequest: (request) => ({ ...request, body: orderForm() }),
      },
    ],
  });
  const redirects = result['3xx'];
  if (result.errors > 0 || redirects !== result.requests.total) {
    throw new Error(
      `checkout: ${redirects} of ${result.requests.total} answered 303, ${result.errors} errors`,
    );
  }
  return { rps: result.requests.average, p99: result.latency.p99, orders: redirects };
}
