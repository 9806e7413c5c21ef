import type { Db } from '../db/types.ts';
import type { Locale } from '../i18n/locales.ts';
import { findAffiliateLanding } from './affiliates.ts';
import {
  type CatalogWriter,
  catalogSelection,
  createCatalogWriter,
  featuredBundles,
  featuredCourses,
  featuredInstructors,
  findSpecialty,
  getBundleDetail,
  getCourseDetail,
  listCategories,
  listStates,
  productCoverFacts,
  providersFor,
  searchCatalog,
  searchListing,
  searchSuggestions,
  specialtyCatalog,
} from './catalog/index.ts';
import { createReadCache } from './catalog/read-cache.ts';
import { catalogReadTags } from './catalog/read-tags.ts';
import { fillMissingHours, requirementsReport, suggestedLicence } from './ce/queries.ts';
import {
  addLicence,
  learnerLicenceList,
  licenceByToken,
  removeLicence,
  sendDueReminders,
  unsubscribeLicence,
} from './ce/reminders.ts';
import type { ReportingSettings } from './ce/reporting/deadline.ts';
import { type ReportingPromise, reportingPromises } from './ce/reporting/licence.ts';
import {
  learnerReports,
  listReports,
  moveReport,
  overdueOncePerDay,
  remindOperator,
  reportCounts,
  reportsOfCertificates,
} from './ce/reporting/reports.ts';
import {
  confirmMonitor,
  findCertificate,
  ingestEvent,
  setMonitorPassword,
  verifyReference,
} from './certificates/index.ts';
import { recentCompletions } from './certificates/repeat-course.ts';
import { learnerTranscript } from './certificates/transcript.ts';
import { decideInvitation, findInvitation, viewerForLearner, viewerForOcid } from './companies/index.ts';
import { type CompanySeats, companySeatsHook, createCompanySeats } from './companies/seats.ts';
import { creditBalance, spendLesson } from './credit-ledger.ts';
import type { CrmForms } from './crm.ts';
import { checkDiscountCode, issueDiscountCode, redeemDiscountCode } from './discount-codes.ts';
import { createDomainEvents, type DomainEvents } from './events.ts';
import { createIdentity, type Identity } from './identity/index.ts';
import { saveLead, subscribeNewsletter } from './lead-store.ts';
import type { ValidLead } from './leads.ts';
import { findLearnerByOcid } from './learners/account.ts';
import { accountOverview } from './learners/account-area.ts';
import { findSharedAchievement, listAchievements } from './learners/achievements.ts';
import { findLearnerProfile, setProfilePublic } from './learners/profile.ts';
import { findLearnerResults } from './learners/results.ts';
import { type Checkout, createCheckout } from './orders/checkout.ts';
import type { PaymentGateway } from './orders/payment-gateway.ts';
import { findOrder, learnerExists, orderOwnerFacts, savePhone } from './orders/queries.ts';
import { processPendingEvents } from './orders/settlement.ts';
import {
  claimDueMessages,
  findMessage,
  listRecentMessages,
  markMessageFailed,
  markMessageSent,
  pendingMessagesAfter,
} from './outbox.ts';
import { findQuesterKey, findQuesterProfile } from './questers/index.ts';
import { questerPlanHook, questerPlanOf } from './questers/plans.ts';
import type { SharedRateLimiter } from './rate-limit.ts';
import { createDatabaseRateLimiter } from './rate-limit-store.ts';
import { untagged } from './render-tags.ts';
import { type ReviewStanding, reviewStanding, type SaveReviewResult, saveReview } from './reviews/index.ts';
import { cataloguePaths } from './sitemap.ts';
import { CREDIT_PACKAGES } from './study-credits.ts';
import { createSubscriptions, type Subscriptions } from './subscriptions/index.ts';
import { appExists, findAppCampaign, findTopicPage } from './topics/index.ts';

/**
 * The domain as the rest of the site sees it: typed services built once by the composition root
 * (server/compose.ts) from the database. Pages, routes and server code call these; only the domain and the root
 * hold the database handle.
 */

