import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors.ts';
import { addressProofs, type ProofPurpose } from '../../db/schema/identity.ts';
import { learners } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import {
  ADDRESS_CHANGED_EMAIL_KIND,
  ADDRESS_PROOF_EMAIL_KIND,
  type AddressChangedPayload,
  type AddressProofPayload,
} from '../emails/identity-email.ts';
import { normalizeEmail } from '../leads.ts';
import { newLearnerId } from '../orders/state.ts';
import { enqueueMessage } from '../outbox.ts';
import { attachToAccount, currentLearnerId } from './accounts.ts';
import { isProofToken, maskEmail, newProofNonce, proofToken, proofTokenHash } from './tokens.ts';

// Address proofs (issue 27): the only way an e-mail address becomes a learner's. A proof is created with its
// e-mail in one transaction, and used once, within PROOF_TTL_MS, by a POST from the page its link opens (a GET
// changes nothing: mail scanners open links). Using it is one transaction with everything it causes.

export const PROOF_TTL_MS = 30 * 60 * 1000;

export interface ProofRequest {
  purpose: ProofPurpose;
  /** The address the link goes to (and proves). */
  email: string;
  /** sign_in: the learner with this address if known; change_email: the learner whose address changes. */
  learnerId: string | null;
  /** The greeting's name, and the name of a learner the link creates. */
  fullName: string;
  /** Same-site path to continue to (the caller checked it). */
  returnTo: string;
  locale: Locale;
  /** The Open Campus ID account signed in when the link was asked for, if any: only it gets the address attached. */
  requestedByOcid: string | null;
}

/** Stores the proof and queues its e-mail (one transaction). */
export async function createProof(db: Db, secret: string, request: ProofRequest, now = new Date()) {
  const nonce = newProofNonce();
  const email = normalizeEmail(request.email);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(addressProofs)
      .values({
        tokenHash: proofTokenHash(proofToken(secret, nonce)),
        purpose: request.purpose,
        email,
        learnerId: request.learnerId,
        requestedByOcid: request.requestedByOcid,
        fullName: request.fullName.slice(0, 200),
        returnTo: request.returnTo,
        locale: request.locale,
        expiresAt: new Date(now.getTime() + PROOF_TTL_MS),
        createdAt: now,
      })
      .returning({ id: addressProofs.id });
    const payload: AddressProofPayload = {
      purpose: request.purpose,
      nonce,
      name: request.fullName,
      validMinutes: PROOF_TTL_MS / 60_000,
    };
    await enqueueMessage(
      tx,
      {
        kind: ADDRESS_PROOF_EMAIL_KIND,
        dedupeKey: `proof:${row?.id}`,
        recipient: email,
        locale: request.locale,
        payload,
      },
      now,
    );
  });
}

export type ProofState = 'usable' | 'used' | 'expired';

export interface ProofView {
  purpose: ProofPurpose;
  state: ProofState;
  /** The proven address, masked ('a••@example.com'). */
  addressHint: string;
  locale: Locale;
  /** Using it here attaches the address to the signed-in account (the account that asked for it). */
  attachesToAccount: boolean;
}

/** What the confirmation page shows for a link; null for a token that never existed. Changes nothing. */
export async function describeProof(
  db: Db,
  token: string,
  ocid: string | null,
  now = new Date(),
): Promise<ProofView | null> {
  if (!isProofToken(token)) return null;
  const [row] = await db
    .select()
    .from(addressProofs)
    .where(eq(addressProofs.tokenHash, proofTokenHash(token)))
    .limit(1);
  if (!row) return null;
  return {
    purpose: row.purpose,
    state: stateOf(row, now),
    addressHint: maskEmail(row.email),
    locale: row.locale === 'en' ? 'en' : 'es',
    attachesToAccount: row.purpose === 'sign_in' && ocid !== null && row.requestedByOcid === ocid,
  };
}

async function sessionVersionOf(tx: Db, learnerId: string): Promise<number> {
  const [row] = await tx
    .select({ version: learners.sessionVersion })
    .from(learners)
    .where(eq(learners.id, learnerId))
    .limit(1);
  return row?.version ?? 0;
}

function stateOf(row: { usedAt: Date | null; expiresAt: Date }, now: Date): ProofState {
  if (row.usedAt) return 'used';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'usable';
}

export type RedeemResult =
  | { ok: true; purpose: ProofPurpose; learnerId: string; sessionVersion: number; returnTo: string }
  | { ok: false; reason: 'not_found' | 'used' | 'expired' | 'address_taken' };

