import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../src/config/env.ts';
import { isOpenDuringMaintenance, type MaintenanceState } from '../../src/domain/maintenance.ts';
import {
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  type Locale,
  localePath,
  negotiateLocale,
  splitLocalePath,
} from '../../src/i18n/locales.ts';
import { ERROR_RENDER_HEADER, LOCALE_HEADER, PAGE_URL_HEADER } from '../../src/internal-headers.ts';
import { addNonceToScripts, nonceTransform, renderNonceTemplate, toNonceTemplate } from '../csp.ts';
import { isPersonalPath, type PageCache } from '../page-cache.ts';
import type { WakuFetch } from '../waku.ts';

const INTERNAL_HEADER_PREFIX = 'x-quest-';
const MAX_URL_LENGTH = 2048;
const MAX_BODY_BYTES = 1024 * 1024;
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
]);

export interface PagesOptions {
  config: AppConfig;
  waku: WakuFetch;
  maintenance: () => MaintenanceState;
  pageCache: PageCache;
  /** Requests that carry personal state (a sign-in cookie) bypass the page cache. */
  isPersonalRequest?: (request: FastifyRequest) => boolean;
}

export class BadRequestError extends Error {
  statusCode = 400;
}

/** Everything that is not a Fastify route goes to Waku from here: locale, maintenance, cache, errors. */
export async function pagesPlugin(app: FastifyInstance, options: PagesOptions) {
  // Server-action bodies must reach Waku untouched.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  app.all('/*', (request, reply) => handlePage(request, reply, options));
}

function localeFor(request: FastifyRequest): Locale {
  return negotiateLocale({
    cookie: request.cookies[LOCALE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
}

function splitUrl(url: string): { path: string; query: string } {
  const index = url.indexOf('?');
  return index === -1 ? { path: url, query: '' } : { path: url.slice(0, index), query: url.slice(index) };
}

/** Rejects what cannot be a page address before it reaches the router or a header. */
function assertUsableUrl(url: string): void {
  if (url.length > MAX_URL_LENGTH) throw new BadRequestError('URL too long');
  const { path } = splitUrl(url);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    throw new BadRequestError('Malformed percent-encoding in path');
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we reject
  if (/[\u0000-\u001f\u007f]/.test(decoded)) throw new BadRequestError('Control character in path');
}

async function handlePage(request: FastifyRequest, reply: FastifyReply, options: PagesOptions) {
  assertUsableUrl(request.url);
  const { path, query } = splitUrl(request.url);

  // Client navigation (/RSC/R/<page>.txt) and server actions (/RSC/F/...) carry their page in the path.
  if (path.startsWith('/RSC/')) {
    const rscPage = /^\/RSC\/R\/(.*)\.txt$/.exec(path)?.[1];
    const pagePath = rscPage === undefined ? undefined : `/${rscPage === '_root' ? '' : rscPage}`;
    const split = pagePath ? splitLocalePath(pagePath) : undefined;
    const locale = split?.locale ?? localeFor(request);
    if (split?.locale && options.maintenance().active && !isOpenDuringMaintenance(split.rest)) {
      return reply.redirect(`/${locale}`, 302);
    }
    return forward(request, reply, options, {
      locale,
      pageUrl: `${pagePath ?? path}${query}`,
      cacheable: false,
    });
  }

  const { locale, rest } = splitLocalePath(path);
  if (!locale) {
    // Collapse repeated slashes so '//evil.example' can only ever become an on-site path.
    const cleanPath = path.replace(/\/{2,}/g, '/');
    reply.header('vary', 'cookie, accept-language');
    reply.header('cache-control', 'private, no-store');
    return reply.redirect(`${localePath(localeFor(request), cleanPath)}${query}`, 302);
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

  const personal = isPersonalPath(rest) || (options.isPersonalRequest?.(request) ?? false);
  const cacheable = (request.method === 'GET' || request.method === 'HEAD') && !personal;
  return forward(request, reply, options, { locale, pageUrl: request.url, cacheable, personal });
}

function cacheKey(request: FastifyRequest, maintenance: MaintenanceState): string {
  return `${request.url}#${maintenance.active ? `${maintenance.label}|${maintenance.labelSpanish}` : ''}`;
}

function toWakuRequest(
  request: FastifyRequest,
  url: string,
  extraHeaders: Record<string, string>,
  withBody: boolean,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name.startsWith(INTERNAL_HEADER_PREFIX)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  // Waku compares Origin with this URL for server actions: it must be the public scheme and host.
  const origin = `${request.protocol}://${request.host}`;
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method === 'HEAD' ? 'GET' : request.method,
    headers,
  };
  if (withBody && request.method !== 'GET' && request.method !== 'HEAD') {
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > MAX_BODY_BYTES)
      throw Object.assign(new Error('Request body too large'), { statusCode: 413 });
    init.body = Readable.toWeb(request.raw) as ReadableStream;
    init.duplex = 'half';
  }
  return new Request(`${origin}${url}`, init);
}

interface ForwardOptions {
  locale: Locale;
  pageUrl: string;
  cacheable: boolean;
  personal?: boolean;
}

async function forward(
  request: FastifyRequest,
  reply: FastifyReply,
  options: PagesOptions,
  forwardOptions: ForwardOptions,
) {
  const { locale, pageUrl, cacheable, personal = false } = forwardOptions;
  const maintenance = options.maintenance();
  const key = cacheKey(request, maintenance);
  if (cacheable) {
    const hit = options.pageCache.get(key);
    if (hit) {
      reply.code(hit.status).headers(hit.headers).header('x-page-cache', 'hit');
      return reply.send(renderNonceTemplate(hit.body, request.cspNonce));
    }
  }

  const response = await options.waku(
    toWakuRequest(request, request.url, { [LOCALE_HEADER]: locale, [PAGE_URL_HEADER]: pageUrl }, true),
  );
  const contentType = response.headers.get('content-type') ?? '';
  const isHtml = contentType.startsWith('text/html');

  if (response.status >= 500) {
    const detail = await response.text().catch(() => '');
    request.log.error(
      { status: response.status, detail: detail.slice(0, 2000), path: splitUrl(request.url).path },
      'Page render failed',
    );
    return sendErrorPage(request, reply, options, 500, locale);
  }
  if (response.status === 404 && isHtml) {
    request.log.warn({ path: splitUrl(request.url).path }, `Page Not Found: ${splitUrl(request.url).path}`);
  }

  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === 'content-length' || HOP_BY_HOP.has(name)) continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);

  if (!isHtml || !response.body) {
    return reply.send(
      response.body ? Readable.fromWeb(response.body as import('node:stream/web').ReadableStream) : undefined,
    );
  }

  reply.header('content-type', 'text/html; charset=utf-8');
  reply.header('cache-control', personal ? 'private, no-store' : 'public, max-age=0, must-revalidate');
  const storable = cacheable && response.status === 200 && cookies.length === 0;
  if (storable) {
    const body = toNonceTemplate(await response.text());
    options.pageCache.set(key, {
      status: 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'public, max-age=0, must-revalidate',
      },
      body,
    });
    reply.header('x-page-cache', 'miss');
    return reply.send(renderNonceTemplate(body, request.cspNonce));
  }
  const stream = response.body.pipeThrough(nonceTransform(request.cspNonce));
  return reply.send(Readable.fromWeb(stream as import('node:stream/web').ReadableStream));
}

