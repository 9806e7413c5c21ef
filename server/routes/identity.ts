import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../src/config/env.ts';
import { safeReturnTo } from '../../src/domain/auth.ts';
import type { OwnedResource, Viewer } from '../../src/domain/identity/index.ts';
import type { LearnerAccount } from '../../src/domain/learners/account.ts';
import { type Locale, localePath } from '../../src/i18n/locales.ts';
import {
  decodeLearnerSession,
  encodeLearnerSession,
  type LearnerSession,
} from '../../src/request-context/wire.ts';
import { pagePaths, SERVER_ROUTES } from '../../src/routes.ts';
import { acceptFormPosts, formPost } from '../forms/form-body.ts';
import type { RenderPage } from '../forms/refused-form.ts';
import { guardPosts } from '../forms/same-origin.ts';

// Identity (issue 27) on the server: the e-mail sign-in session an address proof opens, the one place every route
// asks who the browser acts for (request.viewer), and the posts that send or use a proof link.
//
// The session is a signed, httpOnly cookie naming the learner and its expiry. Open Campus ID stays the account:
// when both are present the account's learner wins (domain/identity viewer).

declare module 'fastify' {
  interface FastifyRequest {
    /** A valid e-mail sign-in session (signature and expiry checked; its version is checked by the viewer). */
    learnerSession: LearnerSession | null;
    /** The learner the browser acts for (Open Campus ID account, else e-mail session), read once per request. */
    viewer(): Promise<LearnerAccount | null>;
    /** The same, as the ownership rules take it (domain/identity/ownership.ts). */
    ownershipViewer(): Promise<Viewer>;
  }
}

export const LEARNER_SESSION_COOKIE = 'quest-learner';
/** An e-mail sign-in lasts this long; Open Campus ID keeps its own expiry. */
export const LEARNER_SESSION_MAX_AGE_S = 12 * 60 * 60;
const BODY_LIMIT = 8 * 1024;
const VIEWER = Symbol('quest.viewer');
type WithViewer = FastifyRequest & { [VIEWER]?: Promise<LearnerAccount | null> };

