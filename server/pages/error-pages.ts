// Error pages: the 4xx/5xx page rendered through Waku, the static fallback when that fails, and the static 503
// answered to a render refused under overload.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocale, type Locale, splitLocalePath } from '../../src/i18n/locales.ts';
import { requestContextHeaders } from '../../src/request-context/wire.ts';
import { classifyRequestTarget, splitUrl } from '../http/request-target.ts';
import { withRequestLog } from '../process/console-log.ts';
import { localeFor } from './locale.ts';
import type { PagesOptions } from './options.ts';

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
        ...requestContextHeaders({ locale, pageUrl, errorRender: true, nonce: request.cspNonce }),
      },
    });
    const { result: response } = await withRequestLog(request.log, () => options.waku(wakuRequest));
    if (response.ok) return reply.send(await response.text());
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
