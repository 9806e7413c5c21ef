import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { outbox } from '../../src/db/schema/orders.ts';
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
