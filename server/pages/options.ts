// What the pages bridge is given (PagesOptions) and what one render is asked for (ForwardOptions).
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../src/config/env.ts';
import type { MaintenanceState } from '../../src/domain/maintenance.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import type { FormState } from '../../src/request-context/wire.ts';
import type { PageCache } from './page-cache.ts';
import type { WakuFetch } from './waku.ts';

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

export interface ForwardOptions {
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
