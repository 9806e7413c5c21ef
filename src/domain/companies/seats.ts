import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import { companies, companyMembers, invitations } from '../../db/schema/companies.ts';
import { learners } from '../../db/schema/orders.ts';
import { type SubscriptionStatus, subscriptions } from '../../db/schema/subscriptions.ts';
import type { Db } from '../../db/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import {
  COMPANY_MARKETPLACE_DISCOUNT_PERCENT,
  COMPANY_MAX_USERS,
  COMPANY_MIN_USERS,
} from '../company-pricing.ts';
import { INVITATION_EMAIL_KIND } from '../emails/invitation-email.ts';
import { subscriptionRules } from '../identity/ownership.ts';
import { isValidEmail, normalizeEmail } from '../leads.ts';
import { enqueueMessage } from '../outbox.ts';
import { periodCents, recurringPlan } from '../plans.ts';
import type { BillingCard } from '../subscriptions/billing.ts';
import type { Subscriptions } from '../subscriptions/index.ts';

// Company seats (spec §1, §6, §9): a company's seats are a 'company' subscription on the subscriptions seam
// (plan 'company_seats', subject_id = the company's id, quantity = seats; $9.99 per seat plus the $20 admin fee
// each month, plans.ts). While it is active (or in a trial) the company's members get the marketplace discount
// and the admin may have up to `quantity` invitations open or accepted; once it ends, or while a renewal payment
// is failing (past_due), neither. A change of seats applies from the next renewal: the next period's price is set
// at once (the renewal charges it) and the quantity moves when that renewal is paid (the product hook below).

export const COMPANY_SEATS_PLAN = 'company_seats' as const;
/** Statuses in which a company's seats count (the seam's live statuses). */
export const SEAT_STATUSES = ['active', 'trialing'] as const;
const APP_NAME = 'Quest';

/** The company whose seats give a viewer the marketplace discount (access.ts CourseViewer). */
export interface ViewerCompany {
  id: string;
  name: string;
  discountPercent: number;
}

/** The SQL condition "this company (column) has active seats". */
export function hasActiveSeatsSql(companyId: typeof companies.id) {
  return exists(
    sql`(select 1 from ${subscriptions} where ${subscriptions.product} = 'company' and ${subscriptions.subjectId} = ${companyId} and ${inArray(subscriptions.status, [...SEAT_STATUSES])})`,
  );
}

/**
 * The company whose seats give this learner the marketplace discount: a company the learner joined (an accepted
 * invitation) that has active seats; null otherwise. `by` is the learner's id or their Open Campus ID.
 */
export async function seatCompanyFor(
  db: Db,
  by: { learnerId: string } | { ocid: string },
): Promise<ViewerCompany | null> {
  const base = db
    .select({ id: companies.id, name: companies.name })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId));
  const rows = await ('ocid' in by
    ? base
        .innerJoin(learners, eq(learners.id, companyMembers.learnerId))
        .where(and(eq(learners.ocid, by.ocid), hasActiveSeatsSql(companies.id)))
    : base.where(and(eq(companyMembers.learnerId, by.learnerId), hasActiveSeatsSql(companies.id)))
  )
    .orderBy(companies.id)
    .limit(1);
  const row = rows[0];
  return row ? { id: row.id, name: row.name, discountPercent: COMPANY_MARKETPLACE_DISCOUNT_PERCENT } : null;
}

/** A seat count typed in a form: a whole number from 1 to 10,000, else null (never clamped: the buyer is told). */
export function parseSeats(value: unknown): number | null {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  if (!/^\d{1,6}$/.test(text)) return null;
  const seats = Number(text);
  return seats >= COMPANY_MIN_USERS && seats <= COMPANY_MAX_USERS ? seats : null;
}

/** The company a seats purchase creates, named by its form attempt: a double submit finds the same company. */
export function companyIdForAttempt(attempt: string): string {
  return `co_${createHash('sha256').update(`company-seats:${attempt}`).digest('base64url').slice(0, 24)}`;
}

export type SeatsError =
  | 'company_required'
  | 'name_required'
  | 'email_invalid'
  | 'email_mismatch'
  | 'seats_invalid'
  | 'card_incomplete'
  | 'seats_full'
  | 'already_invited'
  | 'not_active';