async function identityPlugin(
  app: FastifyInstance,
  { config, renderPage }: { config: AppConfig; renderPage: RenderPage },
) {
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    secure: config.production,
    sameSite: 'lax',
    signed: true,
  } as const;

  /** The e-mail sign-in session cookie: the learner and its session version, signed, for 12 hours. */
  function openEmailSession(reply: FastifyReply, learnerId: string, version: number) {
    const expires = Math.floor(Date.now() / 1000) + LEARNER_SESSION_MAX_AGE_S;
    const session = encodeLearnerSession({ learnerId, version });
    reply.setCookie(LEARNER_SESSION_COOKIE, `${session}.${expires}`, {
      ...cookieOptions,
      maxAge: LEARNER_SESSION_MAX_AGE_S,
    });
  }

  app.decorateRequest('learnerSession', null);
  app.decorateRequest('viewer', function (this: FastifyRequest) {
    const request = this as WithViewer;
    request[VIEWER] ??= app.domain.identity.viewer({
      ocid: ocidOf(request),
      session: request.learnerSession,
    });
    return request[VIEWER];
  });
  app.decorateRequest('ownershipViewer', async function (this: FastifyRequest) {
    const learner = await this.viewer();
    return {
      learnerId: learner?.id ?? null,
      ocid: this.authState?.isAuthenticated ? (this.authState.OCId ?? null) : null,
    };
  });
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.cookies[LEARNER_SESSION_COOKIE];
    if (raw === undefined) return;
    const session = readSession(request.unsignCookie(raw));
    if (!session) {
      reply.clearCookie(LEARNER_SESSION_COOKIE, { path: '/' });
      delete request.cookies[LEARNER_SESSION_COOKIE];
      return;
    }
    request.learnerSession = session;
  });

  await app.register(async (plugin) => {
    const routes = plugin.withTypeProvider<ZodTypeProvider>();
    await acceptFormPosts(routes, BODY_LIMIT);
    // Every post here: same origin, and a bounded number per IP (links are also limited per address).
    await guardPosts(routes, {
      name: 'identity',
      publicUrl: config.PUBLIC_URL,
      limit: config.CHECKOUT_RATE_LIMIT,
    });

    // "E-mail me a sign-in link" with a typed address: the answer is the same whether a learner has it or not.
    routes.post(SERVER_ROUTES.identitySignInLink, { schema: formPost }, async (request, reply) => {
      const locale = request.query.lang;
      const body = request.body;
      const email = (body.email ?? '').trim().slice(0, 254);
      const returnTo = proofReturnTo(body.returnTo, localePath(locale, pagePaths.account));
      const result = await app.domain.identity.requestSignIn({
        email,
        returnTo,
        locale,
        ip: request.ip,
        requestedByOcid: ocidOf(request),
      });
      const pageUrl = localePath(locale, pagePaths.account);
      if (!result.ok)
        return renderPage(request, reply, {
          locale,
          pageUrl,
          status: result.error === 'rate_limited' ? 429 : 422,
          formState: { form: 'signInLink', values: { email }, errors: { email: result.error } },
        });
      request.log.info('Sign-in link requested');
      return renderPage(request, reply, {
        locale,
        pageUrl,
        formState: {
          form: 'signInLink',
          values: { addressHint: result.addressHint },
          errors: {},
          notice: 'sent',
        },
      });
    });

    // A personal page's "it is mine: e-mail me a link": the link goes to the resource's owner, never elsewhere.
    routes.post(SERVER_ROUTES.identityOwnerLink, { schema: formPost }, async (request, reply) => {
      const locale = request.query.lang;
      const body = request.body;
      const resource = resourceOf(body);
      if (!resource) throw Object.assign(new Error('Unknown resource'), { statusCode: 404 });
      // The link comes back to the resource's own page only (never to another link's confirmation).
      const pages = resourcePages(resource, locale);
      const asked = proofReturnTo(body.returnTo, pages[0] ?? localePath(locale, pagePaths.account));
      const pageUrl = pages.includes(asked.split('?')[0] ?? '') ? asked : (pages[0] as string);
      const result = await app.domain.identity.requestOwnerSignIn({
        resource,
        returnTo: pageUrl,
        locale,
        ip: request.ip,
        requestedByOcid: ocidOf(request),
      });
      if (!result.ok && result.error === 'not_found')
        throw Object.assign(new Error('Unknown resource'), { statusCode: 404 });
      request.log.info({ resource: resource.kind, sent: result.ok }, 'Owner sign-in link requested');
      return renderPage(request, reply, {
        locale,
        pageUrl,
        status: result.ok ? 200 : 429,
        formState: result.ok
          ? { form: 'ownerLink', values: { addressHint: result.addressHint }, errors: {}, notice: 'sent' }
          : { form: 'ownerLink', values: {}, errors: { _form: 'rate_limited' } },
      });
    });

    // The button of a proof link's page: uses the link once and opens the e-mail sign-in session.
    routes.post(
      SERVER_ROUTES.identityRedeem,
      { schema: { ...formPost, params: z.object({ token: z.string() }) } },
      async (request, reply) => {
        const locale = request.query.lang;
        const { token } = request.params;
        const result = await app.domain.identity.redeem({ token, ocid: ocidOf(request) });
        if (!result.ok) {
          request.log.info({ reason: result.reason }, 'Address proof refused');
          if (result.reason === 'not_found')
            throw Object.assign(new Error('Unknown link'), { statusCode: 404 });
          return renderPage(request, reply, {
            locale,
            pageUrl: localePath(locale, pagePaths.confirmAddress(token)),
            status: result.reason === 'address_taken' ? 409 : 410,
            formState: { form: 'proof', values: {}, errors: { _form: result.reason } },
          });
        }
        request.log.info({ purpose: result.purpose }, 'Address proven');
        openEmailSession(reply, result.learnerId, result.sessionVersion);
        return reply.redirect(safeReturnTo(result.returnTo, localePath(locale, pagePaths.account)), 303);
      },
    );

    // The owner, signed in, asks to use another address: a link goes to it; using it changes the address.
    routes.post(SERVER_ROUTES.identityAddress, { schema: formPost }, async (request, reply) => {
      const locale = request.query.lang;
      const learner = await request.viewer();
      if (!learner) throw Object.assign(new Error('Not signed in'), { statusCode: 403 });
      const body = request.body;
      const email = (body.email ?? '').trim().slice(0, 254);
      const emailConfirm = (body.emailConfirm ?? '').trim().slice(0, 254);
      const pageUrl = localePath(locale, pagePaths.account);
      const result = await app.domain.identity.requestAddressChange({
        learnerId: learner.id,
        email,
        emailConfirm,
        returnTo: `${pageUrl}#profile`,
        locale,
        ip: request.ip,
      });
      if (!result.ok) {
        if (result.error === 'not_found')
          throw Object.assign(new Error('Unknown learner'), { statusCode: 404 });
        return renderPage(request, reply, {
          locale,
          pageUrl,
          status: result.error === 'rate_limited' ? 429 : 422,
          formState: {
            form: 'address',
            values: { email, emailConfirm },
            errors: { [result.error === 'email_mismatch' ? 'emailConfirm' : 'email']: result.error },
          },
        });
      }
      request.log.info('Address change requested');
      return renderPage(request, reply, {
        locale,
        pageUrl,
        formState: {
          form: 'address',
          values: { addressHint: result.addressHint },
          errors: {},
          notice: 'sent',
        },
      });
    });

    // The owner replaces the links their e-mails carry (a mailbox or a forwarded e-mail leaked): the old ones 404.
    routes.post(SERVER_ROUTES.identityReplaceLinks, { schema: formPost }, async (request, reply) => {
      const locale = request.query.lang;
      const learner = await request.viewer();
      if (!learner) throw Object.assign(new Error('Not signed in'), { statusCode: 403 });
      const { sessionVersion, ...replaced } = await app.domain.identity.replaceLinks(learner.id);
      // Every e-mail session ended with it (a leaked sign-in link may have opened one); this browser's goes on.
      if (request.learnerSession?.learnerId === learner.id) {
        openEmailSession(reply, learner.id, sessionVersion);
        // The page answered below is rendered for the renewed session, not the one just ended.
        request.learnerSession = { learnerId: learner.id, version: sessionVersion };
      }
      request.log.info(replaced, 'Links replaced');
      return renderPage(request, reply, {
        locale,
        pageUrl: localePath(locale, pagePaths.account),
        formState: { form: 'links', values: {}, errors: {}, notice: 'replaced' },
      });
    });

    // Signing out of e-mail sessions ends them all (the learner's version is raised), not only this browser's.
    routes.post(SERVER_ROUTES.identitySignOut, { schema: formPost }, async (request, reply) => {
      const locale = request.query.lang;
      if (request.learnerSession) await app.domain.identity.endSessions(request.learnerSession.learnerId);
      reply.clearCookie(LEARNER_SESSION_COOKIE, { path: '/' });
      return reply.redirect(localePath(locale, pagePaths.home), 303);
    });
  });
}

