import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../src/config/env.ts';
import { encodeErrors } from '../../src/domain/form-state.ts';
import { FORM_MESSAGES, isLeadKind, validateLead, validateNewsletterEmail } from '../../src/domain/leads.ts';
import { FORM_RATE_LIMITS, type RateLimitRule, type SharedRateLimiter } from '../../src/domain/rate-limit.ts';
import { safeRedirectTarget } from '../../src/domain/redirects.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { SERVER_ROUTES } from '../../src/routes.ts';
import { acceptFormPosts, formFields, postQuery } from '../forms/form-body.ts';
import { wantsJson } from '../forms/refused-form.ts';
import { isSameOriginPost } from '../forms/same-origin.ts';

// Form posts of the audience pages (apply / sign-up / companies, newsletter, 10%-off code). They work with and
// without JavaScript: a fetch asking for JSON gets JSON; a plain form post is redirected (303) back to its page
// with the outcome in the query string. Cross-site posts are refused and each address and IP is rate limited.

const BODY_LIMIT = 16 * 1024;

type FormBody = Record<string, string>;

export async function formRoutes(plugin: FastifyInstance, { config }: { config: AppConfig }) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const limiter = app.rateLimiter('forms');
  await acceptFormPosts(app, BODY_LIMIT);

  app.post(
    SERVER_ROUTES.form,
    {
      bodyLimit: BODY_LIMIT,
      // The kind is checked in the handler: an unknown one is a 404, not a validation failure.
      schema: { params: z.object({ kind: z.string() }), querystring: postQuery, body: formFields },
    },
    async (request, reply) => {
      const { kind } = request.params;
      // Unknown kinds end here, before their name can reach a log line, a rate-limit key or a redirect.
      if (kind !== 'newsletter' && kind !== 'discount' && !isLeadKind(kind)) {
        return reply.code(404).header('cache-control', 'no-store').send({ ok: false, error: 'Unknown form' });
      }
      const locale = request.query.lang;
      const body = request.body;
      const guard = await checkRequest(request, config, limiter, body.email);
      if (guard) return refuse(request, reply, locale, kind, guard);
      const messages = FORM_MESSAGES[locale];

      if (kind === 'newsletter') {
        const result = validateNewsletterEmail(body.email);
        const via = body.source === 'modal' ? 'modal' : 'footer';
        const anchor = via === 'modal' ? 'newsletter-modal' : 'newsletter';
        if (!result.ok)
          return answer(
            request,
            reply,
            422,
            { ok: false, errors: { email: result.error }, message: messages.newsletter_email },
            back(request, locale, { newsletter: 'invalid', via }, anchor),
          );
        if (!isBot(body)) {
          const stored = await app.domain.leads.subscribeNewsletter({
            email: result.email,
            locale,
            source: body.source || 'site',
          });
          request.log.info({ form: 'newsletter', created: stored.created }, 'Newsletter subscription');
        }
        return answer(
          request,
          reply,
          200,
          { ok: true, message: messages.subscribed },
          back(request, locale, { newsletter: 'ok', via }, anchor),
        );
      }

      if (kind === 'discount') {
        const result = validateNewsletterEmail(body.email);
        if (!result.ok)
          return answer(
            request,
            reply,
            422,
            { ok: false, errors: { email: result.error }, message: messages.newsletter_email },
            back(request, locale, { discount: 'invalid' }, 'discount-modal'),
          );
        const issued = await app.domain.discounts.issue({ email: result.email, locale });
        request.log.info({ form: 'discount', created: issued.created }, 'Discount code issued');
        return answer(
          request,
          reply,
          200,
          {
            ok: true,
            code: issued.code,
            percentOff: issued.percentOff,
            expiresAt: issued.expiresAt.toISOString(),
          },
          back(request, locale, { discount: issued.code }, 'discount-modal'),
        );
      }

      if (!isLeadKind(kind)) return reply.code(404).send({ ok: false, error: 'Unknown form' });
      const result = validateLead(kind, body);
      if (!result.ok) {
        const text = Object.fromEntries(
          Object.entries(result.errors).map(([field, code]) => [field, messages[code]]),
        );
        return answer(
          request,
          reply,
          422,
          { ok: false, errors: result.errors, messages: text },
          back(request, locale, { form: kind, errors: encodeErrors(result.errors) }, `${kind}-form`),
        );
      }
      if (!isBot(body)) {
        const stored = await app.domain.leads.saveLead(result.lead, locale);
        request.log.info({ form: kind, id: stored.id, created: stored.created }, 'Form submission stored');
      }
      return answer(
        request,
        reply,
        200,
        { ok: true },
        back(request, locale, { form: kind, sent: '1' }, `${kind}-form`),
      );
    },
  );
}

/** The hidden 'website' field is filled only by bots: pretend success, store nothing. */
function isBot(body: FormBody): boolean {
  return Boolean(body.website?.trim());
}

type Refusal = 'forbidden' | 'rate_limited';

/** Cross-site posts (Sec-Fetch-Site or Origin from elsewhere) and floods are refused before any work. */
async function checkRequest(
  request: FastifyRequest,
  config: AppConfig,
  limiter: SharedRateLimiter,
  email: string | undefined,
): Promise<Refusal | undefined> {
  if (!isSameOriginPost(request, config.PUBLIC_URL)) return 'forbidden';
  const keys: { key: string; rule: RateLimitRule }[] = [
    { key: `ip:${request.ip}`, rule: FORM_RATE_LIMITS.perIp },
  ];
  const address = email?.trim().toLowerCase();
  if (address) keys.push({ key: `email:${address.slice(0, 254)}`, rule: FORM_RATE_LIMITS.perEmail });
  const decision = await limiter.attempt(keys);
  if (!decision.allowed) return 'rate_limited';
  return undefined;
}

function refuse(request: FastifyRequest, reply: FastifyReply, locale: Locale, kind: string, reason: Refusal) {
  request.log.warn({ form: kind, reason }, 'Form post refused');
  const status = reason === 'forbidden' ? 403 : 429;
  if (reason === 'rate_limited') reply.header('retry-after', '600');
  return answer(
    request,
    reply,
    status,
    { ok: false, errors: { _form: reason }, message: FORM_MESSAGES[locale][reason] },
    reason === 'forbidden'
      ? undefined
      : back(request, locale, { form: kind, errors: `_form:${reason}` }, `${kind}-form`),
  );
}

/** Where a plain form post returns: its page (a checked on-site path) with the outcome in the query. */
function back(
  request: FastifyRequest,
  locale: Locale,
  params: Record<string, string>,
  anchor: string,
): string {
  const raw = (request.query as Record<string, unknown>).return;
  const path = safeRedirectTarget(raw, '/', { query: false });
  const target = path === '/' ? `/${locale}` : `/${locale}${path}`;
  return `${target}?${new URLSearchParams(params).toString()}#${anchor}`;
}

function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  json: object,
  redirect: string | undefined,
) {
  reply.header('cache-control', 'no-store');
  if (wantsJson(request) || !redirect) return reply.code(status).send(json);
  return reply.redirect(redirect, 303);
}