// biome-ignore lint/suspicious/noExplicitAny: the parameter list is inferred per function below
type DbFunction = (db: Db, ...args: any[]) => unknown;
type WithoutDb<F> = F extends (db: Db, ...args: infer A) => infer R ? (...args: A) => R : never;
type Bound<T extends Record<string, DbFunction>> = { [K in keyof T]: WithoutDb<T[K]> };

/** The same functions with the database already given: `catalog.courseDetail(locale, slug)`. */
function bindDb<T extends Record<string, DbFunction>>(db: Db, functions: T): Bound<T> {
  return Object.fromEntries(
    Object.entries(functions).map(([name, fn]) => [name, (...args: unknown[]) => fn(db, ...args)]),
  ) as Bound<T>;
}

const catalogReads = {
  selection: catalogSelection,
  /** Every state with its listed courses (the search page's state filter). */
  states: listStates,
  courseDetail: getCourseDetail,
  bundleDetail: getBundleDetail,
  specialty: findSpecialty,
  specialtyCatalog,
  providers: providersFor,
  featuredCourses,
  featuredBundles,
  featuredInstructors,
  search: searchCatalog,
  /** The search page: filtered, sorted products with facet counts (issue 30). */
  searchListing,
  suggestions: searchSuggestions,
  categories: listCategories,
  sitemapPaths: cataloguePaths,
  /** What a course's or bundle's generated cover and social image show (decision 058). */
  coverFacts: productCoverFacts,
  /** A Quester's public page (marketplace courses only), by the Quester's public id (the instructor slug). */
  quester: findQuesterProfile,
  /** A Quester's database key by public id (partner links, referral attribution). */
  questerKey: findQuesterKey,
  /** A Quester's name and plan (free, basic, plus) by public id; undefined: unknown (the upgrade page's 404). */
  questerPlan: questerPlanOf,
  /** An active affiliate's landing with the affiliate bundle and its checkout price (issue 12); null: 404. */
  affiliate: findAffiliateLanding,
  /** A topic's courses (marketplace only), on its own or in an app's context (issue 12). */
  topic: findTopicPage,
  /** An app campaign's landing: the product and the price the checkout charges with the campaign. */
  appCampaign: findAppCampaign,
  appExists,
};

const leadWrites = {
  subscribeNewsletter,
  saveLead: (db: Db, lead: ValidLead, locale: Locale) => saveLead(db, lead, locale),
};
const discountOperations = { issue: issueDiscountCode, redeem: redeemDiscountCode, check: checkDiscountCode };
const orderOperations = {
  find: findOrder,
  savePhone,
  /** Who owns an order and whether its phone is set: what the ownership rules ask. */
  ownerFacts: orderOwnerFacts,
  learnerExists,
  processPendingEvents,
};
const certificateOperations = {
  find: findCertificate,
  verify: verifyReference,
  setMonitorPassword,
  confirmMonitor,
  /** The ingestion API: progress and completions reported by the app. */
  ingest: ingestEvent,
  /** A learner's CE transcript (credited courses, totals per licence). */
  transcript: learnerTranscript,
  /** Florida's repeat-course rule: the learner's credited completions of these courses inside the window. */
  recentCompletions,
};
const ceOperations = {
  /** The CE requirements engine's answer for a licence (with the learner's transcript) and the cheapest proposal. */
  report: requirementsReport,
  /** The proposal as one custom bundle for the ordinary checkout (computed again on the server). */
  fillMissingHours,
  /** The licence a signed-in learner's newest credited completion points to (the tool opens filled with it). */
  suggestedLicence,
  /** Renewal reminders: a signed-in learner's licences, the daily job, unsubscribe and the calendar file. */
  addLicence,
  learnerLicenceList,
  removeLicence,
  licenceByToken,
  unsubscribeLicence,
  sendDueReminders,
};
const ceReportOperations = {
  /** The operator's list of reports (by status, channel, provider, deadline, completion dates). */
  list: listReports,
  /** A move of the state machine with the regulator's reference (idempotent), and the learner's e-mail. */
  move: moveReport,
  /** The reports of these certificates (the certificate pages, the transcript). */
  ofCertificates: reportsOfCertificates,
  /** A learner's reports (the account area). */
  ofLearner: learnerReports,
  /** Pending and overdue counts (/readyz). */
  counts: reportCounts,
  /** The overdue reports, to one process a day (logged at warn). */
  overdueOncePerDay,
  /** The operator's reminder of reports due soon (each report once). */
  remindOperator,
};
const companyOperations = {
  findInvitation,
  decideInvitation,
  /** Which private courses a visitor may see (company members only). */
  viewerForOcid,
  viewerForLearner,
};
const learnerOperations = {
  /** The learner linked to a signed-in Open Campus ID, if any. */
  byOcid: findLearnerByOcid,
  /** The account area's summary of one learner (issue 27): courses, orders, certificates, subscriptions… */
  account: accountOverview,
  /** The profile page's data (stats, last course, achievements); who may see it: domain/learners/access.ts. */
  profile: findLearnerProfile,
  /** The week and year results charts' data. */
  results: findLearnerResults,
  /** The owner makes the profile public or private. */
  setProfilePublic,
  /** The public share page of an achievement a learner earned. */
  sharedAchievement: findSharedAchievement,
  achievements: listAchievements,
};
const creditOperations = {
  /** The learner's study credits now (this month's free ones granted on first read); null: unknown learner. */
  balance: creditBalance,
  /** The app generated a lesson: one credit, once per event id (the ingestion API). */
  spendLesson,
  /** The packages for sale, priced here (the checkout charges these prices). */
  packages: (_db: Db) => CREDIT_PACKAGES,
};
const outboxOperations = {
  claimDue: claimDueMessages,
  markSent: markMessageSent,
  markFailed: markMessageFailed,
  find: findMessage,
  listRecent: listRecentMessages,
  pendingAfter: pendingMessagesAfter,
};

