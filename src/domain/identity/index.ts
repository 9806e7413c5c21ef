import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { invitations } from '../../db/schema/companies.ts';
import { learners, orders } from '../../db/schema/orders.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import type { Db } from '../../db/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { isValidEmail, normalizeEmail } from '../leads.ts';
import { findLearnerByOcid, findLearnerForSession, type LearnerAccount } from '../learners/account.ts';
import type { CheckoutMessageKey } from '../orders/messages.ts';
import { validateRegistration } from '../orders/validation.ts';
import type { RateLimitRule, SharedRateLimiter } from '../rate-limit.ts';
import { currentLearnerId } from './accounts.ts';
import { type ReplacedLinks, replaceLearnerLinks } from './links.ts';
import { createProof, describeProof, type ProofView, type RedeemResult, redeemProof } from './proofs.ts';

export type { ReplacedLinks } from './links.ts';
export type { ProofView, RedeemResult } from './proofs.ts';
export { PROOF_TTL_MS } from './proofs.ts';

import { maskEmail, proofToken } from './tokens.ts';

export * from './ownership.ts';
export { maskEmail };

// Identity (issue 27): who the browser acts for, and the single-use links that prove an address. A typed address
// alone never moves an order, never merges learners and never links an Open Campus ID account: every request here
// only sends a link to an address, and only using that link (identity/proofs.ts) changes anything.

/** Links asked for one address, and from one IP, per window (the rest answer 'rate_limited'). */
export const PROOF_RATE_LIMITS = {
  address: { limit: 5, windowMs: 30 * 60 * 1000 } satisfies RateLimitRule,
  ip: { limit: 30, windowMs: 30 * 60 * 1000 } satisfies RateLimitRule,
};

/** Whose address a sign-in link goes to when a visitor asks for one from a personal page. */
export type OwnedResource =
  | { kind: 'order'; linkId: string }
  | { kind: 'subscription'; publicId: string }
  | { kind: 'invitation'; id: string };

export type LinkRequestResult =
  | { ok: true; addressHint: string }
  | { ok: false; error: 'rate_limited'; retryAfterMs: number }
  | { ok: false; error: 'not_found' };

export type FormRequestResult =
  | { ok: true; addressHint: string }
  | { ok: false; error: CheckoutMessageKey | 'not_found' | 'rate_limited' };

export interface Identity {
  /** The learner the browser acts for: its Open Campus ID account's learner, else its e-mail session's. */
  viewer(input: {
    ocid: string | null;
    session: { learnerId: string; version: number } | null;
  }): Promise<LearnerAccount | null>;
  /** Ends every e-mail sign-in session of the learner (sign-out). */
  endSessions(learnerId: string): Promise<void>;
  /** New addresses for every document the learner was sent a link to; the old links answer 404 (owner only). */
  replaceLinks(learnerId: string): Promise<ReplacedLinks>;
  /** A sign-in link to a typed address (the account page's "e-mail me a link"). */
  requestSignIn(input: {
    email: string;
    returnTo: string;
    locale: Locale;
    ip: string;
    requestedByOcid: string | null;
  }): Promise<FormRequestResult>;
  /** A sign-in link to the owner of a resource, whose address the visitor never sees nor types. */
  requestOwnerSignIn(input: {
    resource: OwnedResource;
    returnTo: string;
    locale: Locale;
    ip: string;
    requestedByOcid: string | null;
  }): Promise<LinkRequestResult>;
  /**
   * The registration step of an order (spec: e-mail plus confirmation): the typed address must be the order's
   * learner's; a link goes there, and using it completes the registration. Once registered: not_found.
   */
  requestRegistration(input: {
    learnerId: string;
    /** The order as its address names it (orders.linkId). */
    linkId: string;
    email: string;
    emailConfirm: string;
    locale: Locale;
    ip: string;
    requestedByOcid: string | null;
  }): Promise<FormRequestResult>;
  /** The owner asks to use another address: a link goes to the new one; using it changes it, the old is told. */
  requestAddressChange(input: {
    learnerId: string;
    email: string;
    emailConfirm: string;
    returnTo: string;
    locale: Locale;
    ip: string;
  }): Promise<FormRequestResult>;
  /** What the link's page shows (changes nothing); `ocid`: the account the browser is signed in with. */
  describe(token: string, ocid: string | null): Promise<ProofView | null>;
  /** Uses a link (a POST from its page); `ocid`: the account the browser is signed in with. */
  redeem(input: { token: string; ocid: string | null }): Promise<RedeemResult>;
  /** The token of the link an address-proof e-mail carries (its nonce under the secret): for the e-mail worker. */
  linkToken(nonce: string): string;
}

