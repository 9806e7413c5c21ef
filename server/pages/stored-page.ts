// Serving a page from the page cache: its own nonce, its stored compressed variant, 304 on a matching ETag.
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ENCODINGS } from '../http/compression.ts';
import type { CachedPage, PageToStore } from './page-cache.ts';

/** True when If-None-Match names the entry's tag (weak comparison, RFC 9110 §13.1.2). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * Sends a stored page as it is: its own nonce in the CSP, its stored compressed variant when the visitor accepts
 * it (otherwise @fastify/compress compresses the Buffer), 304 when the visitor holds it already. No copy.
 */
export function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage | PageToStore,
  state: 'hit' | 'miss',
) {
  request.cspNonce = page.nonce;
  reply
    .code(page.status)
    .headers(page.headers)
    .header('x-page-cache', state)
    .header('vary', 'accept-encoding');
  if (!('etag' in page)) return reply.send(page.body);
  reply.header('etag', page.etag);
  if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  const accept = request.headers['accept-encoding'];
  const available = ENCODINGS.filter((encoding) => page.encoded[encoding]);
  const encoding = accept && available.length > 0 ? negotiate(accept, available) : undefined;
  const encoded = encoding ? page.encoded[encoding as (typeof ENCODINGS)[number]] : undefined;
  if (!encoded) return reply.send(page.body);
  reply.header('content-encoding', encoding as string);
  return reply.send(encoded);
}
