import { index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { learners } from './orders.ts';

// Identity (issue 27): an address belongs to a learner only after it proved it. A proof is a single-use link
// sent through the outbox to the address; only the SHA-256 of its token is stored, so neither this table nor the
// outbox (which holds a nonce the token is derived from with the server's secret) lets anyone open the link.

export const PROOF_PURPOSES = [
  /** Proves the address of a learner: signs the browser in as that learner and completes registration. */
  'sign_in',
  /** Proves a new address for a learner who asked, signed in, to change theirs. */
  'change_email',
] as const;
export type ProofPurpose = (typeof PROOF_PURPOSES)[number];

export const addressProofs = pgTable(
  'address_proofs',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 (hex) of the token in the link. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    purpose: varchar('purpose', { length: 16, enum: PROOF_PURPOSES }).notNull(),
    /** The address the link was sent to, trimmed and lower-cased: what the link proves. */
    email: varchar('email', { length: 254 }).notNull(),
    /**
     * sign_in: the learner with that address, when there is one (else one is created when the link is used);
     * change_email: the learner whose address changes.
     */
    learnerId: varchar('learner_id', { length: 40 }).references(() => learners.id),
    /**
     * The Open Campus ID account signed in when the link was asked for: only that account, signed in when the link
     * is used, gets the address attached (a link opened in another account's browser attaches nothing).
     */
    requestedByOcid: text('requested_by_ocid'),
    /** The name for a learner created by the link (an invitation's invited name), else ''. */
    fullName: text('full_name').notNull().default(''),
    /** A same-site path to continue to once the link is used (checked before storing). */
    returnTo: text('return_to').notNull(),
    locale: varchar('locale', { length: 2 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('address_proofs_email_idx').on(t.email, t.createdAt)],
);
