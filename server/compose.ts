import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { type AppConfig, DEV_COOKIE_SECRET, loadConfig } from '../src/config/env.ts';
import { type Database, databaseOptions, openDatabase } from '../src/db/client.ts';
import type { PaymentGateway } from '../src/domain/orders/payment-gateway.ts';
import { inProcessRateLimiter, type SharedRateLimiter } from '../src/domain/rate-limit.ts';
import { createDomainServices, type DomainServices, servicesForRendering } from '../src/domain/services.ts';
import { createSmtpTransport, type MailTransport } from '../src/integrations/mail/index.ts';
import { createPaymentProvider, type PaymentProvider } from '../src/integrations/payments/index.ts';
import { setServices } from '../src/services.ts';
import { type BuildAppOptions, buildApp } from './app.ts';
import { openDocumentFiles } from './documents/document-files.ts';
import { compressBest } from './http/compression.ts';
import { type BackgroundJobs, startBackgroundJobs } from './jobs/background-jobs.ts';
import { crmClientFor, crmFormsFor } from './jobs/crm.ts';
import { startInvalidationBus } from './jobs/invalidation-bus.ts';
import { createMaintenanceMonitor, type MaintenanceMonitor } from './jobs/maintenance.ts';
import { createOutboxWorker } from './jobs/outbox-worker.ts';
import { createRemoteConfig, type RemoteConfig } from './jobs/remote-config.ts';
import { createImageMetaReader } from './pages/image-meta.ts';
import { createPageCache, type PageCache } from './pages/page-cache.ts';
import { acquireSsrThreads } from './pages/ssr-threads.ts';
import { loadWakuHandler, type WakuFetch } from './pages/waku.ts';
import { ssrThreadCount } from './process/cluster.ts';
import { createLogger } from './process/logger.ts';
import type { ReadinessCheck } from './routes/health.ts';

// The composition root (decision 001): everything the process is made of is constructed here, from the
// configuration down, and handed to Fastify (buildApp: app.domain, app.rateLimiter) and to Waku (the registry
// of src/services.ts). server/main.ts runs the process around composeSite(); the test helpers call composeApp()
// over their own database, so tests build what production builds.

export interface Settings {
  config: AppConfig;
  logger: Logger;
}

/** The configuration and the process's logger; throws ConfigError when the environment is invalid. */
export function readSettings(env: Record<string, string | undefined> = process.env): Settings {
  const config = loadConfig(env);
  return { config, logger: createLogger(config) };
}

/** The payment provider the configuration asks for: Stripe with its three keys, the offline sandbox otherwise. */
export function paymentProviderFor(config: AppConfig): PaymentProvider {
  return createPaymentProvider(
    config.stripeEnabled
      ? {
          stripe: {
            secretKey: config.STRIPE_SECRET_KEY,
            webhookSecret: config.STRIPE_WEBHOOK_SECRET,
            apiUrl: config.STRIPE_API_URL,
          },
        }
      : {},
  );
}

/** SMTP when SMTP_URL is set; null otherwise (e-mails wait in the outbox, readable at /dev/outbox). */
export function mailTransportFor(config: Pick<AppConfig, 'SMTP_URL'>): MailTransport | null {
  return config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : null;
}

/** The domain services over an open database, with the payment provider as the checkout's gateway. */
function domainServicesFor(database: Database, config: AppConfig, provider: PaymentProvider): DomainServices {
  // The provider is the checkout's gateway: the same shape, checked here by the compiler.
  const gateway: PaymentGateway = provider;
  return createDomainServices({
    db: database.db,
    gateway,
    secret: config.COOKIE_SECRET ?? DEV_COOKIE_SECRET,
    crm: crmFormsFor(config),
    catalogReadCacheMs: config.CATALOG_READ_CACHE_TTL_MS,
    reportingSettings: { CE_REPORT_DAYS_FL_INSURANCE: config.CE_REPORT_DAYS_FL_INSURANCE },
    afterPaymentRecorded:
      config.TEST_FAILPOINT === 'after-payment-recorded'
        ? () => process.kill(process.pid, 'SIGKILL')
        : undefined,
  });
}

