import { and, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { learners, type orders } from '../db/schema/orders.ts';
import { studyCreditEntries } from '../db/schema/study-credits.ts';
import type { Db } from '../db/types.ts';
import { eventId, learnerId, timestamp } from './ingest-fields.ts';
import {
  findCreditPackage,
  STUDY_CREDITS_PER_LESSON,
  STUDY_FREE_CREDITS_PER_MONTH,
} from './study-credits.ts';

// A learner's study credits (spec §1, issue 12), kept in an append-only ledger (db/schema/study-credits.ts):
// - The 10 free credits of a UTC month are granted the first time the balance is read or used in that month
//   (insert-once on (learner, month)), not by a background job: nothing is written for learners who never come
//   back, a learner created mid-month gets them at once, and the month boundary is exact without a scheduler.
// - Free credits expire at the end of their month (entries carry the month; past months stop counting); bought
//   credits never expire. A lesson spends this month's free credits first, then bought ones.
// - A package is credited in the settlement transaction that pays its order, once per order; a refund removes
//   the package's credits that are still unspent, once per order.
// - A lesson is spent once per app event id; with no credit left it is refused and nothing is stored (the app
//   may send the same event again after the learner buys credits).

export interface CreditBalance {
  /** The UTC month the free credits belong to ('YYYY-MM'). */
  month: string;
  /** This month's free credits left. */
  free: number;
  /** Bought credits left (never expire). */
  bought: number;
  total: number;
  freePerMonth: number;
}

/** 'YYYY-MM' of a date, in UTC. */
export function utcMonth(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The month's free credits, granted once per learner and month (concurrent callers: one row). */
export async function ensureMonthlyGrant(db: Db, learnerId: string, now: Date): Promise<void> {
  await db
    .insert(studyCreditEntries)
    .values({
      learnerId,
      kind: 'grant_monthly',
      pool: 'free',
      delta: STUDY_FREE_CREDITS_PER_MONTH,
      month: utcMonth(now),
      createdAt: now,
    })
    .onConflictDoNothing();
}

async function sums(db: Db, learnerId: string, month: string): Promise<CreditBalance> {
  const [row] = await db
    .select({
      free: sql<string>`coalesce(sum(${studyCreditEntries.delta}) filter (where ${studyCreditEntries.pool} = 'free'), 0)`,
      bought: sql<string>`coalesce(sum(${studyCreditEntries.delta}) filter (where ${studyCreditEntries.pool} = 'bought'), 0)`,
    })
    .from(studyCreditEntries)
    .where(
      and(
        eq(studyCreditEntries.learnerId, learnerId),
        or(eq(studyCreditEntries.pool, 'bought'), eq(studyCreditEntries.month, month)),
      ),
    );
  const free = Math.max(0, Number(row?.free ?? 0));
  const bought = Math.max(0, Number(row?.bought ?? 0));
  return { month, free, bought, total: free + bought, freePerMonth: STUDY_FREE_CREDITS_PER_MONTH };
}

async function learnerExists(db: Db, learnerId: string, lock: boolean): Promise<boolean> {
  const query = db.select({ id: learners.id }).from(learners).where(eq(learners.id, learnerId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row !== undefined;
}

/** The learner's balance now (granting this month's free credits first); null for an unknown learner. */
export async function creditBalance(
  db: Db,
  learnerId: string,
  now: Date = new Date(),
): Promise<CreditBalance | null> {
  if (!(await learnerExists(db, learnerId, false))) return null;
  await ensureMonthlyGrant(db, learnerId, now);
  return sums(db, learnerId, utcMonth(now));
}

export type SpendLessonResult =
  | { kind: 'spent'; eventId: string; pool: 'free' | 'bought'; balance: CreditBalance }
  | { kind: 'replayed'; eventId: string; pool: 'free' | 'bought'; balance: CreditBalance }
  | { kind: 'refused'; reason: 'unknown_learner' | 'insufficient_credits' | 'event_id_conflict' };

/** One generated lesson costs one credit, once per event id (free credits of the month first). */
export async function spendLesson(
  db: Db,
  input: { eventId: string; learnerId: string },
  now: Date = new Date(),
): Promise<SpendLessonResult> {
  return db.transaction(async (tx) => {
    // The learner's row is locked: two lessons of one learner spend one after the other (never below 0).
    if (!(await learnerExists(tx, input.learnerId, true)))
      return { kind: 'refused', reason: 'unknown_learner' } as const;
    const month = utcMonth(now);
    const replay = async (): Promise<SpendLessonResult> => {
      const [earlier] = await tx
        .select({ learnerId: studyCreditEntries.learnerId, pool: studyCreditEntries.pool })
        .from(studyCreditEntries)
        .where(and(eq(studyCreditEntries.eventId, input.eventId), eq(studyCreditEntries.kind, 'lesson')))
        .limit(1);
      if (!earlier) throw new Error('Lesson entry vanished');
      if (earlier.learnerId !== input.learnerId)
        return { kind: 'refused', reason: 'event_id_conflict' } as const;
      return {
        kind: 'replayed',
        eventId: input.eventId,
        pool: earlier.pool,
        balance: await sums(tx, input.learnerId, month),
      };
    };
    const [seen] = await tx
      .select({ id: studyCreditEntries.id })
      .from(studyCreditEntries)
      .where(eq(studyCreditEntries.eventId, input.eventId))
      .limit(1);
    if (seen) return replay();
    await ensureMonthlyGrant(tx, input.learnerId, now);
    const before = await sums(tx, input.learnerId, month);
    if (before.total < STUDY_CREDITS_PER_LESSON)
      return { kind: 'refused', reason: 'insufficient_credits' } as const;
    const pool = before.free >= STUDY_CREDITS_PER_LESSON ? 'free' : 'bought';
    const inserted = await tx
      .insert(studyCreditEntries)
      .values({
        learnerId: input.learnerId,
        kind: 'lesson',
        pool,
        delta: -STUDY_CREDITS_PER_LESSON,
        month: pool === 'free' ? month : null,
        eventId: input.eventId,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: studyCreditEntries.id });
    // Another learner's lesson took this event id in the meantime.
    if (inserted.length === 0) return replay();
    return { kind: 'spent', eventId: input.eventId, pool, balance: await sums(tx, input.learnerId, month) };
  });
}

type OrderRow = typeof orders.$inferSelect;

/** Inside the settlement that pays a credits order: the package's credits, once per order. */
export async function creditPackageOfOrder(
  tx: Db,
  order: OrderRow,
  learnerId: string,
  now: Date,
): Promise<void> {
  const pkg = findCreditPackage(order.productSlug);
  if (!pkg) throw new Error(`Order ${order.id} names no credit package`);
  await tx
    .insert(studyCreditEntries)
    .values({
      learnerId,
      kind: 'package',
      pool: 'bought',
      delta: pkg.credits,
      orderId: order.id,
      createdAt: now,
    })
    .onConflictDoNothing();
}

/** Bought credits the learner still has (locking the learner first when asked). */
async function boughtLeft(tx: Db, learnerId: string, now: Date): Promise<number> {
  return (await sums(tx, learnerId, utcMonth(now))).bought;
}

/**
 * Whether a credits order may still be refunded from its receipt: none of its credits spent yet, counting the
 * learner's bought credits as one pool (a package is unspent while the bought balance still covers it).
 */
export async function packageUnspent(db: Db, order: OrderRow, now: Date = new Date()): Promise<boolean> {
  const pkg = findCreditPackage(order.productSlug);
  if (!pkg || !order.learnerId) return false;
  const [removed] = await db
    .select({ id: studyCreditEntries.id })
    .from(studyCreditEntries)
    .where(and(eq(studyCreditEntries.orderId, order.id), eq(studyCreditEntries.kind, 'package_refund')))
    .limit(1);
  if (removed) return false;
  return (await boughtLeft(db, order.learnerId, now)) >= pkg.credits;
}

/**
 * Inside the refund's transaction: takes back the package's credits that are still unspent (at most the
 * package, never below 0), once per order.
 */
export async function removePackageCredits(tx: Db, order: OrderRow, now: Date): Promise<number> {
  const pkg = findCreditPackage(order.productSlug);
  if (!pkg || !order.learnerId) return 0;
  await learnerExists(tx, order.learnerId, true);
  const [done] = await tx
    .select({ id: studyCreditEntries.id })
    .from(studyCreditEntries)
    .where(and(eq(studyCreditEntries.orderId, order.id), eq(studyCreditEntries.kind, 'package_refund')))
    .limit(1);
  if (done) return 0;
  const removed = Math.min(pkg.credits, await boughtLeft(tx, order.learnerId, now));
  await tx
    .insert(studyCreditEntries)
    .values({
      learnerId: order.learnerId,
      kind: 'package_refund',
      pool: 'bought',
      delta: -removed,
      orderId: order.id,
      createdAt: now,
    })
    .onConflictDoNothing();
  return removed;
}

/** What the app reports when it generated a lesson (POST /api/v1/lessons). */
export const lessonEventSchema = z
  .object({
    id: eventId,
    learnerId,
    generatedAt: timestamp.optional().describe('When the app generated the lesson (informational)'),
  })
  .strict()
  .describe('A study lesson the app generated for the learner: costs one credit');
export type LessonEvent = z.infer<typeof lessonEventSchema>;
