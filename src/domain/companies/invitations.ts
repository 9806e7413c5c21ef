import { and, eq } from 'drizzle-orm';
import { companies, companyMembers, type InvitationStatus, invitations } from '../../db/schema/companies.ts';
import { learners } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { currentLearnerId } from '../identity/accounts.ts';
import { normalizeEmail } from '../leads.ts';

// Invitations (spec §2 accept or deny, §3 Invitation, §4 pending → accepted | rejected). /invitations/{id} is a
// capability URL: the id (128 random bits) is the secret the company e-mailed to the invited person.
//
// Accepting needs a signed-in Open Campus ID account that holds the invited address (its learner is the one the
// address leads to), decided in the same transaction as the decision (the invitation row is locked, so a double or
// concurrent submit decides once). Any other account gets 'address_proof_required': holding the invitation link
// is not holding the invited address (issue 27), so the page offers a single-use link to that address
// (domain/identity); using it, signed in, attaches the address to the account, and the acceptance then goes
// through. Nothing here links an account or creates a learner.
// Denying needs no account: the link alone may refuse.

const INVITATION_ID = /^inv_[A-Za-z0-9_-]{8,36}$/;

export function isInvitationId(value: string): boolean {
  return INVITATION_ID.test(value);
}

export interface InvitationView {
  id: string;
  inviterName: string;
  inviterEmail: string;
  invitedName: string;
  appName: string;
  company: string;
  status: InvitationStatus;
  decidedAt: Date | null;
}

export async function findInvitation(db: Db, id: string): Promise<InvitationView | undefined> {
  if (!isInvitationId(id)) return undefined;
  const [row] = await db
    .select({
      id: invitations.id,
      inviterName: invitations.inviterName,
      inviterEmail: invitations.inviterEmail,
      invitedName: invitations.invitedName,
      appName: invitations.appName,
      company: companies.name,
      status: invitations.status,
      decidedAt: invitations.decidedAt,
    })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .where(eq(invitations.id, id))
    .limit(1);
  return row;
}

export type InvitationDecision = 'accept' | 'reject';

export type DecideResult =
  | { kind: 'not_found' }
  | { kind: 'already_decided'; status: InvitationStatus }
  | { kind: 'sign_in_required' }
  | { kind: 'address_proof_required' }
  | { kind: 'accepted'; learnerId: string; companyId: string }
  | { kind: 'rejected' };

export async function decideInvitation(
  db: Db,
  input: { id: string; decision: InvitationDecision; ocid?: string | null; locale: Locale; now?: Date },
): Promise<DecideResult> {
  if (!isInvitationId(input.id)) return { kind: 'not_found' };
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(invitations)
      .where(eq(invitations.id, input.id))
      .for('update')
      .limit(1);
    if (!invitation) return { kind: 'not_found' as const };
    if (invitation.status !== 'pending')
      return { kind: 'already_decided' as const, status: invitation.status };

    if (input.decision === 'reject') {
      await tx
        .update(invitations)
        .set({ status: 'rejected', decidedAt: now })
        .where(and(eq(invitations.id, invitation.id), eq(invitations.status, 'pending')));
      return { kind: 'rejected' as const };
    }

    const ocid = input.ocid?.trim();
    if (!ocid) return { kind: 'sign_in_required' as const };
    // The account must hold the invited address: its learner is the one that address leads to.
    const [account] = await tx
      .select({ id: learners.id })
      .from(learners)
      .where(eq(learners.ocid, ocid))
      .limit(1);
    const [invited] = await tx
      .select({ id: learners.id })
      .from(learners)
      .where(eq(learners.email, normalizeEmail(invitation.invitedEmail)))
      .limit(1);
    const invitedLearner = invited ? await currentLearnerId(tx, invited.id) : null;
    if (!account || account.id !== invitedLearner) return { kind: 'address_proof_required' as const };
    const learnerId = account.id;
    await tx
      .insert(companyMembers)
      .values({ companyId: invitation.companyId, learnerId, invitationId: invitation.id, joinedAt: now })
      .onConflictDoNothing();
    await tx
      .update(invitations)
      .set({ status: 'accepted', learnerId, decidedAt: now })
      .where(and(eq(invitations.id, invitation.id), eq(invitations.status, 'pending')));
    return { kind: 'accepted' as const, learnerId, companyId: invitation.companyId };
  });
}
