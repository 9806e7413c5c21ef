import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { courseStates, courses, industries, states } from '../../src/db/schema/catalog.ts';
import { ceReports } from '../../src/db/schema/ce-reports.ts';
import { certificates, ingestedEvents } from '../../src/db/schema/certificates.ts';
import { enrolments, orders } from '../../src/db/schema/orders.ts';
import { DEMO_CERTIFICATES } from '../../src/db/seed/learning.ts';
import type { DomainServices } from '../../src/domain/services.ts';
import { buildTestApp } from '../helpers/app.ts';
import { checkoutForm, pickCourse } from '../helpers/checkout.ts';
import { TEST_DATABASE_KINDS } from '../helpers/db.ts';
import { emailSession } from '../helpers/identity.ts';

// Issue 11, first part: the ingestion API (auth, validation, idempotency), certificates created in the
// completion's transaction, unlocked by paying the order through the real pay-now route, the monitor password,
// the public verification, the PDF and the access rules. On PGlite and PostgreSQL (npm run build first).

const ORIGIN = 'https://quest.test';
const TOKEN = 'test-ingest-token-0123456789abcdef-xyz';

describe.each(TEST_DATABASE_KINDS)('certificates on %s', (kind) => {
  let app: FastifyInstance;
  let database: Database;
  let domain: DomainServices;
  let courseSlug: string;

  beforeAll(async () => {
    const built = await buildTestApp(
      { PUBLIC_URL: ORIGIN, CHECKOUT_RATE_LIMIT: '1000', INGEST_API_TOKEN: TOKEN },
      { database: kind },
    );
    app = built.app;
    database = built.database;
    domain = built.domain;
    courseSlug = (await pickCourse(database.db, 'single-state')).slug;
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url });
  const post = (url: string, form: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: ORIGIN,
        'sec-fetch-site': 'same-origin',
      },
      payload: new URLSearchParams(form).toString(),
    });
  const ingest = (body: unknown, token: string | null = TOKEN) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: JSON.stringify(body),
    });

  /** An order placed through the checkout route; its learner id and transaction id. */
  async function buy(paymentMethod: 'card' | 'pay_later') {
    const email = `learner-${randomUUID().slice(0, 8)}@example.com`;
    const card: Record<string, string> =
      paymentMethod === 'card' ? {} : { cardNumber: '', cardExpiry: '', cardCvc: '' };
    const response = await post(
      `/checkout/${courseSlug}?lang=en`,
      checkoutForm({ fullName: 'Lucía Fernández', email, emailConfirm: email, paymentMethod, ...card }),
    );
    expect(response.statusCode).toBe(303);
    const transactionId =
      new URL(response.headers.location ?? '', ORIGIN).searchParams.get('transactionId') ?? '';
    const [order] = await database.db.select().from(orders).where(eq(orders.transactionId, transactionId));
    expect(order?.learnerId).toBeTruthy();
    return { transactionId, learnerId: order!.learnerId!, orderId: order!.id };
  }

  const completion = (learnerId: string, monitorConfirmed = true, id = `evt-${randomUUID()}`) => ({
    id,
    type: 'course.completed',
    occurredAt: '2026-10-14T15:30:00Z',
    data: { learnerId, course: courseSlug, completedAt: '2026-10-14T15:30:00Z', monitorConfirmed },
  });

  async function complete(learnerId: string, monitorConfirmed = true) {
    const response = await ingest(completion(learnerId, monitorConfirmed));
    expect(response.statusCode).toBe(200);
    return response.json().certificate as { id: string; referenceNumber: string; status: string };
  }

  const certificateRow = async (id: string) =>
    (await database.db.select().from(certificates).where(eq(certificates.id, id)))[0]!;

  describe('ingestion API', () => {
    it('refuses a missing or wrong bearer token (401) and does not exist without a configured token (404)', async () => {
      const body = completion('l_abcdefghijkl');
      const missing = await ingest(body, null);
      expect(missing.statusCode).toBe(401);
      expect(missing.headers['www-authenticate']).toContain('Bearer');
      expect((await ingest(body, `${TOKEN}x`)).statusCode).toBe(401);
      expect((await ingest(body, 'short')).statusCode).toBe(401);

      const off = await buildTestApp({ PUBLIC_URL: ORIGIN }, { database });
      try {
        const response = await off.app.inject({
          method: 'POST',
          url: '/api/v1/events',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
          payload: JSON.stringify(body),
        });
        expect(response.statusCode).toBe(404);
      } finally {
        await off.app.close();
      }
    });

    it('answers 400 with a message per field for an invalid event, and 400 for malformed JSON', async () => {
      const response = await ingest({
        id: 'x',
        type: 'course.completed',
        occurredAt: 'yesterday',
        data: {
          learnerId: 'someone',
          course: 'Not A Slug',
          completedAt: '2026-10-14T15:30:00Z',
          monitorConfirmed: 'yes',
        },
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.error).toBe('invalid_event');
      expect(Object.keys(body.fields).sort()).toEqual(
        ['data.course', 'data.learnerId', 'data.monitorConfirmed', 'id', 'occurredAt'].sort(),
      );
      for (const message of Object.values(body.fields)) expect(typeof message).toBe('string');
      const unknownType = await ingest({ ...completion('l_abcdefghijkl'), type: 'course.deleted' });
      expect(unknownType.statusCode).toBe(400);
      expect(unknownType.json().fields.type).toBeTruthy();
      const malformed = await app.inject({
        method: 'POST',
        url: '/api/v1/events',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
        payload: '{"id":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.headers['content-type']).toContain('application/json');
    });

    it('refuses (422) and does not store an event about an enrolment that does not exist', async () => {
      const event = completion('l_nobodyhere0000');
      const response = await ingest(event);
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toBe('unknown_enrolment');
      expect(
        await database.db.select().from(ingestedEvents).where(eq(ingestedEvents.id, event.id)),
      ).toHaveLength(0);
    });

    it('records progress, never backwards, and a replay answers the first answer and changes nothing', async () => {
      const { learnerId, orderId } = await buy('card');
      const progress = (id: string, progressPercent: number) => ({
        id,
        type: 'enrolment.progress',
        occurredAt: '2026-10-01T10:00:00Z',
        data: { learnerId, course: courseSlug, progressPercent },
      });
      const first = await ingest(progress('evt-progress-a1', 40));
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ status: 'recorded', progressPercent: 40, replayed: false });
      expect((await ingest(progress('evt-progress-a2', 20))).json().progressPercent).toBe(40);
      const replay = await ingest(progress('evt-progress-a1', 90));
      expect(replay.statusCode).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toMatchObject({ progressPercent: 40, replayed: true });
      const [enrolment] = await database.db.select().from(enrolments).where(eq(enrolments.orderId, orderId));
      expect(enrolment?.progressPercent).toBe(40);
    });

    it('a completion issues the certificate in its transaction; a replay, even concurrent, creates nothing more', async () => {
      const { learnerId, orderId } = await buy('card');
      const event = completion(learnerId);
      const answers = await Promise.all([ingest(event), ingest(event), ingest(event)]);
      for (const answer of answers) expect(answer.statusCode).toBe(200);
      const bodies = answers.map((answer) => answer.json());
      expect(bodies.filter((body) => body.replayed === false)).toHaveLength(1);
      const ids = new Set(bodies.map((body) => body.certificate.id));
      expect(ids.size).toBe(1);
      const rows = await database.db.select().from(certificates).where(eq(certificates.orderId, orderId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'issued', studentName: 'Lucía Fernández' });
      expect(rows[0]!.referenceNumber).toMatch(/^QST-2026-[0-9A-Z]{6}$/);
      const [enrolment] = await database.db.select().from(enrolments).where(eq(enrolments.orderId, orderId));
      expect(enrolment?.progressPercent).toBe(100);
      // Another event for the same completed course finds the same certificate.
      const again = await ingest(completion(learnerId));
      expect(again.json().certificate).toMatchObject({ id: rows[0]!.id, created: false });
      expect(
        await database.db.select().from(certificates).where(eq(certificates.orderId, orderId)),
      ).toHaveLength(1);
    });

    it('serves an OpenAPI 3.1 document generated from the schemas', async () => {
      const response = await get('/api/v1/openapi.json');
      expect(response.statusCode).toBe(200);
      const document = response.json();
      expect(document.openapi).toBe('3.1.0');
      expect(document.paths['/api/v1/events'].post.responses['400']).toBeTruthy();
      expect(
        document.components.schemas.CourseCompleted.properties.data.properties.monitorConfirmed.type,
      ).toBe('boolean');
      expect(document.components.securitySchemes.bearer.scheme).toBe('bearer');
    });
  });

  describe('certificate pages', () => {
    it('an issued certificate shows every field, links its PDF, and is personal (no-store, noindex)', async () => {
      const { learnerId } = await buy('card');
      const certificate = await complete(learnerId);
      for (const lang of ['es', 'en'] as const) {
        const page = await get(`/${lang}/certificates/${certificate.id}`);
        expect(page.statusCode).toBe(200);
        expect(page.headers['cache-control']).toBe('private, no-store');
        expect(page.body).toContain('name="robots" content="noindex');
        expect(page.body).toContain('data-testid="certificate-document"');
        expect(page.body).toContain(certificate.referenceNumber);
        expect(page.body).toContain(certificate.id);
        expect(page.body).toContain('Lucía Fernández');
        expect(page.body).toContain(`href="/certificate-pdf/${certificate.id}?lang=${lang}"`);
      }
      const en = await get(`/en/certificates/${certificate.id}`);
      for (const label of [
        'Certificate of completion',
        'Completion date',
        'Credit hours',
        'License',
        'Issuer',
        'Instructor',
        'Student signature',
      ])
        expect(en.body).toContain(label);
      // The issuer signs too (issue 30): its authorised signatory, for the provider, with its number.
      expect(en.body).toContain('data-testid="certificate-signatory"');
      expect(en.body).toMatch(/For [^<]+ · provider no\. /);
    });

    it('the PDF is a landscape PDF with the fields (parsed), private and no-store; only for issued ones', async () => {
      const { learnerId } = await buy('card');
      const certificate = await complete(learnerId);
      const response = await get(`/certificate-pdf/${certificate.id}?lang=en`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const pdf = await PDFDocument.load(response.rawPayload);
      expect(pdf.getPageCount()).toBe(1);
      const { width, height } = pdf.getPage(0).getSize();
      expect(width).toBeGreaterThan(height);
      expect(pdf.getTitle()).toContain(certificate.referenceNumber);
      expect(pdf.getSubject()).toContain('Lucía Fernández');
      // The fonts come from npm and are embedded (subset): their descriptors name them.
      const fontNames = pdf.context
        .enumerateIndirectObjects()
        .map(([, object]) =>
          object instanceof PDFDict ? object.get(PDFName.of('FontName'))?.toString() : undefined,
        )
        .filter((name): name is string => Boolean(name));
      expect(fontNames.some((name) => name.includes('LibreBaskerville'))).toBe(true);
      expect(fontNames.some((name) => name.includes('GreatVibes'))).toBe(true);
      expect((await get('/certificate-pdf/c_doesnotexist0000000000?lang=en')).statusCode).toBe(404);
    });

    it('pending payment: locked with an unlock button; paying the order through pay now issues it at once', async () => {
      const { learnerId, transactionId } = await buy('pay_later');
      const certificate = await complete(learnerId);
      expect(certificate.status).toBe('pending_payment');
      const locked = await get(`/en/certificates/${certificate.id}`);
      expect(locked.statusCode).toBe(200);
      expect(locked.body).toContain('data-testid="locked-panel"');
      expect(locked.body).toContain(`href="/en/receipts/${transactionId}"`);
      expect(locked.body).not.toContain(certificate.referenceNumber);
      expect(locked.body).not.toContain('data-testid="certificate-pdf"');
      expect((await get(`/certificate-pdf/${certificate.id}?lang=en`)).statusCode).toBe(404);
      const explained = await get(`/es/certificates/${certificate.id}/pendingpayment`);
      expect(explained.statusCode).toBe(200);
      expect(explained.headers['cache-control']).toBe('private, no-store');
      expect(explained.body).toContain(`href="/es/receipts/${transactionId}"`);

      const paid = await post(`/checkout/orders/${transactionId}/pay?lang=en`, {
        cardNumber: '4242 4242 4242 4242',
        cardExpiry: '12/34',
        cardCvc: '123',
        attempt: randomUUID().replaceAll('-', ''),
      });
      expect(paid.statusCode).toBe(303);
      expect((await certificateRow(certificate.id)).status).toBe('issued');
      const unlocked = await get(`/en/certificates/${certificate.id}`);
      expect(unlocked.body).toContain('data-testid="certificate-pdf"');
      expect(unlocked.body).toContain(certificate.referenceNumber);
      expect((await get(`/es/certificates/${certificate.id}/pendingpayment`)).statusCode).toBe(404);
    });

    it('the monitor sets a password (mismatch, too short), then confirms (incorrect, right): issued', async () => {
      const { learnerId } = await buy('card');
      const certificate = await complete(learnerId, false);
      expect(certificate.status).toBe('awaiting_monitor');
      const page = `/en/certificates/${certificate.id}`;
      expect((await get(page)).body).toContain('data-testid="monitor-set-form"');
      expect((await get(`/certificate-pdf/${certificate.id}`)).statusCode).toBe(404);
      const setUrl = `/certificate-monitor/${certificate.id}/password?lang=en`;
      const confirmUrl = `/certificate-monitor/${certificate.id}/confirm?lang=en`;

      const mismatch = await post(setUrl, { password: 'proctor-2026', passwordConfirm: 'proctor-2027' });
      expect(mismatch.statusCode).toBe(422);
      expect(mismatch.body).toContain('Passwords do not match');
      expect(mismatch.body).not.toContain('proctor-2026');
      const short = await post(`/certificate-monitor/${certificate.id}/password?lang=es`, {
        password: 'corta',
        passwordConfirm: 'corta',
      });
      expect(short.body).toContain('La contraseña debe tener al menos 8 caracteres');
      const set = await post(setUrl, { password: 'proctor-2026', passwordConfirm: 'proctor-2026' });
      expect(set.statusCode).toBe(303);
      expect(set.headers.location).toBe(`${page}?monitor=set`);
      const stored = await certificateRow(certificate.id);
      expect(stored.monitorPasswordHash).toMatch(/^scrypt\$/);
      expect(stored.monitorPasswordHash).not.toContain('proctor-2026');
      // Setting it again is refused: the first password stands.
      expect(
        (await post(setUrl, { password: 'another-pass', passwordConfirm: 'another-pass' })).statusCode,
      ).toBe(422);
      expect((await get(page)).body).toContain('data-testid="monitor-confirm-form"');

      const wrong = await post(confirmUrl, { password: 'proctor-2025' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.body).toContain('Incorrect password');
      expect((await certificateRow(certificate.id)).status).toBe('awaiting_monitor');
      const right = await post(confirmUrl, { password: 'proctor-2026' });
      expect(right.statusCode).toBe(303);
      expect(right.headers.location).toBe(`${page}?monitor=confirmed`);
      const issued = await certificateRow(certificate.id);
      expect(issued.status).toBe('issued');
      expect(issued.monitorConfirmedAt).toBeInstanceOf(Date);
      expect((await get(`${page}?monitor=confirmed`)).body).toContain('data-testid="monitor-confirmed"');
      // Nothing left to confirm.
      expect((await post(confirmUrl, { password: 'proctor-2026' })).statusCode).toBe(404);
    });

    it('limits monitor attempts per certificate (429, even with the right password afterwards)', async () => {
      const { learnerId } = await buy('card');
      const certificate = await complete(learnerId, false);
      const confirmUrl = `/certificate-monitor/${certificate.id}/confirm?lang=en`;
      const set = await post(`/certificate-monitor/${certificate.id}/password?lang=en`, {
        password: 'proctor-2026',
        passwordConfirm: 'proctor-2026',
      });
      expect(set.statusCode).toBe(303);
      const statuses: number[] = [];
      // The password post counted too: nine guesses fill the ten attempts of the window.
      for (let i = 0; i < 9; i++)
        statuses.push((await post(confirmUrl, { password: `guess-${i}-xxxx` })).statusCode);
      expect(statuses).toEqual(Array(9).fill(422));
      const limited = await post(confirmUrl, { password: 'proctor-2026' });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeTruthy();
      expect(limited.body).toContain('Too many attempts');
      expect((await certificateRow(certificate.id)).status).toBe('awaiting_monitor');
    });

    it('refuses cross-site monitor posts', async () => {
      const response = await app.inject({
        method: 'POST',
        url: `/certificate-monitor/${DEMO_CERTIFICATES[2].certificateId}/confirm?lang=en`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.test' },
        payload: 'password=whatever1',
      });
      expect(response.statusCode).toBe(403);
    });

    it('wrong or guessed ids are the 404 page', async () => {
      for (const url of [
        '/en/certificates/c_doesnotexist0000000000',
        '/es/certificates/not-an-id',
        '/en/certificates/c_doesnotexist0000000000/pendingpayment',
        `/en/certificates/${DEMO_CERTIFICATES[0].certificateId}/pendingpayment`,
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
      }
    });
  });

  describe('public verification', () => {
    it('shows only learner name, course, hours, provider number, completion date and status', async () => {
      const { learnerId, transactionId } = await buy('card');
      const certificate = await complete(learnerId);
      const row = await certificateRow(certificate.id);
      const page = await get(
        `/en/certificates/verify?reference=${certificate.referenceNumber.toLowerCase()}`,
      );
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.body).toContain('data-testid="verify-result"');
      expect(page.body).toContain('data-status="valid"');
      expect(page.body).toContain('Lucía Fernández');
      expect(page.body).toContain(row.courseTitleEn);
      expect(page.body).toContain(row.providerNumber);
      expect(page.body).toContain('October 14, 2026');
      // Nothing that opens the certificate or tells who bought it.
      expect(page.body).not.toContain(certificate.id);
      expect(page.body).not.toContain(transactionId);
      expect(page.body).not.toContain('@example.com');
      expect(page.body).not.toContain(row.providerName);
    });

    it('says which states are not valid, and what is not found or malformed', async () => {
      const pending = await get(`/en/certificates/verify?reference=${DEMO_CERTIFICATES[1].reference}`);
      expect(pending.body).toContain('data-status="pending_payment"');
      const monitor = await get(`/es/certificates/verify?reference=${DEMO_CERTIFICATES[2].reference}`);
      expect(monitor.body).toContain('data-status="pending_monitor"');
      const missing = await get('/en/certificates/verify?reference=QST-2026-ZZZZZZ');
      expect(missing.body).toContain('No certificate has this reference number');
      const malformed = await get('/es/certificates/verify?reference=hola');
      expect(malformed.body).toContain('Escribe un número de referencia como QST-2026-7K3M9P');
      const empty = await get('/en/certificates/verify');
      expect(empty.statusCode).toBe(200);
      expect(empty.body).toContain('data-testid="verify-form"');
      expect(empty.body).not.toContain('data-testid="verify-result"');
    });
  });

  describe('CE reports (issue 31)', () => {
    const REPORTED = DEMO_CERTIFICATES[0];
    const words = {
      es: {
        posted: 'Acreditado por el regulador',
        pending: 'Pendiente de reporte',
        late: 'Pendiente de reporte: fuera de plazo',
        dfs: 'Departamento de Servicios Financieros de Florida (DFS)',
        due: '4 de noviembre de 2026',
      },
      en: {
        posted: 'Credited by the regulator',
        pending: 'Report pending',
        late: 'Report pending: late',
        dfs: 'Florida Department of Financial Services (DFS)',
        due: 'November 4, 2026',
      },
    } as const;

    it("the demo certificate's posted report: status, regulator, deadline and reference on its page and its verification", async () => {
      for (const lang of ['es', 'en'] as const) {
        const page = await get(`/${lang}/certificates/${REPORTED.certificateId}`);
        expect(page.body).toContain('data-testid="certificate-reporting"');
        expect(page.body).toContain('data-reporting="posted"');
        expect(page.body).toContain(words[lang].posted);
        expect(page.body).toContain(words[lang].dfs);
        expect(page.body).toContain(words[lang].due);
        expect(page.body).toContain('DFS-DEMO-2026-104733');
        const verified = await get(`/${lang}/certificates/verify?reference=${REPORTED.reference}`);
        expect(verified.body).toContain('data-testid="verify-reporting"');
        expect(verified.body).toContain(words[lang].posted);
        expect(verified.body).toContain(words[lang].dfs);
        expect(verified.body).toContain(words[lang].due);
        expect(verified.body).toContain('DFS-DEMO-2026-104733');
      }
      // The PDF prints the same (its text, parsed).
      const pdf = await get(`/certificate-pdf/${REPORTED.certificateId}?lang=en`);
      const task = getDocument({ data: new Uint8Array(pdf.rawPayload), useSystemFonts: false });
      const content = await (await (await task.promise).getPage(1)).getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
      await task.destroy();
      expect(text).toContain('REPORT TO THE REGULATOR');
      expect(text).toContain(words.en.posted);
      expect(text).toContain('DFS-DEMO-2026-104733');
      expect(text).toContain(words.en.due);
      // The issuer's signature block (issue 30): its signatory, name and title, for the provider, with its number.
      expect(text).toContain('Robert J. Alvarez, CLU, Academic Director');
      expect(text).toContain('For Sunshine Insurance Academy · Provider number DFS 236451');
      // A locked certificate, or one waiting for the monitor, shows nothing of a report.
      for (const demo of [DEMO_CERTIFICATES[1], DEMO_CERTIFICATES[2]]) {
        const page = await get(`/en/certificates/${demo.certificateId}`);
        expect(page.body).not.toContain('data-testid="certificate-reporting"');
        const verified = await get(`/en/certificates/verify?reference=${demo.reference}`);
        expect(verified.body).not.toContain('data-testid="verify-reporting"');
      }
    });

    it('a new Florida insurance completion: pending on the certificate, verification, transcript and account (licence missing); then posted, or late', async () => {
      const email = `reported-${randomUUID().slice(0, 8)}@example.com`;
      const bought = await post(
        '/checkout/annuity-suitability-4h?lang=en',
        checkoutForm({
          fullName: 'Lucía Fernández',
          email,
          emailConfirm: email,
          paymentMethod: 'card',
          state: 'FL',
        }),
      );
      expect(bought.statusCode).toBe(303);
      const transactionId =
        new URL(bought.headers.location ?? '', ORIGIN).searchParams.get('transactionId') ?? '';
      const [order] = await database.db.select().from(orders).where(eq(orders.transactionId, transactionId));
      const now = new Date().toISOString();
      const completed = await ingest({
        id: `evt-${randomUUID()}`,
        type: 'course.completed',
        occurredAt: now,
        data: {
          learnerId: order!.learnerId,
          course: 'annuity-suitability-4h',
          completedAt: now,
          monitorConfirmed: true,
        },
      });
      expect(completed.statusCode).toBe(200);
      expect(completed.json().ceReport).toMatchObject({ status: 'pending', channel: 'fl-dfs' });
      const certificate = completed.json().certificate as { id: string; referenceNumber: string };
      const [report] = await database.db
        .select()
        .from(ceReports)
        .where(eq(ceReports.certificateId, certificate.id));

      for (const lang of ['es', 'en'] as const) {
        const page = await get(`/${lang}/certificates/${certificate.id}`);
        expect(page.body).toContain('data-reporting="pending"');
        expect(page.body).toContain(words[lang].pending);
        expect(page.body).toContain(words[lang].dfs);
        const verified = await get(`/${lang}/certificates/verify?reference=${certificate.referenceNumber}`);
        expect(verified.body).toContain(words[lang].pending);
      }

      // The learner's own pages, signed in by e-mail.
      const cookie = await emailSession(app, database, domain, email, { origin: ORIGIN });
      const mine = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });
      const transcript = await mine(`/en/learners/${order!.learnerId}/transcript`);
      expect(transcript.statusCode).toBe(200);
      expect(transcript.body).toContain('data-reporting="pending"');
      expect(transcript.body).toContain('Report pending');
      const account = await mine('/en/account');
      expect(account.body).toContain('data-testid="account-reports"');
      expect(account.body).toContain('Report pending');
      expect(account.body).toContain(words.en.dfs);
      expect(account.body).toContain('data-testid="account-report-licence-missing"');
      expect(account.body).toContain(
        `href="/en/continuing-education/requirements?licence=${report!.licenceKey}#ce-licences"`,
      );
      const cuenta = await mine('/es/account');
      expect(cuenta.body).toContain('Reportes al regulador');
      expect(cuenta.body).toContain('Pendiente de reporte');

      // Late: a pending report past its deadline says so.
      await database.db.update(ceReports).set({ dueOn: '2026-01-05' }).where(eq(ceReports.id, report!.id));
      const late = await get(`/es/certificates/${certificate.id}`);
      expect(late.body).toContain(words.es.late);
      expect(late.body).toContain('el reporte va con retraso');
      await database.db.update(ceReports).set({ dueOn: report!.dueOn }).where(eq(ceReports.id, report!.id));

      // Reported, then posted with the regulator's reference: every page follows.
      for (const [to, reference] of [
        ['reported', 'DFS-SUB-TEST-1'],
        ['posted', 'DFS-POSTED-TEST-1'],
      ] as const)
        expect(
          (await domain.ceReports.move({ certificateReference: certificate.referenceNumber, to, reference }))
            .kind,
        ).toBe('moved');
      const verified = await get(`/en/certificates/verify?reference=${certificate.referenceNumber}`);
      expect(verified.body).toContain(words.en.posted);
      expect(verified.body).toContain('DFS-POSTED-TEST-1');
      expect((await mine(`/es/learners/${order!.learnerId}/transcript`)).body).toContain(words.es.posted);
      const csv = (await mine(`/transcript-files/${order!.learnerId}/csv?lang=en`)).rawPayload.toString(
        'utf8',
      );
      expect(csv).toContain('Credited by the regulator,Florida Department of Financial Services (DFS),');
      expect(csv).toContain('DFS-POSTED-TEST-1');
      const accountAfter = await mine('/en/account');
      expect(accountAfter.body).toContain('Credited by the regulator');
      expect(accountAfter.body).toContain('DFS-POSTED-TEST-1');
      expect(accountAfter.body).not.toContain('data-testid="account-report-licence-missing"');
    });

    it('course pages promise reporting only where Quest reports: Florida insurance and real estate yes, Texas and California no', async () => {
      // Every seeded course is accredited in Florida: two of them become Texas-only and California-only here
      // (California is not a seeded state: added).
      await database.db
        .insert(states)
        .values({ code: 'CA', nameEs: 'California', nameEn: 'California' })
        .onConflictDoNothing();
      const idOf = async (slug: string) =>
        (await database.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug)))[0]!.id;
      const texas = 'flood-insurance-nfip-3h';
      const california = 'hispanic-families-3h';
      for (const [slug, state] of [
        [texas, 'TX'],
        [california, 'CA'],
      ] as const) {
        const courseId = await idOf(slug);
        await database.db.delete(courseStates).where(eq(courseStates.courseId, courseId));
        await database.db.insert(courseStates).values({ courseId, stateCode: state });
      }
      for (const lang of ['es', 'en'] as const)
        for (const slug of [texas, california]) {
          const page = await get(`/${lang}/courses/details/${slug}`);
          expect(page.statusCode, slug).toBe(200);
          expect(page.body, slug).toContain(lang === 'en' ? 'Accredited in' : 'Acreditado en');
          expect(page.body, slug).not.toContain('data-testid="reporting-promise"');
          expect(page.body, slug).not.toMatch(/Quest (reporta|reports) tus horas|Quest reports your hours/);
        }
      const [floridaInsurance] = await database.db
        .select({ slug: courses.slug })
        .from(courses)
        .innerJoin(industries, eq(industries.id, courses.industryId))
        .where(
          and(
            eq(industries.slug, 'insurance'),
            eq(courses.type, 'continuing_education'),
            eq(courses.visibility, 'marketplace'),
          ),
        )
        .orderBy(courses.id)
        .limit(1);
      const insurance = await get(`/en/courses/details/${floridaInsurance!.slug}`);
      expect(insurance.body).toContain('data-testid="reporting-promise"');
      expect(insurance.body).toContain('Quest reports your hours to the regulator within 21 days');
      expect(insurance.body).toContain('Florida Department of Financial Services (DFS)');
      const seguros = await get(`/es/courses/details/${floridaInsurance!.slug}`);
      expect(seguros.body).toContain('Quest reporta tus horas al regulador en un máximo de 21 días');
      const realEstate = await get('/en/courses/details/fl-real-estate-14h-ce-en');
      expect(realEstate.body).toContain('within 30 days');
      expect(realEstate.body).toContain('Florida DBPR (Real Estate Commission)');
      expect(realEstate.body).toContain('the deadline is 10 business days');
      // Pre-licensing hours are not CE: nothing is promised.
      const preLicensing = await get('/en/courses/details/fl-2-14-pre-licensing-en');
      expect(preLicensing.body).not.toContain('data-testid="reporting-promise"');
    });
  });

  it('the seed has a certificate in each state, with the fixed demo ids', async () => {
    for (const demo of DEMO_CERTIFICATES) {
      const row = await certificateRow(demo.certificateId);
      expect(row, demo.certificateId).toMatchObject({ status: demo.status, referenceNumber: demo.reference });
      expect((await get(`/es/certificates/${demo.certificateId}`)).statusCode).toBe(200);
    }
  });
});
