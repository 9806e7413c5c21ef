// The bridge to Waku (docs/decisions/002-fastify-in-front-of-waku.md): every request that is not a Fastify route is
// a page, answered from here. The modules beside this one each do one step of it (page-request.ts gives the order).
import type { FastifyInstance } from 'fastify';
import type { PagesOptions } from './options.ts';
import { handlePage } from './page-request.ts';

export { fallbackErrorHtml, sendErrorPage, sendOverloadedPage } from './error-pages.ts';
export { BadRequestError, OverloadedError } from './errors.ts';
export { renderPageForPost } from './forward.ts';
export type { PagesOptions } from './options.ts';

/** Bodies sent to pages are read (and dropped) up to this size; past it, 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Everything that is not a Fastify route goes to Waku from here: locale, maintenance, cache, errors. */
export async function pagesPlugin(app: FastifyInstance, options: PagesOptions) {
  // No request body reaches Waku (pages are GET only), but one is still read here, bounded, chunked or not:
  // Fastify answers 413 past the limit, and a small one gets the 405 (page-request.ts).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  // One render counter for every page render of the process (form posts answered with a page count too).
  const withCounter = options.renders ? options : { ...options, renders: { inFlight: 0 } };
  app.all('/*', (request, reply) => handlePage(request, reply, withCounter));
}
