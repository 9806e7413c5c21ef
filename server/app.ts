import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import underPressure from '@fastify/under-pressure';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
  LogController,
  type RouteOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { AppConfig } from '../src/config/env.ts';
import { isDatabaseUnavailable } from '../src/domain/failures.ts';
import type { SharedRateLimiter } from '../src/domain/rate-limit.ts';
import type { DomainServices } from '../src/domain/services.ts';
import { type PaymentProvider, PaymentProviderError } from '../src/integrations/payments/index.ts';
import type { DocumentFiles } from './documents/document-files.ts';
import { dynamicCompressionOptions, varyOnEncoding } from './http/compression.ts';
import { capConnectionsPerIp, serverTimeoutOptions } from './http/connections.ts';
import securityHeaders from './http/security-headers.ts';
import type { MaintenanceMonitor } from './jobs/maintenance.ts';
import {
  BadRequestError,
  OverloadedError,
  type PagesOptions,
  pagesPlugin,
  renderPageForPost,
  sendErrorPage,
  sendOverloadedPage,
} from './pages/index.ts';
import type { PageCache } from './pages/page-cache.ts';
import type { WakuFetch } from './pages/waku.ts';
import { routeConsoleToLogger } from './process/console-log.ts';
import { redactUrl } from './process/logger.ts';
import { buildRoutes } from './routes/builds.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { ceRoutes } from './routes/ce.ts';
import { ceLicenceRoutes } from './routes/ce-licences.ts';
import { certificateRoutes } from './routes/certificates.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { companyRoutes } from './routes/companies.ts';
import { companySeatRoutes } from './routes/company-seats.ts';
import { coverRoutes } from './routes/covers.ts';
import { devOutboxRoutes } from './routes/dev-outbox.ts';
import { formRoutes } from './routes/forms.ts';
import { healthRoutes, type ReadinessCheck } from './routes/health.ts';
import { identityRoutes } from './routes/identity.ts';
import { imageRoutes } from './routes/image.ts';
import { ingestRoutes } from './routes/ingest.ts';
import { invoiceRoutes } from './routes/invoice.ts';
import { learnerRoutes } from './routes/learners.ts';
import { ocidRoutes } from './routes/ocid.ts';
import { partnerLinkRoutes } from './routes/partner-links.ts';
import { paymentWebhookRoutes } from './routes/payment-webhooks.ts';
import { publicFileRoutes } from './routes/public-files.ts';
import { questerPlanRoutes } from './routes/quester-plans.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { riveRoutes } from './routes/rive.ts';
import { seoRoutes } from './routes/seo.ts';
import { subscriptionPortalRoutes, subscriptionRoutes } from './routes/subscriptions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that costs next to nothing (a file held in memory): never shed under pressure. */
    cheapRead?: boolean;
  }
  interface FastifyInstance {
    /** The domain services every route calls (never a database handle). */
    domain: DomainServices;
    /**
     * The rate limiter a route counts its attempts in, by name: in the database (shared by every process) when
     * the site runs on PostgreSQL, in this process on the embedded database.
     */
    rateLimiter(name: string): SharedRateLimiter;
    /** Shutting down (server/http/connections.ts closeGracefully): every response closes its connection. */
    draining: boolean;
  }
}

/**
 * Routes whose GETs are never shed under pressure: the pages plugin's catch-all (a stored page is served, a render
 * refused there), the health checks, the hashed assets, and routes marked `cheapRead` (public files).
 */
const CHEAP_READ_ROUTES = new Set(['/*', '/healthz', '/readyz', '/assets/*']);

function isCheapRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return (
    CHEAP_READ_ROUTES.has(request.routeOptions.url ?? '') || request.routeOptions.config?.cheapRead === true
  );
}

/**
 * The parts the HTTP application is made of, built by the composition root (server/compose.ts composeApp):
 * buildApp only registers Fastify's plugins, routes and hooks around them.
 */
