// npm run bench:soak — long interleaved loads against one or more builds of the site, counting connection errors per
// second (issue 29: an earlier Waku trial answered whole 10 s windows with connection errors, once in a while).
//
// Every server renders every request (page cache off). In each round, each (build, page) pair gets one window of
// `--window` seconds of autocannon at `--connections`, in an order reversed on every other round, until `--minutes`
// have passed. Each window reports its requests, non-2xx answers and errors by code, bucketed per second, and the
// server port's TCP sockets by state (read from /proc/net/tcp once a second: a growing TIME_WAIT count means
// connections are being closed and opened again instead of kept alive). A server that exits ends the run.
// At the end: requests per second and the server's CPU per request (all threads, from /proc) per build and page;
// the builds ran the same pages in the same rounds, so their ratios are a side-by-side comparison.
//
// Usage: node scripts/bench-soak.ts [--minutes 10] [--window 10] [--connections 10]
//        [--build name=/path/to/checkout ...] [--env name:KEY=VALUE ...] [/es/… pages]
// A build is a checkout with `dist/` built and `node_modules/` installed; by default, this one.
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { BENCH_SERVER_ENV, serverNodeFlags, serverProcessEnv } from './bench-server.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    minutes: { type: 'string', default: '10' },
    window: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    build: { type: 'string', multiple: true, default: [] },
    // `name:KEY=VALUE`: an environment variable for one build's server (e.g. `rc:SSR_THREADS=0`).
    env: { type: 'string', multiple: true, default: [] },
  },
});
const pages =
  positionals.length > 0
    ? positionals
    : [
        '/es/accredited-courses?state=FL&industry=insurance&specialty=2-15',
        '/es/courses/details/annuity-suitability-4h',
        '/es',
      ];
const windowSeconds = Number(values.window);
const connections = Number(values.connections);
const endAt = Date.now() + Number(values.minutes) * 60_000;
const root = path.resolve(import.meta.dirname, '..');
const builds = (values.build.length > 0 ? values.build : [`this=${root}`]).map((spec, index) => {
  const [name, dir] = spec.includes('=') ? (spec.split('=', 2) as [string, string]) : [`b${index}`, spec];
  const env = Object.fromEntries(
    values.env
      .filter((spec) => spec.startsWith(`${name}:`))
      .map((spec) => {
        const [key = '', ...rest] = spec.slice(name.length + 1).split('=');
        return [key, rest.join('=')];
      }),
  );
  return { name, dir: path.resolve(dir), env, port: Number(process.env.BENCH_PORT_BASE ?? 4851) + index };
});

/** What one window saw. */
interface Window {
  build: string;
  page: string;
  requests: number;
  non2xx: number;
  /** Errors by code (ECONNRESET, ECONNREFUSED, "timeout", …). */
  errors: Map<string, number>;
  /** Errors in each second of the window. */
  errorsPerSecond: number[];
  /** The port's sockets by TCP state, sampled each second: the largest count of each state seen. */
  sockets: Map<string, number>;
  /** CPU time the server process used during the window (all its threads), in ms. */
  cpuMs: number;
}

/** CPU time (user + system, all threads) a process has used so far, in ms (Linux /proc, 100 ticks/s). */
async function cpuMs(pid: number | undefined): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
}

const TCP_STATES: Record<string, string> = {
  '01': 'ESTABLISHED',
  '02': 'SYN_SENT',
  '03': 'SYN_RECV',
  '04': 'FIN_WAIT1',
  '05': 'FIN_WAIT2',
  '06': 'TIME_WAIT',
  '07': 'CLOSE',
  '08': 'CLOSE_WAIT',
  '09': 'LAST_ACK',
  '0A': 'LISTEN',
  '0B': 'CLOSING',
};

/** Sockets whose local or remote port is `port`, by state (both ends of a loopback connection are counted). */
async function socketStates(port: number): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = await readFile(file, 'utf8').catch(() => '');
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [local, remote, state] = [fields[1], fields[2], fields[3]];
      if (!local || !remote || !state) continue;
      if (!local.endsWith(`:${hexPort}`) && !remote.endsWith(`:${hexPort}`)) continue;
      const name = TCP_STATES[state] ?? state;
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  return counts;
}

