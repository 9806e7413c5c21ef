import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../src/config/env.ts';
import { isMigrantPlanId } from '../../src/domain/migrant-plans.ts';
import type { RateLimitRule } from '../../src/domain/rate-limit.ts';
import { isLocale, type Locale, localePath } from '../../src/i18n/locales.ts';
import { pagePaths, SERVER_ROUTES } from '../../src/routes.ts';
import { formFields } from '../form-body.ts';
import { isSameOriginPost } from '../same-origin.ts';
import type { RenderPage } from './checkout.ts';

// The migrant subscription's posts (issue 12): subscribe to a plan, cancel, upgrade, change the card in the
// sandbox's customer portal. Each works without JavaScript: success is a 303 to the status page; a refusal
// renders the form's page again (422, 402) with what was typed (never the card) and the message key. Prices are
// never read from the post. A provider without recurring billing (Stripe, not wired yet) answers 503.

const BODY_LIMIT = 16 * 1024;
const RATE_WINDOW_MS = 10 * 60 * 1000;
const ATTEMPT = /^[A-Za-z0-9_-]{16,64}$/;

export async function subscriptionRoutes(
  app: FastifyInstance,
  { config, renderPage }: { config: AppConfig; renderPage: RenderPage },
) {
  const limiter = app.rateLimiter('subscriptions');
  const rule: RateLimitRule = { limit: config.CHECKOUT_RATE_LIMIT, windowMs: RATE_WINDOW_MS };
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.addHook('preHandler', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isSameOriginPost(request, config.PUBLIC_URL)) {
      request.log.warn({ route: request.routeOptions.url }, 'Cross-site subscription post refused');
      throw Object.assign(new Error('Cross-site post'), { statusCode: 403 });
    }
    const decision =
      rule.limit > 0
        ? await limiter.attempt([{ key: `ip:${request.ip}`, rule }])
        : { allowed: true, retryAfterMs: 0 };
    if (!decision.allowed) {
      reply.header('retry-after', String(Math.ceil(decision.retryAfterMs / 1000)));
      throw Object.assign(new Error('Too many subscription attempts'), { statusCode: 429 });
    }
  });

  /** The signed-in learner's id, or null when signed out (then the unguessable address is the key). */
  async function viewerOf(request: FastifyRequest): Promise<string | null> {
    const auth = request.authState;
    if (!auth?.isAuthenticated || !auth.OCId) return null;
    const learner = await app.domain.learners.byOcid(auth.OCId);
    // Signed in with no learner linked yet: a visitor like any other (an impossible id owns nothing).
    return learner?.id ?? 'l_none';
  }

  const notFound = () => Object.assign(new Error('Unknown subscription'), { statusCode: 404 });
  const notConfigured = () =>
    Object.assign(new Error('Subscriptions are not configured for this payment provider'), {
      statusCode: 503,
    });

  function refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    state: {
      locale: Locale;
      pageUrl: string;
      form: string;
      values: Record<string, string>;
      errors: Record<string, string>;
      status: number;
    },
  ) {
    return renderPage(request, reply, {
      locale: state.locale,
      pageUrl: state.pageUrl,
      status: state.status,
      formState: { form: state.form, values: state.values, errors: state.errors as never },
    });
  }

  app.post<{ Params: { plan: string } }>(
    SERVER_ROUTES.subscribe,
    { bodyLimit: BODY_LIMIT },
    async (request, reply) => {
      const locale = localeOf(request);
      const { plan } = request.params;
      if (!isMigrantPlanId(plan)) throw Object.assign(new Error('Unknown plan'), { statusCode: 404 });
      const body = formFields(request);
      const text = (key: string) => (body[key] ?? '').trim().slice(0, 200);
      const attempt = ATTEMPT.test(body.attempt ?? '') ? (body.attempt as string) : '';
      const values = { fullName: text('fullName'), email: text('email'), emailConfirm: text('emailConfirm') };
      const pageUrl = localePath(locale, pagePaths.subscribe(plan));
      if (!attempt)
        return refuse(request, reply, {
          locale,
          pageUrl,
          form: 'subscribe',
          values,
          errors: { _form: 'empty_data' },
          status: 422,
        });
      const result = await app.domain.subscriptions.subscribe({
        plan,
        attempt,
        ...values,
        card: {
          number: (body.cardNumber ?? '').replace(/[\s-]/g, '').slice(0, 24),
          expiry: (body.cardExpiry ?? '').replace(/\s/g, '').slice(0, 7),
          cvc: (body.cardCvc ?? '').trim().slice(0, 4),
        },
        locale,
        learnerId: await viewerOf(request).then((id) => (id === 'l_none' ? null : id)),
      });
      switch (result.kind) {
        case 'not_configured':
          throw notConfigured();
        case 'invalid':
          return refuse(request, reply, {
            locale,
            pageUrl,
            form: 'subscribe',
            values: { ...values, attempt },
            errors: result.errors,
            status: 422,
          });
        case 'declined':
          // A declined card closes the attempt: the next try is a new one.
          return refuse(request, reply, {
            locale,
            pageUrl,
            form: 'subscribe',
            values,
            errors: { _form: 'payment_error', card: result.reason },
            status: 402,
          });
        case 'subscribed':
          request.log.info({ plan }, 'Subscribed');
          return reply.redirect(
            `${localePath(locale, pagePaths.subscription(result.publicId))}?welcome=1`,
            303,
          );
      }
    },
  );

  app.post<{ Params: { id: string } }>(SERVER_ROUTES.subscriptionCancel, async (request, reply) => {
    const locale = localeOf(request);
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
  });

  app.post<{ Params: { id: string } }>(SERVER_ROUTES.subscriptionUpgrade, async (request, reply) => {
    const locale = localeOf(request);
    const { id } = request.params;
    const plan = formFields(request).plan;
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
  });

  app.post<{ Params: { id: string } }>(SERVER_ROUTES.subscriptionCard, async (request, reply) => {
    const locale = localeOf(request);
    const { id } = request.params;
    const body = formFields(request);
    const portal = localePath(locale, pagePaths.subscriptionPortal(id));
    const result = await app.domain.subscriptions.updateCard(id, await viewerOf(request), {
      number: (body.cardNumber ?? '').replace(/[\s-]/g, '').slice(0, 24),
      expiry: (body.cardExpiry ?? '').replace(/\s/g, '').slice(0, 7),
      cvc: (body.cardCvc ?? '').trim().slice(0, 4),
    });
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
  });
}

function localeOf(request: FastifyRequest): Locale {
  const lang = (request.query as Record<string, unknown>).lang;
  return isLocale(lang) ? lang : 'es';
}
