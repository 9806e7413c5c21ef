import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// server/main.ts as operators run it: a real process, real socket, real signals.
const root = path.resolve(import.meta.dirname, '../..');

function startServer(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk) => (text += chunk));
  child.stderr?.on('data', (chunk) => (text += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

async function waitForReady(url: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never became ready`);
}

describe('the server process', () => {
  it('finishes in-flight requests on SIGTERM, closes the database and exits 0', async () => {
    const port = 4700 + Math.floor(Math.random() * 200);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'quest-process-'));
    const server = startServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      HTML_CACHE_TTL_MS: '0',
    });
    try {
      await waitForReady(`http://127.0.0.1:${port}/readyz`);
      const inFlight = fetch(`http://127.0.0.1:${port}/es`); // an uncached render takes tens of milliseconds
      await new Promise((resolve) => setTimeout(resolve, 5));
      server.child.kill('SIGTERM');
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('</html>');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('Shutdown complete');
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 60_000);

  it('refuses to start in production without a COOKIE_SECRET, saying which key', async () => {
    const server = startServer({ NODE_ENV: 'production', COOKIE_SECRET: '', PORT: '0' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('COOKIE_SECRET must be set');
  });
});
