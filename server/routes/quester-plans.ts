import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../src/config/env.ts';
import { questerRules } from '../../src/domain/identity/index.ts';
import { questerSubscriptionPlan } from '../../src/domain/plans.ts';
import { localePath } from '../../src/i18n/locales.ts';
import { pagePaths, SERVER_ROUTES } from '../../src/routes.ts';
import { acceptFormPosts, formPost } from '../forms/form-body.ts';
import { answerRefusedForm, type RenderPage, refusalJson } from '../forms/refused-form.ts';
import { guardPosts } from '../forms/same-origin.ts';
import {
  answerSubscription,
  checkoutWords,
  postedCard,
  subscriptionStatusPage,
} from '../forms/subscription-answer.ts';

// The Quester (creator) plan purchase (issue 12, spec §1, §4): /payments/questerUpgrade/{id}'s form posts here.
// Works without JavaScript on the sandbox: success is a 303 to the subscription's status page; a refusal renders
// the upgrade page again (422, 402) with what was typed (never the card). The plan's price and trial come from
// the plan catalogue on the server; the post only says which plan. Unknown Quester → 404; a plan that is not
// above the Quester's current one → 422; a provider without recurring billing → 503. With Stripe, the form is
// posted by the Payment Element's script asking for JSON: the answer is the client secret to confirm (a
// SetupIntent during the trial) or the status page to go to, as the migrant subscribe post answers.

const BODY_LIMIT = 16 * 1024;
const ATTEMPT = /^[A-Za-z0-9_-]{16,64}$/;
const RANK = { free: 0, basic: 1, plus: 2 } as const;

export async function questerPlanRoutes(
  plugin: FastifyInstance,
  { config, renderPage }: { config: AppConfig; renderPage: RenderPage },
) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  await acceptFormPosts(app, BODY_LIMIT);
  await guardPosts(app, {
    name: 'quester-plans',
    publicUrl: config.PUBLIC_URL,
    limit: config.CHECKOUT_RATE_LIMIT,
  });

  async function viewerOf(request: FastifyRequest): Promise<string | null> {
    return (await request.viewer())?.id ?? null;
  }

  app.post(
    SERVER_ROUTES.questerUpgrade,
    { bodyLimit: BODY_LIMIT, schema: { ...formPost, params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const locale = request.query.lang;
      const quester = await app.domain.catalog.questerPlan(request.params.id);
      if (!quester) throw Object.assign(new Error('Unknown Quester'), { statusCode: 404 });
      // Only the Quester, signed in with the Open Campus ID linked to them, changes their plan (issue 27).
      if (!questerRules.changePlan(quester, await request.ownershipViewer())) {
        request.log.warn('Quester plan change refused: not the Quester');
        throw Object.assign(new Error('Not this Quester'), { statusCode: 403 });
      }
      const body = request.body;
      const text = (key: string) => (body[key] ?? '').trim().slice(0, 200);
      const attempt = ATTEMPT.test(body.attempt ?? '') ? (body.attempt as string) : '';
      const plan = body.plan === 'basic' || body.plan === 'plus' ? body.plan : null;
      const values = {
        fullName: text('fullName'),
        email: text('email'),
        emailConfirm: text('emailConfirm'),
        ...(plan ? { plan } : {}),
      };
      const refuse = (
        errors: Record<string, string>,
        status: number,
        kept: Record<string, string> = values,
      ) =>
        answerRefusedForm(request, reply, renderPage, {
          locale,
          pageUrl: localePath(locale, pagePaths.questerUpgrade(quester.slug)),
          form: 'questerUpgrade',
          values: kept,
          errors,
          status,
        });
      const json = (request.headers.accept ?? '').includes('application/json');
      const wordsFor = checkoutWords(locale);
      const statusPage = (publicId: string) => subscriptionStatusPage(locale, publicId);
      if (!attempt)
        return json
          ? refusalJson(reply, 422, { _form: 'empty_data' }, wordsFor)
          : refuse({ _form: 'empty_data' }, 422);
      // A double submit's second post finds the plan already changed by the first: it gets the same answer.
      const done = await app.domain.subscriptions.byAttempt(attempt);
      if (done && !json) return reply.redirect(statusPage(done), 303);
      if (!done && (!plan || RANK[plan] <= RANK[quester.plan]))
        return json
          ? refusalJson(reply, 422, { _form: 'plan_not_available' }, wordsFor)
          : refuse({ _form: 'plan_not_available' }, 422);
      // Without the element's script there is no card to confirm: refused before anything exists at Stripe.
      if (!json && app.domain.subscriptions.cardEntry === 'element')
        return refuse({ card: 'card_incomplete' }, 422, { ...values, attempt });
      const result = await app.domain.subscriptions.subscribe({
        plan: questerSubscriptionPlan(plan ?? 'plus'),
        subjectId: quester.slug,
        attempt,
        fullName: values.fullName,
        email: values.email,
        emailConfirm: values.emailConfirm,
        card: postedCard(body),
        locale,
        learnerId: await viewerOf(request),
      });
      return answerSubscription(reply, result, {
        json,
        publicUrl: config.PUBLIC_URL,
        statusPage,
        wordsFor,
        refuse: (errors, status, keepAttempt) =>
          refuse(errors, status, keepAttempt ? { ...values, attempt } : values),
        // No recurring billing here.
        notConfigured: () =>
          Object.assign(new Error('Quester plans are not available with this payment provider'), {
            statusCode: 503,
          }),
        logAwaiting: () =>
          request.log.info({ quester: quester.slug, plan }, 'Quester plan awaiting its card'),
        logDone: (outcome) =>
          request.log.info({ quester: quester.slug, plan, outcome }, 'Quester plan subscribed'),
      });
    },
  );
}
