import type { Db } from '../db/types.ts';
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
  providersFor,
  searchCatalog,
  searchSuggestions,
  specialtyCatalog,
} from './catalog/index.ts';
import {
  confirmMonitor,
  findCertificate,
  ingestEvent,
  setMonitorPassword,
  verifyReference,
} from './certificates/index.ts';
import { checkDiscountCode, issueDiscountCode, redeemDiscountCode } from './discount-codes.ts';
import { createDomainEvents, type DomainEvents } from './events.ts';
import { saveLead, subscribeNewsletter } from './lead-store.ts';
import { type Checkout, createCheckout } from './orders/checkout.ts';
import type { PaymentGateway } from './orders/payment-gateway.ts';
import { completeRegistration, findOrder, learnerExists, savePhone } from './orders/queries.ts';
import { processPendingEvents } from './orders/settlement.ts';
import {
  claimDueMessages,
  findMessage,
  listRecentMessages,
  markMessageFailed,
  markMessageSent,
  pendingMessagesAfter,
} from './outbox.ts';
import { cataloguePaths } from './sitemap.ts';

/**
 * The domain as the rest of the site sees it: typed services built once by the composition root
 * (server/main.ts) from the database. Pages, routes and server code call these; only the domain and the root
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
  courseDetail: getCourseDetail,
  bundleDetail: getBundleDetail,
  specialty: findSpecialty,
  specialtyCatalog,
  providers: providersFor,
  featuredCourses,
  featuredBundles,
  featuredInstructors,
  search: searchCatalog,
  suggestions: searchSuggestions,
  categories: listCategories,
  sitemapPaths: cataloguePaths,
};

const leadWrites = { subscribeNewsletter, saveLead };
const discountOperations = { issue: issueDiscountCode, redeem: redeemDiscountCode, check: checkDiscountCode };
const orderOperations = {
  find: findOrder,
  savePhone,
  completeRegistration,
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
  /** Orders as the personal pages read them, the phone step and registration. */
  orders: Bound<typeof orderOperations>;
  /** Certificates: the app's reports, the certificate pages, the monitor password, public verification. */
  certificates: Bound<typeof certificateOperations>;
  /** The e-mail outbox, for the delivery worker and the development preview. */
  outbox: Bound<typeof outboxOperations>;
  /** What writes announce; the server subscribes (cache invalidation). */
  events: DomainEvents;
}

export function createDomainServices({
  db,
  gateway,
  events = createDomainEvents(),
  afterPaymentRecorded,
}: {
  db: Db;
  gateway: PaymentGateway;
  events?: DomainEvents;
  /** Tests only: the crash point between storing a payment and settling it. */
  afterPaymentRecorded?: () => void;
}): DomainServices {
  return {
    catalog: bindDb(db, catalogReads),
    catalogWriter: createCatalogWriter(db, events),
    leads: bindDb(db, leadWrites),
    discounts: bindDb(db, discountOperations),
    checkout: createCheckout({ db, gateway, afterPaymentRecorded }),
    orders: bindDb(db, orderOperations),
    certificates: bindDb(db, certificateOperations),
    outbox: bindDb(db, outboxOperations),
    events,
  };
}
