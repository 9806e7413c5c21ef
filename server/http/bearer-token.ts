import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The APIs' bearer tokens (the app's ingestion token, the operator's CE reporting token): one scheme, compared in
// constant time (both sides hashed to the same length first). An API whose token is not configured does not
// exist (404).

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** An onRequest hook: 404 when the API is off, 401 with WWW-Authenticate for a missing or wrong token. */
export function bearerTokenGuard(token: string | undefined, realm: string) {
  const expected = token ? digest(token) : undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (!expected) return reply.code(404).send({ error: 'not_found' });
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (match?.[1] === undefined || !timingSafeEqual(digest(match[1]), expected)) {
      reply.header('www-authenticate', `Bearer realm="${realm}"`);
      return reply.code(401).send({ error: 'unauthorized' });
    }
  };
}