export const identityRoutes = fp(identityPlugin, { name: 'identity-routes', fastify: '5.x' });

/** `{learnerId}.{version}.{expiry}` from a valid signature, while not expired; null otherwise. */
function readSession(unsigned: { valid: boolean; value: string | null }): LearnerSession | null {
  if (!unsigned.valid || !unsigned.value) return null;
  const at = unsigned.value.lastIndexOf('.');
  const expiry = Number(unsigned.value.slice(at + 1));
  if (at < 0 || !Number.isInteger(expiry) || expiry <= Date.now() / 1000) return null;
  return decodeLearnerSession(unsigned.value.slice(0, at));
}

function ocidOf(request: FastifyRequest): string | null {
  return request.authState?.isAuthenticated ? (request.authState.OCId ?? null) : null;
}

/** A stored proof's continuation: on-site (safeReturnTo) and never another link's page or an identity post. */
function proofReturnTo(candidate: unknown, fallback: string): string {
  const target = safeReturnTo(candidate, fallback);
  const path = target.split('?')[0] ?? '';
  return /^\/(?:[a-z]{2}\/)?account\/confirm(?:\/|$)|^\/identity\//i.test(path) ? fallback : target;
}

/** The pages a resource's owner link may come back to (the first is the default). */
function resourcePages(resource: OwnedResource, locale: Locale): string[] {
  switch (resource.kind) {
    case 'order':
      return [localePath(locale, pagePaths.receipt(resource.linkId))];
    case 'subscription':
      return [
        localePath(locale, pagePaths.subscription(resource.publicId)),
        localePath(locale, pagePaths.companyAdmin(resource.publicId)),
      ];
    case 'invitation':
      return [localePath(locale, pagePaths.invitation(resource.id))];
  }
}

function resourceOf(body: Record<string, string>): OwnedResource | null {
  const id = body.id ?? '';
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(id)) return null;
  switch (body.kind) {
    case 'order':
      return { kind: 'order', linkId: id };
    case 'subscription':
      return { kind: 'subscription', publicId: id };
    case 'invitation':
      return { kind: 'invitation', id };
    default:
      return null;
  }
}