/** Renders the 400/500/other error page through Waku; falls back to plain HTML if that fails too. */
export async function sendErrorPage(
  request: FastifyRequest,
  reply: FastifyReply,
  options: Pick<PagesOptions, 'waku'>,
  status: number,
  knownLocale?: Locale,
) {
  const pathLocale = splitLocalePath(splitUrl(request.url).path).locale;
  const locale = knownLocale ?? (isLocale(pathLocale) ? pathLocale : localeFor(request));
  reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
  try {
    const pageUrl = status === 400 ? `/${locale}` : safePageUrl(request.url, locale);
    const wakuRequest = new Request(`${request.protocol}://${request.host}/${locale}/error/${status}`, {
      headers: {
        accept: 'text/html',
        [LOCALE_HEADER]: locale,
        [PAGE_URL_HEADER]: pageUrl,
        [ERROR_RENDER_HEADER]: '1',
      },
    });
    const response = await options.waku(wakuRequest);
    if (response.ok) return reply.send(addNonceToScripts(await response.text(), request.cspNonce));
    request.log.error({ status: response.status }, 'Error page render failed');
  } catch (error) {
    request.log.error({ err: error }, 'Error page render failed');
  }
  return reply.send(fallbackErrorHtml(status, locale));
}

function safePageUrl(url: string, locale: Locale): string {
  try {
    assertUsableUrl(url);
    return url;
  } catch {
    return `/${locale}`;
  }
}

const FALLBACK_TEXT: Record<Locale, Record<number, string>> = {
  es: {
    400: 'Solicitud incorrecta :(',
    404: 'Lo siento! No pudimos encontrar lo que buscas :(',
    500: 'Error interno del servidor',
  },
  en: {
    400: 'Bad Request :(',
    404: 'Sorry! We could not find what you are looking for :(',
    500: 'Internal server error',
  },
};

/** Last resort when even the error page cannot render: static, self-contained, no script. */
export function fallbackErrorHtml(status: number, locale: Locale): string {
  const title = FALLBACK_TEXT[locale][status] ?? `${status} Error :(`;
  const home = locale === 'es' ? 'De vuelta a casa' : 'Back home';
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Quest</title><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#111423;text-align:center}a{color:#5535F0;font-weight:600}</style></head><body><main><p style="font-size:4rem;font-weight:800;margin:0">${status}</p><h1>${title}</h1><a href="/${locale}">${home}</a></main></body></html>`;
}
