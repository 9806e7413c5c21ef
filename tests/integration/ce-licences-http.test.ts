import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { learnerLicences } from '../../src/db/schema/licences.ts';
import { outbox } from '../../src/db/schema/orders.ts';
import { DEMO_CERTIFICATES } from '../../src/db/seed/learning.ts';
import { encodeRecord, TOKEN_COOKIE } from '../../src/domain/auth.ts';
import { addDays } from '../../src/domain/ce/dates.ts';
import { evaluate } from '../../src/domain/ce/engine.ts';
import type { RenewalReminderPayload } from '../../src/domain/ce/reminders.ts';
import { licenceFacts, RENEWAL_REMINDER_KIND } from '../../src/domain/ce/reminders.ts';
import { licenceRequirement } from '../../src/domain/ce/requirements/data.ts';
import { renderRenewalReminderEmail } from '../../src/domain/emails/renewal-reminder-email.ts';
import { buildTestApp } from '../helpers/app.ts';
import { TEST_DATABASE_KINDS } from '../helpers/db.ts';
import { runDueReminders } from '../helpers/reminders.ts';

// Renewal reminders over HTTP: the licence form (signed in, same origin, bad input sent back, never a 5xx), the
// .ics file, the unsubscribe page (GET asks, POST turns off, RFC 8058 one-click from elsewhere) and the e-mail.

const ORIGIN = 'https://quest.test';
const MARIA = DEMO_CERTIFICATES[0].learner;

function signedInAs(app: FastifyInstance, ocid: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const idToken = `${part({ alg: 'ES256', typ: 'JWT' })}.${part({ edu_username: ocid, eth_address: '0xabc' })}.sig`;
  const record = encodeRecord({
    access_token: 'a.b.c',
    id_token: idToken,
    expired: Math.floor(Date.now() / 1000) + 600,
  });
  return `${TOKEN_COOKIE}=${encodeURIComponent(app.signCookie(record))}`;
}

describe.each(TEST_DATABASE_KINDS)('CE licences over HTTP on %s', (kind) => {
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    const built = await buildTestApp({ PUBLIC_URL: ORIGIN }, { database: kind });
    app = built.app;
    database = built.database;
  });
  afterAll(async () => {
    await app?.close();
  });

  const post = (url: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: ORIGIN,
        'sec-fetch-site': 'same-origin',
        cookie: signedInAs(app, MARIA.ocid),
        ...headers,
      },
      payload: new URLSearchParams(form).toString(),
    });

  it('adds a licence for the signed-in learner and goes back to the tool filled with it', async () => {
    const response = await post('/ce-licences?lang=en', {
      licence: 'fl-insurance-2-15',
      number: 'W555',
      issued: '2019-03-10',
      birthMonth: '7',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/en\/continuing-education\/requirements\?/);
    expect(response.headers.location).toContain('licence=fl-insurance-2-15');
    expect(response.headers.location).toContain('licenceAdded=1');
    const rows = await database.db.select().from(learnerLicences).where(eq(learnerLicences.number, 'W555'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.learnerId).toBe(MARIA.id);
  });

  it('refuses bad input, a cross-site post and a visitor who is not signed in, never with a 5xx', async () => {
    const bad = await post('/ce-licences', { licence: 'nope', number: '', issued: 'x', birthMonth: '99' });
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toContain('licenceErrors=licence%2Cnumber%2Cissued%2CbirthMonth');
    const cross = await post(
      '/ce-licences',
      { licence: 'fl-insurance-2-15', number: 'X1' },
      { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' },
    );
    expect(cross.statusCode).toBe(403);
    const anonymous = await post(
      '/ce-licences',
      { licence: 'fl-insurance-2-15', number: 'X2' },
      { cookie: '' },
    );
    expect(anonymous.statusCode).toBe(303);
    expect(anonymous.headers.location).toContain('licenceError=signin');
    const huge = await post('/ce-licences', { licence: 'x'.repeat(5000) });
    expect(huge.statusCode).toBeLessThan(500);
    expect(
      await database.db.select().from(learnerLicences).where(eq(learnerLicences.number, 'X1')),
    ).toHaveLength(0);
  });

  it('serves the .ics and the e-mail links; unsubscribe asks on GET and stops on POST', async () => {
    const [licence] = await database.db
      .select()
      .from(learnerLicences)
      .where(eq(learnerLicences.number, 'W555'));
    const due = evaluate(licenceRequirement(licence!.licenceKey)!, licenceFacts(licence!), [], new Date())
      .period!.due;
    const ics = await app.inject({
      method: 'GET',
      url: `/ce-licences/calendar/${licence!.token}.ics?lang=es`,
    });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.body).toContain(`DTSTART;VALUE=DATE:${due.replaceAll('-', '')}`);
    expect((await app.inject({ method: 'GET', url: '/ce-licences/calendar/nope.ics' })).statusCode).toBe(404);

    await runDueReminders(database.db, new Date(`${addDays(due, -10)}T12:00:00Z`));
    const [message] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `ce-reminder:${licence!.id}:${due}:30`));
    expect(message?.kind).toBe(RENEWAL_REMINDER_KIND);
    const email = renderRenewalReminderEmail('en', message!.payload as unknown as RenewalReminderPayload, {
      publicUrl: ORIGIN,
    });
    expect(email.subject).toContain('due in 10 days');
    expect(email.text).toContain('/en/continuing-education/requirements?');
    expect(email.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = email.headers['List-Unsubscribe']!.slice(1, -1).replace(ORIGIN, '');

    const ask = await app.inject({ method: 'GET', url: unsubscribe });
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('data-testid="unsubscribe-confirm"');
    const [still] = await database.db
      .select()
      .from(learnerLicences)
      .where(eq(learnerLicences.id, licence!.id));
    expect(still!.remindersOn).toBe(true);
    // A mail provider's one-click post comes from elsewhere and carries no cookie.
    const oneClick = await app.inject({
      method: 'POST',
      url: unsubscribe,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const [off] = await database.db.select().from(learnerLicences).where(eq(learnerLicences.id, licence!.id));
    expect(off!.remindersOn).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/ce-licences/unsubscribe/bad-token' })).statusCode).toBe(
      404,
    );
  });
});
