import type { FastifyInstance, FastifyRequest } from 'fastify';
import { limitPerIp } from './rate-limits.ts';

/**
 * A post from one of our own pages: Sec-Fetch-Site same-origin (the browser's word; personal pages send
 * `Referrer-Policy: no-referrer`, under which their own posts carry `Origin: null`), else an Origin, when present,
 * that is this site. Cross-site posts (CSRF) are refused before any work is done.
 */
export function isSameOriginPost(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'same-origin') return true;
  if (typeof site === 'string' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    const allowed = new Set([`${request.protocol}://${request.host}`, new URL(publicUrl).origin]);
    if (!allowed.has(origin)) return false;
  }
  return true;
}

/**
 * The guard of every money post (checkout, subscriptions, Quester upgrades, company seats): no-store, same origin
 * only (403 otherwise) and at most `limit` posts per IP in the window (429 with Retry-After, through
 * @fastify/rate-limit: server/forms/rate-limits.ts). Register it in the plugin that holds those routes; `name` keys the
 * shared rate-limit counters.
 */
export async function guardPosts(
  app: FastifyInstance,
  {
    name,
    publicUrl,
    limit,
    windowMs = 10 * 60 * 1000,
  }: { name: string; publicUrl: string; limit: number; windowMs?: number },
): Promise<void> {
  const limited = limit > 0 ? await limitPerIp(app, { name, limit, windowMs }) : undefined;
  app.addHook('preHandler', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isSameOriginPost(request, publicUrl)) {
      request.log.warn({ route: request.routeOptions.url, guard: name }, 'Cross-site post refused');
      throw Object.assign(new Error('Cross-site post'), { statusCode: 403 });
    }
    await limited?.(request, reply);
  });
}
