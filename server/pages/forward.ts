// One page answered: from the page cache when it may be stored there, else rendered through Waku and streamed to
// the visitor (Waku writes the request's CSP nonce on its scripts); a failed render becomes the error page.
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../../src/domain/failures.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import type { FormState } from '../../src/request-context/wire.ts';
import { coalesceChunks } from '../http/coalesce-chunks.ts';
import { splitUrl } from '../http/request-target.ts';
import { redactUrl } from '../process/logger.ts';
import { cacheKey } from './cache-keys.ts';
import { sendErrorPage } from './error-pages.ts';
import { DependencyUnavailableError } from './errors.ts';
import type { ForwardOptions, PagesOptions } from './options.ts';
import { renderForCache } from './render-for-cache.ts';
import { callWaku } from './render-gate.ts';
import { sendStored } from './stored-page.ts';
import { HOP_BY_HOP, type Rendered } from './waku-request.ts';

export async function forward(
  request: FastifyRequest,
  reply: FastifyReply,
  options: PagesOptions,
  forwardOptions: ForwardOptions,
) {
  const { locale, cacheable, personal = false } = forwardOptions;
  let rendered: Rendered | undefined;
  if (cacheable && options.pageCache.enabled) {
    const key = cacheKey(forwardOptions.pageUrl, options.maintenance());
    const cached = options.pageCache.get(key);
    if (cached) return sendStored(request, reply, cached, 'hit');
    // Concurrent misses of one page wait for one render; a response that cannot be stored is each caller's own.
    let own: Rendered | undefined;
    const stored = await options.pageCache.fill(key, async () => {
      const result = await renderForCache(request, options, forwardOptions);
      own = result.rendered;
      return result.stored;
    });
    if (stored) return sendStored(request, reply, stored, 'miss');
    rendered = own;
  }
  rendered ??= await callWaku(request, options, forwardOptions);
  const response = rendered.result;

  const contentType = response.headers.get('content-type') ?? '';
  const isHtml = contentType.startsWith('text/html');
  const { path } = splitUrl(request.url);

  if (response.status >= 500) {
    // The cause was already logged (through the console, with the request id and the database serializer);
    // the body is not logged again: it can echo query parameters.
    await response.body?.cancel().catch(() => {});
    if (rendered.errors.some(isDatabaseUnavailable)) {
      throw new DependencyUnavailableError('The database did not answer while rendering');
    }
    request.log.error({ status: response.status, path: redactUrl(path) }, 'Page render failed');
    return sendErrorPage(request, reply, options, 500, locale);
  }
  if (response.status === 404 && isHtml) {
    const logged = redactUrl(path);
    request.log.warn({ path: logged }, `Page Not Found: ${logged}`);
  }

  reply.code(response.status === 200 && forwardOptions.status ? forwardOptions.status : response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || HOP_BY_HOP.has(name)) continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);

  if (!isHtml || !response.body) {
    // A personal page's RSC (client navigation) is as private as its HTML.
    if (personal) reply.header('cache-control', 'private, no-store');
    if (!contentType && response.body) reply.header('content-type', 'text/x-component; charset=utf-8');
    return reply.send(
      response.body
        ? Readable.fromWeb(response.body.pipeThrough(coalesceChunks()) as NodeWebStream)
        : undefined,
    );
  }
  reply.header('content-type', 'text/html; charset=utf-8');
  reply.header('cache-control', personal ? 'private, no-store' : 'public, max-age=0, must-revalidate');
  // Waku wrote the request's nonce on its scripts (waku-request.ts passes it; src/pages/_interceptors/nonce.ts).
  return reply.send(Readable.fromWeb(response.body.pipeThrough(coalesceChunks()) as NodeWebStream));
}

type NodeWebStream = import('node:stream/web').ReadableStream;

/**
 * Answers a form post by rendering its page again with the post's state (what was typed, what went wrong): the
 * Remix-style "action data" round trip, so a form keeps its values without JavaScript and without a redirect.
 * The page is personal: never cached, `private, no-store`.
 */
export function renderPageForPost(
  request: FastifyRequest,
  reply: FastifyReply,
  options: PagesOptions,
  page: { locale: Locale; pageUrl: string; formState: FormState; status?: number },
) {
  return forward(request, reply, options, {
    locale: page.locale,
    pageUrl: page.pageUrl,
    cacheable: false,
    personal: true,
    formState: page.formState,
    status: page.status,
  });
}