/**
 * Where a route's attempts are counted: in the database (shared by every process) on PostgreSQL, in this process
 * on the embedded database, which is one process.
 */
function rateLimiterFor(
  store: 'database' | 'process',
  domain: DomainServices,
): (name: string) => SharedRateLimiter {
  return store === 'database' ? (name) => domain.rateLimiter(name) : () => inProcessRateLimiter();
}

export interface ComposeAppOptions extends Settings {
  /** The open database; whoever opened it closes it after the app (composeSite, or the test helpers). */
  database: Database;
  // Parts tests replace; each is built from the configuration when absent.
  /** A Waku handler instead of the built site's (an injected handler has no build: no render threads). */
  waku?: WakuFetch;
  distDir?: string;
  maintenance?: MaintenanceMonitor;
  remoteConfig?: RemoteConfig;
  pageCache?: PageCache;
  /**
   * Runs when closing the app, after every part composed here has stopped (background jobs, render and document
   * threads…): whoever opened the database closes it here. A separate onClose hook would run first: Fastify runs
   * those hooks last registered, first run.
   */
  afterStop?: () => Promise<void>;
  /** Where attempts are counted; by default the database with DATABASE_URL, else this process (one process). */
  rateLimits?: 'database' | 'process';
  /** Sees every route as it is added (tests check that each route declares its schemas). */
  onRoute?: BuildAppOptions['onRoute'];
  /** Checks /readyz reports on besides the database's. */
  readinessChecks?: Record<string, ReadinessCheck>;
  /** Where e-mails go; default: SMTP from SMTP_URL, or none (they stay in the outbox). */
  mailTransport?: MailTransport | null;
  /** Payment recovery and e-mail delivery on a timer (server/jobs/background-jobs.ts); default true. */
  backgroundJobs?: boolean;
}

export interface ComposedApp {
  app: FastifyInstance;
  domain: DomainServices;
}

/**
 * The HTTP application over an open database: the domain services, the integrations, the caches and threads,
 * the Waku registry, then buildApp() with those parts; they start once the app is ready and stop when it closes.
 */
