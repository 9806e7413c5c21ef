// A page request as Waku receives it: the visitor's headers minus hop-by-hop and internal ones, plus the request
// context (locale, sign-in, form state) in internal headers; Waku's console output is logged with the request id.
import type { FastifyRequest } from 'fastify';
import { INTERNAL_HEADER_PREFIX, requestContextHeaders } from '../../src/request-context/wire.ts';
import { withRequestLog } from '../process/console-log.ts';
import type { ForwardOptions, PagesOptions } from './options.ts';

export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
  'content-length',
]);

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

export function renderWithWaku(
  request: FastifyRequest,
  options: PagesOptions,
  forwardOptions: ForwardOptions,
) {
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
        // Waku writes it on its inline scripts; a stored page keeps this one (render-for-cache.ts).
        nonce: request.cspNonce,
      }),
      ...(forwardOptions.asPage ? { accept: 'text/html' } : {}),
    },
    // A form post is answered with a GET render of its page.
    formState || forwardOptions.asPage ? forwardOptions.pageUrl : request.url,
  );
  // Anything Waku or React print while rendering is logged as JSON with this request's id
  // (server/process/console-log).
  return withRequestLog(request.log, () => options.waku(wakuRequest));
}

/** What Waku answered, with the errors the render logged. */
export type Rendered = Awaited<ReturnType<typeof renderWithWaku>>;
