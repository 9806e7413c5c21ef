import { type Locale, localePath } from './i18n/locales.ts';

/**
 * The site's addresses, written once. Fastify registers its routes from here, pages and links build hrefs from
 * here, and the one list of personal pages below drives the render cache, robots.txt, `noindex` and the sitemap.
 * A leaf module: it imports nothing but the locale helpers, so every layer may use it.
 */

/** Routes Fastify owns (no locale prefix). */
export const SERVER_ROUTES = {
  signIn: '/auth/ocid/login',
  signInCallback: '/auth/ocid/callback',
  signOut: '/auth/ocid/logout',
  /** A form post; `:kind` is a LeadKind, 'newsletter' or 'discount'. */
  form: '/forms/:kind',
  catalogSuggestions: '/api/catalog/suggestions',
  /** Checkout form post for a course or bundle (`?lang=&type=` plus the page's purchase parameters). */
  checkout: '/checkout/:slug',
  /** Pay a pay-later order from its receipt ("pay now"). */
  orderPay: '/checkout/orders/:transactionId/pay',
  orderRefund: '/checkout/orders/:transactionId/refund',
  /** The optional phone step after payment. */
  orderPhone: '/checkout/orders/:transactionId/phone',
  registration: '/checkout/registration/:learnerId/:transactionId',
  /** The order's invoice as a PDF (`?lang=`). */
  invoice: '/invoices/:transactionId',
  stripeWebhook: '/webhooks/stripe',
  /** Ingestion API for the Quest app (bearer INGEST_API_TOKEN): progress and completions. */
  ingestEvents: '/api/v1/events',
  /** The app generated a study lesson: one credit spent (same token, issue 12). */
  ingestLessons: '/api/v1/lessons',
  /** The operator's CE reporting API (bearer CE_REPORTING_API_TOKEN, issue 31): reports, roster, moves. */
  ceReports: '/api/v1/ce-reports',
  ceRoster: '/api/v1/ce-reports/roster.csv',
  ceReportMoves: '/api/v1/ce-reports/:reference/moves',
  /** The ingestion API's OpenAPI 3.1 document. */
  ingestOpenApi: '/api/v1/openapi.json',
  /** An issued certificate as a landscape PDF (`?lang=`). */
  certificatePdf: '/certificate-pdf/:id',
  /** The monitor (proctor) sets their password, then confirms with it (form posts, `?lang=`). */
  certificateMonitorPassword: '/certificate-monitor/:id/password',
  certificateMonitorConfirm: '/certificate-monitor/:id/confirm',
  /** An invitation's decision (form posts, `?lang=`): accepting needs Open Campus ID, denying does not. */
  invitationAccept: '/invitation-decisions/:id/accept',
  invitationReject: '/invitation-decisions/:id/reject',
  /** The signed-in learner's CE transcript as a PDF or a CSV (`?lang=`). */
  transcriptPdf: '/transcript-files/:learnerId/pdf',
  transcriptCsv: '/transcript-files/:learnerId/csv',
  /** Development only: e-mails waiting in the outbox when no SMTP_URL is set. */
  devOutbox: '/dev/outbox',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  health: '/healthz',
  readiness: '/readyz',
  /** Responsive images (`?url=&w=&q=` or `&placeholder`), resized with sharp. */
  image: '/_image',
  /** The live build's `{id, builtAt}` (no-store) and a build's route rules (immutable). */
  buildLatest: '/builds/latest.json',
  buildMeta: '/builds/meta/:file',
  /** A learner's review of a course they completed, written or edited (form post, `?lang=`). */
  review: '/review-posts/:slug',
  /** The learner's own profile made public or private (form post, `?lang=`; the owner only). */
  learnerVisibility: '/learner-profile/:id/visibility',
  /**
   * A course's or bundle's generated cover (decision 058): `:kind` is 'courses' or 'bundles', `:file` is
   * `{slug}.svg`, `?v=` the drawing's version (src/cover-address.ts builds the address).
   */
  cover: '/covers/:kind/:file',
  /** Its Open Graph image (1200×630 PNG): `:file` is `{slug}.png`, `?lang=&v=`. */
  coverSocialImage: '/og/:kind/:file',
  /** An earned achievement's Open Graph image (`:file` is `{learnerId}.png`, `?lang=`). */
  achievementImage: '/og/achievements/:id/:file',
  /** A Quester's partner link: records the referral (signed cookie, first touch) and forwards to their page. */
  partnerLink: '/partner-links/:questerId',
  /** The migrant subscription's form posts (`?lang=`): subscribe to a plan; cancel, upgrade, change the card. */
  subscribe: '/subscription-actions/subscribe/:plan',
  subscriptionCancel: '/subscription-actions/:id/cancel',
  subscriptionUpgrade: '/subscription-actions/:id/upgrade',
  subscriptionCard: '/subscription-actions/:id/card',
  /** Buy a Quester (creator) plan for the Quester `:id` (their slug), `?lang=` (issue 12). */
  questerUpgrade: '/quester-actions/:id/upgrade',
  /** "Fill my missing hours" (issue 15): the CE proposal as one custom bundle, then its checkout (`?lang=`). */
  ceFill: '/ce-fill/checkout',
  /** A signed-in learner's licences for renewal reminders (issue 15, `?lang=`): add (POST) and remove. */
  ceLicences: '/ce-licences',
  ceLicenceRemove: '/ce-licences/remove',
  /** A licence's due date as an iCalendar file (`:file` = its token + '.ics'). */
  ceLicenceCalendar: '/ce-licences/calendar/:file',
  /** One-click unsubscribe from a licence's reminders: GET confirms, POST (RFC 8058) turns them off. */
  ceLicenceUnsubscribe: '/ce-licences/unsubscribe/:token',
  /** Company seats (`?lang=`): buy them; on the admin page (`:id` the subscription), invite and change seats. */
  companySeats: '/company-actions/seats',
  companyInvite: '/company-actions/:id/invite',
  companySeatChange: '/company-actions/:id/seats',
  /** Identity (issue 27, `?lang=`): e-mail me a sign-in link (a typed address, or a resource's owner). */
  identitySignInLink: '/identity/sign-in-link',
  identityOwnerLink: '/identity/owner-link',
  /** The POST of an address proof's page: uses the link once. */
  identityRedeem: '/identity/proofs/:token',
  /** The owner asks to change their access address (a link goes to the new one). */
  identityAddress: '/identity/address',
  /** Ends the e-mail sign-in session. */
  identitySignOut: '/identity/sign-out',
  /** The owner replaces every link they were sent (receipts, certificates, subscriptions, licences). */
  identityReplaceLinks: '/identity/links/replace',
} as const;

