import type { FastifyInstance } from 'fastify';
import type { MaintenanceState } from '../../src/domain/maintenance.ts';

export type ReadinessCheck = () => Promise<unknown>;

/** /healthz: the process answers. /readyz: every dependency answers (503 with the failing ones otherwise). */
export async function healthRoutes(
  app: FastifyInstance,
  { checks, maintenance }: { checks: Record<string, ReadinessCheck>; maintenance: () => MaintenanceState },
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
          results[name] = { ok: true, detail: await check() };
        } catch (error) {
          request.log.error({ err: error, check: name }, 'Readiness check failed');
          results[name] = { ok: false, error: error instanceof Error ? error.message : String(error) };
        }
      }),
    );
    const ready = Object.values(results).every((result) => result.ok);
    reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
    return { status: ready ? 'ready' : 'unavailable', checks: results, maintenance: maintenance().active };
  });
}
