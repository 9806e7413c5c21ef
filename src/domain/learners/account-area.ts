import { and, desc, eq, getTableColumns, isNull } from 'drizzle-orm';
import { courses } from '../../db/schema/catalog.ts';
import type { CeReportStatus } from '../../db/schema/ce-reports.ts';
import { certificates } from '../../db/schema/certificates.ts';
import { learnerLicences } from '../../db/schema/licences.ts';
import { enrolments, learners, orders } from '../../db/schema/orders.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import type { Db } from '../../db/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { LearnerLicence } from '../ce/reminders.ts';
import { learnerReports } from '../ce/reporting/reports.ts';
import type { ReportingChannel } from '../ce/requirements/reporting.ts';
import { type CreditBalance, creditBalance } from '../credit-ledger.ts';
import { findOrder, type OrderView } from '../orders/queries.ts';

// The account area (issue 27): everything of one learner, for that learner signed in (the page asks
// getSignedInLearner first; nothing here checks who asks). Each list is bounded: an account page is a summary.

const MAX_ORDERS = 20;
const MAX_ROWS = 100;

export interface AccountOverview {
  profile: {
    id: string;
    fullName: string;
    email: string;
    locale: Locale;
    profilePublic: boolean;
    ocid: boolean;
  };
  courses: Array<{ slug: string; title: string; progressPercent: number; grantedAt: Date }>;
  orders: OrderView[];
  certificates: Array<{
    id: string;
    title: string;
    status: (typeof certificates.$inferSelect)['status'];
    completedAt: Date;
    creditHours: string;
    /** The course it is for: an issued certificate lets its learner review it (domain/reviews). */
    courseSlug: string;
  }>;
  subscriptions: Array<{
    publicId: string;
    product: (typeof subscriptions.$inferSelect)['product'];
    plan: string;
    status: string;
    currentPeriodEnd: Date;
    cancelAtPeriodEnd: boolean;
  }>;
  licences: LearnerLicence[];
  /**
   * The reports of the learner's issued certificates to the regulators (issue 31), newest completion first: a
   * certificate waiting for payment or the monitor is reported once issued.
   */
  reports: AccountReport[];
  credits: CreditBalance | null;
}

export interface AccountReport {
  certificateId: string;
  certificateReference: string;
  courseTitle: string;
  completedAt: Date;
  /** The CE rules' licence key the credit counts toward (the licence form takes it). */
  licenceKey: string;
  channel: ReportingChannel;
  status: CeReportStatus;
  dueOn: string;
  overdue: boolean;
  /** The regulator's reference, once the credit is posted. */
  regulatorReference: string | null;
  /** Still to report and no licence number on file for it: the learner is asked to add it. */
  licenceNumberMissing: boolean;
}

export async function accountOverview(
  db: Db,
  learnerId: string,
  locale: Locale,
  now: Date = new Date(),
): Promise<AccountOverview | undefined> {
  const [learner] = await db.select().from(learners).where(eq(learners.id, learnerId)).limit(1);
  if (!learner) return undefined;
  const [courseRows, orderRows, certificateRows, subscriptionRows, licences, credits, reports] =
    await Promise.all([
      db
        .select({
          slug: courses.slug,
          titleEs: courses.titleEs,
          titleEn: courses.titleEn,
          progressPercent: enrolments.progressPercent,
          grantedAt: enrolments.grantedAt,
        })
        .from(enrolments)
        .innerJoin(courses, eq(courses.id, enrolments.courseId))
        .where(and(eq(enrolments.learnerId, learnerId), isNull(enrolments.revokedAt)))
        .orderBy(desc(enrolments.grantedAt))
        .limit(MAX_ROWS),
      db
        .select({ linkId: orders.linkId })
        .from(orders)
        .where(eq(orders.learnerId, learnerId))
        .orderBy(desc(orders.createdAt))
        .limit(MAX_ORDERS),
      db
        .select({ ...getTableColumns(certificates), courseSlug: courses.slug })
        .from(certificates)
        .innerJoin(courses, eq(courses.id, certificates.courseId))
        .where(eq(certificates.learnerId, learnerId))
        .orderBy(desc(certificates.completedAt))
        .limit(MAX_ROWS),
      db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.learnerId, learnerId))
        .orderBy(desc(subscriptions.createdAt))
        .limit(MAX_ROWS),
      db.select().from(learnerLicences).where(eq(learnerLicences.learnerId, learnerId)).limit(MAX_ROWS),
      creditBalance(db, learnerId, now),
      learnerReports(db, learnerId, now),
    ]);
  const orderViews = await Promise.all(orderRows.map((row) => findOrder(db, row.linkId, locale, now)));
  return {
    profile: {
      id: learner.id,
      fullName: learner.fullName,
      email: learner.email,
      locale: learner.locale === 'en' ? 'en' : 'es',
      profilePublic: learner.profilePublic,
      ocid: learner.ocid !== null,
    },
    courses: courseRows.map((row) => ({
      slug: row.slug,
      title: locale === 'en' ? row.titleEn : row.titleEs,
      progressPercent: row.progressPercent,
      grantedAt: row.grantedAt,
    })),
    orders: orderViews.filter((order): order is OrderView => order !== undefined),
    certificates: certificateRows
      .filter((row) => row.status !== 'revoked')
      .map((row) => ({
        id: row.id,
        title: locale === 'en' ? row.courseTitleEn : row.courseTitleEs,
        status: row.status,
        completedAt: row.completedAt,
        creditHours: row.creditHours,
        courseSlug: row.courseSlug,
      })),
    subscriptions: subscriptionRows.map((row) => ({
      publicId: row.publicId,
      product: row.product,
      plan: row.plan,
      status: row.status,
      currentPeriodEnd: row.currentPeriodEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    })),
    licences,
    reports: reports
      .filter((report) => report.certificateStatus === 'issued')
      .slice(0, MAX_ROWS)
      .map((report) => ({
        certificateId: report.certificateId,
        certificateReference: report.certificateReference,
        courseTitle: locale === 'en' ? report.courseTitleEn : report.courseTitleEs,
        completedAt: report.completedAt,
        licenceKey: report.licenceKey,
        channel: report.channel,
        status: report.status,
        dueOn: report.dueOn,
        overdue: report.overdue,
        regulatorReference: report.status === 'posted' ? report.regulatorReference : null,
        licenceNumberMissing: report.licenceNumber === null && report.status === 'pending',
      })),
    credits,
  };
}