export interface DomainServices {
  catalog: Bound<typeof catalogReads>;
  catalogWriter: CatalogWriter;
  leads: Bound<typeof leadWrites>;
  discounts: Bound<typeof discountOperations>;
  /** Buying: price, place, pay, settle, refund (through the payment gateway the root chose). */
  checkout: Checkout;
  /** The migrant subscription: price, subscribe, status, cancel, upgrade, renewals (issue 12). */
  subscriptions: Subscriptions;
  /** Orders as the personal pages read them, the phone step and registration. */
  orders: Bound<typeof orderOperations>;
  /** Certificates: the app's reports, the certificate pages, the monitor password, public verification. */
  certificates: Bound<typeof certificateOperations>;
  /** Learners: the signed-in visitor, profiles, results, achievements. */
  learners: Bound<typeof learnerOperations>;
  /** Continuing-education requirements (issue 15): the engine, the proposal, the custom bundle. */
  ce: Bound<typeof ceOperations>;
  /** CE reports to the regulators (issue 31): the operator's API, the roster, the status pages show. */
  ceReports: Bound<typeof ceReportOperations>;
  /** The CE rules as pages use them: pure, from data and configuration, reading nothing stored. */
  ceRules: {
    /** What a course page may promise about reporting (none: it promises nothing). */
    reportingPromises(course: Parameters<typeof reportingPromises>[0]): ReportingPromise[];
  };
  /** Companies: invitations and the private courses their members see. */
  companies: Bound<typeof companyOperations>;
  /** Company seats (issue 12): buy them, the admin page, invitations up to the seats, seat changes. */
  companySeats: CompanySeats;
  /** Study credits (issue 12): balance, lessons spent by the app, the packages for sale. */
  credits: Bound<typeof creditOperations>;
  /** The e-mail outbox, for the delivery worker and the development preview. */
  outbox: Bound<typeof outboxOperations>;
  /** What writes announce; the server subscribes (cache invalidation). */
  events: DomainEvents;
  /** A rate limiter counted in the database, shared by every process (issue 14); `name` separates its keys. */
  rateLimiter(name: string): SharedRateLimiter;
  /** Identity (issue 27): who the browser acts for, and the single-use links that prove an address. */
  identity: Identity;
  /** Reviews by learners who completed the course (issue 30): the review page's standing, write and edit. */
  reviews: {
    standing(learnerId: string | null, slug: string, locale: Locale): Promise<ReviewStanding>;
    save(input: Parameters<typeof saveReview>[2]): Promise<SaveReviewResult>;
  };
}

