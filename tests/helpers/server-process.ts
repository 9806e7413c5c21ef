import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { serverNodeFlags, serverProcessEnv } from '../../scripts/bench-server.ts';

// server/main.ts as operators run it, for the process tests: a real child process, real socket, real signals.
const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  /** env.PORT as a number (NaN when not given). */
  port: number;
  /** Everything the process wrote, stdout and stderr interleaved. */
  output: () => string;
  /** The exit code, or the signal's name when a signal ended it (SIGKILL). */
  exited: Promise<NodeJS.Signals | number | null>;
  /** Resolves once /readyz answers 2xx; else throws with the end of the process's output, which says why. */
  ready: (timeoutMs?: number) => Promise<void>;
  kill: (signal?: NodeJS.Signals) => void;
}

/** Starts `node server/main.ts` (with `npm run serve`'s flags and environment) with NODE_ENV=test, LOG_LEVEL=info and `env` over this process's environment. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  // With the Node flags of `npm run serve`, as operators run it.
  const child = spawn(process.execPath, [...serverNodeFlags(root), 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...serverProcessEnv(root), NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk) => (text += chunk));
  child.stderr?.on('data', (chunk) => (text += chunk));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? code)),
  );
  const port = Number(env.PORT);
  return {
    child,
    port,
    output: () => text,
    exited,
    ready: (timeoutMs = 60_000) =>
      waitFor(
        async () => ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok ? true : undefined),
        `port ${port} to be ready`,
        timeoutMs,
      ).then(
        () => undefined,
        (error: Error) => {
          throw new Error(`${error.message}\n${text.slice(-3000)}`);
        },
      ),
    kill: (signal = 'SIGTERM') => {
      child.kill(signal);
    },
  };
}

/** Polls `check` until it gives a value other than undefined/false (a throw counts as not yet). */
export async function waitFor<T>(
  check: () => Promise<T | undefined> | T | undefined,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}
