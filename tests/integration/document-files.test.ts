import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { certificates } from '../../src/db/schema/certificates.ts';
import { enrolments, orders } from '../../src/db/schema/orders.ts';
import { DEMO_CERTIFICATES } from '../../src/db/seed/learning.ts';
import { buildTestApp } from '../helpers/app.ts';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../helpers/db.ts';
import { signedInAs } from '../helpers/identity.ts';

// Issue 28: certificate, invoice and transcript files are rendered once per document version and stored (a change
// to the document renders a new file; the old one is never served again), renders are limited per process (a
// bounded queue, then a fast 503) and requests per IP (429), and 20 renders at once leave /healthz answering.
// `x-document-cache` says whether a response rendered its file (miss) or was served a stored one (hit).

const DEMO = DEMO_CERTIFICATES[0];
const MARIA = DEMO.learner;

async function pdfText(bytes: Uint8Array): Promise<string> {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const document = await task.promise;
  const parts: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await task.destroy();
  return parts.join('\n').replace(/\s+/g, ' ');
}

/** Every file under a directory, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

const freshDir = () => mkdtemp(path.join(tmpdir(), 'quest-documents-'));

describe.each(TEST_DATABASE_KINDS)('document files on %s', (kind) => {
  let database: Database;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.close();
  });

  async function open(overrides: Record<string, string> = {}) {
    const { app } = await buildTestApp(
      { PUBLIC_URL: 'https://quest.test', DOCUMENT_RATE_LIMIT: '1000', ...overrides },
      { database },
    );
    apps.push(app);
    return app;
  }

  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}, ip = '127.0.0.1') =>
    app.inject({ method: 'GET', url, headers, remoteAddress: ip });

  /** A copy of the demo paid order under new ids: its link id addresses its invoice. */
  async function newOrder() {
    const [demo] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.transactionId, DEMO.transactionId));
    const id = `docTest${randomBytes(12).toString('hex')}`;
    const { id: _id, ...columns } = demo!;
    const [order] = await database.db
      .insert(orders)
      .values({ ...columns, transactionId: id, linkId: `${id}L`, attemptKey: id })
      .returning();
    return order!;
  }

  /** A new issued certificate of María's (on its own order and enrolment), like the demo one. */
  async function newCertificate() {
    const [demo] = await database.db
      .select()
      .from(certificates)
      .where(eq(certificates.id, DEMO.certificateId));
    const order = await newOrder();
    const [enrolment] = await database.db
      .insert(enrolments)
      .values({ learnerId: MARIA.id, courseId: demo!.courseId, orderId: order.id })
      .returning();
    const { id: _id, ...columns } = demo!;
    const [certificate] = await database.db
      .insert(certificates)
      .values({
        ...columns,
        id: `c_docTest${randomBytes(10).toString('hex')}`,
        referenceNumber: `QST-T-${randomBytes(5).toString('hex').toUpperCase()}`,
        orderId: order.id,
        enrolmentId: enrolment!.id,
      })
      .returning();
    return certificate!;
  }

  it('a certificate is rendered once per version and stored; a new holder name renders a new file, the old one is never served again', async () => {
    const dir = await freshDir();
    const app = await open({ DOCUMENT_CACHE_DIR: dir });
    const certificate = await newCertificate();
    const url = `/certificate-pdf/${certificate.id}?lang=en`;

    const first = await get(app, url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers['x-document-cache']).toBe('miss');
    const second = await get(app, url);
    expect(second.headers['x-document-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await filesUnder(dir)).toHaveLength(1);

    // Requests that arrive together for a version not stored yet share one render.
    const together = await Promise.all(
      Array.from({ length: 5 }, () => get(app, `/certificate-pdf/${certificate.id}?lang=es`)),
    );
    expect(together.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(together.filter((response) => response.headers['x-document-cache'] === 'miss')).toHaveLength(1);
    expect(new Set(together.map((response) => response.rawPayload.toString('base64'))).size).toBe(1);
    expect(await filesUnder(dir)).toHaveLength(2);

    // The holder's name is corrected: the next request renders the new version.
    await database.db
      .update(certificates)
      .set({ studentName: 'María José López Ruiz', updatedAt: new Date() })
      .where(eq(certificates.id, certificate.id));
    const changed = await get(app, url);
    expect(changed.headers['x-document-cache']).toBe('miss');
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(false);
    expect((await PDFDocument.load(changed.rawPayload)).getSubject()).toContain('María José López Ruiz');
    const again = await get(app, url);
    expect(again.headers['x-document-cache']).toBe('hit');
    expect(again.rawPayload.equals(changed.rawPayload)).toBe(true);

    // A revoked certificate has no file, stored or not.
    await database.db
      .update(certificates)
      .set({ status: 'revoked', revokedAt: new Date() })
      .where(eq(certificates.id, certificate.id));
    expect((await get(app, url)).statusCode).toBe(404);

    // The store survives a restart, and a listing of it names no capability id or reference number.
    const restarted = await open({ DOCUMENT_CACHE_DIR: dir });
    await database.db
      .update(certificates)
      .set({ status: 'issued', revokedAt: null })
      .where(eq(certificates.id, certificate.id));
    expect((await get(restarted, url)).headers['x-document-cache']).toBe('hit');
    const names = (await filesUnder(dir)).join('\n');
    expect(names).not.toContain(certificate.id);
    expect(names).not.toContain(certificate.referenceNumber);
  });

  it('an invoice is stored until its order changes: a refund renders a new file', async () => {
    const app = await open({ DOCUMENT_CACHE_DIR: await freshDir() });
    const order = await newOrder();
    const url = `/invoices/${order.linkId}?lang=en`;
    const first = await get(app, url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-document-cache']).toBe('miss');
    expect(await pdfText(first.rawPayload)).toContain('PAID');
    expect((await get(app, url)).headers['x-document-cache']).toBe('hit');

    await database.db
      .update(orders)
      .set({ status: 'refunded', refundedAt: new Date() })
      .where(eq(orders.id, order.id));
    const refunded = await get(app, url);
    expect(refunded.headers['x-document-cache']).toBe('miss');
    expect(await pdfText(refunded.rawPayload)).toContain('REFUNDED');
    const again = await get(app, url);
    expect(again.headers['x-document-cache']).toBe('hit');
    expect(await pdfText(again.rawPayload)).toContain('REFUNDED');
  });

  it("a transcript is stored until the learner's completions change: a new certificate renders a new file", async () => {
    const app = await open({ DOCUMENT_CACHE_DIR: await freshDir() });
    const cookie = { cookie: signedInAs(app, MARIA.ocid) };
    const url = `/transcript-files/${MARIA.id}/pdf?lang=en`;
    const first = await get(app, url, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-document-cache']).toBe('miss');
    expect((await get(app, url, cookie)).headers['x-document-cache']).toBe('hit');

    const certificate = await newCertificate();
    const changed = await get(app, url, cookie);
    expect(changed.headers['x-document-cache']).toBe('miss');
    expect(await pdfText(changed.rawPayload)).toContain(certificate.referenceNumber);
    expect(await pdfText(first.rawPayload)).not.toContain(certificate.referenceNumber);
  });

  it('renders past the per-process limit wait in a bounded queue; past the queue, a fast 503 with Retry-After', async () => {
    const app = await open({
      DOCUMENT_CACHE_DIR: await freshDir(),
      DOCUMENT_RENDERS: '1',
      DOCUMENT_RENDER_QUEUE: '1',
    });
    const issued = await Promise.all(Array.from({ length: 5 }, () => newCertificate()));
    const responses = await Promise.all(
      issued.map((certificate) => get(app, `/certificate-pdf/${certificate.id}?lang=en`)),
    );
    const statuses = responses.map((response) => response.statusCode);
    // One renders, one waits; the others are refused at once (unless the first render ended before they came).
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    for (const refused of responses.filter((response) => response.statusCode === 503)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['cache-control']).toBe('no-store');
    }
    // Stored files are served however busy the renders are.
    const stored = issued[statuses.indexOf(200)]!;
    const again = await get(app, `/certificate-pdf/${stored.id}?lang=en`);
    expect(again.headers['x-document-cache']).toBe('hit');
  });

  it('limits requests per IP across the three documents (429 with Retry-After); other addresses still get theirs', async () => {
    const app = await open({ DOCUMENT_CACHE_DIR: await freshDir(), DOCUMENT_RATE_LIMIT: '3' });
    const certificate = await newCertificate();
    const order = await newOrder();
    const cookie = { cookie: signedInAs(app, MARIA.ocid) };
    const ip = '203.0.113.7';
    expect((await get(app, `/certificate-pdf/${certificate.id}`, {}, ip)).statusCode).toBe(200);
    expect((await get(app, `/invoices/${order.linkId}`, {}, ip)).statusCode).toBe(200);
    expect((await get(app, `/transcript-files/${MARIA.id}/pdf`, cookie, ip)).statusCode).toBe(200);
    for (const url of [
      `/certificate-pdf/${certificate.id}`,
      `/invoices/${order.linkId}`,
      `/transcript-files/${MARIA.id}/csv`,
      // Counted before the document is looked up: guessing ids costs the same.
      '/certificate-pdf/c_doesnotexist0000000000',
    ]) {
      const limited = await get(app, url, cookie, ip);
      expect(limited.statusCode, url).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await get(app, `/certificate-pdf/${certificate.id}`, {}, '203.0.113.8')).statusCode).toBe(200);
  });

  // What this measures is the event loop, not the database: once, on the first kind.
  it.runIf(kind === TEST_DATABASE_KINDS[0])(
    '20 documents asked at once: /healthz answers 200 within a second throughout',
    async () => {
      // As in production: render threads, and overload shedding past a second of event-loop delay.
      const app = await open({
        DOCUMENT_CACHE_DIR: await freshDir(),
        DOCUMENT_RENDER_THREADS: 'true',
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '1000',
      });
      const issued = await Promise.all(Array.from({ length: 10 }, () => newCertificate()));
      const urls = issued.flatMap((certificate) =>
        ['es', 'en'].map((lang) => `/certificate-pdf/${certificate.id}?lang=${lang}`),
      );
      let finished = false;
      const burst = Promise.all(urls.map((url) => get(app, url))).finally(() => {
        finished = true;
      });
      // Asked every 50 ms: each answer must come within a second of the one before (a held event loop delays
      // the asking too, so the time between answers is what shows it).
      const health: { status: number; sincePreviousMs: number }[] = [];
      let previous = performance.now();
      while (!finished) {
        const response = await get(app, '/healthz');
        const now = performance.now();
        health.push({ status: response.statusCode, sincePreviousMs: Math.round(now - previous) });
        previous = now;
        await sleep(50);
      }
      const responses = await burst;
      expect(health.filter((check) => check.status !== 200 || check.sincePreviousMs > 1000)).toEqual([]);
      expect(health.length).toBeGreaterThan(3);
      expect(responses.map((response) => response.statusCode)).toEqual(urls.map(() => 200));
      expect(responses.filter((response) => response.headers['x-document-cache'] === 'miss')).toHaveLength(
        20,
      );
    },
  );
});