export function createDomainServices({
  db,
  gateway,
  events = createDomainEvents(),
  afterPaymentRecorded,
  crm = {},
  catalogReadCacheMs = 0,
  secret,
  reportingSettings = {},
}: {
  db: Db;
  gateway: PaymentGateway;
  /** The server's secret (COOKIE_SECRET): address-proof link tokens are derived from it. */
  secret: string;
  events?: DomainEvents;
  /** The CRM widgets that are configured: their leads are queued for the CRM (none: leads stay on the site). */
  crm?: CrmForms;
  /** Tests only: the crash point between storing a payment and settling it. */
  afterPaymentRecorded?: () => void;
  /** The operator's choices where the CE reporting facts vary (Florida insurance: 21 or 30 days). */
  reportingSettings?: ReportingSettings;
  /**
   * How long catalogue reads are reused until a catalogue write (issue 14, catalog/read-cache.ts); 0: every read
   * queries. Free-text search is never kept (visitors choose its key).
   */
  catalogReadCacheMs?: number;
}): DomainServices {
  const catalog = bindDb(db, catalogReads);
  const subscriptions = createSubscriptions({
    db,
    billing: gateway.subscriptions,
    hooks: { quester: questerPlanHook(events), company: companySeatsHook },
  });
  return {
    // Kept (when catalogReadCacheMs > 0) and tagged either way, so cached pages learn what they show.
    catalog: createReadCache(events, { ttlMs: catalogReadCacheMs, tagsOf: catalogReadTags }).wrap(catalog, [
      'search',
      'searchListing',
      'suggestions',
    ]),
    catalogWriter: createCatalogWriter(db, events),
    leads: {
      subscribeNewsletter: (input) => subscribeNewsletter(db, input),
      saveLead: (lead, locale) => saveLead(db, lead, locale, { crm }),
    },
    discounts: bindDb(db, discountOperations),
    checkout: createCheckout({ db, gateway, afterPaymentRecorded }),
    subscriptions,
    companySeats: createCompanySeats({ db, subscriptions }),
    orders: bindDb(db, orderOperations),
    certificates: {
      ...bindDb(db, certificateOperations),
      ingest: (event, now) => ingestEvent(db, event, now, { reportingSettings }),
    },
    ceReports: bindDb(db, ceReportOperations),
    ceRules: { reportingPromises: (course) => reportingPromises(course, reportingSettings) },
    learners: bindDb(db, learnerOperations),
    ce: bindDb(db, ceOperations),
    companies: bindDb(db, companyOperations),
    credits: bindDb(db, creditOperations),
    outbox: bindDb(db, outboxOperations),
    events,
    rateLimiter: (name) => createDatabaseRateLimiter(db, name),
    identity: createIdentity({ db, secret, limiter: createDatabaseRateLimiter(db, 'identity-links') }),
    reviews: {
      standing: (learnerId, slug, locale) => reviewStanding(db, learnerId, slug, locale),
      save: (input) => saveReview(db, events, input),
    },
  };
}

/** Services a render may call without changing its tags: the tagged catalogue reads, and rules that read nothing. */
const TAG_NEUTRAL_SERVICES = new Set<keyof DomainServices>(['catalog', 'ceRules']);

/**
 * The services as pages see them (issue 29): the catalogue's reads tag the render in progress; a call to any
 * other service that reads stored data makes the render's tags unknown, so the page it renders is dropped by every
 * change.
 */
export function servicesForRendering(services: DomainServices): DomainServices {
  const wrapped = Object.fromEntries(
    Object.entries(services).map(([name, service]) => [
      name,
      TAG_NEUTRAL_SERVICES.has(name as keyof DomainServices) ||
      service === null ||
      (typeof service !== 'object' && typeof service !== 'function')
        ? service
        : untagged(service as object),
    ]),
  );
  return wrapped as unknown as DomainServices;
}