async function runWindow(build: (typeof builds)[number], page: string, pid?: number): Promise<Window> {
  const window: Window = {
    build: build.name,
    page,
    requests: 0,
    non2xx: 0,
    errors: new Map(),
    errorsPerSecond: Array.from({ length: windowSeconds + 1 }, () => 0),
    sockets: new Map(),
    cpuMs: 0,
  };
  const cpuBefore = await cpuMs(pid);
  const started = Date.now();
  const sampler = setInterval(async () => {
    for (const [state, count] of await socketStates(build.port)) {
      window.sockets.set(state, Math.max(window.sockets.get(state) ?? 0, count));
    }
  }, 1000);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${build.port}${page}`,
        connections,
        duration: windowSeconds,
        headers: { 'accept-encoding': 'br, gzip' },
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('reqError', (error: NodeJS.ErrnoException) => {
      const code = error.code ?? (error.message === 'request timed out' ? 'timeout' : error.message);
      window.errors.set(code, (window.errors.get(code) ?? 0) + 1);
      const second = Math.min(windowSeconds, Math.floor((Date.now() - started) / 1000));
      window.errorsPerSecond[second] = (window.errorsPerSecond[second] ?? 0) + 1;
    });
  });
  clearInterval(sampler);
  window.cpuMs = (await cpuMs(pid)) - cpuBefore;
  window.requests = result.requests.total;
  window.non2xx = result.non2xx;
  return window;
}

function describe(window: Window): string {
  const errors = [...window.errors].map(([code, count]) => `${code} ${count}`).join(', ') || 'none';
  const sockets = [...window.sockets].map(([state, count]) => `${state} ${count}`).join(', ');
  const perSecond = window.errorsPerSecond.some((n) => n > 0)
    ? ` per second [${window.errorsPerSecond}]`
    : '';
  return `${window.build} ${window.page}: ${window.requests} requests, ${window.non2xx} non-2xx, errors: ${errors}${perSecond}; sockets (max): ${sockets}`;
}

async function startServer(build: (typeof builds)[number], workDir: string): Promise<ChildProcess> {
  const child = fork(path.join(build.dir, 'server/main.ts'), [], {
    cwd: build.dir,
    execArgv: serverNodeFlags(build.dir),
    env: {
      ...process.env,
      ...serverProcessEnv(build.dir),
      PORT: String(build.port),
      DATA_DIR: path.join(workDir, build.name),
      IMAGE_CACHE_DIR: path.join(workDir, `${build.name}-images`),
      ...BENCH_SERVER_ENV,
      HTML_CACHE_TTL_MS: '0',
      ...build.env,
    },
    // The server's warnings and errors stay visible beside the windows they happened in.
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${build.name} exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${build.port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${build.name} did not start`);
}

const servers: ChildProcess[] = [];
let exitCode = 0;
try {
  const workDir = await mkdtemp(path.join(tmpdir(), 'quest-soak-'));
  for (const build of builds) servers.push(await startServer(build, workDir));
  for (const [index, server] of servers.entries()) {
    server.once('exit', (code, signal) => {
      console.log(`${builds[index]?.name} exited (${code ?? signal}) during the run`);
      process.exitCode = 1;
    });
  }
  const pairs = builds.flatMap((build, index) =>
    pages.map((page) => ({ build, page, pid: servers[index]?.pid })),
  );
  console.log(
    `${builds.map((b) => `${b.name} (${b.dir}${Object.keys(b.env).length ? ` ${JSON.stringify(b.env)}` : ''})`).join(', ')}: windows of ${windowSeconds} s at ${connections} connections, page cache off, for ${values.minutes} min`,
  );
  const windows: Window[] = [];
  for (let round = 0; Date.now() < endAt; round++) {
    for (const { build, page, pid } of round % 2 === 0 ? pairs : [...pairs].reverse()) {
      if (Date.now() >= endAt) break;
      const window = await runWindow(build, page, pid);
      windows.push(window);
      if (window.errors.size > 0 || window.non2xx > 0) console.log(`round ${round + 1}: ${describe(window)}`);
    }
  }
  console.log('\nbuild: requests, windows, windows with errors, errors by code, worst second');
  for (const build of builds) {
    const own = windows.filter((w) => w.build === build.name);
    const errors = new Map<string, number>();
    for (const w of own) for (const [code, n] of w.errors) errors.set(code, (errors.get(code) ?? 0) + n);
    const worst = Math.max(0, ...own.flatMap((w) => w.errorsPerSecond));
    const requests = own.reduce((sum, w) => sum + w.requests, 0);
    const failing = own.filter((w) => w.errors.size > 0).length;
    const codes = [...errors].map(([code, n]) => `${code} ${n}`).join(', ') || 'no errors';
    console.log(
      `${build.name}: ${requests} requests, ${own.length} windows, ${failing} with errors, ${codes}, worst second ${worst}`,
    );
    if (failing > 0) exitCode = 1;
  }
  // Throughput side by side: the builds ran the same pages in the same rounds, so their ratio is comparable.
  console.log('\nmean req/s and server CPU per request, per page (sums over the windows)');
  for (const page of pages) {
    const cells = builds.map((build) => {
      const own = windows.filter((w) => w.build === build.name && w.page === page);
      const requests = own.reduce((sum, w) => sum + w.requests, 0);
      const cpu = own.reduce((sum, w) => sum + w.cpuMs, 0);
      const rps = requests / (own.length * windowSeconds);
      return `${build.name} ${rps.toFixed(0)} req/s, ${((cpu * 1000) / requests).toFixed(0)} µs`;
    });
    console.log(`  ${page}: ${cells.join(', ')}`);
  }
  const sample = windows.at(-1);
  if (sample) console.log(`last window: ${describe(sample)}`);
} finally {
  for (const server of servers) {
    server.removeAllListeners('exit');
    server.kill('SIGTERM');
  }
}
process.exitCode = process.exitCode || exitCode;
