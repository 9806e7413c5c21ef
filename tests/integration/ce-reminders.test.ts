import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { licenceReminders } from '../../src/db/schema/licences.ts';
import { outbox } from '../../src/db/schema/orders.ts';
import { DEMO_CERTIFICATES } from '../../src/db/seed/learning.ts';
import { addDays } from '../../src/domain/ce/dates.ts';
import { evaluate } from '../../src/domain/ce/engine.ts';
import {
  addLicence,
  type LearnerLicence,
  licenceCalendar,
  licenceFacts,
  parseLicenceForm,
  RENEWAL_REMINDER_KIND,
  type RenewalReminderPayload,
  sendDueReminders,
  unsubscribeLicence,
} from '../../src/domain/ce/reminders.ts';
import { licenceRequirement } from '../../src/domain/ce/requirements/data.ts';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../helpers/db.ts';
import { runDueReminders } from '../helpers/reminders.ts';

// Issue 15's renewal reminders on the real database: the daily job sends each (licence, due date, window) once,
// even run twice at once; only the narrowest window applies; unsubscribe stops them; the .ics parses.

const MARIA = DEMO_CERTIFICATES[0].learner;
const at = (day: string) => new Date(`${day}T12:00:00Z`);

describe.each(TEST_DATABASE_KINDS)('CE renewal reminders on %s', (kind) => {
  let database: Database;
  let licence: LearnerLicence;
  let due: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const parsed = parseLicenceForm(
      { licence: 'fl-insurance-2-15', number: 'W123456', issued: '2019-03-10', birthMonth: '7' },
      at('2026-12-01'),
    );
    if (!('input' in parsed)) throw new Error('valid licence refused');
    const added = await addLicence(database.db, MARIA.id, parsed.input);
    if (added === 'too_many') throw new Error('cap');
    licence = added;
    due = evaluate(licenceRequirement('fl-insurance-2-15')!, licenceFacts(licence), [], at('2026-12-01'))
      .period!.due;
  });
  afterAll(async () => {
    await database?.close();
  });

  const reminders = () =>
    database.db.select().from(licenceReminders).where(eq(licenceReminders.licenceId, licence.id));
  const emails = () =>
    database.db
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.kind, RENEWAL_REMINDER_KIND), like(outbox.dedupeKey, `ce-reminder:${licence.id}:%`)),
      );

  it('sends nothing more than 90 days before the due date', async () => {
    const result = await runDueReminders(database.db, at(addDays(due, -120)));
    expect(result.sent.filter((s) => s.licenceId === licence.id)).toEqual([]);
    expect(await reminders()).toHaveLength(0);
  });

  it('sends the 90-day reminder once when run twice at once, and nothing new the next day', async () => {
    const now = at(addDays(due, -85));
    const runs = await Promise.all([
      sendDueReminders(database.db, { now }),
      sendDueReminders(database.db, { now }),
    ]);
    const mine = runs.flatMap((run) => run.sent.filter((s) => s.licenceId === licence.id));
    expect(mine).toEqual([{ licenceId: licence.id, dueDate: due, window: 90 }]);
    await runDueReminders(database.db, at(addDays(due, -84)));
    expect((await reminders()).map((row) => row.window)).toEqual([90]);
    const queued = await emails();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.recipient).toBe(MARIA.email);
    expect(queued[0]!.locale).toBe(MARIA.locale);
    const payload = queued[0]!.payload as unknown as RenewalReminderPayload;
    expect(payload.dueDate).toBe(due);
    expect(payload.window).toBe(90);
    expect(payload.token).toBe(licence.token);
    expect(payload.toolSearch).toContain('licence=fl-insurance-2-15');
    expect(payload.toolSearch).toContain('birthMonth=7');
  });

  it('then the 30- and 7-day windows once each', async () => {
    await runDueReminders(database.db, at(addDays(due, -20)));
    await runDueReminders(database.db, at(addDays(due, -19)));
    await Promise.all([
      sendDueReminders(database.db, { now: at(addDays(due, -3)) }),
      sendDueReminders(database.db, { now: at(addDays(due, -3)) }),
    ]);
    await runDueReminders(database.db, at(due));
    expect((await reminders()).map((row) => row.window).sort((a, b) => a - b)).toEqual([7, 30, 90]);
    expect(await emails()).toHaveLength(3);
  });

  it('sends only the narrowest window to a licence added late, and none after unsubscribe', async () => {
    const parsed = parseLicenceForm(
      { licence: 'fl-insurance-2-15', number: 'W7', issued: '2019-03-10', birthMonth: '7' },
      at('2026-12-01'),
    );
    if (!('input' in parsed)) throw new Error('valid licence refused');
    const late = await addLicence(database.db, MARIA.id, parsed.input);
    if (late === 'too_many') throw new Error('cap');
    const result = await runDueReminders(database.db, at(addDays(due, -20)));
    expect(result.sent.filter((s) => s.licenceId === late.id)).toEqual([
      { licenceId: late.id, dueDate: due, window: 30 },
    ]);
    expect((await unsubscribeLicence(database.db, late.token))?.remindersOn).toBe(false);
    const after = await sendDueReminders(database.db, { now: at(addDays(due, -3)) });
    expect(after.sent.filter((s) => s.licenceId === late.id)).toEqual([]);
    expect(await unsubscribeLicence(database.db, 'not-a-real-token-at-all-xx')).toBeNull();
  });

  it('writes an .ics with the due date and alarms', () => {
    const ics = licenceCalendar(licence, {
      title: 'Renovación de licencia, Florida; 2-15',
      description: 'Horas que faltan',
      url: 'https://quest.test/es/continuing-education/requirements',
      now: at(addDays(due, -40)),
    })!;
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain(`DTSTART;VALUE=DATE:${due.replaceAll('-', '')}`);
    expect(lines).toContain('SUMMARY:Renovación de licencia\\, Florida\\; 2-15');
    expect(lines.filter((line) => line === 'BEGIN:VALARM')).toHaveLength(3);
    expect(lines).toContain('TRIGGER:-P7D');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('refuses bad licence input with a message per field', () => {
    const parsed = parseLicenceForm(
      { licence: 'nope', number: '<script>', issued: '2099-01-01', birthMonth: '13', expires: '2020-02-30' },
      at('2026-12-01'),
    );
    expect(parsed).toEqual({
      errors: {
        licence: 'licence_unknown',
        number: 'number_invalid',
        issued: 'issued_future',
        birthMonth: 'birth_month_invalid',
        expires: 'expires_invalid',
      },
    });
  });
});