/** Prefixes of everything that is not a page: kept out of indexes. */
export const NON_PAGE_PREFIXES = [
  '/forms/',
  '/auth/',
  '/RSC/',
  '/api/',
  '/checkout/',
  '/invoices/',
  '/webhooks/',
  '/learner-profile/',
  '/dev/',
  '/certificate-pdf/',
  '/certificate-monitor/',
  '/invitation-decisions/',
  '/transcript-files/',
  '/partner-links/',
  '/subscription-actions/',
  '/quester-actions/',
  '/ce-fill/',
  '/company-actions/',
  '/identity/',
] as const;

/** Page paths after the locale prefix. */
export const pagePaths = {
  home: '/',
  /** The signed-in learner's account area (issue 27): courses, orders, certificates, subscriptions, licences, profile. */
  account: '/account',
  /** A learner's review of a course they completed: write it, or edit it (issue 30; personal, under /account). */
  writeReview: (slug: string) => `/account/reviews/${slug}`,
  /** An address proof's page: says what the link does and uses it with one button (a POST). */
  confirmAddress: (token: string) => `/account/confirm/${token}`,
  catalogue: '/accredited-courses',
  search: '/search',
  course: (slug: string) => `/courses/details/${slug}`,
  bundle: (slug: string) => `/courses/bundles/${slug}`,
  specialty: (slug: string) => `/accredited-courses/specialities/${slug}`,
  embedCourse: (slug: string) => `/embed/courses/${slug}`,
  embedBundle: (slug: string) => `/embed/bundles/${slug}`,
  /** Checkout for a course or bundle (spec §7 `/courses/buy/{courseId}`). */
  buy: (slug: string) => `/courses/buy/${slug}`,
  /** The CE requirements tool (issue 15): the query (`licence`, `issued`, `birthMonth`…) is its state. */
  ceRequirements: '/continuing-education/requirements',
  /** Checkout of a study credit package (the same checkout page, `?type=credits`; slug = package id). */
  buyCredits: (packageId: string) => `/courses/buy/${packageId}?type=credits`,
  /** The study tool's page; its credit packages are at `#credits`. */
  study: '/study',
  paymentSuccess: (transactionId: string) => `/payment-success/${transactionId}`,
  receipt: (transactionId: string) => `/receipts/${transactionId}`,
  /** The optional phone step (`?transactionId=`). */
  phoneStep: '/receipts/PhoneNumber',
  completeRegistration: (learnerId: string, transactionId: string) =>
    `/learners/${learnerId}/complete-registration/${transactionId}`,
  successfulPurchase: '/courses/SuccessfulPurchase',
  /** A certificate (capability URL: the id is unguessable). */
  certificate: (id: string) => `/certificates/${id}`,
  certificatePendingPayment: (id: string) => `/certificates/${id}/pendingpayment`,
  /** Public check of a certificate by its reference number (`?reference=`). */
  certificateVerify: '/certificates/verify',
  /** A learner's profile and results: the learner signed in, or anyone when the profile is public. */
  learner: (id: string) => `/learners/${id}`,
  learnerWeek: (id: string) => `/learners/${id}/results/week`,
  learnerYear: (id: string, year: number) => `/learners/${id}/results/${year}`,
  /** The public share page of an achievement a learner earned (cacheable, indexable). */
  achievementShare: (id: string, learnerId: string) => `/achievements/${id}/user/${learnerId}`,
  signInCallbackPage: '/opencampus/callback',
  /** A company's invitation (capability URL: the id is unguessable). */
  invitation: (id: string) => `/invitations/${id}`,
  /** The signed-in learner's CE transcript. */
  transcript: (learnerId: string) => `/learners/${learnerId}/transcript`,
  /** A Quester's public page; the id is the instructor's slug (domain/questers). */
  quester: (id: string) => `/questers/${id}`,
  /** Subscribe to a migrant plan (monthly, semiannual, annual) with the payment provider. */
  subscribe: (plan: string) => `/payments/subscribe/${plan}`,
  /** A subscription's status (capability URL: the id is unguessable; a signed-in learner sees only their own). */
  subscription: (id: string) => `/subscriptions/${id}`,
  /** Creator plans compared (free, Basic, Plus) with their server prices; `?quester=` starts an upgrade. */
  studioPricing: '/payments/studioPricingTable',
  /** Buy a Quester plan for the Quester `id` (their slug; `?plan=basic|plus`). */
  questerUpgrade: (id: string) => `/payments/questerUpgrade/${id}`,
  /** Buy company seats (`?users=`): company, admin, seats and card. */
  companySeats: '/payments/companySeats',
  /** The company admin's page (capability URL: the seats subscription's id): seats, invitations. */
  companyAdmin: (id: string) => `/subscriptions/${id}/employees`,
  /** The offline sandbox's customer portal (Stripe's billing portal when it is wired). */
  subscriptionPortal: (id: string) => `/subscriptions/${id}/portal`,
  /** An affiliate's landing with the affiliate bundle; the id is the affiliate's slug (domain/affiliates). */
  affiliate: (id: string) => `/affiliates/${id}`,
  /** A topic's courses (issue 12); in an app's context under /apps/{app}/topics/{id} or /{app}/topics/{id}. */
  topic: (id: string) => `/topics/${id}`,
  appTopic: (app: string, id: string) => `/apps/${app}/topics/${id}`,
  appTopicShort: (app: string, id: string) => `/${app}/topics/${id}`,
  /** An app campaign's landing (campaign price until it expires, then the regular price). */
  appCampaign: (app: string, campaignId: string) => `/apps/${app}/${campaignId}`,
} as const;

