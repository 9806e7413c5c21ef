import { z } from 'zod';

// Every setting the process reads from its environment, validated once at start (see README's table).
/** true/1/yes or false/0/no; empty or unset is `fallback`. */
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .default('')
    .transform((v) => (v === '' ? fallback : v === 'true' || v === '1' || v === 'yes'));
const booleanFlag = flag(false);

/** A yes/no setting whose absence means "the default for this mode" (undefined). */
const optionalFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .default('')
  .transform((v) => (v === '' ? undefined : v === 'true' || v === '1' || v === 'yes'));

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url({ protocol: /^https?$/ }).optional());

/** The secret outside production when none is set (cookies, address-proof links). */
export const DEV_COOKIE_SECRET = 'quest-development-cookie-secret-change-me';

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    PUBLIC_URL: optionalUrl,
    COOKIE_SECRET: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    APP_URL: z.url({ protocol: /^https?$/ }).default('https://app.quest.how'),
    // The affiliates' dashboard host: an affiliate's stored dashboard path is linked there; empty: no link.
    AFFILIATE_DASHBOARD_URL: optionalUrl,
    MAINTENANCE_STATUS_URL: z.string().trim().default(''),
    MAINTENANCE_POLL_MS: z.coerce.number().int().min(1000).default(60_000),
    MAINTENANCE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
    SHOW_PHONE_NUMBER: booleanFlag,
    PHONE_NUMBER: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{7,20}$/, 'PHONE_NUMBER must be a phone number such as +1 305 555 0142')
      .default('+1 305 555 0142'),
    CHAT_SCRIPT_URL: optionalUrl,
    // Third parties (spec §7, §9), each off when empty: the analytics script (page views only when PUBLIC_URL's host
    // is one of ANALYTICS_HOSTS, the product's production hosts) and the session-recording script (bundles, course
    // details and apps pages only).
    ANALYTICS_SCRIPT_URL: optionalUrl,
    ANALYTICS_HOSTS: z
      .string()
      .default('quest.how,www.quest.how')
      .transform((v) =>
        v
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
    SESSION_RECORDING_SCRIPT_URL: optionalUrl,
    // CRM (spec §7, §9): two form widgets in region na1, each with its own portal and form id. A lead of the
    // questers/affiliates forms goes to the questers widget, a companies lead to the companies widget, through the
    // outbox (retried with backoff). A widget is off unless both of its ids are set. CRM_API_URL overrides the
    // region's forms API host (tests' local double); leave it empty in production.
    CRM_REGION: z.enum(['na1', 'eu1']).default('na1'),
    CRM_API_URL: optionalUrl,
    CRM_QUESTERS_PORTAL_ID: z
      .string()
      .trim()
      .regex(/^\d*$/, 'CRM_QUESTERS_PORTAL_ID must be digits')
      .default(''),
    CRM_QUESTERS_FORM_ID: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]*$/, 'CRM_QUESTERS_FORM_ID must be a form id')
      .default(''),
    CRM_COMPANIES_PORTAL_ID: z
      .string()
      .trim()
      .regex(/^\d*$/, 'CRM_COMPANIES_PORTAL_ID must be digits')
      .default(''),
    CRM_COMPANIES_FORM_ID: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]*$/, 'CRM_COMPANIES_FORM_ID must be a form id')
      .default(''),
    // Remote config (spec §7, §9): a JSON document of site flags fetched at most every 360,000 ms with a
    // 60,000 ms timeout; a failure is one logged warning and the defaults (or the last good document) stay.
    // Empty: off, defaults only.
    REMOTE_CONFIG_URL: optionalUrl,
    // The loading animation as a Rive file (spec §9) on the search and checkout pages: a site path (/animations/…riv)
    // or an https URL, its artboard (empty: the file's default) and state machine, whose trigger inputs are named
    // after the animation's signals (start, finish, stop, search, no-results). Empty: the drawn figure.
    LOADING_ANIMATION_RIV: z
      .string()
      .trim()
      .default('')
      .refine(
        (v) => v === '' || /^\/[^/\\]/.test(v) || /^https:\/\/[^/]+\//.test(v),
        'LOADING_ANIMATION_RIV must be a site path (/…) or an https URL',
      ),
    LOADING_ANIMATION_ARTBOARD: z.string().trim().default(''),
    LOADING_ANIMATION_STATE_MACHINE: z.string().trim().default('State Machine 1'),
    // Navigation rules (spec §8): hosts that a URL from data or a query (checkout's redirectUrl) may send visitors
    // to, comma-separated; `*.host` allows subdomains. APP_URL's host is always allowed; anything else is dropped.
    EXTERNAL_NAVIGATION_HOSTS: z
      .string()
      .default('quest.how,*.quest.how')
      .transform((v) =>
        v
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
    // Image endpoint (/_image): media hosts (https, comma-separated, `*.host` = subdomains) whose images may be
    // resized, besides the files under public/. Empty: local files only.
    IMAGE_HOSTS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
    DATABASE_URL: z.string().trim().optional(),
    // PostgreSQL limits (README's table): a frozen or overloaded database fails requests fast (503) instead of
    // hanging them. 0 turns a limit off.
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).default(2_000),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
    DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).default(6_000),
    DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).default(3_000),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    DATABASE_MIGRATION_TIMEOUT_MS: z.coerce.number().int().min(0).default(300_000),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
    // Server processes (issue 14): with DATABASE_URL, empty or 0 starts one per core (node:cluster); the
    // embedded database (no DATABASE_URL) is always one process.
    WEB_CONCURRENCY: z.coerce.number().int().min(0).max(256).default(0),
    // Threads that turn a page's React Server Components payload into HTML (server/pages/ssr-threads.ts). Empty: one
    // when this is the only server process and the machine has a second core, none otherwise (node:cluster
    // already uses every core). 0 renders on the request thread.
    SSR_THREADS: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce.number().int().min(0).max(64).optional(),
    ),
    DATA_DIR: z.string().default('.data'),
    // PostgreSQL's buffer cache inside the embedded database, in MB. PGlite touches all of it at start, so it is
    // resident memory from the first second: PostgreSQL's 128 MB default held ~130 MB more RSS than 32 MB, which
    // holds the whole demo database (26 MB of tables and indexes) with room to spare. A catalogue that outgrows it
    // belongs on PostgreSQL (DATABASE_URL), where this setting does not apply.
    PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(4096).default(32),
    // The demo catalogue and demo learners, written into an empty database at start. Empty: yes on the embedded
    // database outside production, no otherwise (production never shows invented courses and people unless an
    // operator asks here or runs `npm run db:seed`).
    SEED_DEMO_DATA: optionalFlag,
    // Longest graceful shutdown (in-flight requests, background jobs, closing the database) before the process
    // exits anyway: under Kubernetes' default 30 s termination grace period.
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1000).default(25_000),
    // The image endpoint's encoded variants (never inside DATA_DIR: that is PGlite's own data directory).
    IMAGE_CACHE_DIR: z.string().default('.cache/images'),
    // Certificate, invoice and transcript PDFs (issue 28): one stored file per document version (not inside
    // DATA_DIR); at most DOCUMENT_RENDERS renders at once per process, in threads (DOCUMENT_RENDER_THREADS=false:
    // on the request thread), DOCUMENT_RENDER_QUEUE more waiting, then 503. DOCUMENT_RATE_LIMIT: requests per IP
    // per 10 minutes on those routes (0 = no limit).
    DOCUMENT_CACHE_DIR: z.string().default('.cache/documents'),
    DOCUMENT_RENDERS: z.coerce.number().int().min(1).max(64).default(2),
    DOCUMENT_RENDER_QUEUE: z.coerce.number().int().min(0).default(32),
    DOCUMENT_RENDER_THREADS: flag(true),
    DOCUMENT_RATE_LIMIT: z.coerce.number().int().min(0).default(60),
    DIST_DIR: z.string().default('dist'),
    TRUST_PROXY: booleanFlag,
    HTML_CACHE_TTL_MS: z.coerce.number().int().min(0).default(3_600_000),
    // Catalogue reads reused until a catalogue write or this long (issue 14); 0: every render queries.
    CATALOG_READ_CACHE_TTL_MS: z.coerce.number().int().min(0).default(60_000),
    // Slow clients (issue 28): a request's headers, and the whole request, must arrive within these; an address
    // may hold at most MAX_CONNECTIONS_PER_IP open sockets (0: no cap). Empty: 256, or no cap with TRUST_PROXY
    // (behind a proxy every socket is the proxy's).
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).default(10_000),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
    MAX_CONNECTIONS_PER_IP: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce.number().int().min(0).optional(),
    ),
    // Overload: past this event-loop delay new renders and posts get a fast 503 with Retry-After instead of
    // queueing; stored pages, static files and health checks are still served.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
    // ...and past this many page renders in flight (cache hits are not renders); 0 = no limit.
    MAX_CONCURRENT_RENDERS: z.coerce.number().int().min(0).default(32),
    // Open Campus ID sign-in (issue 5). APP_API_URL's status call picks sandbox or live (live when unset or
    // failing); OCID_BASE_URL and OCID_PUBLIC_KEY override the provider host and the id-token key.
    OCID_CLIENT_ID: z.string().trim().default(''),
    APP_API_URL: optionalUrl,
    OCID_BASE_URL: optionalUrl,
    OCID_PUBLIC_KEY: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(z.base64('OCID_PUBLIC_KEY must be a base64 SPKI public key').optional()),
    // Payments (issue 10): Stripe when all three keys are set, the offline sandbox otherwise. STRIPE_API_URL points
    // the SDK at another host (the tests' local double of Stripe's API); leave it empty in production.
    // PAYMENT_PROVIDER names one: production takes Stripe's keys, or the sandbox only when named here (a deploy
    // that lost its keys must refuse to start rather than give courses away for test cards).
    PAYMENT_PROVIDER: z.enum(['', 'stripe', 'sandbox']).default(''),
    STRIPE_SECRET_KEY: z.string().trim().default(''),
    STRIPE_PUBLISHABLE_KEY: z.string().trim().default(''),
    STRIPE_WEBHOOK_SECRET: z.string().trim().default(''),
    STRIPE_API_URL: optionalUrl,
    // E-mail: nodemailer over SMTP when SMTP_URL is set (smtp:// or smtps://); otherwise messages wait in the
    // outbox and can be read at /dev/outbox in development.
    SMTP_URL: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    // Checkout posts (payment attempts, discount-code checks) per IP per 10 minutes: card testing and code
    // guessing. 0 turns the limit off (benchmarks).
    CHECKOUT_RATE_LIMIT: z.coerce.number().int().min(0).default(30),
    // The bearer token the Quest app sends to the ingestion API (/api/v1/…). Empty: the API is off (404).
    INGEST_API_TOKEN: z
      .string()
      .trim()
      .default('')
      .refine((v) => v === '' || v.length >= 32, 'INGEST_API_TOKEN must have at least 32 characters'),
    // CE reporting to the regulators (issue 31). The operator's API (/api/v1/ce-reports…) takes this bearer
    // token, the same scheme as the ingestion API but its own token (the app must not mark credit posted).
    // Empty: that API is off (404).
    CE_REPORTING_API_TOKEN: z
      .string()
      .trim()
      .default('')
      .refine((v) => v === '' || v.length >= 32, 'CE_REPORTING_API_TOKEN must have at least 32 characters'),
    // Florida insurance: the facts give 21 or 30 days to report a completion to DFS (default 21).
    CE_REPORT_DAYS_FL_INSURANCE: z.enum(['21', '30']).default('21').transform(Number),
    // The operator's reminder of reports due soon: to this address, this many days before the deadline.
    // Empty address: no reminders (overdue reports are still logged and counted on /readyz).
    CE_REPORTS_OPERATOR_EMAIL: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(z.email('CE_REPORTS_OPERATOR_EMAIL must be an e-mail address').optional()),
    CE_REPORTS_REMIND_DAYS: z.coerce.number().int().min(0).max(60).default(5),
    MAIL_FROM: z.string().trim().default('Quest <hola@quest.how>'),
    OUTBOX_POLL_MS: z.coerce.number().int().min(100).default(5_000),
    // A payment event younger than this is left to the request that stored it (it is settling it); older ones are
    // settled by the background job (a process killed in between, issue 6). Tests shorten it.
    PAYMENT_EVENT_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
    // Tests only: 'after-payment-recorded' kills the process (SIGKILL) between storing a payment and settling it.
    // Refused in production.
    TEST_FAILPOINT: z.enum(['', 'after-payment-recorded']).default(''),
  })
  .transform((env, ctx) => {
    const production = env.NODE_ENV === 'production';
    if (production && (!env.COOKIE_SECRET || env.COOKIE_SECRET.length < 32)) {
      ctx.addIssue({
        code: 'custom',
        path: ['COOKIE_SECRET'],
        message: 'COOKIE_SECRET must be set to at least 32 random characters in production',
      });
      return z.NEVER;
    }
    if (
      env.DATABASE_QUERY_TIMEOUT_MS > 0 &&
      env.DATABASE_STATEMENT_TIMEOUT_MS > 0 &&
      env.DATABASE_QUERY_TIMEOUT_MS <= env.DATABASE_STATEMENT_TIMEOUT_MS
    ) {
      // The server's statement_timeout should fire first (the connection stays usable); the client-side query
      // timeout is the net for a server or network that stopped answering altogether.
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_QUERY_TIMEOUT_MS'],
        message: 'DATABASE_QUERY_TIMEOUT_MS must be greater than DATABASE_STATEMENT_TIMEOUT_MS',
      });
      return z.NEVER;
    }
    const stripeKeys = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET];
    if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'Set all of STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, or none',
      });
      return z.NEVER;
    }
    if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_MS'],
        message: 'HEADERS_TIMEOUT_MS must not be greater than REQUEST_TIMEOUT_MS',
      });
      return z.NEVER;
    }
    const keysSet = stripeKeys.every(Boolean);
    if (env.PAYMENT_PROVIDER === 'stripe' || (production && env.PAYMENT_PROVIDER === '')) {
      if (!keysSet) {
        ctx.addIssue({
          code: 'custom',
          path: ['STRIPE_SECRET_KEY'],
          message:
            env.PAYMENT_PROVIDER === 'stripe'
              ? 'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET'
              : 'Payments in production need STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET (or PAYMENT_PROVIDER=sandbox for a test-mode site that takes no real payment)',
        });
        return z.NEVER;
      }
    }
    if (production && env.TEST_FAILPOINT) {
      ctx.addIssue({ code: 'custom', path: ['TEST_FAILPOINT'], message: 'TEST_FAILPOINT is for tests only' });
      return z.NEVER;
    }
    const stripeEnabled = keysSet && env.PAYMENT_PROVIDER !== 'sandbox';
    return {
      ...env,
      production,
      stripeEnabled,
      MAX_CONNECTIONS_PER_IP: env.MAX_CONNECTIONS_PER_IP ?? (env.TRUST_PROXY ? 0 : 256),
      // Test payments: the offline sandbox, or Stripe's test-mode keys. Every page then says so (a banner), and
      // orders are stored as test orders.
      testPayments: !stripeEnabled || /^(sk|rk)_test_/.test(env.STRIPE_SECRET_KEY),
      COOKIE_SECRET: env.COOKIE_SECRET ?? DEV_COOKIE_SECRET,
      EXTERNAL_NAVIGATION_HOSTS: [
        ...new Set([...env.EXTERNAL_NAVIGATION_HOSTS, new URL(env.APP_URL).hostname]),
      ],
      PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    };
  });

export type AppConfig = z.output<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the configuration; throws a ConfigError that names every bad key. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  - ${issue.path.join('.') || 'config'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
