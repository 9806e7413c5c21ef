import { Readable } from 'node:stream';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../src/config/env.ts';
import { collectTags } from '../../src/domain/cache-tags.ts';
import { isDatabaseUnavailable } from '../../src/domain/failures.ts';
import { isOpenDuringMaintenance, type MaintenanceState } from '../../src/domain/maintenance.ts';
import { canonicalPageQuery } from '../../src/domain/page-query.ts';
import { safeRedirectTarget } from '../../src/domain/redirects.ts';
import {
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  type Locale,
  localePath,
  negotiateLocale,
  splitLocalePath,
} from '../../src/i18n/locales.ts';
import {
  type FormState,
  INTERNAL_HEADER_PREFIX,
  requestContextHeaders,
} from '../../src/request-context/wire.ts';
import { isPersonalPage } from '../../src/routes.ts';
import { pagePathOfRscUrl, rscUrlOf } from '../../src/rsc-address.ts';
import { coalesceChunks } from '../http/coalesce-chunks.ts';
import { ENCODINGS } from '../http/compression.ts';
import { addNonceToScripts, createNonce, nonceTransform } from '../http/csp.ts';
import { classifyRequestTarget, splitUrl } from '../http/request-target.ts';
import { withRequestLog } from '../process/console-log.ts';
import { redactUrl } from '../process/logger.ts';
import type { CachedPage, PageCache, PageToStore } from './page-cache.ts';
import { splitInlinePayload } from './rsc-payload.ts';
import type { WakuFetch } from './waku.ts';

/** Bodies sent to pages are read (and dropped) up to this size; past it, 413. */
export const MAX_BODY_BYTES = 1024 * 1024;
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
  'content-length',
]);

export interface PagesOptions {
  config: AppConfig;
  waku: WakuFetch;
  maintenance: () => MaintenanceState;
  pageCache: PageCache;
  /** Requests that carry personal state (a sign-in cookie) bypass the page cache. */
  isPersonalRequest?: (request: FastifyRequest) => boolean;
  /** Renders in progress (set by pagesPlugin). */
  renders?: { inFlight: number };
  /** The process is overloaded: a render is refused with a 503 (a stored page is still served). */
  underPressure?: () => boolean;
}

export class BadRequestError extends Error {
  statusCode = 400;
}

class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

/**
 * A render refused because the process is overloaded. Its answer is the static 503 page (issue 28): rendering the
 * error page through Waku would cost what the refused render would have.
 */
export class OverloadedError extends HttpError {
  constructor(message: string) {
    super(503, message);
  }
}

/** Everything that is not a Fastify route goes to Waku from here: locale, maintenance, cache, errors. */
export async function pagesPlugin(app: FastifyInstance, options: PagesOptions) {
  // No request body reaches Waku (pages are GET only), but one is still read here, bounded, chunked or not:
  // Fastify answers 413 past the limit, and a small one gets the 405 below.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  // One render counter for every page render of the process (form posts answered with a page count too).
  const withCounter = options.renders ? options : { ...options, renders: { inFlight: 0 } };
  app.all('/*', (request, reply) => handlePage(request, reply, withCounter));
}

