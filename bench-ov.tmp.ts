import { fork } from 'node:child_process';
import autocannon from 'autocannon';
const port = 4890;
const child = fork('server/main.ts', [], { env: { ...process.env, NODE_ENV: 'production', COOKIE_SECRET: 'b'.repeat(40), PAYMENT_PROVIDER: 'sandbox', SEED_DEMO_DATA: 'true', LOG_LEVEL: 'warn', PORT: String(port), DATA_DIR: '/tmp/dev-data', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '1000' }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
for (;;) { try { if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 200)); }
const url = `http://127.0.0.1:${port}/es`; const headers = { 'accept-encoding': 'br' };
await autocannon({ url, headers, connections: 10, amount: 200 });
const r = await autocannon({ url, headers, connections: 200, duration: Number(process.argv[2] ?? 15) });
console.log({ total: r.requests.total, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, codes: r.statusCodeStats, errors: r.errors, timeouts: r.timeouts });
child.kill('SIGTERM');
