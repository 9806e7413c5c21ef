import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import type { Database } from '../../src/db/client.ts';
import { learners, outbox } from '../../src/db/schema/orders.ts';
import { subscriptions } from '../../src/db/schema/subscriptions.ts';
import { encodeRecord, TOKEN_COOKIE } from '../../src/domain/auth.ts';
import type { AddressProofPayload } from '../../src/domain/emails/index.ts';
import type { DomainServices } from '../../src/domain/services.ts';

/** A sign-in cookie for an Open Campus ID, signed like the real one (the id token's claims are read, not verified). */
export function signedInAs(app: FastifyInstance, ocid: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const idToken = `${part({ alg: 'ES256', typ: 'JWT' })}.${part({ edu_username: ocid })}.signature`;
  const record = encodeRecord({
    access_token: 'a.b.c',
    id_token: idToken,
    expired: Math.floor(Date.now() / 1000) + 600,
  });
  return `${TOKEN_COOKIE}=${encodeURIComponent(app.signCookie(record))}`;
}

/**
 * The token of the newest address-proof link e-mailed to `email`, read from the outbox as the e-mail worker would
 * write it (the nonce under the server's secret): what the learner clicks in their inbox.
 */
export async function latestProofToken(
  database: Database,
  domain: DomainServices,
  email: string,
): Promise<string> {
  const [message] = await database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'address_proof'), eq(outbox.recipient, email.toLowerCase())))
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!message) throw new Error(`No proof e-mail to ${email}`);
  return domain.identity.linkToken((message.payload as unknown as AddressProofPayload).nonce);
}

/** The cookie header a Set-Cookie answer gives (name=value pairs only). */
export function cookiesFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((line) => line.split(';')[0]).join('; ');
}

/**
 * Signs a browser in by e-mail the way a learner does: asks for a link for `email`, reads it from the outbox and
 * posts its page's button. Answers the session cookie (plus `cookie`, e.g. an OCID session, if given).
 */
export async function emailSession(
  app: FastifyInstance,
  database: Database,
  domain: DomainServices,
  email: string,
  { origin, cookie = '' }: { origin: string; cookie?: string },
): Promise<string> {
  const headers = {
    'content-type': 'application/x-www-form-urlencoded',
    origin,
    'sec-fetch-site': 'same-origin',
    ...(cookie ? { cookie } : {}),
  };
  const asked = await app.inject({
    method: 'POST',
    url: '/identity/sign-in-link?lang=en',
    headers,
    payload: new URLSearchParams({ email }).toString(),
  });
  if (asked.statusCode !== 200) throw new Error(`sign-in link: ${asked.statusCode}`);
  const token = await latestProofToken(database, domain, email);
  const used = await app.inject({
    method: 'POST',
    url: `/identity/proofs/${token}?lang=en`,
    headers,
    payload: '',
  });
  if (used.statusCode !== 303) throw new Error(`proof: ${used.statusCode}`);
  const session = cookiesFrom(used.headers['set-cookie']);
  return [cookie, session].filter(Boolean).join('; ');
}

/**
 * In a browser on a personal page: asks for the owner's link ("e-mail me a link"), opens it from the outbox and
 * confirms, coming back to the page signed in by e-mail — what the owner does from their inbox.
 */
export async function proveOwnershipInBrowser(
  page: Page,
  site: { database: Database; domain: DomainServices },
  email: string,
  testId = 'owner-link',
): Promise<void> {
  const back = new URL(page.url());
  const locale = back.pathname.split('/')[1] ?? 'es';
  await page.getByTestId(`${testId}-submit`).click();
  await page.getByTestId('owner-link-sent').waitFor();
  const token = await latestProofToken(site.database, site.domain, email);
  await page.goto(`/${locale}/account/confirm/${token}`);
  await page.getByTestId('confirm-address').click();
  await page.waitForURL((url) => url.pathname === back.pathname);
}

/**
 * For tests of what a subscription's owner does (cancel, upgrade, card, portal, seats): the e-mail session of the
 * owner of the subscription an address names (`/subscription-actions/{id}/…`, `/subscriptions/{id}…`,
 * `/company-actions/{id}/…`), made once per owner; '' for any other address. Strangers are tried in identity.test.
 */
export function ownerSessionFor(
  app: FastifyInstance,
  database: Database,
  domain: DomainServices,
  origin: string,
): (url: string) => Promise<string> {
  // Promises, not values: concurrent requests of one owner share one link (a link works once).
  const sessions = new Map<string, Promise<string>>();
  return async (url) => {
    const match =
      /\/(?:subscription-actions|subscriptions|company-actions)\/([A-Za-z0-9_-]{16,64})(?:[/?]|$)/.exec(url);
    if (!match) return '';
    const [row] = await database.db
      .select({ email: learners.email })
      .from(subscriptions)
      .innerJoin(learners, eq(learners.id, subscriptions.learnerId))
      .where(eq(subscriptions.publicId, match[1] ?? ''))
      .limit(1);
    if (!row) return '';
    let session = sessions.get(row.email);
    if (!session) {
      session = emailSession(app, database, domain, row.email, { origin });
      sessions.set(row.email, session);
    }
    return session;
  };
}

/**
 * `app.inject` as the owner of the subscription each address names (ownerSessionFor): for tests of what owners do.
 * A request that brings its own cookie keeps it. `app` and `owner` are read at call time (set in beforeAll).
 */
export function injectAsOwner(app: () => FastifyInstance, owner: () => (url: string) => Promise<string>) {
  return async (options: {
    method: string;
    url: string;
    headers?: Record<string, string>;
    payload?: string;
  }) => {
    const cookie = options.headers?.cookie ? '' : await owner()(options.url);
    return app().inject({
      ...options,
      method: options.method as 'GET',
      headers: { ...options.headers, ...(cookie ? { cookie } : {}) },
    });
  };
}