export async function composeApp(options: ComposeAppOptions): Promise<ComposedApp> {
  const { config, logger, database } = options;
  const distDir = options.distDir ?? config.DIST_DIR;
  const payments = paymentProviderFor(config);
  const domain = domainServicesFor(database, config, payments);
  const maintenance =
    options.maintenance ??
    createMaintenanceMonitor({
      source: config.MAINTENANCE_STATUS_URL,
      pollMs: config.MAINTENANCE_POLL_MS,
      timeoutMs: config.MAINTENANCE_TIMEOUT_MS,
      logger,
    });
  const pageCache =
    options.pageCache ?? createPageCache({ ttlMs: config.HTML_CACHE_TTL_MS, compress: compressBest });
  const remoteConfig =
    options.remoteConfig ??
    createRemoteConfig({
      url: config.REMOTE_CONFIG_URL,
      logger,
      // Pages render the flags (chat widget, phone link): cached copies are dropped when they change.
      onChange: () => pageCache.invalidateTags(undefined),
    });
  const waku = options.waku ?? (await loadWakuHandler(distDir));
  // The built site's HTML renders on other cores (server/pages/ssr-threads.ts); an injected handler has no build.
  const threadCount = options.waku ? 0 : ssrThreadCount(config);
  const ssrThreads = threadCount > 0 ? acquireSsrThreads({ distDir, count: threadCount, logger }) : undefined;

  // One registry per process (Waku's pages read it from globalThis): with two apps composed in one process (a
  // test of shared limits), the pages of both render with the last one's services.
  setServices({
    config,
    logger,
    maintenance: () => maintenance.state(),
    remoteFlags: () => remoteConfig.flags(),
    imageMeta: createImageMetaReader({ publicDir: path.resolve(distDir, 'public'), logger }),
    // Pages read through these: the catalogue's reads tag the render, any other call makes its tags unknown.
    domain: servicesForRendering(domain),
  });
  // Writes announce what they touched; only the pages that show it are dropped from the render cache.
  const unsubscribe = domain.events.subscribe((event) => {
    if (event.type === 'catalog.changed') pageCache.invalidateTags(event.tags);
  });

  const mailTransport =
    options.mailTransport === undefined ? mailTransportFor(config) : options.mailTransport;
  const rateLimiter = rateLimiterFor(
    options.rateLimits ?? (config.DATABASE_URL ? 'database' : 'process'),
    domain,
  );
  // Certificate, invoice and transcript PDFs (issue 28): stored per document version, rendered in threads
  // within a per-process limit, requests limited per IP; one set shared by the three routes.
  const documents = await openDocumentFiles({
    dir: path.resolve(config.DOCUMENT_CACHE_DIR),
    renders: config.DOCUMENT_RENDERS,
    queue: config.DOCUMENT_RENDER_QUEUE,
    threads: config.DOCUMENT_RENDER_THREADS,
    ratePerIp: config.DOCUMENT_RATE_LIMIT,
    rateLimiter: rateLimiter('documents'),
    logger,
  });

  const app = await buildApp({
    config,
    logger,
    waku,
    distDir,
    maintenance,
    pageCache,
    readinessChecks: {
      database: () => database.ping(),
      // Details only (issue 31): CE reports still to send and those past the regulator's deadline; never "not ready".
      ceReports: () => domain.ceReports.counts(),
      ...options.readinessChecks,
    },
    domain,
    payments,
    rateLimiter,
    documents,
    onRoute: options.onRoute,
  });

  // Issue 10: payment recovery and the e-mail outbox, started once ready and stopped (after an e-mail being sent)
  // when the app closes, before the database closes.
  let backgroundJobs: BackgroundJobs | undefined;
  app.addHook('onReady', async () => {
    await maintenance.start();
    // Not awaited: a remote config that is slow to answer (up to 60 s) must not hold the server back.
    void remoteConfig.start();
    if (options.backgroundJobs === false) return;
    const outbox = createOutboxWorker({
      domain,
      transport: mailTransport,
      crm: crmClientFor(config, logger),
      logger,
      publicUrl: config.PUBLIC_URL,
      from: config.MAIL_FROM,
      production: config.production,
    });
    backgroundJobs = startBackgroundJobs({
      domain,
      outbox,
      logger,
      pollMs: config.OUTBOX_POLL_MS,
      eventGraceMs: config.PAYMENT_EVENT_GRACE_MS,
      ceReporting: {
        operatorEmail: config.CE_REPORTS_OPERATOR_EMAIL,
        remindDays: config.CE_REPORTS_REMIND_DAYS,
      },
    });
  });
  app.addHook('onClose', async () => {
    await backgroundJobs?.stop();
    await ssrThreads?.close();
    await documents.close();
    maintenance.stop();
    remoteConfig.stop();
    unsubscribe();
    await options.afterStop?.();
  });
  return { app, domain };
}

/**
 * The whole site of this process: the database (created, migrated and, on an empty embedded one outside
 * production, seeded before the first request), the app over it, and on PostgreSQL the channel that carries
 * cache invalidations between processes. Closing the app closes them, the database last.
 */
export async function composeSite({ config, logger }: Settings): Promise<FastifyInstance> {
  const database = await openDatabase({ ...databaseOptions(config), logger, firstStartInThread: true });
  let bus: ReturnType<typeof startInvalidationBus> | undefined;
  const { app, domain } = await composeApp({
    config,
    logger,
    database,
    afterStop: async () => {
      await bus?.close();
      const started = Date.now();
      await database.close();
      // PGlite writes its data directory out on close: under heavy I/O this is the slow part of a shutdown.
      logger.info({ durationMs: Date.now() - started }, 'Database closed');
    },
  });
  // On PostgreSQL, what one process changes reaches every other one's caches (LISTEN/NOTIFY).
  bus = config.DATABASE_URL
    ? startInvalidationBus({
        databaseUrl: config.DATABASE_URL,
        events: domain.events,
        logger,
        onReconnect: () => domain.events.emit({ type: 'catalog.changed', reason: 'resync', remote: true }),
      })
    : undefined;
  if (bus) {
    const listening = await Promise.race([
      bus.ready.then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 5_000).unref()),
    ]);
    if (!listening) logger.warn('Cache invalidation channel not listening yet; it keeps retrying');
  }
  return app;
}
