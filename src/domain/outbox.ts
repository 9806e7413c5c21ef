import { and, asc, desc, eq, gt, inArray, isNull, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { outbox, type ProductType } from '../db/schema/orders.ts';
import type { Db } from '../db/types.ts';
import type { Locale } from '../i18n/locales.ts';
import type { CRM_LEAD_KIND, CrmLeadPayload } from './crm.ts';
import type {
  CE_OPERATOR_REMINDER_KIND,
  CE_REPORT_EMAIL_KIND,
  CeOperatorReminderPayload,
  CeReportEmailPayload,
} from './emails/ce-report-email.ts';
import type {
  ADDRESS_CHANGED_EMAIL_KIND,
  ADDRESS_PROOF_EMAIL_KIND,
  AddressChangedPayload,
  AddressProofPayload,
} from './emails/identity-email.ts';
import type { INVITATION_EMAIL_KIND, InvitationEmailPayload } from './emails/invitation-email.ts';
import type { RENEWAL_REMINDER_EMAIL_KIND, RenewalReminderPayload } from './emails/renewal-reminder-email.ts';
import type { SUBSCRIPTION_EMAIL_KIND, SubscriptionEmailPayload } from './emails/subscription-email.ts';

// The outbox (ARCHITECTURE.md "Scale-out"): a message is written in the same transaction as the change it
// announces, and a worker delivers it later with retries and backoff. Enqueueing is idempotent by dedupeKey, so
// a replayed settlement never queues a second e-mail. Besides e-mails it carries leads for the CRM ('crm_lead').

export const EMAIL_KINDS = ['receipt', 'invoice', 'refund'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** What an order e-mail shows: a snapshot taken when the order changed (e-mails render from this alone). */
export interface OrderEmailPayload {
  /** The order's stable id, printed as its reference. */
  transactionId: string;
  /** The id its addresses use when the message was queued (absent in messages queued before link ids). */
  linkId?: string;
  buyerName: string;
  buyerEmail: string;
  productTitle: string;
  productType: ProductType;
  stateCode: string | null;
  listPriceCents: number;
  priceDiscountCents: number;
  codeDiscountCents: number;
  totalCents: number;
  currency: string;
  /** Payment, invoice or refund date (ISO). */
  date: string;
  /** A test order: no real money moved (absent in messages queued before test orders were marked). */
  testMode?: boolean;
}

export type OutboxMessage =
  | { kind: EmailKind; dedupeKey: string; recipient: string; locale: Locale; payload: OrderEmailPayload }
  /** A lead for the CRM: the recipient is the lead's address (kept for operators), the payload the submission. */
  | {
      kind: typeof CRM_LEAD_KIND;
      dedupeKey: string;
      recipient: string;
      locale: Locale;
      payload: CrmLeadPayload;
    }
  /** The migrant subscription's confirmation with its status page's address (issue 12). */
  | {
      kind: typeof SUBSCRIPTION_EMAIL_KIND;
      dedupeKey: string;
      recipient: string;
      locale: Locale;
      payload: SubscriptionEmailPayload;
    }
  /** A company's invitation to an employee, with the invitation page's address (issue 12). */
  | {
      kind: typeof INVITATION_EMAIL_KIND;
      dedupeKey: string;
      recipient: string;
      locale: Locale;
      payload: InvitationEmailPayload;
    }
  /** A CE licence's renewal reminder, 90, 30 or 7 days before its due date (issue 15). */
  | {
      kind: typeof RENEWAL_REMINDER_EMAIL_KIND;
      dedupeKey: string;
      recipient: string;
      locale: Locale;
      payload: RenewalReminderPayload;
    }
  /** A single-use link that proves an address (issue 27): the payload holds the nonce, never the token. */
  | {
      kind: typeof ADDRESS_PROOF_EMAIL_KIND;
      dedupeKey: string;
      recipient: string;
      locale: Locale;
      payload: AddressProofPayload;
    }
  /** A CE report's outcome for the learner: credit posted, rejected or a duplicate (issue 31). */
  | {
      kind: typeof CE_REPORT_EMAIL_KIND;
      dedupeKey: string;
      recipient: string;
      locale: Locale;
      payload: CeReportEmailPayload;
    }
  /** The operator's list of CE reports due soon (issue 31). */
  | {
      kind: typeof CE_OPERATOR_REMINDER_KIND;
      dedupeKey: string;
      recipient: string;
      locale: Locale;
      payload: CeOperatorReminderPayload;
    }
  /** The notice to a learner's old address after the access address changed. */
  | {
      kind: typeof ADDRESS_CHANGED_EMAIL_KIND;
      dedupeKey: string;
      recipient: string;
      locale: Locale;
      payload: AddressChangedPayload;
    };

/** Queues a message inside the caller's transaction; false when the same dedupeKey was queued before. */
export async function enqueueMessage(
  tx: Db,
  message: OutboxMessage,
  now: Date = new Date(),
): Promise<boolean> {
  const rows = await tx
    .insert(outbox)
    .values({
      kind: message.kind,
      dedupeKey: message.dedupeKey,
      recipient: message.recipient,
      locale: message.locale,
      payload: message.payload as unknown as Record<string, unknown>,
      nextAttemptAt: now,
      createdAt: now,
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return rows.length > 0;
}

export type StoredMessage = typeof outbox.$inferSelect;

/** Messages of these kinds only, or of every kind but these. */
export type KindFilter = { only: readonly string[] } | { except: readonly string[] };

function kindCondition(filter: KindFilter | undefined): SQL | undefined {
  if (!filter) return undefined;
  return 'only' in filter
    ? inArray(outbox.kind, [...filter.only])
    : notInArray(outbox.kind, [...filter.except]);
}

/** Attempts before a message is given up on ('dead', kept for operators). */
export const OUTBOX_MAX_ATTEMPTS = 8;

/** Wait before attempt n+1: 30 s, 1 min, 2 min… capped at an hour. */
export function outboxBackoffMs(attempts: number): number {
  return Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Takes up to `limit` due messages for `leaseMs`: a worker that dies holding them only delays them until the
 * lease ends. SKIP LOCKED lets several processes drain one outbox without taking the same message.
 */
export async function claimDueMessages(
  db: Db,
  {
    limit = 10,
    leaseMs = 60_000,
    now = new Date(),
    kinds,
  }: {
    limit?: number;
    leaseMs?: number;
    now?: Date;
    /** Which kinds (each deliverer claims what it can deliver); all when absent. */
    kinds?: KindFilter;
  } = {},
): Promise<StoredMessage[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, 'pending'),
          lte(outbox.nextAttemptAt, now),
          or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now)),
          kindCondition(kinds),
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${outbox.attempts} + 1` })
      .where(
        sql`${outbox.id} in (${sql.join(
          due.map((row) => sql`${row.id}`),
          sql`, `,
        )})`,
      )
      .returning();
  });
}

export async function markMessageSent(db: Db, id: number, now: Date = new Date()): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null })
    .where(eq(outbox.id, id));
}

/** A failed delivery: retried after a backoff, or 'dead' after OUTBOX_MAX_ATTEMPTS. */
export async function markMessageFailed(
  db: Db,
  message: Pick<StoredMessage, 'id' | 'attempts'>,
  error: string,
  now: Date = new Date(),
): Promise<'retry' | 'dead'> {
  const dead = message.attempts >= OUTBOX_MAX_ATTEMPTS;
  await db
    .update(outbox)
    .set({
      status: dead ? 'dead' : 'pending',
      lockedUntil: null,
      lastError: error.slice(0, 500),
      nextAttemptAt: new Date(now.getTime() + outboxBackoffMs(message.attempts)),
    })
    .where(eq(outbox.id, message.id));
  return dead ? 'dead' : 'retry';
}

/** One message, for the development preview page (no SMTP_URL). */
export async function findMessage(db: Db, id: number): Promise<StoredMessage | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  return row;
}

/** The newest messages without their payload, for the development preview's list. */
export async function listRecentMessages(db: Db, { limit = 100 }: { limit?: number } = {}) {
  return db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      locale: outbox.locale,
      status: outbox.status,
      attempts: outbox.attempts,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .orderBy(desc(outbox.id))
    .limit(limit);
}

/** Pending messages with an id above `afterId`, oldest first: what a worker without SMTP has not announced yet. */
export async function pendingMessagesAfter(
  db: Db,
  afterId: number,
  { limit = 100, kinds }: { limit?: number; kinds?: KindFilter } = {},
) {
  return db
    .select({ id: outbox.id, kind: outbox.kind, locale: outbox.locale })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), gt(outbox.id, afterId), kindCondition(kinds)))
    .orderBy(asc(outbox.id))
    .limit(limit);
}
