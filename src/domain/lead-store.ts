// Storing what the audience forms collect: newsletter subscribers and form submissions, idempotent per address.
// A submission whose CRM widget is configured is queued for the CRM in the same transaction (spec §7, §9): the
// lead and its forwarding are stored together or not at all, and the outbox retries until the CRM takes it.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { leadSubmissions, newsletterSubscribers } from '../db/schema/leads.ts';
import type { Db } from '../db/types.ts';
import type { Locale } from '../i18n/locales.ts';
import { CRM_LEAD_KIND, type CrmForms, crmSubmission } from './crm.ts';
import type { ValidLead } from './leads.ts';
import { enqueueMessage } from './outbox.ts';

/** Adds an address to the newsletter; a second subscription of the same address changes nothing. */
export async function subscribeNewsletter(
  db: Db,
  input: { email: string; locale: Locale; source: string },
): Promise<{ created: boolean }> {
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email: input.email, locale: input.locale, source: input.source.slice(0, 32) })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return { created: rows.length > 0 };
}

/**
 * Stores a validated submission; the same form sent again from the same address updates the one row. Each
 * submission (a new one or an update) is forwarded to the CRM once when its widget is configured.
 */
export async function saveLead(
  db: Db,
  lead: ValidLead,
  locale: Locale,
  { crm = {}, now = new Date() }: { crm?: CrmForms; now?: Date } = {},
): Promise<{ id: number; created: boolean; forwarded: boolean }> {
  return db.transaction(async (tx) => {
    const stored = await upsertLead(tx, lead, locale);
    const submission = crmSubmission(crm, lead, stored.id, locale, now);
    if (submission) {
      await enqueueMessage(
        tx,
        {
          kind: CRM_LEAD_KIND,
          // One key per submission: a lead sent again later is a new submission for the CRM.
          dedupeKey: `${CRM_LEAD_KIND}:${stored.id}:${randomUUID()}`,
          recipient: lead.email,
          locale,
          payload: submission,
        },
        now,
      );
    }
    return { ...stored, forwarded: Boolean(submission) };
  });
}

async function upsertLead(
  db: Db,
  lead: ValidLead,
  locale: Locale,
): Promise<{ id: number; created: boolean }> {
  const rows = await db
    .insert(leadSubmissions)
    .values({
      kind: lead.kind,
      email: lead.email,
      fullName: lead.fullName,
      phone: lead.phone,
      data: lead.data,
      locale,
    })
    .onConflictDoUpdate({
      target: [leadSubmissions.kind, leadSubmissions.email],
      set: {
        fullName: lead.fullName,
        phone: lead.phone,
        data: lead.data,
        locale,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: leadSubmissions.id, created: sql<boolean>`(xmax = 0)` });
  const row = rows[0];
  if (!row) throw new Error('Lead was not stored');
  return { id: row.id, created: Boolean(row.created) };
}