export interface BuySeatsInput {
  attempt: string;
  companyName: string;
  adminName: string;
  adminEmail: string;
  adminEmailConfirm: string;
  /** As typed: parsed here. */
  seats: string;
  card: BillingCard;
  locale: Locale;
  /** The signed-in learner, who then owns the subscription; else the learner of the admin's e-mail. */
  learnerId: string | null;
}

export type BuySeatsResult =
  | { kind: 'invalid'; errors: Partial<Record<string, SeatsError | string>> }
  | { kind: 'declined'; reason: 'card_declined' | 'insufficient_funds' }
  | { kind: 'subscribed'; publicId: string }
  /** Stripe: its Payment Element confirms the first invoice in the browser; the seats are active once it is paid. */
  | { kind: 'confirm'; publicId: string; clientSecret: string; confirm: 'payment' | 'setup' }
  | { kind: 'not_configured' };

export interface CompanyAdminView {
  publicId: string;
  company: { id: string; name: string; adminName: string | null; adminEmail: string };
  status: SubscriptionStatus;
  active: boolean;
  seats: number;
  /** Invitations open or accepted: each holds a seat. */
  used: number;
  monthlyCents: number;
  /** A change of seats waiting for the next renewal. */
  pendingSeats: number | null;
  renewsAt: Date;
  invitations: Array<{
    id: string;
    invitedName: string;
    invitedEmail: string;
    status: 'pending' | 'accepted' | 'rejected';
    createdAt: Date;
  }>;
}

