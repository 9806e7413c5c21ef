import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../src/config/env.ts';
import { CHECKOUT_MESSAGES } from '../../src/domain/orders/messages.ts';
import { type Locale, localePath } from '../../src/i18n/locales.ts';
import { pagePaths, SERVER_ROUTES } from '../../src/routes.ts';
import { acceptFormPosts, formPost } from '../forms/form-body.ts';
import { answerRefusedForm, type RefusedForm, type RenderPage, refusalJson } from '../forms/refused-form.ts';
import { guardPosts } from '../forms/same-origin.ts';
import { answerSubscription, postedCard, subscriptionStatusPage } from '../forms/subscription-answer.ts';

// Company seats (issue 12): buy seats (company, admin, seats, card), and on the admin page (the seats
// subscription's unguessable address) invite an employee or change the seat count from the next renewal. Each
// works without JavaScript: success is a 303 (the status page, the admin page); a refusal renders the form's page
// again with what was typed (never the card) and the message key: 400 for bad input, 402 for a declined card,
// 409 when the seats are full or no longer active. Prices are never read from the post. With Stripe, the seats
// form is posted by the Payment Element's script asking for JSON: the answer is the first invoice's client secret
// (the subscription stays incomplete, its seats inactive, until Stripe's invoice.paid) or the page to go to; a
// plain post is refused before anything exists at Stripe, as the migrant subscribe post is.

const BODY_LIMIT = 16 * 1024;
const ATTEMPT = /^[A-Za-z0-9_-]{16,64}$/;
// The seats form's own refusals, for the Payment Element's JSON answer (the page shows them through Lingui,
// src/features/companies/parts.tsx, with these same words); the rest are checkout's (CHECKOUT_MESSAGES).
const SEATS_JSON_MESSAGES: Record<Locale, Record<string, string>> = {
  es: {
    company_required: 'Escribe el nombre de la empresa',
    seats_invalid: 'Escribe un número de usuarios entre 1 y 10,000',
  },
  en: {
    company_required: "Enter the company's name",
    seats_invalid: 'Enter a number of users between 1 and 10,000',
  },
};

export async function companySeatRoutes(
  plugin: FastifyInstance,
  { config, renderPage }: { config: AppConfig; renderPage: RenderPage },
) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  await acceptFormPosts(app, BODY_LIMIT);
  // Every post here: same origin only, and a bounded number per IP.
  await guardPosts(app, {
    name: 'company-seats',
    publicUrl: config.PUBLIC_URL,
    limit: config.CHECKOUT_RATE_LIMIT,
  });

  const notFound = () => Object.assign(new Error('Unknown company seats'), { statusCode: 404 });
  const notConfigured = () =>
    Object.assign(new Error('Subscriptions are not configured for this payment provider'), {
      statusCode: 503,
    });
  const refuse = (request: FastifyRequest, reply: FastifyReply, refused: RefusedForm) =>
    answerRefusedForm(request, reply, renderPage, refused);

  app.post(
    SERVER_ROUTES.companySeats,
    { bodyLimit: BODY_LIMIT, schema: formPost },
    async (request, reply) => {
      const locale = request.query.lang;
      const body = request.body;
      const text = (key: string) => (body[key] ?? '').trim().slice(0, 200);
      const attempt = ATTEMPT.test(body.attempt ?? '') ? (body.attempt as string) : '';
      const values = {
        companyName: text('companyName'),
        fullName: text('fullName'),
        email: text('email'),
        emailConfirm: text('emailConfirm'),
        seats: text('seats').slice(0, 12),
      };
      const pageUrl = `${localePath(locale, pagePaths.companySeats)}?users=${encodeURIComponent(values.seats)}`;
      const json = (request.headers.accept ?? '').includes('application/json');
      const messages: Record<string, string> = {
        ...CHECKOUT_MESSAGES[locale],
        ...SEATS_JSON_MESSAGES[locale],
      };
      const wordsFor = (key: string) => messages[key] ?? messages.payment_error;
      const again = (errors: Record<string, string>, status: number, keepAttempt: boolean) =>
        refuse(request, reply, {
          locale,
          pageUrl,
          form: 'companySeats',
          values: keepAttempt ? { ...values, attempt } : values,
          errors,
          status,
        });
      if (json && !attempt) return refusalJson(reply, 422, { _form: 'empty_data' }, wordsFor);
      if (!json && app.domain.companySeats.cardEntry === 'element')
        // Without the element's script there is no card to confirm: refused before anything exists at Stripe.
        return again({ card: 'card_incomplete' }, 422, Boolean(attempt));
      if (!attempt) return again({ _form: 'empty_data' }, 400, false);
      const learner = await request.viewer();
      const result = await app.domain.companySeats.buySeats({
        attempt,
        companyName: values.companyName,
        adminName: values.fullName,
        adminEmail: values.email,
        adminEmailConfirm: values.emailConfirm,
        seats: values.seats,
        card: postedCard(body),
        locale,
        learnerId: learner?.id ?? null,
      });
      return answerSubscription(reply, result, {
        json,
        publicUrl: config.PUBLIC_URL,
        // The subscription's status page says whether the first payment is still being confirmed.
        statusPage: (publicId) => subscriptionStatusPage(locale, publicId),
        donePage: (publicId) => `${localePath(locale, pagePaths.companyAdmin(publicId))}?welcome=1`,
        wordsFor,
        refuse: again,
        invalidStatus: 400,
        notConfigured,
        logAwaiting: () => request.log.info('Company seats awaiting their first payment'),
        logDone: () => request.log.info('Company seats bought'),
      });
    },
  );

  app.post(
    SERVER_ROUTES.companyInvite,
    { bodyLimit: BODY_LIMIT, schema: { ...formPost, params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const locale = request.query.lang;
      const { id } = request.params;
      const body = request.body;
      const values = {
        invitedName: (body.invitedName ?? '').trim().slice(0, 200),
        invitedEmail: (body.invitedEmail ?? '').trim().slice(0, 254),
      };
      const result = await app.domain.companySeats.invite({
        publicId: id,
        viewerLearnerId: (await request.viewer())?.id ?? null,
        ...values,
        locale,
      });
      if (result.ok)
        return reply.redirect(`${localePath(locale, pagePaths.companyAdmin(id))}?invited=1`, 303);
      if ('reason' in result) throw notFound();
      const full = result.errors._form === 'seats_full' || result.errors._form === 'not_active';
      return refuse(request, reply, {
        locale,
        pageUrl: localePath(locale, pagePaths.companyAdmin(id)),
        form: 'companyInvite',
        values,
        errors: result.errors as Record<string, string>,
        status: full ? 409 : 400,
      });
    },
  );

  app.post(
    SERVER_ROUTES.companySeatChange,
    { bodyLimit: BODY_LIMIT, schema: { ...formPost, params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const locale = request.query.lang;
      const { id } = request.params;
      const body = request.body;
      const seats = (body.seats ?? '').trim().slice(0, 12);
      const result = await app.domain.companySeats.changeSeats({
        publicId: id,
        viewerLearnerId: (await request.viewer())?.id ?? null,
        seats,
      });
      if (result.ok) return reply.redirect(`${localePath(locale, pagePaths.companyAdmin(id))}?seats=1`, 303);
      if ('reason' in result) throw notFound();
      return refuse(request, reply, {
        locale,
        pageUrl: localePath(locale, pagePaths.companyAdmin(id)),
        form: 'companySeatChange',
        values: { seats },
        errors: result.errors as Record<string, string>,
        status: result.errors._form ? 409 : 400,
      });
    },
  );
}
