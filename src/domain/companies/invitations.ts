import { and, eq } from 'drizzle-orm';
import { companies, companyMembers, type InvitationStatus, invitations } from '../../db/schema/companies.ts';
import { learners } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { normalizeEmail } from '../leads.ts';
import { newLearnerId } from '../orders/state.ts';

// Invitations (spec §2 accept or deny, §3 Invitation, §4 pending → accepted | rejected). /invitations/{id} is a
// capability URL: the id (128 random bits) is the secret the company e-mailed to the invited person.
//
// Accepting needs a signed-in Open Campus ID, and the account that joins the company is decided in the same
// transaction as the decision (the invitation row is locked, so a double or concurrent submit decides once):
// 1. the learner already linked to that OCId, whatever its e-mail (the person signed in is the one accepting);
// 2. else the learner with the invited e-mail, when it has no OCId yet: it is linked to this OCId (the same
//    trust as the registration link e-mailed after a purchase: holding the link sent to that address);
// 3. else a new learner for the invited e-mail and name, linked to this OCId;
// 4. a learner with the invited e-mail that is linked to ANOTHER OCId is never re-linked (that would hand the
//    account, its certificates and transcript to whoever holds the link): the acceptance is refused with
//    'account_mismatch' and the invitation stays pending, so its owner can sign in with the right account.
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
  | { kind: 'account_mismatch' }
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
    const learnerId = await learnerForAcceptance(tx, {
      ocid,
      email: invitation.invitedEmail,
      fullName: invitation.invitedName,
      locale: input.locale,
    });
    if (!learnerId) return { kind: 'account_mismatch' as const };
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

/** The rule above (1–4): the learner who joins, or undefined when the invited e-mail belongs to another OCId. */
async function learnerForAcceptance(
  tx: Db,
  input: { ocid: string; email: string; fullName: string; locale: Locale },
): Promise<string | undefined> {
  const byOcid = async () =>
    (await tx.select({ id: learners.id }).from(learners).where(eq(learners.ocid, input.ocid)).limit(1))[0];
  const linked = await byOcid();
  if (linked) return linked.id;
  const email = normalizeEmail(input.email);
  const [byEmail] = await tx
    .select({ id: learners.id, ocid: learners.ocid })
    .from(learners)
    .where(eq(learners.email, email))
    .for('update')
    .limit(1);
  if (byEmail) {
    if (byEmail.ocid && byEmail.ocid !== input.ocid) return undefined;
    await tx.update(learners).set({ ocid: input.ocid }).where(eq(learners.id, byEmail.id));
    return byEmail.id;
  }
  // A concurrent acceptance by the same OCId or for the same e-mail may win the insert: read again after it.
  await tx
    .insert(learners)
    .values({
      id: newLearnerId(),
      email,
      fullName: input.fullName,
      locale: input.locale,
      ocid: input.ocid,
      registeredAt: new Date(),
    })
    .onConflictDoNothing();
  return (await byOcid())?.id;
}