export function createIdentity({
  db,
  secret,
  limiter,
  now = () => new Date(),
}: {
  db: Db;
  /** The server's secret (COOKIE_SECRET): link tokens are derived from it. */
  secret: string;
  limiter: SharedRateLimiter;
  now?: () => Date;
}): Identity {
  async function allowed(email: string, ip: string) {
    const addressKey = createHash('sha256').update(email).digest('base64url').slice(0, 32);
    return limiter.attempt([
      { key: `address:${addressKey}`, rule: PROOF_RATE_LIMITS.address },
      { key: `ip:${ip}`, rule: PROOF_RATE_LIMITS.ip },
    ]);
  }

  async function learnerRow(id: string) {
    const [row] = await db
      .select({ id: learners.id, email: learners.email, fullName: learners.fullName })
      .from(learners)
      .where(eq(learners.id, id))
      .limit(1);
    return row;
  }

  async function ownerOf(resource: OwnedResource): Promise<string | null> {
    if (resource.kind === 'invitation') return null;
    const [row] =
      resource.kind === 'order'
        ? await db
            .select({ learnerId: orders.learnerId })
            .from(orders)
            .where(eq(orders.linkId, resource.linkId))
            .limit(1)
        : await db
            .select({ learnerId: subscriptions.learnerId })
            .from(subscriptions)
            .where(eq(subscriptions.publicId, resource.publicId))
            .limit(1);
    return row?.learnerId ? currentLearnerId(db, row.learnerId) : null;
  }

  return {
    async viewer({ ocid, session }) {
      // Signed in with Open Campus ID, the account decides alone: an e-mail session left in the browser by someone
      // else never stands in for it.
      if (ocid) return findLearnerByOcid(db, ocid);
      if (!session) return null;
      // Ended sessions (sign-out, an address change) carry an older version; a merged learner's sessions end with
      // the merge (they never stand in for the account it joined).
      const found = await findLearnerForSession(db, session.learnerId);
      if (!found || found.merged || found.sessionVersion !== session.version) return null;
      return found.account;
    },

    replaceLinks: (learnerId) => replaceLearnerLinks(db, learnerId, now()),
    async endSessions(learnerId) {
      await db
        .update(learners)
        .set({ sessionVersion: sql`${learners.sessionVersion} + 1` })
        .where(eq(learners.id, learnerId));
    },

    async requestSignIn({ email, returnTo, locale, ip, requestedByOcid }) {
      const address = normalizeEmail(email);
      if (!address) return { ok: false, error: 'empty_data' };
      if (!isValidEmail(address) || address.length > 254) return { ok: false, error: 'email_invalid' };
      if (!(await allowed(address, ip)).allowed) return { ok: false, error: 'rate_limited' };
      const [known] = await db
        .select({ id: learners.id, fullName: learners.fullName })
        .from(learners)
        .where(eq(learners.email, address))
        .limit(1);
      await createProof(
        db,
        secret,
        {
          purpose: 'sign_in',
          email: address,
          learnerId: known?.id ?? null,
          fullName: known?.fullName ?? '',
          returnTo,
          locale,
          requestedByOcid,
        },
        now(),
      );
      return { ok: true, addressHint: maskEmail(address) };
    },

    async requestOwnerSignIn({ resource, returnTo, locale, ip, requestedByOcid }) {
      let email: string;
      let learnerId: string | null = null;
      let fullName = '';
      if (resource.kind === 'invitation') {
        const [invitation] = await db
          .select({ email: invitations.invitedEmail, name: invitations.invitedName })
          .from(invitations)
          .where(and(eq(invitations.id, resource.id), eq(invitations.status, 'pending')))
          .limit(1);
        if (!invitation) return { ok: false, error: 'not_found' };
        email = normalizeEmail(invitation.email);
        fullName = invitation.name;
      } else {
        const owner = await ownerOf(resource);
        const row = owner ? await learnerRow(owner) : undefined;
        if (!row) return { ok: false, error: 'not_found' };
        email = row.email;
        learnerId = row.id;
        fullName = row.fullName;
      }
      const decision = await allowed(email, ip);
      if (!decision.allowed) return { ok: false, error: 'rate_limited', retryAfterMs: decision.retryAfterMs };
      await createProof(
        db,
        secret,
        { purpose: 'sign_in', email, learnerId, fullName, returnTo, locale, requestedByOcid },
        now(),
      );
      return { ok: true, addressHint: maskEmail(email) };
    },

    async requestRegistration({ learnerId, linkId, email, emailConfirm, locale, ip, requestedByOcid }) {
      const [row] = await db
        .select({
          email: learners.email,
          fullName: learners.fullName,
          registeredAt: learners.registeredAt,
        })
        .from(orders)
        .innerJoin(learners, eq(learners.id, orders.learnerId))
        .where(and(eq(orders.linkId, linkId), eq(orders.learnerId, learnerId)))
        .limit(1);
      // Registration completes once: afterwards the step does not exist.
      if (!row || row.registeredAt) return { ok: false, error: 'not_found' };
      const problem = validateRegistration(email, emailConfirm);
      if (problem) return { ok: false, error: problem };
      // Counted before the address is compared, so the step cannot be used to guess the order's address.
      if (!(await allowed(row.email, ip)).allowed) return { ok: false, error: 'rate_limited' };
      if (normalizeEmail(email) !== row.email) return { ok: false, error: 'registration_other_address' };
      await createProof(
        db,
        secret,
        {
          purpose: 'sign_in',
          email: row.email,
          learnerId,
          fullName: row.fullName,
          returnTo: `/${locale}/receipts/${linkId}?registered=1`,
          locale,
          requestedByOcid,
        },
        now(),
      );
      return { ok: true, addressHint: maskEmail(row.email) };
    },

    async requestAddressChange({ learnerId, email, emailConfirm, returnTo, locale, ip }) {
      const problem = validateRegistration(email, emailConfirm);
      if (problem) return { ok: false, error: problem };
      const address = normalizeEmail(email);
      const current = await learnerRow(learnerId);
      if (!current) return { ok: false, error: 'not_found' };
      if (address === current.email) return { ok: false, error: 'address_unchanged' };
      if (!(await allowed(address, ip)).allowed) return { ok: false, error: 'rate_limited' };
      const [taken] = await db
        .select({ id: learners.id })
        .from(learners)
        .where(eq(learners.email, address))
        .limit(1);
      // An address that already has an account gets no link, and the answer is the same: nobody learns from it
      // which addresses are Quest's (the page says a link goes out if the address can be used).
      if (!taken)
        await createProof(
          db,
          secret,
          {
            purpose: 'change_email',
            email: address,
            learnerId,
            fullName: current.fullName,
            returnTo,
            locale,
            requestedByOcid: null,
          },
          now(),
        );
      return { ok: true, addressHint: maskEmail(address) };
    },

    linkToken: (nonce) => proofToken(secret, nonce),
    describe: (token, ocid) => describeProof(db, token, ocid, now()),
    redeem: (input) => redeemProof(db, input, now()),
  };
}