function localeFor(request: FastifyRequest): Locale {
  return negotiateLocale({
    // Undefined when the request failed before @fastify/cookie parsed it (e.g. a malformed URL).
    cookie: request.cookies?.[LOCALE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
}

async function handlePage(request: FastifyRequest, reply: FastifyReply, options: PagesOptions) {
  const target = classifyRequestTarget(request.url);
  if (target.kind === 'bad') throw new BadRequestError(target.reason);
  if (target.kind === 'redirect') {
    reply.header('cache-control', 'public, max-age=3600');
    return reply.redirect(safeRedirectTarget(target.location, '/'), 301);
  }
  const { path, query } = target;

  // Client navigation (/RSC/R/<page>.txt) and server functions (/RSC/F/...) carry their page in the path.
  if (path.startsWith('/RSC/')) return handleRsc(request, reply, options, path, query);

  if (request.method !== 'GET' && request.method !== 'HEAD') {
    // Pages are read, never posted to: forms post to /forms/*, sign-in to /auth/ocid/*.
    reply.header('allow', 'GET, HEAD');
    throw new HttpError(405, `${request.method} is not allowed on a page`);
  }

  const { locale, rest } = splitLocalePath(path);
  if (!locale) {
    reply.header('vary', 'cookie, accept-language');
    reply.header('cache-control', 'private, no-store');
    const home = `/${localeFor(request)}`;
    return reply.redirect(safeRedirectTarget(`${localePath(localeFor(request), path)}${query}`, home), 302);
  }

  if (options.maintenance().active && !isOpenDuringMaintenance(rest)) {
    reply.header('cache-control', 'no-store');
    return reply.redirect(`/${locale}`, 302);
  }

  if (request.cookies[LOCALE_COOKIE] !== locale) {
    reply.setCookie(LOCALE_COOKIE, locale, {
      path: '/',
      maxAge: LOCALE_COOKIE_MAX_AGE_S,
      sameSite: 'lax',
      httpOnly: true,
      secure: options.config.production,
    });
  }

  const pageQuery = canonicalPageQuery(query);
  const personal =
    isPersonalPage(rest) || pageQuery.personal || (options.isPersonalRequest?.(request) ?? false);
  return forward(request, reply, options, {
    locale,
    // Personal pages are never stored, so they may read every parameter (the sign-in callback's code and state).
    pageUrl: personal ? `${path}${query}` : `${path}${pageQuery.search}`,
    cacheable: !personal,
    personal,
  });
}

function handleRsc(
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
  if (options.maintenance().active && !isOpenDuringMaintenance(split.rest)) {
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
  if (options.pageCache.get(pageKey)) options.pageCache.invalidate((held) => held === pageKey);
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

function cacheKey(pageUrl: string, maintenance: MaintenanceState): string {
  return `${pageUrl}#${maintenance.active ? `${maintenance.label}|${maintenance.labelSpanish}` : ''}`;
}

/** The page's RSC payload, stored beside its HTML. */
function payloadCacheKey(pageUrl: string, maintenance: MaintenanceState): string {
  return `rsc:${cacheKey(pageUrl, maintenance)}`;
}

/** The origin of the URL Waku routes on; the Host header was checked in app.ts. */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function toWakuRequest(
  request: FastifyRequest,
  extraHeaders: Record<string, string>,
  path: string = request.url,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name.startsWith(INTERNAL_HEADER_PREFIX)) continue;
    try {
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    } catch {
      // Not a valid header value for fetch (characters above U+00FF): the page does not need it.
    }
  }
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  return new Request(`${originOf(request)}${path}`, { method: 'GET', headers });
}

interface ForwardOptions {
  locale: Locale;
  /** Path and canonical query the page renders from (domain/page-query). */
  pageUrl: string;
  cacheable: boolean;
  personal?: boolean;
  /** A form post answered with its page again (renderPageForPost). */
  formState?: FormState;
  /** The status to answer with instead of Waku's 200 (422 for a form with errors). */
  status?: number;
  /** Render pageUrl as an HTML page whatever the request's own address (an RSC request filling the cache). */
  asPage?: boolean;
}

/**
 * What Waku answered, read for the cache: only complete 200 HTML without cookies is stored, with the tags of what
 * the render read (domain/cache-tags.ts: the reads of the RSC render, made on this thread while the HTML is read;
 * the HTML thread only turns the payload into HTML). A change during the render keeps it out of the cache.
 */
async function renderForCache(
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
  const nonce = createNonce();
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
      body: Buffer.from(addNonceToScripts(split?.html ?? html, nonce)),
      tags,
    },
  };
}

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
function sendStored(
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

/**
 * Past config.MAX_CONCURRENT_RENDERS renders in progress a new one is refused at once with a 503 and Retry-After:
 * a queue of renders on two cores only turns into time-outs for everyone (cache hits are still served).
 */
async function callWaku(request: FastifyRequest, options: PagesOptions, forwardOptions: ForwardOptions) {
  const limit = options.config.MAX_CONCURRENT_RENDERS;
  const renders = options.renders ?? { inFlight: 0 };
  if (limit > 0 && renders.inFlight >= limit) {
    throw new OverloadedError(`Overloaded: ${renders.inFlight} renders in flight`);
  }
  if (options.underPressure?.()) throw new OverloadedError('Overloaded: the event loop is late');
  renders.inFlight += 1;
  try {
    return await renderWithWaku(request, options, forwardOptions);
  } finally {
    renders.inFlight -= 1;
  }
}

function renderWithWaku(request: FastifyRequest, options: PagesOptions, forwardOptions: ForwardOptions) {
  const { formState } = forwardOptions;
  const wakuRequest = toWakuRequest(
    request,
    {
      ...requestContextHeaders({
        locale: forwardOptions.locale,
        pageUrl: forwardOptions.pageUrl,
        auth: request.authState,
        learnerSession: request.learnerSession,
        formState,
      }),
      ...(forwardOptions.asPage ? { accept: 'text/html' } : {}),
    },
    // A form post is answered with a GET render of its page.
    formState || forwardOptions.asPage ? forwardOptions.pageUrl : request.url,
  );
  // Anything Waku or React print while rendering is logged as JSON with this request's id (server/process/console-log).
  return withRequestLog(request.log, () => options.waku(wakuRequest));
}

/** A failed render because the database did not answer is a 503 (retry soon), not a bug. */
class DependencyUnavailableError extends Error {
  readonly statusCode = 503;
}

async function forward(
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
  const stream = response.body.pipeThrough(coalesceChunks()).pipeThrough(nonceTransform(request.cspNonce));
  return reply.send(Readable.fromWeb(stream as NodeWebStream));
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
type Rendered = Awaited<ReturnType<typeof renderWithWaku>>;

/**
 * Renders the 4xx/5xx error page through Waku; falls back to static HTML if that fails too. Never throws: it
 * runs from error handlers, where a second error would have nowhere to go.
 */
export async function sendErrorPage(
  request: FastifyRequest,
  reply: FastifyReply,
  options: Pick<PagesOptions, 'waku'>,
  status: number,
  knownLocale?: Locale,
) {
  let locale: Locale = knownLocale ?? 'es';
  try {
    const pathLocale = splitLocalePath(splitUrl(request.url).path).locale;
    locale = knownLocale ?? (isLocale(pathLocale) ? pathLocale : localeFor(request));
    reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
    const target = classifyRequestTarget(request.url);
    const pageUrl = target.kind === 'ok' && status !== 400 ? `${target.path}` : `/${locale}`;
    // An internal render: a fixed origin, so a hostile Host header cannot break it.
    const wakuRequest = new Request(`http://quest.internal/${locale}/error/${status}`, {
      headers: {
        accept: 'text/html',
        ...requestContextHeaders({ locale, pageUrl, errorRender: true }),
      },
    });
    const { result: response } = await withRequestLog(request.log, () => options.waku(wakuRequest));
    if (response.ok) return reply.send(addNonceToScripts(await response.text(), request.cspNonce));
    request.log.error({ status: response.status }, 'Error page render failed');
  } catch (error) {
    request.log.error({ err: error }, 'Error page render failed');
  }
  if (!reply.sent) {
    reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
    return reply.send(fallbackErrorHtml(status, locale));
  }
}

const FALLBACK_TEXT: Record<Locale, Record<number, string>> = {
  es: {
    400: 'Solicitud incorrecta :(',
    404: 'Lo siento! No pudimos encontrar lo que buscas :(',
    500: 'Error interno del servidor',
    503: 'Hay mucha demanda en este momento. Vuelve a intentarlo en unos segundos.',
  },
  en: {
    400: 'Bad Request :(',
    404: 'Sorry! We could not find what you are looking for :(',
    500: 'Internal server error',
    503: 'We are very busy right now. Please try again in a few seconds.',
  },
};

/** The answer to a render refused under overload: the static 503 page, in the address's language. */
export function sendOverloadedPage(request: FastifyRequest, reply: FastifyReply) {
  const pathLocale = splitLocalePath(splitUrl(request.url).path).locale;
  const locale = isLocale(pathLocale) ? pathLocale : localeFor(request);
  reply.code(503).header('retry-after', '10').header('cache-control', 'no-store');
  return reply.type('text/html; charset=utf-8').send(fallbackErrorHtml(503, locale));
}

/** Last resort when even the error page cannot render: static, self-contained, no script. */
export function fallbackErrorHtml(status: number, locale: Locale): string {
  const title = FALLBACK_TEXT[locale][status] ?? `${status} Error :(`;
  const home = locale === 'es' ? 'De vuelta a casa' : 'Back home';
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Quest</title><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#111423;text-align:center}a{color:#5535F0;font-weight:600}</style></head><body><main><p style="font-size:4rem;font-weight:800;margin:0">${status}</p><h1>${title}</h1><a href="/${locale}">${home}</a></main></body></html>`;
}