/**
 * Uses a proof. sign_in: the learner with the proven address (created if there is none) is registered, and — when
 * the browser is signed in with the same Open Campus ID account that asked for the link — attached to that account
 * (accounts.ts); a link opened in another account's browser attaches nothing. change_email: the learner's address
 * becomes the proven one, every other e-mail session of the learner ends and the old address is told. The answer
 * names the learner the browser now acts for (its e-mail session) and the session's version.
 */
export async function redeemProof(
  db: Db,
  input: { token: string; ocid: string | null },
  now = new Date(),
): Promise<RedeemResult> {
  if (!isProofToken(input.token)) return { ok: false, reason: 'not_found' };
  return db.transaction(async (tx) => {
    const [proof] = await tx
      .select()
      .from(addressProofs)
      .where(eq(addressProofs.tokenHash, proofTokenHash(input.token)))
      .for('update')
      .limit(1);
    if (!proof) return { ok: false as const, reason: 'not_found' as const };
    const state = stateOf(proof, now);
    if (state !== 'usable') return { ok: false as const, reason: state };
    await tx.update(addressProofs).set({ usedAt: now }).where(eq(addressProofs.id, proof.id));
    const locale: Locale = proof.locale === 'en' ? 'en' : 'es';

    if (proof.purpose === 'change_email') {
      const learnerId = proof.learnerId ? await currentLearnerId(tx, proof.learnerId) : null;
      if (!learnerId) return { ok: false as const, reason: 'not_found' as const };
      const [before] = await tx
        .select({ email: learners.email, fullName: learners.fullName, locale: learners.locale })
        .from(learners)
        .where(eq(learners.id, learnerId))
        .limit(1);
      const [taken] = await tx
        .select({ id: learners.id })
        .from(learners)
        .where(and(eq(learners.email, proof.email), ne(learners.id, learnerId)))
        .limit(1);
      // Taken since the link was sent (or by a concurrent change: the unique index decides, in a savepoint).
      if (taken || !before) return { ok: false as const, reason: 'address_taken' as const };
      try {
        await tx.transaction((savepoint) =>
          savepoint
            .update(learners)
            .set({
              email: proof.email,
              registeredAt: now,
              sessionVersion: sql`${learners.sessionVersion} + 1`,
            })
            .where(eq(learners.id, learnerId)),
        );
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return { ok: false as const, reason: 'address_taken' as const };
      }
      if (before.email !== proof.email) {
        const payload: AddressChangedPayload = {
          name: before.fullName,
          newAddressHint: maskEmail(proof.email),
        };
        await enqueueMessage(
          tx,
          {
            kind: ADDRESS_CHANGED_EMAIL_KIND,
            dedupeKey: `address-changed:${proof.id}`,
            recipient: before.email,
            locale: before.locale === 'en' ? 'en' : locale,
            payload,
          },
          now,
        );
      }
      return {
        ok: true as const,
        purpose: proof.purpose,
        learnerId,
        sessionVersion: await sessionVersionOf(tx, learnerId),
        returnTo: proof.returnTo,
      };
    }

    // sign_in: the learner who owns the address (following merges), or a new one for it. A concurrent insert for
    // the same address (another link, a checkout) wins the unique index: read again after it.
    await tx
      .insert(learners)
      .values({ id: newLearnerId(), email: proof.email, fullName: proof.fullName, locale, registeredAt: now })
      .onConflictDoNothing({ target: learners.email });
    const [byEmail] = await tx
      .select({ id: learners.id })
      .from(learners)
      .where(eq(learners.email, proof.email))
      .limit(1);
    const learnerId = byEmail ? await currentLearnerId(tx, byEmail.id) : null;
    if (!learnerId) return { ok: false as const, reason: 'not_found' as const };
    await tx
      .update(learners)
      .set({ registeredAt: now })
      .where(and(eq(learners.id, learnerId), isNull(learners.registeredAt)));
    const sameAccount = input.ocid !== null && proof.requestedByOcid === input.ocid;
    const final = sameAccount && input.ocid ? await attachToAccount(tx, input.ocid, learnerId) : learnerId;
    return {
      ok: true as const,
      purpose: proof.purpose,
      learnerId: final,
      sessionVersion: await sessionVersionOf(tx, final),
      returnTo: proof.returnTo,
    };
  });
}
