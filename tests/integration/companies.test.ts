import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { courses } from '../../src/db/schema/catalog.ts';
import { certificates } from '../../src/db/schema/certificates.ts';
import { companyMembers, invitations } from '../../src/db/schema/companies.ts';
import { learners } from '../../src/db/schema/orders.ts';
import {
  DEMO_COMPANIES,
  DEMO_INVITATIONS,
  DEMO_MEMBER_CERTIFICATE,
  DEMO_PRIVATE_COURSES,
} from '../../src/db/seed/companies.ts';
import { DEMO_CERTIFICATES } from '../../src/db/seed/learning.ts';
import { encodeRecord, TOKEN_COOKIE } from '../../src/domain/auth.ts';
import { buildTestApp } from '../helpers/app.ts';
import { checkoutForm } from '../helpers/checkout.ts';
import { TEST_DATABASE_KINDS } from '../helpers/db.ts';
import { latestProofToken } from '../helpers/identity.ts';

// Issue 11, companies and transcripts: invitations (accept, deny, decided, concurrent accepts decide once, the
// account rule), private and link-only course visibility in every listing and on direct links (catalogue, search,
// suggestions, sitemap, detail, checkout page and post), the anonymous page cache never holding a member's
// listing, the CE transcript (page, PDF parsed, CSV) and Florida's repeat-course warning at checkout.
// On PGlite and PostgreSQL (npm run build first).

const ORIGIN = 'https://quest.test';
const MARIA = DEMO_CERTIFICATES[0].learner;
const JOHN = DEMO_CERTIFICATES[1].learner;
const [ALLOWED] = DEMO_PRIVATE_COURSES.allowed;
const ALLOWED_TITLE = 'Palmetto Shield: claims handling essentials';
const OTHER_TITLE = 'Gulf Harbor: internal underwriting guide';
const LINK_ONLY_TITLE = 'Partner preview: annuity suitability';
const LISTING = '/en/accredited-courses?state=FL&industry=insurance&specialty=2-15';

/** A signed sign-in cookie for an Open Campus ID (the id token is read, not verified, once the cookie is signed). */
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

async function pdfText(bytes: Uint8Array): Promise<string> {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const document = await task.promise;
  const parts: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await task.destroy();
  return parts.join('\n');
}

