// Client navigation's RSC requests (/RSC/R/<page>.txt): a public page's payload comes from the page cache, stored
// beside its HTML; server functions (/RSC/F/…) are refused.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { canonicalPageQuery } from '../../src/domain/page-query.ts';
import { splitLocalePath } from '../../src/i18n/locales.ts';
import { isPersonalPage } from '../../src/routes.ts';
import { pagePathOfRscUrl } from '../../src/rsc-address.ts';
import { cacheKey, payloadCacheKey } from './cache-keys.ts';
import { HttpError } from './errors.ts';
import { forward } from './forward.ts';
import { localeFor } from './locale.ts';
import { closedForMaintenance } from './maintenance-redirect.ts';
import type { ForwardOptions, PagesOptions } from './options.ts';
import { renderForCache } from './render-for-cache.ts';
import { sendStored } from './stored-page.ts';

export function handleRsc(
  request: FastifyRequest,
  reply: FastifyReply,
  options: PagesOptions,
  path: string,
  query: string,
) {
  // Waku server functions (/RSC/F/…) are not used: every post goes to a Fastify route that validates it (forms,
  // sign-in). Refusing them here keeps unvalidated RPC bodies away from Waku's decoder
  // (docs/decisions/002-fastify-in-front-of-waku.md).
  if (path.startsWith('/RSC/F/')) throw new HttpError(404, 'Server functions are not served');
  const pagePath = pagePathOfRscUrl(path);
  if (pagePath === undefined) throw new HttpError(404, 'Not an RSC address');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    reply.header('allow', 'GET, HEAD');
    throw new HttpError(405, `${request.method} is not allowed on a page`);
  }
  const split = splitLocalePath(pagePath);
  if (!split.locale) {
    // Waku's client router fetches its not-found page at /RSC/R/404.txt, without a locale, when a client navigation
    // lands on a page that calls notFound(): it is rendered in the visitor's language, as an unprefixed address is,
    // and so kept out of shared caches (personal) like the redirect of an unprefixed address.
    if (pagePath !== '/404') throw new HttpError(404, 'RSC page without a locale');
    reply.header('vary', 'cookie, accept-language');
    return forward(request, reply, options, {
      locale: localeFor(request),
      pageUrl: pagePath,
      cacheable: false,
      personal: true,
    });
  }
  if (closedForMaintenance(options.maintenance(), split.rest)) {
    return reply.redirect(`/${split.locale}`, 302);
  }
  // Waku's client router sends the page's own query wrapped in one parameter (?query=welcome%3D1): unwrap it, so a
  // client-side render of a page reads the same parameters as its HTML render.
  const pageQueryString =
    new URLSearchParams(query.startsWith('?') ? query.slice(1) : query).get('query') ?? '';
  const pageQuery = canonicalPageQuery(pageQueryString);
  const personal =
    isPersonalPage(split.rest) || pageQuery.personal || (options.isPersonalRequest?.(request) ?? false);
  const forwardOptions: ForwardOptions = {
    locale: split.locale,
    pageUrl: personal
      ? `${pagePath}${pageQueryString ? `?${pageQueryString}` : ''}`
      : `${pagePath}${pageQuery.search}`,
    cacheable: false,
    personal,
  };
  if (!personal && options.pageCache.enabled)
    return sendStoredPayload(request, reply, options, forwardOptions);
  return forward(request, reply, options, forwardOptions);
}

/**
 * A public page's RSC comes from the page cache, where it was stored beside the page's HTML
 * (server/pages/rsc-payload.ts): the stored HTML's bootstrap asks for it, and client navigation reads it without a
 * render. On a miss the page is rendered as HTML, which stores both; a page that cannot be stored is rendered as RSC,
 * as before.
 */
async function sendStoredPayload(
  request: FastifyRequest,
  reply: FastifyReply,
  options: PagesOptions,
  forwardOptions: ForwardOptions,
) {
  const maintenance = options.maintenance();
  const key = payloadCacheKey(forwardOptions.pageUrl, maintenance);
  const stored = options.pageCache.get(key);
  if (stored) return sendStored(request, reply, stored, 'hit');
  // The page is still held but its payload was evicted (crawlers read the HTML alone, so it stays recent): drop the
  // page too, so the render below stores both again instead of every visitor's payload being rendered on its own.
  const pageKey = cacheKey(forwardOptions.pageUrl, maintenance);
  if (options.pageCache.get(pageKey)) options.pageCache.dropKey(pageKey);
  await options.pageCache.fill(pageKey, () =>
    renderForCache(request, options, { ...forwardOptions, cacheable: true, asPage: true }).then(
      async ({ stored, rendered }) => {
        // Nothing is sent from this render: only what it stored is used.
        await rendered?.result.body?.cancel().catch(() => {});
        return stored;
      },
    ),
  );
  const filled = options.pageCache.get(key);
  if (filled) return sendStored(request, reply, filled, 'miss');
  return forward(request, reply, options, forwardOptions);
}
