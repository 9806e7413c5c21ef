import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../src/config/env.ts';
import { isMigrantPlanId } from '../../src/domain/migrant-plans.ts';
import type { RateLimitRule } from '../../src/domain/rate-limit.ts';
import { isLocale, localePath } from '../../src/i18n/locales.ts';
import { pagePaths, SERVER_ROUTES } from '../../src/routes.ts';
import { acceptFormPosts, formPost } from '../forms/form-body.ts';
import {
  answerRefusedForm,
  type RefusedForm,
  type RenderPage,
  refusalJson,
  wantsJson,
} from '../forms/refused-form.ts';
import { guardPosts } from '../forms/same-origin.ts';
import {
  answerSubscription,
  checkoutWords,
  postedCard,
  subscriptionStatusPage,
} from '../forms/subscription-answer.ts';

// The migrant subscription's posts (issue 12): subscribe to a plan, cancel, upgrade, change the card in the
// sandbox's customer portal. Each works without JavaScript on the sandbox: success is a 303 to the status page; a
// refusal renders the form's page again (422, 402) with what was typed (never the card) and the message key.
// With Stripe, the subscribe form is posted by the Payment Element's script asking for JSON, and the answer is
// the first invoice's client secret (as checkout's). Prices are never read from the post. A provider without
// recurring billing answers 503. subscriptionPortalRoutes: Stripe's billing portal.

const BODY_LIMIT = 16 * 1024;
const RATE_WINDOW_MS = 10 * 60 * 1000;
const ATTEMPT = /^[A-Za-z0-9_-]{16,64}$/;