/** Localised href of a page path: `href('en', pagePaths.course('x'))` → '/en/courses/details/x'. */
export function href(locale: Locale, path: string, query?: URLSearchParams | Record<string, string>): string {
  const search = query ? new URLSearchParams(query).toString() : '';
  return `${localePath(locale, path)}${search ? `?${search}` : ''}`;
}

/** The sign-in link that comes back to `returnTo` (an on-site path and query). */
export function signInHref(returnTo: string): string {
  return `${SERVER_ROUTES.signIn}?${new URLSearchParams({ returnTo }).toString()}`;
}

/** Fastify path with its :params filled in: `serverPath(SERVER_ROUTES.orderPay, { transactionId })`. */
export function serverPath(route: string, params: Record<string, string>): string {
  return route.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** Where a form posts, and the page (path after the locale) a no-JS post returns to. */
export function formAction(kind: string, locale: Locale, returnPath: string): string {
  return `/forms/${kind}?lang=${locale}&return=${encodeURIComponent(returnPath)}`;
}

/**
 * Pages about one person or one purchase (receipts, certificates, learners, invitations, checkout and payment
 * results, the sign-in callback): never cached, never indexed, never in the sitemap. The achievement share page
 * (/achievements/…) is public on purpose: it is made to be shared and shows only a first name.
 */
export const PERSONAL_PAGE_PREFIXES = [
  '/account',
  '/receipts',
  '/certificates',
  '/learners',
  '/invitations',
  '/payment-success',
  '/deferred-success',
  '/courses/buy',
  '/courses/SuccessfulPurchase',
  '/payments/questerUpgrade',
  '/payments/subscribe',
  '/payments/companySeats',
  '/subscriptions',
  '/partner-links',
  pagePaths.signInCallbackPage,
] as const;

/** True for a personal page's path after the locale prefix ('/receipts/12', '/opencampus/callback'). */
export function isPersonalPage(pagePath: string): boolean {
  return PERSONAL_PAGE_PREFIXES.some((prefix) => pagePath === prefix || pagePath.startsWith(`${prefix}/`));
}

/**
 * Path segments that are capabilities or name a person (a receipt's transaction id, a learner id, a certificate,
 * an invitation, a subscription, a proof token…): the segment after each of these words, in pages (with or
 * without the locale, RSC included) and in server routes alike. `skip` lists the words after them that are
 * fixed addresses, not ids; `count` is how many segments follow.
 */
const CAPABILITY_AFTER: Record<string, { skip?: readonly string[]; count?: number }> = {
  receipts: { skip: ['PhoneNumber', 'PhoneNumber.txt'] },
  'payment-success': {},
  invitations: {},
  subscriptions: {},
  certificates: { skip: ['verify', 'verify.txt'] },
  learners: {},
  'complete-registration': {},
  user: {},
  confirm: {},
  orders: {},
  registration: { count: 2 },
  invoices: {},
  'certificate-pdf': {},
  'certificate-monitor': {},
  'invitation-decisions': {},
  'transcript-files': {},
  'learner-profile': {},
  'subscription-actions': { skip: ['subscribe'] },
  'company-actions': { skip: ['seats'] },
  calendar: {},
  unsubscribe: {},
  proofs: {},
};

/** Query keys that carry an order, a payment or a capability. */
export const CAPABILITY_QUERY_KEYS = [
  'transactionid',
  'payment_intent',
  'payment_intent_client_secret',
  'setup_intent',
  'setup_intent_client_secret',
  'reference',
] as const;

/** The path with every capability segment replaced by ':redacted' (for logs). */
export function redactCapabilityPath(path: string): string {
  const segments = path.split('/');
  for (let i = 0; i < segments.length; i++) {
    const rule = CAPABILITY_AFTER[segments[i] ?? ''];
    if (!rule) continue;
    // og/achievements/{id}/{learnerId}.png: the learner is the second segment.
    const next = segments[i + 1];
    if (next === undefined || next === '' || rule.skip?.includes(next)) continue;
    for (let k = 1; k <= (rule.count ?? 1) && i + k < segments.length; k++) segments[i + k] = ':redacted';
    i += rule.count ?? 1;
  }
  if (segments[1] === 'og' && segments[2] === 'achievements' && segments[4]) segments[4] = ':redacted';
  return segments.join('/');
}

/** Whether a path holds a capability or a person (such responses send no Referer onwards). */
export function holdsCapability(path: string): boolean {
  return redactCapabilityPath(path) !== path;
}
