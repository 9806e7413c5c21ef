import type { FastifyInstance } from 'fastify';
import type { MaintenanceState } from '../../src/domain/maintenance.ts';

export type ReadinessCheck = () => Promise<unknown>;

/** How long /readyz waits for each check: a dependency that does not answer by then is not ready. */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;

export class ReadinessTimeoutError extends Error {
  override name = 'ReadinessTimeoutError';
  constructor(ms: number) {
    super(`No answer within ${ms} ms`);
  }
}

/** The check's result, or a ReadinessTimeoutError after `ms` (the check itself keeps its own limits). */
export function withTimeout<T>(check: () => Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ReadinessTimeoutError(ms)), ms);
  });
  return Promise.race([Promise.resolve().then(check), timeout]).finally(() => clearTimeout(timer));
}

/** /healthz: the process answers. /readyz: every dependency answers (503 with the failing ones otherwise). */
export async function healthRoutes(
  app: FastifyInstance,
  {
    checks,
    maintenance,
    timeoutMs = READINESS_CHECK_TIMEOUT_MS,
  }: {
    checks: Record<string, ReadinessCheck>;
    maintenance: () => MaintenanceState;
    /** Per check (default READINESS_CHECK_TIMEOUT_MS); the checks run in parallel. */
    timeoutMs?: number;
  },
) {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
  });

  app.get('/readyz', async (request, reply) => {
    const results: Record<string, { ok: boolean; detail?: unknown; error?: string }> = {};
    await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          results[name] = { ok: true, detail: await withTimeout(check, timeoutMs) };
        } catch (error) {
          request.log.error({ err: error, check: name }, 'Readiness check failed');
          results[name] = { ok: false, error: error instanceof Error ? error.message : String(error) };
        }
      }),
    );
    // Shutting down (server/http/connections.ts): a load balancer stops sending new requests here.
    const draining = app.draining === true;
    const ready = !draining && Object.values(results).every((result) => result.ok);
    reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
    return {
      status: draining ? 'draining' : ready ? 'ready' : 'unavailable',
      checks: results,
      maintenance: maintenance().active,
    };
  });
}