export function createCompanySeats({
  db,
  subscriptions: service,
  now = () => new Date(),
}: {
  db: Db;
  subscriptions: Subscriptions;
  now?: () => Date;
}) {
  /** The monthly price of `seats` seats (the plan catalogue: per seat plus the admin fee). */
  function monthlyCents(seats: number): number {
    return periodCents(recurringPlan(COMPANY_SEATS_PLAN), seats);
  }

  async function buySeats(input: BuySeatsInput): Promise<BuySeatsResult> {
    if (!service.configured) return { kind: 'not_configured' };
    const companyName = input.companyName.trim().slice(0, 120);
    const seats = parseSeats(input.seats);
    const errors: Partial<Record<string, SeatsError>> = {};
    if (!companyName) errors.companyName = 'company_required';
    if (seats === null) errors.seats = 'seats_invalid';
    if (!input.adminName.trim()) errors.fullName = 'name_required';
    if (!isValidEmail(input.adminEmail.trim())) errors.email = 'email_invalid';
    else if (normalizeEmail(input.adminEmail) !== normalizeEmail(input.adminEmailConfirm))
      errors.emailConfirm = 'email_mismatch';
    if (Object.keys(errors).length > 0 || seats === null) return { kind: 'invalid', errors };

    // The company exists before its first payment (the subscription names it); a declined card, or a Stripe
    // subscription still incomplete (its first invoice unpaid), leaves a company without active seats, which grants
    // nothing: seats count only while the subscription is active. The same attempt is the same company.
    const companyId = companyIdForAttempt(input.attempt);
    await db
      .insert(companies)
      .values({
        id: companyId,
        name: companyName,
        adminName: input.adminName.trim().slice(0, 120),
        adminEmail: normalizeEmail(input.adminEmail),
        createdAt: now(),
      })
      .onConflictDoNothing({ target: companies.id });
    const result = await service.subscribe({
      plan: COMPANY_SEATS_PLAN,
      subjectId: companyId,
      quantity: seats,
      attempt: input.attempt,
      fullName: input.adminName.trim().slice(0, 120),
      email: input.adminEmail.trim(),
      emailConfirm: input.adminEmailConfirm.trim(),
      card: input.card,
      locale: input.locale,
      learnerId: input.learnerId,
    });
    if (
      result.kind === 'invalid' ||
      result.kind === 'declined' ||
      result.kind === 'not_configured' ||
      result.kind === 'confirm'
    )
      return result;
    // Subscribed (a double submit finds the same subscription): the admin page follows.
    return { kind: 'subscribed', publicId: result.publicId };
  }

  /** The seats subscription behind an admin page address (a 'company' subscription only). */
  async function seatsSubscription(tx: Db, publicId: string, lock = false) {
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(publicId)) return undefined;
    const query = tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.publicId, publicId), eq(subscriptions.product, 'company')))
      .limit(1);
    const [row] = await (lock ? query.for('update') : query);
    return row?.subjectId ? row : undefined;
  }

  /** The seats' admin is the learner the seats subscription belongs to (identity/ownership.ts). */
  function ownsSeats(sub: { learnerId: string }, viewerLearnerId: string | null): boolean {
    return subscriptionRules.manage(sub, { learnerId: viewerLearnerId, ocid: null });
  }

  /** Invitations holding a seat: open or accepted. */
  async function usedSeats(tx: Db, companyId: string): Promise<number> {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(invitations)
      .where(and(eq(invitations.companyId, companyId), inArray(invitations.status, ['pending', 'accepted'])));
    return Number(row?.count ?? 0);
  }

  /** The admin page's data, for the seats' owner only (the learner the browser acts for). */
  async function adminView(
    publicId: string,
    viewerLearnerId: string | null,
  ): Promise<CompanyAdminView | undefined> {
    const sub = await seatsSubscription(db, publicId);
    if (!sub?.subjectId || !ownsSeats(sub, viewerLearnerId)) return undefined;
    const [company] = await db.select().from(companies).where(eq(companies.id, sub.subjectId)).limit(1);
    if (!company) return undefined;
    const [used, rows] = await Promise.all([
      usedSeats(db, company.id),
      db
        .select({
          id: invitations.id,
          invitedName: invitations.invitedName,
          invitedEmail: invitations.invitedEmail,
          status: invitations.status,
          createdAt: invitations.createdAt,
        })
        .from(invitations)
        .where(eq(invitations.companyId, company.id))
        .orderBy(desc(invitations.createdAt))
        .limit(200),
    ]);
    return {
      publicId: sub.publicId,
      company: {
        id: company.id,
        name: company.name,
        adminName: company.adminName,
        adminEmail: company.adminEmail,
      },
      status: sub.status,
      active: (SEAT_STATUSES as readonly string[]).includes(sub.status),
      seats: sub.quantity,
      used,
      monthlyCents: monthlyCents(sub.quantity),
      pendingSeats: company.pendingSeats,
      renewsAt: sub.currentPeriodEnd,
      invitations: rows,
    };
  }

  /**
   * Invites an employee: while the seats are active and fewer invitations than seats are open or accepted. The
   * seats row is locked, so concurrent invitations cannot pass the limit together. The e-mail goes through the
   * outbox in the same transaction. Inviting an address already invited (open or accepted) changes nothing.
   */
  async function invite(input: {
    publicId: string;
    /** Only the seats' owner invites. */
    viewerLearnerId: string | null;
    invitedName: string;
    invitedEmail: string;
    locale: Locale;
  }): Promise<
    | { ok: true; invitationId: string }
    | { ok: false; reason: 'not_found' }
    | { ok: false; errors: Partial<Record<'invitedName' | 'invitedEmail' | '_form', SeatsError>> }
  > {
    const invitedName = input.invitedName.trim().slice(0, 120);
    const invitedEmail = normalizeEmail(input.invitedEmail);
    return db.transaction(async (tx) => {
      const sub = await seatsSubscription(tx, input.publicId, true);
      if (!sub?.subjectId || !ownsSeats(sub, input.viewerLearnerId))
        return { ok: false as const, reason: 'not_found' as const };
      const [company] = await tx.select().from(companies).where(eq(companies.id, sub.subjectId)).limit(1);
      if (!company) return { ok: false as const, reason: 'not_found' as const };
      const errors: Partial<Record<'invitedName' | 'invitedEmail' | '_form', SeatsError>> = {};
      if (!invitedName) errors.invitedName = 'name_required';
      if (!isValidEmail(invitedEmail)) errors.invitedEmail = 'email_invalid';
      if (Object.keys(errors).length > 0) return { ok: false as const, errors };
      if (!(SEAT_STATUSES as readonly string[]).includes(sub.status))
        return { ok: false as const, errors: { _form: 'not_active' as const } };
      const [already] = await tx
        .select({ id: invitations.id })
        .from(invitations)
        .where(
          and(
            eq(invitations.companyId, company.id),
            eq(invitations.invitedEmail, invitedEmail),
            inArray(invitations.status, ['pending', 'accepted']),
          ),
        )
        .limit(1);
      if (already) return { ok: false as const, errors: { invitedEmail: 'already_invited' as const } };
      if ((await usedSeats(tx, company.id)) >= sub.quantity)
        return { ok: false as const, errors: { _form: 'seats_full' as const } };
      const id = `inv_${randomBytes(16).toString('base64url')}`;
      const at = now();
      const inviterName = company.adminName ?? company.name;
      await tx.insert(invitations).values({
        id,
        companyId: company.id,
        inviterName,
        inviterEmail: company.adminEmail,
        invitedName,
        invitedEmail,
        appName: APP_NAME,
        createdAt: at,
      });
      await enqueueMessage(
        tx,
        {
          kind: INVITATION_EMAIL_KIND,
          dedupeKey: `invitation:${id}`,
          recipient: invitedEmail,
          locale: input.locale,
          payload: { invitationId: id, invitedName, inviterName, company: company.name },
        },
        at,
      );
      return { ok: true as const, invitationId: id };
    });
  }

  /**
   * More or fewer seats from the next renewal: the next period's price is set now (the renewal charges it) and
   * the count waits in companies.pending_seats until that renewal is paid (companySeatsHook).
   */
  async function changeSeats(input: {
    publicId: string;
    /** Only the seats' owner changes them. */
    viewerLearnerId: string | null;
    seats: string;
  }): Promise<
    | { ok: true }
    | { ok: false; reason: 'not_found' }
    | { ok: false; errors: { seats?: SeatsError; _form?: SeatsError } }
  > {
    const seats = parseSeats(input.seats);
    return db.transaction(async (tx) => {
      const sub = await seatsSubscription(tx, input.publicId, true);
      if (!sub?.subjectId || !ownsSeats(sub, input.viewerLearnerId))
        return { ok: false as const, reason: 'not_found' as const };
      if (seats === null) return { ok: false as const, errors: { seats: 'seats_invalid' as const } };
      if (!(SEAT_STATUSES as readonly string[]).includes(sub.status) || sub.cancelAtPeriodEnd)
        return { ok: false as const, errors: { _form: 'not_active' as const } };
      const at = now();
      const same = seats === sub.quantity;
      await tx
        .update(companies)
        .set({ pendingSeats: same ? null : seats, pendingSeatsAt: same ? null : at })
        .where(eq(companies.id, sub.subjectId));
      await tx
        .update(subscriptions)
        .set({ priceCents: monthlyCents(seats), updatedAt: at })
        .where(eq(subscriptions.id, sub.id));
      return { ok: true as const };
    });
  }

  return {
    /** False when the payment provider has no recurring billing. */
    get configured() {
      return service.configured;
    },
    /** How the card is taken: our form (the sandbox) or the provider's element (Stripe); null without billing. */
    get cardEntry() {
      return service.cardEntry;
    },
    monthlyCents,
    buySeats,
    adminView,
    invite,
    changeSeats,
  };
}

