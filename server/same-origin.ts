import type { FastifyRequest } from 'fastify';

/**
 * A post from one of our own pages: Sec-Fetch-Site same-origin (or a typed address), and an Origin, when
 * present, that is this site. Cross-site posts (CSRF) are refused before any work is done.
 */
export function isSameOriginPost(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    const allowed = new Set([`${request.protocol}://${request.host}`, new URL(publicUrl).origin]);
    if (!allowed.has(origin)) return false;
  }
  return true;
}
