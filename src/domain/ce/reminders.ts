import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { learnerLicences, licenceReminders, type ReminderWindow } from '../../db/schema/licences.ts';
import { learners } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import { isLocale, type Locale } from '../../i18n/locales.ts';
import {
  RENEWAL_REMINDER_EMAIL_KIND,
  type RenewalReminderPayload,
} from '../emails/renewal-reminder-email.ts';
import { enqueueMessage } from '../outbox.ts';
import { addDays, isPlainDate, parts, toPlainDate } from './dates.ts';
import { evaluate, type LicenceFacts } from './engine.ts';
import { requirementsSearch } from './form.ts';
import { learnerCompletions } from './queries.ts';
import { licenceRequirement } from './requirements/data.ts';

// Renewal reminders (issue 15): a learner's licences, and the daily job that e-mails them 90, 30 and 7 days
// before each due date (the engine's) with what is still missing. A reminder is once per (licence, due date,
// window): the UNIQUE row is inserted in the same transaction as the outbox e-mail, so two processes (or two
// runs at once) cannot both send it; an advisory lock keeps a second process from doing the same work at all.

export const RENEWAL_REMINDER_KIND = RENEWAL_REMINDER_EMAIL_KIND;
export type { RenewalReminderPayload };

/** pg_try_advisory_xact_lock key of the reminder job (any constant no other job uses). */
const REMINDER_LOCK = 15_090_307;

export type LicenceFieldError =
  | 'licence_unknown'
  | 'number_invalid'
  | 'issued_invalid'
  | 'issued_future'
  | 'birth_month_invalid'
  | 'expires_invalid'
  | 'too_many';

export type LicenceField = 'licence' | 'number' | 'issued' | 'birthMonth' | 'expires';

export interface LicenceInput {
  licenceKey: string;
  stateCode: string;
  number: string;
  issueDate: string | null;
  birthMonth: number | null;
  expiresOn: string | null;
}

/** At most this many licences per learner (a form that is posted in a loop stays bounded). */
export const MAX_LICENCES = 20;

/** The licence form's fields → an input, or a message key per wrong field. Never throws. */
export function parseLicenceForm(
  fields: Record<string, string | undefined>,
  now: Date = new Date(),
): { input: LicenceInput } | { errors: Partial<Record<LicenceField, LicenceFieldError>> } {
  const read = (name: string) => (fields[name] ?? '').trim().slice(0, 60);
  const errors: Partial<Record<LicenceField, LicenceFieldError>> = {};
  const requirement = licenceRequirement(read('licence'));
  if (!requirement) errors.licence = 'licence_unknown';
  const number = read('number');
  if (!/^[A-Za-z0-9][A-Za-z0-9 .\-/]{0,39}$/.test(number)) errors.number = 'number_invalid';
  const today = toPlainDate(now);
  const issued = read('issued');
  let issueDate: string | null = null;
  if (issued) {
    if (!isPlainDate(issued) || issued < '1900-01-01') errors.issued = 'issued_invalid';
    else if (issued > today) errors.issued = 'issued_future';
    else issueDate = issued;
  }
  const month = read('birthMonth');
  let birthMonth: number | null = null;
  if (month) {
    const value = /^\d{1,2}$/.test(month) ? Number(month) : Number.NaN;
    if (value >= 1 && value <= 12) birthMonth = value;
    else errors.birthMonth = 'birth_month_invalid';
  }
  const expires = read('expires');
  let expiresOn: string | null = null;
  if (expires) {
    if (!isPlainDate(expires) || expires < '1900-01-01' || expires > '2199-12-31')
      errors.expires = 'expires_invalid';
    else expiresOn = expires;
  }
  if (Object.keys(errors).length > 0 || !requirement) return { errors };
  return {
    input: {
      licenceKey: requirement.key,
      stateCode: requirement.state,
      number,
      issueDate,
      birthMonth,
      expiresOn,
    },
  };
}

export type LearnerLicence = typeof learnerLicences.$inferSelect;

/** 192 random bits, base64url: a licence's .ics and unsubscribe addresses. */
export function newLicenceToken(): string {
  return randomBytes(24).toString('base64url');
}

export async function addLicence(
  db: Db,
  learnerId: string,
  input: LicenceInput,
): Promise<LearnerLicence | 'too_many'> {
  return db.transaction(async (tx) => {
    // Serialises one learner's adds, so the cap holds against parallel posts.
    await tx.execute(sql`select id from learners where id = ${learnerId} for update`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(learnerLicences)
      .where(eq(learnerLicences.learnerId, learnerId));
    if ((count?.n ?? 0) >= MAX_LICENCES) return 'too_many' as const;
    const [row] = await tx
      .insert(learnerLicences)
      .values({ learnerId, ...input, token: newLicenceToken() })
      .returning();
    return row!;
  });
}

export async function learnerLicenceList(db: Db, learnerId: string): Promise<LearnerLicence[]> {
  return db
    .select()
    .from(learnerLicences)
    .where(eq(learnerLicences.learnerId, learnerId))
    .orderBy(asc(learnerLicences.id));
}

/** Removes one of the learner's licences (another learner's id does nothing). */
export async function removeLicence(db: Db, learnerId: string, licenceId: number): Promise<boolean> {
  const rows = await db
    .delete(learnerLicences)
    .where(and(eq(learnerLicences.id, licenceId), eq(learnerLicences.learnerId, learnerId)))
    .returning({ id: learnerLicences.id });
  return rows.length > 0;
}

export async function licenceByToken(db: Db, token: string): Promise<LearnerLicence | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const [row] = await db.select().from(learnerLicences).where(eq(learnerLicences.token, token));
  return row ?? null;
}

