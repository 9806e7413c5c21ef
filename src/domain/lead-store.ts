// Storing what the audience forms collect: newsletter subscribers and form submissions, idempotent per address.
import { sql } from 'drizzle-orm';
import { leadSubmissions, newsletterSubscribers } from '../db/schema/leads.ts';
import type { Db } from '../db/types.ts';
import type { Locale } from '../i18n/locales.ts';
import type { ValidLead } from './leads.ts';

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

/** Stores a validated submission; the same form sent again from the same address updates the one row. */
export async function saveLead(
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