export interface BuildAppOptions {
  config: AppConfig;
  logger: Logger;
  /** The Waku handler of the built site. */
  waku: WakuFetch;
  distDir: string;
  maintenance: MaintenanceMonitor;
  pageCache: PageCache;
  /** Dependencies /readyz reports on (the database, …), by name. */
  readinessChecks: Record<string, ReadinessCheck>;
  /** The domain services every route calls. */
  domain: DomainServices;
  /** The payment provider the checkout uses (its webhooks arrive at /webhooks/stripe). */
  payments: PaymentProvider;
  /** A route's rate limiter by name (`app.rateLimiter`). */
  rateLimiter: (name: string) => SharedRateLimiter;
  /** Certificate, invoice and transcript PDFs, shared by their three routes. */
  documents: DocumentFiles;
  /** Sees every route as it is added (tests check that each route declares its schemas). */
  onRoute?: (route: RouteOptions) => void;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

function isValidHost(host: string | undefined): boolean {
  return typeof host === 'string' && host.length <= 260 && HOST.test(host);
}

/** Statuses an error may carry to the visitor; anything else is our fault (500). */
function validStatus(status: number | undefined): number {
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599
    ? status
    : 500;
}

/** The URL for a log line: sensitive query values masked; never throws on malformed input. */
function safeLogUrl(url: string): string {
  try {
    return redactUrl(url);
  } catch {
    return url.split('?')[0] ?? '';
  }
}

/**
 * The whole HTTP application around the parts it is given, without listening (server/compose.ts builds the
 * parts and starts and stops them; server/main.ts listens; tests inject).
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, logger, distDir, waku, maintenance, pageCache, documents } = options;

  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // One line per request is written by our onResponse hook instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: false,
    // Honour a well-formed incoming x-request-id, otherwise make one.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { maxParamLength: 2048 },
    bodyLimit: 1024 * 1024,
    // Slow clients (issue 28): header and whole-request deadlines, checked every second or less.
    ...serverTimeoutOptions({
      headersTimeoutMs: config.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
      maxPerIp: config.MAX_CONNECTIONS_PER_IP,
    }),
    // Shutdown (server/http/connections.ts closeGracefully): a request that reached the server while it closes is
    // answered (with Connection: close), never refused with a 503; idle sockets are closed there, not here.
    return503OnClosing: false,
    forceCloseConnections: false,
    // Errors Fastify meets before routing (a malformed URL…): the error page, and nothing may throw from here.
    frameworkErrors: (error, request, reply) => {
      request.log.warn({ code: error.code, url: safeLogUrl(request.url) }, 'Bad request URL');
      app.prepareUnroutedReply(request, reply);
      sendErrorPage(request, reply, { waku }, 400).catch((failure) => {
        request.log.error({ err: failure }, 'Error page failed');
      });
    },
  });
  // Route schemas are zod (fastify-type-provider-zod): the same schemas validate, type and describe a route.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // Waku and React print to the console: every line goes to pino as JSON instead (with the request id).
  routeConsoleToLogger(logger);

  capConnectionsPerIp(app.server, config.MAX_CONNECTIONS_PER_IP, logger as FastifyBaseLogger);
  app.decorate('draining', false);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // A visitor who leaves mid-page (closed tab, navigation) is not a failure: one info line instead of the
    // request line, which Fastify never completes for a response that did not finish.
    reply.raw.once('close', () => {
      if (reply.raw.writableFinished) return;
      request.log.info(
        { method: request.method, path: safeLogUrl(request.url), durationMs: Math.round(reply.elapsedTime) },
        'Client went away before the response ended',
      );
    });
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    // Shutting down: the client opens its next request elsewhere instead of on a socket about to close.
    if (app.draining) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    // Below info (the bench runs at warn) the line is not written: skip building it (~4% of a cache hit).
    if (!logger.isLevelEnabled('info')) return;
    request.log.info(
      {
        method: request.method,
        path: safeLogUrl(request.url),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
  });

  // Every error of a request ends here, logged once with its id, and answered with the error page.
  app.setErrorHandler(async (error: Error & { statusCode?: number; code?: string }, request, reply) => {
    // A database or payment provider that does not answer is a fast 503 (with Retry-After), not a bug.
    const status =
      error instanceof BadRequestError
        ? 400
        : isDatabaseUnavailable(error) || error instanceof PaymentProviderError
          ? 503
          : validStatus(error.statusCode);
    if (error instanceof OverloadedError) {
      // Shedding load: a warning and the static page, never a render (issue 28).
      request.log.warn({ reason: error.message }, 'Overloaded: refusing the render');
      if (reply.sent) return;
      return sendOverloadedPage(request, reply);
    }
    if (status >= 500) request.log.error({ err: error }, 'Unhandled error');
    else request.log.warn({ err: { message: error.message, code: error.code }, status }, 'Request rejected');
    if (reply.sent) return;
    if (status === 503) reply.header('retry-after', '10');
    return sendErrorPage(request, reply, { waku }, status);
  });

  // Overload: a fast 503 with Retry-After instead of requests queueing into time-outs.
  // The sampler's first readings include the start itself (loading the site, opening the database), which blocks
  // the loop for a second or more: they say nothing about load, so they are not acted on.
  const sampleIntervalMs = 1000;
  let readyAt = Number.POSITIVE_INFINITY;
  const overloaded = () => Date.now() - readyAt >= 2 * sampleIntervalMs && (app.isUnderPressure?.() ?? false);
  if (config.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS > 0) {
    app.addHook('onReady', async () => {
      readyAt = Date.now();
    });
    await app.register(underPressure, {
      maxEventLoopDelay: config.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      sampleInterval: sampleIntervalMs,
      retryAfter: 10,
      pressureHandler: (request, reply, type, value) => {
        if (Date.now() - readyAt < 2 * sampleIntervalMs) return;
        // Reads that cost next to nothing go on (issue 28): a stored page, a static file, /healthz and /readyz
        // must answer under load. A page that has to be rendered is refused in the pages plugin instead
        // (pagesOptions.underPressure). Every other route (posts, images, documents, sitemap, APIs) is shed.
        if (isCheapRead(request)) return;
        request.log.warn({ type, value }, 'Overloaded: refusing the request');
        reply.code(503).header('retry-after', '10').header('cache-control', 'no-store');
        reply.type('text/plain; charset=utf-8').send('Service temporarily overloaded, retry shortly.');
      },
    });
  }

  app.decorate('domain', options.domain);
  app.decorate('rateLimiter', options.rateLimiter);
  // Issue 14: brotli or gzip by Accept-Encoding for every text response; registered before the routes, whose
  // onSend it joins. Stored pages and hashed assets arrive already compressed and pass through untouched.
  await app.register(fastifyCompress, dynamicCompressionOptions);
  app.addHook('onSend', async (_request, reply, payload) => {
    varyOnEncoding(reply);
    return payload;
  });
  await app.register(fastifyCookie, { secret: config.COOKIE_SECRET });
  await app.register(securityHeaders, { config });
  // After cookies and the CSP nonce, so the 400 page is a normal page. The Host header becomes the URL Waku
  // routes and checks server functions against: it must be a host.
  app.addHook('onRequest', async (request) => {
    if (!isValidHost(request.host)) {
      throw Object.assign(new Error('Invalid Host header'), { statusCode: 400 });
    }
  });
  await app.register(healthRoutes, {
    checks: { ...options.readinessChecks },
    maintenance: () => maintenance.state(),
  });
  await app.register(catalogRoutes);
  await app.register(seoRoutes, { config }); // audiences (issue 4): /sitemap.xml, /robots.txt
  await app.register(formRoutes, { config }); // audiences (issue 4): form posts under /forms/

  await app.register(publicFileRoutes, { publicDir: path.resolve(distDir, 'public') });
  // New-build detection (issue 13): builds/latest.json (no-store) and builds/meta/{id}.json (immutable).
  await app.register(buildRoutes, { publicDir: path.resolve(distDir, 'public') });
  // The Rive runtime's WebAssembly (issue 13), served from this host for the loading animation.
  await app.register(riveRoutes);
  // Responsive images (issue 13): /_image resizes files of public/ and images of IMAGE_HOSTS with sharp.
  await app.register(imageRoutes, {
    publicDir: path.resolve(distDir, 'public'),
    cacheDir: path.resolve(config.IMAGE_CACHE_DIR),
    allowedHosts: config.IMAGE_HOSTS,
  });
  // Course and bundle covers drawn from their facts, and their social images (decision 058).
  await app.register(coverRoutes);

  // Hashed client assets: cache forever.
  await app.register(fastifyStatic, {
    root: path.resolve(distDir, 'public/assets'),
    prefix: '/assets/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    cacheControl: true,
    preCompressed: true,
    wildcard: true,
  });

  await app.register(ocidRoutes, { config }); // OCID sign-in (issue 5): login, callback, logout
  // Identity (issue 27): the e-mail sign-in session, request.viewer() for every route after it, and the posts
  // that send and use address-proof links. Its answers render pages (pagesOptions is ready before any request).
  await app.register(identityRoutes, {
    config,
    renderPage: (request, reply, page) => renderPageForPost(request, reply, pagesOptions, page),
  });
  await app.register(devOutboxRoutes, { config }); // e-mails in the outbox, outside production only

  const pagesOptions: PagesOptions = {
    config,
    waku,
    maintenance: () => maintenance.state(),
    pageCache,
    // A sign-in cookie still present here passed server/routes/ocid.ts's checks (bad ones are dropped there).
    isPersonalRequest: (request: FastifyRequest) =>
      Boolean(request.cookies['oc-token-storage'] || request.learnerSession),
    renders: { inFlight: 0 },
    // The event loop is late (OVERLOAD_MAX_EVENT_LOOP_DELAY_MS): a render is refused, a stored page still served.
    underPressure: overloaded,
  };
  // Checkout (issue 10): order, pay later, pay now, phone step, registration, refunds. After sign-in, so a
  // signed-in learner's registration links their Open Campus ID.
  await app.register(checkoutRoutes, {
    config,
    renderPage: (request, reply, page) => renderPageForPost(request, reply, pagesOptions, page),
  });
  await app.register(paymentWebhookRoutes, { payments: options.payments }); // Stripe's signed payment events
  await app.register(invoiceRoutes, { config, documents }); // the order's invoice PDF (issue 10)
  await app.register(ingestRoutes, { config }); // the app's ingestion API and its OpenAPI document (issue 11)
  // Certificates (issue 11): the PDF and the monitor password posts.
  await app.register(certificateRoutes, {
    config,
    documents,
    renderPage: (request, reply, page) => renderPageForPost(request, reply, pagesOptions, page),
  });
  // Companies (issue 11): invitation decisions; the signed-in learner's transcript files.
  await app.register(companyRoutes, {
    config,
    documents,
    renderPage: (request, reply, page) => renderPageForPost(request, reply, pagesOptions, page),
  });
  // Learners (issue 11): the profile's public/private switch and the achievement share page's Open Graph image.
  await app.register(learnerRoutes, { config });
  // Reviews by learners who completed the course (issue 30): written and edited from /account/reviews/{slug}.
  await app.register(reviewRoutes, {
    config,
    renderPage: (request, reply, page) => renderPageForPost(request, reply, pagesOptions, page),
  });
  await app.register(ceRoutes, { config }); // "fill my missing hours" (issue 15): the proposal's checkout
  await app.register(ceLicenceRoutes, { config }); // renewal reminders (issue 15): licences, .ics, unsubscribe
  // Partner links (issue 12): a Quester's link records the first-touch referral and forwards to their page.
  await app.register(partnerLinkRoutes, { config });
  // The migrant subscription (issue 12): subscribe, cancel, upgrade, the sandbox portal's card change.
  await app.register(subscriptionRoutes, {
    config,
    renderPage: (request, reply, page) => renderPageForPost(request, reply, pagesOptions, page),
  });
  // Quester (creator) plans (issue 12): /payments/questerUpgrade/{id}'s purchase.
  await app.register(questerPlanRoutes, {
    config,
    renderPage: (request, reply, page) => renderPageForPost(request, reply, pagesOptions, page),
  });
  // Stripe's billing portal in place of the sandbox's portal page, when Stripe bills subscriptions.
  if (options.payments?.subscriptions?.cardEntry === 'element')
    await app.register(subscriptionPortalRoutes, { config });
  // Company seats (issue 12): buy seats, invite employees, change the seat count.
  await app.register(companySeatRoutes, {
    config,
    renderPage: (request, reply, page) => renderPageForPost(request, reply, pagesOptions, page),
  });
  await app.register(pagesPlugin, pagesOptions);

  return app;
}