/** One-click unsubscribe by the e-mail's token: reminders off for that licence. Idempotent. */
export async function unsubscribeLicence(db: Db, token: string): Promise<LearnerLicence | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const [row] = await db
    .update(learnerLicences)
    .set({ remindersOn: false })
    .where(eq(learnerLicences.token, token))
    .returning();
  return row ?? null;
}

export function licenceFacts(licence: LearnerLicence): LicenceFacts {
  return { issueDate: licence.issueDate, birthMonth: licence.birthMonth, expiresOn: licence.expiresOn };
}

/** Whole days from `from` to `to` (plain dates). */
export function daysUntil(from: string, to: string): number {
  const a = parts(from);
  const b = parts(to);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}

/** The narrowest window `today` is in before `due` (7 ⊂ 30 ⊂ 90), or null (too early, or past due). */
export function reminderWindow(today: string, due: string): ReminderWindow | null {
  const days = daysUntil(today, due);
  if (days < 0) return null;
  if (days <= 7) return 7;
  if (days <= 30) return 30;
  if (days <= 90) return 90;
  return null;
}

export interface ReminderRunResult {
  /** False when another process held the job's lock (it is doing the same work now). */
  ran: boolean;
  sent: Array<{ licenceId: number; dueDate: string; window: ReminderWindow }>;
}

/** The daily job: every licence with reminders on whose due date is within a window gets that window's e-mail once. */
export async function sendDueReminders(
  db: Db,
  { now = new Date() }: { now?: Date } = {},
): Promise<ReminderRunResult> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${REMINDER_LOCK}) as locked`);
    const rows = (lock as unknown as { rows: Array<{ locked: boolean }> }).rows;
    if (rows[0]?.locked === false) return { ran: false, sent: [] };
    const today = toPlainDate(now);
    const licences = await tx
      .select({
        licence: learnerLicences,
        email: learners.email,
        fullName: learners.fullName,
        locale: learners.locale,
      })
      .from(learnerLicences)
      .innerJoin(learners, eq(learners.id, learnerLicences.learnerId))
      .where(eq(learnerLicences.remindersOn, true))
      .orderBy(asc(learnerLicences.id));
    const sent: ReminderRunResult['sent'] = [];
    for (const { licence, email, fullName, locale: stored } of licences) {
      const requirement = licenceRequirement(licence.licenceKey);
      if (!requirement) continue;
      const locale: Locale = isLocale(stored) ? stored : 'es';
      const completions = await learnerCompletions(tx, licence.learnerId, locale);
      const evaluation = evaluate(requirement, licenceFacts(licence), completions, now);
      const due = evaluation.period?.due;
      if (!due) continue;
      const window = reminderWindow(today, due);
      if (!window) continue;
      const inserted = await tx
        .insert(licenceReminders)
        .values({ licenceId: licence.id, dueDate: due, window, sentAt: now })
        .onConflictDoNothing()
        .returning({ id: licenceReminders.id });
      if (inserted.length === 0) continue;
      const payload: RenewalReminderPayload = {
        fullName,
        licenceKey: licence.licenceKey,
        stateCode: licence.stateCode,
        number: licence.number,
        dueDate: due,
        window,
        daysLeft: daysUntil(today, due),
        missingTenths: evaluation.missingTenths,
        categories: evaluation.categories
          .filter((category) => category.status === 'missing' || category.status === 'cannot-judge')
          .map((category) => ({ category: category.category, missingTenths: category.missingTenths })),
        toolSearch: requirementsSearch({
          state: licence.stateCode,
          licence: licence.licenceKey,
          issued: licence.issueDate ?? '',
          birthMonth: licence.birthMonth ? String(licence.birthMonth) : '',
          expires: licence.expiresOn ?? '',
        }),
        token: licence.token,
      };
      await enqueueMessage(
        tx,
        {
          kind: RENEWAL_REMINDER_KIND,
          dedupeKey: `ce-reminder:${licence.id}:${due}:${window}`,
          recipient: email,
          locale,
          payload,
        },
        now,
      );
      sent.push({ licenceId: licence.id, dueDate: due, window });
    }
    return { ran: true, sent };
  });
}

function icsDate(value: string): string {
  return value.replaceAll('-', '');
}

function icsText(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

/** The licence's due date as an iCalendar file (RFC 5545): an all-day VEVENT with alarms 90, 30 and 7 days before. */
export function licenceCalendar(
  licence: LearnerLicence,
  {
    title,
    description,
    url,
    now = new Date(),
  }: { title: string; description: string; url: string; now?: Date },
): string | null {
  const requirement = licenceRequirement(licence.licenceKey);
  if (!requirement) return null;
  const due = evaluate(requirement, licenceFacts(licence), [], now).period?.due;
  if (!due) return null;
  const stamp = `${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Quest//CE renewal reminders//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:licence-${licence.id}-${due}@quest`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${icsDate(due)}`,
    `DTEND;VALUE=DATE:${icsDate(addDays(due, 1))}`,
    `SUMMARY:${icsText(title)}`,
    `DESCRIPTION:${icsText(description)}`,
    `URL:${url}`,
    'TRANSP:TRANSPARENT',
  ];
  for (const days of [90, 30, 7]) {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${icsText(title)}`,
      `TRIGGER:-P${days}D`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT', 'END:VCALENDAR');
  // RFC 5545: CRLF line ends; lines over 75 octets folded.
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const length = Buffer.byteLength(char, 'utf8');
    if (size + length > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += length;
  }
  out.push(current);
  return out.join('\r\n ');
}
