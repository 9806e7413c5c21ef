// A render made to be stored: the HTML of a 200 page, with the CSP nonce of the request that rendered it, its RSC
// payload split out and stored beside it (server/pages/rsc-payload.ts), tagged with what it read.
import type { FastifyRequest } from 'fastify';
import { collectTags } from '../../src/domain/render-tags.ts';
import { rscUrlOf } from '../../src/rsc-address.ts';
import { splitUrl } from '../http/request-target.ts';
import { payloadCacheKey } from './cache-keys.ts';
import type { ForwardOptions, PagesOptions } from './options.ts';
import type { PageToStore } from './page-cache.ts';
import { callWaku } from './render-gate.ts';
import { splitInlinePayload } from './rsc-payload.ts';
import type { Rendered } from './waku-request.ts';

/**
 * What Waku answered, read for the cache: only complete 200 HTML without cookies is stored, with the tags of what
 * the render read (domain/render-tags.ts: the reads of the RSC render, made on this thread while the HTML is read;
 * the HTML thread only turns the payload into HTML). A change during the render keeps it out of the cache.
 */
export async function renderForCache(
  request: FastifyRequest,
  options: PagesOptions,
  forwardOptions: ForwardOptions,
): Promise<{ stored?: PageToStore; rendered?: Rendered }> {
  const since = options.pageCache.ticket();
  const { result, tags } = await collectTags(async () => {
    const rendered = await callWaku(request, options, forwardOptions);
    const response = rendered.result;
    const storable =
      response.status === 200 &&
      (response.headers.get('content-type') ?? '').startsWith('text/html') &&
      response.headers.getSetCookie().length === 0 &&
      response.body !== null;
    return { rendered, html: storable ? await response.text() : undefined };
  });
  const { rendered, html } = result;
  if (html === undefined) return { rendered };
  // The render carried this request's nonce (waku-request.ts); the entry keeps it for every visitor it serves.
  const nonce = request.cspNonce;
  const { path: pagePath, query } = splitUrl(forwardOptions.pageUrl);
  const split = splitInlinePayload(html, rscUrlOf(pagePath, query));
  const headers = { 'cache-control': 'public, max-age=0, must-revalidate' };
  if (split) {
    options.pageCache.set(
      payloadCacheKey(forwardOptions.pageUrl, options.maintenance()),
      {
        status: 200,
        headers: { ...headers, 'content-type': 'text/x-component; charset=utf-8' },
        nonce,
        body: split.rsc,
        tags,
      },
      since,
    );
  }
  return {
    stored: {
      status: 200,
      headers: { ...headers, 'content-type': 'text/html; charset=utf-8' },
      // The entry's own nonce: every response from it sends this one (page-cache.ts,
      // docs/decisions/006-render-cache-for-anonymous-pages.md).
      nonce,
      body: Buffer.from(split?.html ?? html),
      tags,
    },
  };
}