describe.each(TEST_DATABASE_KINDS)('companies, private courses and transcripts on %s', (kind) => {
  let app: FastifyInstance;
  let cachingApp: FastifyInstance;
  let database: Database;
  let built: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    built = await buildTestApp({ PUBLIC_URL: ORIGIN, CHECKOUT_RATE_LIMIT: '1000' }, { database: kind });
    app = built.app;
    database = built.database;
    // The same database behind an app with the anonymous page cache on.
    cachingApp = (
      await buildTestApp({ PUBLIC_URL: ORIGIN, HTML_CACHE_TTL_MS: '3600000' }, { database: built.database })
    ).app;
  });
  afterAll(async () => {
    await cachingApp?.close();
    await app?.close();
  });

  const get = (url: string, ocid?: string, target = app) =>
    target.inject({ method: 'GET', url, headers: ocid ? { cookie: signedInAs(target, ocid) } : {} });
  const post = (url: string, ocid?: string, form: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: ORIGIN,
        'sec-fetch-site': 'same-origin',
        ...(ocid ? { cookie: signedInAs(app, ocid) } : {}),
      },
      payload: new URLSearchParams(form).toString(),
    });

  async function newInvitation(invitedEmail = `invited-${randomUUID().slice(0, 8)}@example.com`) {
    const id = `inv_test${randomUUID().replace(/-/g, '').slice(0, 20)}`;
    await database.db.insert(invitations).values({
      id,
      companyId: DEMO_COMPANIES.agency.id,
      inviterName: 'Laura Benítez',
      inviterEmail: 'laura.benitez@palmettoshield.example',
      invitedName: 'Test Person',
      invitedEmail,
      appName: DEMO_COMPANIES.agency.app,
    });
    return id;
  }

  describe('invitations', () => {
    it('shows inviterName, inviterEmail, invitedName, appName and company in both locales; personal', async () => {
      for (const lang of ['es', 'en'] as const) {
        const page = await get(`/${lang}/invitations/${DEMO_INVITATIONS.pendingNew}`);
        expect(page.statusCode).toBe(200);
        expect(page.headers['cache-control']).toBe('private, no-store');
        expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"');
        for (const text of [
          'Laura Benítez',
          'laura.benitez@palmettoshield.example',
          'Carlos Méndez',
          DEMO_COMPANIES.agency.app,
          DEMO_COMPANIES.agency.name,
        ])
          expect(page.body).toContain(text);
        // Signed out: a sign-in link that comes back here, and a deny form that needs no account.
        expect(page.body).toContain(
          `href="/auth/ocid/login?returnTo=${encodeURIComponent(`/${lang}/invitations/${DEMO_INVITATIONS.pendingNew}`)}"`,
        );
        expect(page.body).toContain(
          `action="/invitation-decisions/${DEMO_INVITATIONS.pendingNew}/reject?lang=${lang}"`,
        );
        expect(page.body).not.toContain('data-testid="invitation-accept"');
      }
      const signedIn = await get(`/en/invitations/${DEMO_INVITATIONS.pendingJohn}`, JOHN.ocid);
      expect(signedIn.body).toContain('data-testid="invitation-accept"');
      expect(signedIn.body).toContain('You will accept as John Carter.');
    });

    it('unknown, guessed and malformed ids give the 404 page', async () => {
      for (const id of ['inv_doesNotExist000000000', 'nope', '1', `inv_${'x'.repeat(60)}`]) {
        expect((await get(`/en/invitations/${id}`)).statusCode).toBe(404);
        expect((await post(`/invitation-decisions/${id}/reject?lang=en`)).statusCode).toBe(404);
        expect((await post(`/invitation-decisions/${id}/accept?lang=en`, MARIA.ocid)).statusCode).toBe(404);
      }
    });

    it('a decided invitation shows the spec message (Spanish in es) and takes no new decision', async () => {
      for (const id of [DEMO_INVITATIONS.accepted, DEMO_INVITATIONS.rejected]) {
        const en = await get(`/en/invitations/${id}`);
        expect(en.body).toContain('This invitation has already been accepted or rejected.');
        expect(en.body).not.toContain('data-testid="invitation-reject"');
        const es = await get(`/es/invitations/${id}`);
        expect(es.body).toContain('Esta invitación ya fue aceptada o rechazada.');
        const again = await post(`/invitation-decisions/${id}/reject?lang=en`);
        expect(again.statusCode).toBe(303);
        expect(again.headers.location).toBe(`/en/invitations/${id}`);
      }
      const [accepted] = await database.db
        .select()
        .from(invitations)
        .where(eq(invitations.id, DEMO_INVITATIONS.accepted));
      expect(accepted?.status).toBe('accepted');
    });

    it('denying needs no account; a second deny says it was already decided', async () => {
      const id = await newInvitation();
      const denied = await post(`/invitation-decisions/${id}/reject?lang=es`);
      expect(denied.statusCode).toBe(303);
      expect(denied.headers.location).toBe(`/es/invitations/${id}?decision=rejected`);
      expect(denied.headers['cache-control']).toBe('no-store');
      const page = await get(String(denied.headers.location));
      expect(page.body).toContain('data-testid="invitation-rejected"');
      const [row] = await database.db.select().from(invitations).where(eq(invitations.id, id));
      expect(row).toMatchObject({ status: 'rejected', learnerId: null });
      expect(row?.decidedAt).toBeInstanceOf(Date);
      expect((await post(`/invitation-decisions/${id}/accept?lang=es`, JOHN.ocid)).headers.location).toBe(
        `/es/invitations/${id}`,
      );
      expect((await get(`/es/invitations/${id}`)).body).toContain(
        'Esta invitación ya fue aceptada o rechazada.',
      );
    });

    it('refuses cross-site decisions', async () => {
      const id = await newInvitation();
      const response = await app.inject({
        method: 'POST',
        url: `/invitation-decisions/${id}/reject?lang=en`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
        payload: '',
      });
      expect(response.statusCode).toBe(403);
      const [row] = await database.db.select().from(invitations).where(eq(invitations.id, id));
      expect(row?.status).toBe('pending');
    });

    it('accepting signed out goes to the Open Campus ID sign-in, which comes back to the invitation', async () => {
      const id = await newInvitation();
      const response = await post(`/invitation-decisions/${id}/accept?lang=en`);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(
        `/auth/ocid/login?returnTo=${encodeURIComponent(`/en/invitations/${id}`)}`,
      );
      const [row] = await database.db.select().from(invitations).where(eq(invitations.id, id));
      expect(row?.status).toBe('pending');
    });

    it('a new OCId proves the invited address first (a link to it), then accepts and joins', async () => {
      const email = `new-${randomUUID().slice(0, 8)}@example.com`;
      const id = await newInvitation(email.toUpperCase());
      const ocid = `new${randomUUID().slice(0, 6)}.edu`;
      // Holding the invitation link is not holding the address (issue 27): the account has no learner yet.
      const early = await post(`/invitation-decisions/${id}/accept?lang=en`, ocid);
      expect(early.statusCode).toBe(409);
      expect(early.body).toContain('data-testid="invitation-error"');
      expect(await database.db.select().from(learners).where(eq(learners.ocid, ocid))).toHaveLength(0);
      // The invitation page sends the link to the invited address; using it signed in attaches the address.
      const asked = await post('/identity/owner-link?lang=en', ocid, {
        kind: 'invitation',
        id,
        returnTo: `/en/invitations/${id}`,
      });
      expect(asked.statusCode).toBe(200);
      const token = await latestProofToken(database, built.domain, email);
      const used = await post(`/identity/proofs/${token}?lang=en`, ocid);
      expect(used.statusCode).toBe(303);
      expect(used.headers.location).toBe(`/en/invitations/${id}`);
      const accepted = await post(`/invitation-decisions/${id}/accept?lang=en`, ocid);
      expect(accepted.statusCode).toBe(303);
      expect(accepted.headers.location).toBe(`/en/invitations/${id}?decision=accepted`);
      const [learner] = await database.db.select().from(learners).where(eq(learners.ocid, ocid));
      expect(learner).toMatchObject({ email, fullName: 'Test Person', locale: 'en' });
      const [membership] = await database.db
        .select()
        .from(companyMembers)
        .where(eq(companyMembers.learnerId, learner!.id));
      expect(membership).toMatchObject({ companyId: DEMO_COMPANIES.agency.id, invitationId: id });
      const page = await get(String(accepted.headers.location), ocid);
      expect(page.body).toContain('data-testid="invitation-accepted"');
      expect(page.body).toContain(`You joined ${DEMO_COMPANIES.agency.name}.`);
    });

    it("an invitation link never links the invited e-mail's learner to the account that accepts", async () => {
      // The invited address has a learner without an OCId: an account holding only the link does not get it.
      const email = `plain-${randomUUID().slice(0, 8)}@example.com`;
      const learnerId = `l_test${randomUUID().replace(/-/g, '').slice(0, 20)}`;
      await database.db
        .insert(learners)
        .values({ id: learnerId, email, fullName: 'Plain Learner', locale: 'es' });
      const first = await newInvitation(email);
      const refusedNew = await post(
        `/invitation-decisions/${first}/accept?lang=es`,
        `plain${randomUUID().slice(0, 6)}.edu`,
      );
      expect(refusedNew.statusCode).toBe(409);
      const [untouched] = await database.db.select().from(learners).where(eq(learners.id, learnerId));
      expect(untouched?.ocid).toBeNull();

      // María's e-mail belongs to maria.edu: another OCId cannot take her account; the invitation stays pending.
      const second = await newInvitation(MARIA.email);
      const refused = await post(
        `/invitation-decisions/${second}/accept?lang=en`,
        `intruder${randomUUID().slice(0, 6)}.edu`,
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.headers['cache-control']).toBe('private, no-store');
      expect(refused.body).toContain('data-testid="invitation-error"');
      const [row] = await database.db.select().from(invitations).where(eq(invitations.id, second));
      expect(row?.status).toBe('pending');
      const [maria] = await database.db.select().from(learners).where(eq(learners.id, MARIA.id));
      expect(maria?.ocid).toBe(MARIA.ocid);
    });

    it('concurrent accepts and denies decide once', async () => {
      const id = await newInvitation();
      // The account that holds the invited address accepts four times at once while the link's holder denies.
      const [row0] = await database.db.select().from(invitations).where(eq(invitations.id, id));
      const racer = `racer${randomUUID().slice(0, 8)}.edu`;
      await database.db.insert(learners).values({
        id: `l_race${randomUUID().replace(/-/g, '').slice(0, 20)}`,
        email: row0?.invitedEmail ?? '',
        fullName: 'Racer',
        locale: 'en',
        ocid: racer,
      });
      const responses = await Promise.all([
        ...Array.from({ length: 4 }, () => post(`/invitation-decisions/${id}/accept?lang=en`, racer)),
        post(`/invitation-decisions/${id}/reject?lang=en`),
      ]);
      expect(responses.every((response) => response.statusCode === 303)).toBe(true);
      const decided = responses.filter((response) =>
        String(response.headers.location).includes('?decision='),
      );
      expect(decided).toHaveLength(1);
      const [row] = await database.db.select().from(invitations).where(eq(invitations.id, id));
      const members = await database.db
        .select()
        .from(companyMembers)
        .where(eq(companyMembers.invitationId, id));
      if (row?.status === 'accepted') {
        expect(members).toHaveLength(1);
        expect(members[0]?.learnerId).toBe(row.learnerId);
      } else {
        expect(row?.status).toBe('rejected');
        expect(members).toHaveLength(0);
      }
    });
  });

  describe('private and link-only courses', () => {
    it('a member sees the allowed private courses in the catalogue and search; others never do', async () => {
      const member = await get(LISTING, MARIA.ocid);
      expect(member.statusCode).toBe(200);
      expect(member.headers['cache-control']).toBe('private, no-store');
      expect(member.body).toContain(ALLOWED_TITLE);
      expect(member.body).not.toContain(OTHER_TITLE);
      expect(member.body).not.toContain(LINK_ONLY_TITLE);
      for (const visitor of [undefined, JOHN.ocid]) {
        const page = await get(LISTING, visitor);
        expect(page.statusCode).toBe(200);
        expect(page.body).not.toContain(ALLOWED_TITLE);
        expect(page.body).not.toContain(OTHER_TITLE);
        expect(page.body).not.toContain(LINK_ONLY_TITLE);
      }
      const search = (ocid?: string) => get(`/en/search?q=${encodeURIComponent('palmetto shield')}`, ocid);
      expect((await search(MARIA.ocid)).body).toContain(ALLOWED_TITLE);
      expect((await search()).body).not.toContain(ALLOWED_TITLE);
      expect((await get('/en/search?q=gulf%20harbor', MARIA.ocid)).body).not.toContain(OTHER_TITLE);
      expect((await get('/en/search?q=partner%20preview')).body).not.toContain(LINK_ONLY_TITLE);
      const specialty = await get('/en/accredited-courses/specialities/2-15', MARIA.ocid);
      expect(specialty.body).toContain(ALLOWED_TITLE);
      expect((await get('/en/accredited-courses/specialities/2-15')).body).not.toContain(ALLOWED_TITLE);
    });

    it('search suggestions: the member gets them privately, anonymous visitors never', async () => {
      const suggest = (ocid?: string) => get('/api/catalog/suggestions?q=palmetto&locale=en', ocid);
      const member = await suggest(MARIA.ocid);
      expect(member.headers['cache-control']).toBe('private, no-store');
      expect(member.json().suggestions.map((s: { title: string }) => s.title)).toContain(ALLOWED_TITLE);
      const anonymous = await suggest();
      expect(anonymous.headers['cache-control']).toBe('public, max-age=60');
      expect(anonymous.json().suggestions).toEqual([]);
      const linkOnly = await get('/api/catalog/suggestions?q=partner%20preview&locale=en');
      expect(linkOnly.json().suggestions).toEqual([]);
    });

    it('direct links: private is 404 except for allowed members; link-only is reachable but kept out of indexes', async () => {
      const detail = (slug: string, ocid?: string) => get(`/en/courses/details/${slug}`, ocid);
      expect((await detail(ALLOWED, MARIA.ocid)).statusCode).toBe(200);
      expect((await detail(ALLOWED)).statusCode).toBe(404);
      expect((await detail(ALLOWED, JOHN.ocid)).statusCode).toBe(404);
      expect((await detail(DEMO_PRIVATE_COURSES.otherCompany, MARIA.ocid)).statusCode).toBe(404);
      expect((await get(`/en/courses/${ALLOWED}/products`)).statusCode).toBe(404);
      expect((await get(`/en/embed/courses/${ALLOWED}`)).statusCode).toBe(404);
      // By numeric id too.
      const [row] = await database.db
        .select({ id: courses.id })
        .from(courses)
        .where(eq(courses.slug, ALLOWED));
      expect((await detail(String(row!.id))).statusCode).toBe(404);
      const linkOnly = await detail(DEMO_PRIVATE_COURSES.linkOnly);
      expect(linkOnly.statusCode).toBe(200);
      expect(linkOnly.body).toContain(LINK_ONLY_TITLE);
      expect(linkOnly.body).toContain('<meta name="robots" content="noindex, nofollow"');
    });

    it('the checkout page and its post are 404 for a private course the visitor may not see', async () => {
      const buy = (slug: string, ocid?: string) => get(`/en/courses/buy/${slug}`, ocid);
      expect((await buy(ALLOWED, MARIA.ocid)).statusCode).toBe(200);
      expect((await buy(ALLOWED)).statusCode).toBe(404);
      expect((await buy(ALLOWED, JOHN.ocid)).statusCode).toBe(404);
      expect((await buy(DEMO_PRIVATE_COURSES.otherCompany, MARIA.ocid)).statusCode).toBe(404);
      expect((await buy(DEMO_PRIVATE_COURSES.linkOnly)).statusCode).toBe(200);
      const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
      const form = checkoutForm({ fullName: 'Ana Buyer', email, emailConfirm: email });
      expect((await post(`/checkout/${ALLOWED}?lang=en`, undefined, form)).statusCode).toBe(404);
      expect((await post(`/checkout/${ALLOWED}?lang=en`, JOHN.ocid, form)).statusCode).toBe(404);
      const member = await post(`/checkout/${ALLOWED}?lang=en`, MARIA.ocid, form);
      expect(member.statusCode).toBe(303);
    });

    it('the sitemap and the home page list neither private nor link-only courses', async () => {
      const sitemap = (await get('/sitemap.xml')).body;
      expect(sitemap).toContain('/en/courses/details/');
      for (const slug of [
        ...DEMO_PRIVATE_COURSES.allowed,
        DEMO_PRIVATE_COURSES.otherCompany,
        DEMO_PRIVATE_COURSES.linkOnly,
      ])
        expect(sitemap).not.toContain(slug);
      const home = await get('/en', MARIA.ocid);
      expect(home.body).not.toContain(ALLOWED_TITLE);
    });

    it("the anonymous cached catalogue never holds a member's listing", async () => {
      const member = await get(LISTING, MARIA.ocid, cachingApp);
      expect(member.body).toContain(ALLOWED_TITLE);
      expect(member.headers['x-page-cache']).toBeUndefined();
      const first = await get(LISTING, undefined, cachingApp);
      const second = await get(LISTING, undefined, cachingApp);
      expect(second.headers['x-page-cache']).toBe('hit');
      for (const page of [first, second]) expect(page.body).not.toContain(ALLOWED_TITLE);
      // A member after the anonymous page was stored still gets their own listing, not the cached one.
      const again = await get(LISTING, MARIA.ocid, cachingApp);
      expect(again.headers['x-page-cache']).toBeUndefined();
      expect(again.body).toContain(ALLOWED_TITLE);
    });
  });

  describe('CE transcript', () => {
    const transcriptPath = (lang: string, learnerId: string = MARIA.id) =>
      `/${lang}/learners/${learnerId}/transcript`;

    it('only its signed-in owner sees it (no-store, noindex); everyone else gets the 404 page', async () => {
      for (const lang of ['es', 'en'] as const) {
        const page = await get(transcriptPath(lang), MARIA.ocid);
        expect(page.statusCode).toBe(200);
        expect(page.headers['cache-control']).toBe('private, no-store');
        expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"');
        expect(page.body).toContain(DEMO_CERTIFICATES[0].reference);
        expect(page.body).toContain(DEMO_MEMBER_CERTIFICATE.reference);
        expect(page.body).toContain(`href="/transcript-files/${MARIA.id}/pdf?lang=${lang}"`);
        expect(page.body).toContain(`href="/transcript-files/${MARIA.id}/csv?lang=${lang}"`);
      }
      expect((await get(transcriptPath('en'))).statusCode).toBe(404);
      expect((await get(transcriptPath('en'), JOHN.ocid)).statusCode).toBe(404);
      expect((await get(transcriptPath('en'), 'nobody.edu')).statusCode).toBe(404);
      expect((await get(transcriptPath('en', 'l_doesNotExist0000000'), MARIA.ocid)).statusCode).toBe(404);
      for (const kind of ['pdf', 'csv']) {
        expect((await get(`/transcript-files/${MARIA.id}/${kind}?lang=en`)).statusCode).toBe(404);
        expect((await get(`/transcript-files/${MARIA.id}/${kind}?lang=en`, JOHN.ocid)).statusCode).toBe(404);
      }
    });

    it("pending certificates are listed apart, without credit; John's pending one is not a credited row", async () => {
      const page = await get(transcriptPath('en', JOHN.id), JOHN.ocid);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('data-testid="transcript-pending"');
      expect(page.body).not.toContain('data-testid="transcript-entry"');
      expect(page.body).toContain('No completed accredited courses yet.');
    });

    it('the PDF is a landscape Letter PDF with every field (parsed), private and no-store', async () => {
      const response = await get(`/transcript-files/${MARIA.id}/pdf?lang=en`, MARIA.ocid);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="quest-transcript-\d{4}-\d{2}-\d{2}\.pdf"$/,
      );
      const pdf = await PDFDocument.load(response.rawPayload);
      const { width, height } = pdf.getPage(0).getSize();
      expect([width, height]).toEqual([792, 612]);
      const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
      const rows = await database.db.select().from(certificates).where(eq(certificates.learnerId, MARIA.id));
      expect(text).toContain('Continuing education transcript');
      expect(text).toContain('María José López');
      for (const row of rows.filter((certificate) => certificate.status === 'issued')) {
        expect(text).toContain(row.referenceNumber);
        expect(text).toContain(row.providerNumber);
      }
      expect(text).toContain('Totals per license');
      expect(text).toContain('October 14, 2026');
      // Each course's report to the regulator (issue 31): the demo ones were posted by the Florida DFS.
      expect(text).toContain('Credited by the regulator');
      expect(text).toContain('DFS-DEMO-2026-104733');
      expect(text).toMatch(/Total \d+(\.\d)? h/);
    });

    it('the CSV is RFC 4180 with a BOM, the fields, totals per licence and formula-safe cells', async () => {
      // A course title a spreadsheet would run as a formula.
      await database.db
        .update(certificates)
        .set({ courseTitleEn: '=HYPERLINK("http://evil.example","click")' })
        .where(eq(certificates.id, DEMO_MEMBER_CERTIFICATE.id));
      const response = await get(`/transcript-files/${MARIA.id}/csv?lang=en`, MARIA.ocid);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
      expect(response.headers['cache-control']).toBe('private, no-store');
      const body = response.rawPayload.toString('utf8');
      expect(body.startsWith('\uFEFF')).toBe(true);
      const lines = body.slice(1).split('\r\n');
      expect(lines[0]).toBe(
        "Course,Completion date,Credit hours,Credited hours,License,Provider,Provider number,Reference number,Report to the regulator,Regulator,Reporting deadline,Regulator's reference",
      );
      expect(body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")",2025-05-20,3,3,`);
      expect(body).toContain(`2026-10-14`);
      expect(body).toContain(DEMO_CERTIFICATES[0].reference);
      expect(body).toContain(
        'Credited by the regulator,Florida Department of Financial Services (DFS),2026-11-04,DFS-DEMO-2026-104733',
      );
      expect(body).toMatch(/\r\nTotal,,,\d+(\.\d)?,\r\n$/);
      expect(body.includes('\n') && !/[^\r]\n/.test(body)).toBe(true);
      const spanish = await get(`/transcript-files/${MARIA.id}/csv?lang=es`, MARIA.ocid);
      expect(spanish.rawPayload.toString('utf8')).toContain('Curso,Fecha de finalización');
    });
  });

  describe("Florida's repeat-course warning at checkout", () => {
    it('warns a learner who completed the course in the last 24 months, for Florida; nobody else', async () => {
      const [issued] = await database.db
        .select({ slug: courses.slug })
        .from(certificates)
        .innerJoin(courses, eq(courses.id, certificates.courseId))
        .where(
          and(eq(certificates.learnerId, MARIA.id), eq(certificates.id, DEMO_CERTIFICATES[0].certificateId)),
        );
      const page = (lang: string, ocid?: string, slug = issued!.slug) =>
        get(`/${lang}/courses/buy/${slug}?state=FL`, ocid);
      const warned = await page('en', MARIA.ocid);
      expect(warned.statusCode).toBe(200);
      expect(warned.body).toContain('data-testid="repeat-course-warning"');
      expect(warned.body).toContain('You already completed this course in the last 24 months');
      // A warning, not a block: the form is still there.
      expect(warned.body).toContain('data-testid="checkout-form"');
      expect((await page('es', MARIA.ocid)).body).toContain(
        'Ya completaste este curso en los últimos 24 meses',
      );
      expect((await page('en')).body).not.toContain('repeat-course-warning');
      // John's certificate for his course waits for payment: no credit earned, no warning.
      const [johns] = await database.db
        .select({ slug: courses.slug })
        .from(certificates)
        .innerJoin(courses, eq(courses.id, certificates.courseId))
        .where(eq(certificates.id, DEMO_CERTIFICATES[1].certificateId));
      expect((await page('en', JOHN.ocid, johns!.slug)).body).not.toContain('repeat-course-warning');
      // Completed more than 24 months ago: no warning.
      await database.db
        .update(certificates)
        .set({ completedAt: new Date(Date.UTC(2020, 0, 1)) })
        .where(eq(certificates.id, DEMO_CERTIFICATES[0].certificateId));
      expect((await page('en', MARIA.ocid)).body).not.toContain('repeat-course-warning');
    });
  });
});
