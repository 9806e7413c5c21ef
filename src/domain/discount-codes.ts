// The 10%-off discount modal (spec §9): a unique code valid for one year, stored so that checkout can redeem
// it exactly once. Checkout calls redeemDiscountCode inside its order transaction.
import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { discountCodes } from '../db/schema/leads.ts';
import type { Db } from '../db/types.ts';
import type { Locale } from '../i18n/locales.ts';

export const WELCOME_DISCOUNT_PERCENT = 10;
export const DISCOUNT_CODE_VALID_DAYS = 365;
const PREFIX = 'QUEST10-';
// No 0/O/1/I/L: codes are read aloud and typed from a phone.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const BODY_LENGTH = 8;

export function generateDiscountCode(random: (max: number) => number = randomInt): string {
  let body = '';
  for (let i = 0; i < BODY_LENGTH; i++) body += ALPHABET[random(ALPHABET.length)];
  return `${PREFIX}${body}`;
}

/** Codes are compared upper-case with spaces removed, so 'quest10-abcd efgh' finds the code. */
export function normalizeDiscountCode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

export function discountCodeExpiry(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + DISCOUNT_CODE_VALID_DAYS * 24 * 60 * 60 * 1000);
}

export interface IssuedCode {
  code: string;
  percentOff: number;
  expiresAt: Date;
  created: boolean;
}

/**
 * Gives an address its welcome code: the open (unredeemed, unexpired) one it already has, or a new unique one.
 */
export async function issueDiscountCode(
  db: Db,
  input: { email: string; locale: Locale; now?: Date },
): Promise<IssuedCode> {
  const now = input.now ?? new Date();
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await db
      .select()
      .from(discountCodes)
      .where(and(eq(discountCodes.email, input.email), isNull(discountCodes.redeemedAt)))
      .limit(1);
    const open = existing[0];
    if (open && open.expiresAt > now) {
      return { code: open.code, percentOff: open.percentOff, expiresAt: open.expiresAt, created: false };
    }
    if (open) {
      // Expired and never used: retire it so the address can get a fresh one.
      await db.delete(discountCodes).where(eq(discountCodes.id, open.id));
    }
    const rows = await db
      .insert(discountCodes)
      .values({
        code: generateDiscountCode(),
        email: input.email,
        percentOff: WELCOME_DISCOUNT_PERCENT,
        locale: input.locale,
        createdAt: now,
        expiresAt: discountCodeExpiry(now),
      })
      .onConflictDoNothing()
      .returning();
    const row = rows[0];
    if (row) return { code: row.code, percentOff: row.percentOff, expiresAt: row.expiresAt, created: true };
    // A code collision or a concurrent request for the same address: look again.
  }
  throw new Error('Could not issue a discount code');
}

export type RedeemResult =
  | { ok: true; percentOff: number; code: string }
  | { ok: false; reason: 'empty' | 'invalid' | 'already_applied' };

/** The checkout messages of spec §5 for each refusal. */
export const REDEEM_MESSAGES: Record<'empty' | 'invalid' | 'already_applied', string> = {
  empty: 'You must enter the code',
  invalid: 'The code entered is invalid',
  already_applied: 'The discount code has already been applied',
};

/**
 * Marks a code as used, once: the update only matches an unredeemed, unexpired code, so two checkouts racing
 * for the same code cannot both win. `redeemedBy` records the order (or person) that used it.
 */
export async function redeemDiscountCode(
  db: Db,
  rawCode: string,
  { redeemedBy, now = new Date() }: { redeemedBy: string; now?: Date },
): Promise<RedeemResult> {
  const code = normalizeDiscountCode(rawCode);
  if (code === '') return { ok: false, reason: 'empty' };
  const rows = await db
    .update(discountCodes)
    .set({ redeemedAt: now, redeemedBy })
    .where(
      and(eq(discountCodes.code, code), isNull(discountCodes.redeemedAt), gt(discountCodes.expiresAt, now)),
    )
    .returning({ percentOff: discountCodes.percentOff });
  const row = rows[0];
  if (row) return { ok: true, percentOff: row.percentOff, code };
  const found = await db
    .select({ redeemedAt: discountCodes.redeemedAt })
    .from(discountCodes)
    .where(eq(discountCodes.code, code))
    .limit(1);
  return { ok: false, reason: found[0]?.redeemedAt ? 'already_applied' : 'invalid' };
}

/** Looks a code up without using it (checkout shows the discount before payment). */
export async function checkDiscountCode(db: Db, rawCode: string, now = new Date()): Promise<RedeemResult> {
  const code = normalizeDiscountCode(rawCode);
  if (code === '') return { ok: false, reason: 'empty' };
  const rows = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  const row = rows[0];
  if (!row || row.expiresAt <= now) return { ok: false, reason: 'invalid' };
  if (row.redeemedAt) return { ok: false, reason: 'already_applied' };
  return { ok: true, percentOff: row.percentOff, code };
}