export type CompanySeats = ReturnType<typeof createCompanySeats>;

/**
 * The subscriptions seam's hook for the 'company' product, run in the transaction of every change to a seats
 * subscription: once a renewal after a seat change is paid (the period started after the change was asked for),
 * the new count is the subscription's quantity. Nothing public is cached by seats, so it announces nothing.
 */
export const companySeatsHook = {
  async sync(tx: Db, companyId: string, _at: Date): Promise<boolean> {
    const [company] = await tx
      .select({ pendingSeats: companies.pendingSeats, pendingSeatsAt: companies.pendingSeatsAt })
      .from(companies)
      .where(eq(companies.id, companyId))
      .limit(1);
    if (!company?.pendingSeats || !company.pendingSeatsAt) return false;
    const [sub] = await tx
      .select({ id: subscriptions.id, currentPeriodStart: subscriptions.currentPeriodStart })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.product, 'company'),
          eq(subscriptions.subjectId, companyId),
          inArray(subscriptions.status, [...SEAT_STATUSES]),
        ),
      )
      .orderBy(desc(subscriptions.id))
      .limit(1);
    if (!sub || sub.currentPeriodStart.getTime() <= company.pendingSeatsAt.getTime()) return false;
    await tx
      .update(subscriptions)
      .set({ quantity: company.pendingSeats })
      .where(eq(subscriptions.id, sub.id));
    await tx
      .update(companies)
      .set({ pendingSeats: null, pendingSeatsAt: null })
      .where(eq(companies.id, companyId));
    return false;
  },
};
