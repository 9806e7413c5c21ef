// A page address, in order: canonical path (400/301), RSC requests aside, read-only (405), locale prefix (302 when
// missing), maintenance (302 home), the locale cookie, then the page: stored or rendered (forward.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { canonicalPageQuery } from '../../src/domain/page-query.ts';
import { safeRedirectTarget } from '../../src/domain/redirects.ts';
import { splitLocalePath } from '../../src/i18n/locales.ts';
import { isPersonalPage } from '../../src/routes.ts';
import { classifyRequestTarget } from '../http/request-target.ts';
import { BadRequestError, HttpError } from './errors.ts';
import { forward } from './forward.ts';
import { redirectToLocale, rememberLocale } from './locale.ts';
import { closedForMaintenance } from './maintenance-redirect.ts';
import type { PagesOptions } from './options.ts';
import { handleRsc } from './rsc-request.ts';

export async function handlePage(request: FastifyRequest, reply: FastifyReply, options: PagesOptions) {
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
  if (!locale) return redirectToLocale(request, reply, path, query);

  if (closedForMaintenance(options.maintenance(), rest)) {
    reply.header('cache-control', 'no-store');
    return reply.redirect(`/${locale}`, 302);
  }

  rememberLocale(request, reply, locale, options.config);

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