export async function subscriptionRoutes(
  plugin: FastifyInstance,
  { config, renderPage }: { config: AppConfig; renderPage: RenderPage },
) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  await acceptFormPosts(app, BODY_LIMIT);

  await guardPosts(app, {
    name: 'subscriptions',
    publicUrl: config.PUBLIC_URL,
    limit: config.CHECKOUT_RATE_LIMIT,
  });

  /** The learner the browser acts for (identity), or null: changes to a subscription need its owner. */
  async function viewerOf(request: FastifyRequest): Promise<string | null> {
    return (await request.viewer())?.id ?? null;
  }

  const notFound = () => Object.assign(new Error('Unknown subscription'), { statusCode: 404 });
  const notConfigured = () =>
    Object.assign(new Error('Subscriptions are not configured for this payment provider'), {
      statusCode: 503,
    });

  const refuse = (request: FastifyRequest, reply: FastifyReply, refused: RefusedForm) =>
    answerRefusedForm(request, reply, renderPage, refused);

  app.post(
    SERVER_ROUTES.subscribe,
    { bodyLimit: BODY_LIMIT, schema: { ...formPost, params: z.object({ plan: z.string() }) } },
    async (request, reply) => {
      const locale = request.query.lang;
      const { plan } = request.params;
      if (!isMigrantPlanId(plan)) throw Object.assign(new Error('Unknown plan'), { statusCode: 404 });
      const body = request.body;
      const text = (key: string) => (body[key] ?? '').trim().slice(0, 200);
      const attempt = ATTEMPT.test(body.attempt ?? '') ? (body.attempt as string) : '';
      const values = { fullName: text('fullName'), email: text('email'), emailConfirm: text('emailConfirm') };
      const pageUrl = localePath(locale, pagePaths.subscribe(plan));
      const json = wantsJson(request);
      const wordsFor = checkoutWords(locale);
      const again = (errors: Record<string, string>, status: number, keepAttempt: boolean) =>
        refuse(request, reply, {
          locale,
          pageUrl,
          form: 'subscribe',
          values: keepAttempt ? { ...values, attempt } : values,
          errors,
          status,
        });
      // The Payment Element's post (StripePayment.tsx) carries no card: its refusals and next step are JSON.
      if (json && !attempt) return refusalJson(reply, 422, { _form: 'empty_data' }, wordsFor);
      // Without the element's script there is no card to confirm: refused before anything exists at Stripe.
      if (!json && app.domain.subscriptions.cardEntry === 'element')
        return again({ card: 'card_incomplete' }, 422, true);
      if (!attempt) return again({ _form: 'empty_data' }, 422, false);
      const result = await app.domain.subscriptions.subscribe({
        plan,
        attempt,
        ...values,
        card: json ? { number: '', expiry: '', cvc: '' } : postedCard(body),
        locale,
        learnerId: await viewerOf(request),
      });
      return answerSubscription(reply, result, {
        json,
        publicUrl: config.PUBLIC_URL,
        statusPage: (publicId) => subscriptionStatusPage(locale, publicId),
        wordsFor,
        refuse: again,
        notConfigured,
        logAwaiting: () => request.log.info({ plan }, 'Subscription awaiting its first payment'),
        logDone: () => request.log.info({ plan }, 'Subscribed'),
      });
    },
  );

  app.post(
    SERVER_ROUTES.subscriptionCancel,
    { schema: { ...formPost, params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const locale = request.query.lang;
      const { id } = request.params;
      const result = await app.domain.subscriptions.cancel(id, await viewerOf(request));
      const status = localePath(locale, pagePaths.subscription(id));
      if (result.ok) return reply.redirect(`${status}?cancel=done`, 303);
      if (result.reason === 'not_found') throw notFound();
      if (result.reason === 'not_configured') throw notConfigured();
      return refuse(request, reply, {
        locale,
        pageUrl: status,
        form: 'cancel',
        values: {},
        errors: { _form: result.reason },
        status: 422,
      });
    },
  );

  app.post(
    SERVER_ROUTES.subscriptionUpgrade,
    { schema: { ...formPost, params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const locale = request.query.lang;
      const { id } = request.params;
      const plan = request.body.plan;
      const status = localePath(locale, pagePaths.subscription(id));
      const result = isMigrantPlanId(plan)
        ? await app.domain.subscriptions.upgrade(id, await viewerOf(request), plan)
        : ({ ok: false, reason: 'not_allowed' } as const);
      if (result.ok) return reply.redirect(`${status}?upgrade=done`, 303);
      if (result.reason === 'not_found') throw notFound();
      return refuse(request, reply, {
        locale,
        pageUrl: status,
        form: 'upgrade',
        values: {},
        errors: { _form: 'upgrade_not_allowed' },
        status: 422,
      });
    },
  );

  app.post(
    SERVER_ROUTES.subscriptionCard,
    { schema: { ...formPost, params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const locale = request.query.lang;
      const { id } = request.params;
      const body = request.body;
      const portal = localePath(locale, pagePaths.subscriptionPortal(id));
      const result = await app.domain.subscriptions.updateCard(id, await viewerOf(request), postedCard(body));
      if (result.ok)
        return reply.redirect(`${portal}?card=${result.outcome === 'past_due' ? 'declined' : 'saved'}`, 303);
      if (result.reason === 'not_found') throw notFound();
      if (result.reason === 'not_configured') throw notConfigured();
      return refuse(request, reply, {
        locale,
        pageUrl: portal,
        form: 'card',
        values: {},
        errors: { card: result.reason },
        status: result.reason === 'card_incomplete' || result.reason === 'ended' ? 422 : 402,
      });
    },
  );
}

/**
 * GET /{lang}/subscriptions/{id}/portal with Stripe: a 303 to a Stripe billing portal session for the
 * subscription's customer, returning to our own status page (built here from PUBLIC_URL, never from the
 * request). Registered only when Stripe bills subscriptions; otherwise the sandbox's own portal page answers.
 * Same access rule as the status page. A GET (a link in an e-mail is a cross-site navigation) outside the posts'
 * same-origin hook, limited per IP: each one creates a session at Stripe.
 */
export async function subscriptionPortalRoutes(app: FastifyInstance, { config }: { config: AppConfig }) {
  const limiter = app.rateLimiter('subscription-portal');
  const rule: RateLimitRule = { limit: PORTAL_RATE_LIMIT, windowMs: RATE_WINDOW_MS };
  app.withTypeProvider<ZodTypeProvider>().get(
    '/:lang/subscriptions/:id/portal',
    // `lang` stays a string: an unknown one is the 404 page below, not a validation error.
    { schema: { params: z.object({ lang: z.string(), id: z.string() }) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { lang, id } = request.params;
      if (!isLocale(lang)) throw Object.assign(new Error('Unknown page'), { statusCode: 404 });
      const decision = await limiter.attempt([{ key: `ip:${request.ip}`, rule }]);
      if (!decision.allowed) {
        reply.header('retry-after', String(Math.ceil(decision.retryAfterMs / 1000)));
        throw Object.assign(new Error('Too many portal sessions'), { statusCode: 429 });
      }
      const viewer = (await request.viewer())?.id ?? null;
      const returnUrl = `${config.PUBLIC_URL.replace(/\/$/, '')}${localePath(lang, pagePaths.subscription(id))}`;
      const result = await app.domain.subscriptions.portalUrl(id, viewer, returnUrl);
      // A sandbox subscription on a site now billed by Stripe has no Stripe customer: its status page explains.
      if (result.kind === 'own_page')
        return reply.redirect(localePath(lang, pagePaths.subscription(id)), 303);
      if (result.kind === 'not_found')
        throw Object.assign(new Error('Unknown subscription'), { statusCode: 404 });
      request.log.info('Stripe billing portal session created');
      return reply.redirect(result.url, 303);
    },
  );
}

/** Portal sessions per IP and 10 minutes: far above a person's use, far below scripted session minting. */
const PORTAL_RATE_LIMIT = 30;
