import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../src/config/env.ts';
import { REVIEW_MESSAGES, REVIEW_TEXT_MAX } from '../../src/domain/reviews/index.ts';
import { localePath } from '../../src/i18n/locales.ts';
import { pagePaths, SERVER_ROUTES } from '../../src/routes.ts';
import { acceptFormPosts, formFields, postQuery } from '../forms/form-body.ts';
import { answerRefusedForm, type RenderPage } from '../forms/refused-form.ts';
import { guardPosts } from '../forms/same-origin.ts';

// A learner's review of a course (issue 30): a plain form post from /account/reviews/{slug}, same origin only and
// limited per IP (guardPosts). Only the signed-in learner who completed the course writes (or rewrites) it: a
// visitor signed out, or a learner without an issued certificate of the course, is refused with 403 and nothing
// changes; an unknown course is a 404. Success is a 303 back to the review page; a refusal of what was typed
// renders it again (422) with the spec-style message per field.

const BODY_LIMIT = 16 * 1024;

export async function reviewRoutes(
  plugin: FastifyInstance,
  { config, renderPage }: { config: AppConfig; renderPage: RenderPage },
) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  await acceptFormPosts(app, BODY_LIMIT);
  await guardPosts(app, { name: 'reviews', publicUrl: config.PUBLIC_URL, limit: config.CHECKOUT_RATE_LIMIT });

  app.post(
    SERVER_ROUTES.review,
    {
      bodyLimit: BODY_LIMIT,
      schema: { params: z.object({ slug: z.string() }), querystring: postQuery, body: formFields },
    },
    async (request, reply) => {
      const locale = request.query.lang;
      const { slug } = request.params;
      const pageUrl = localePath(locale, pagePaths.writeReview(slug));
      const learner = await request.viewer();
      const forbidden = () => {
        request.log.warn({ form: 'review', signedIn: learner !== null }, 'Review refused: no completion');
        return answerRefusedForm(request, reply, renderPage, {
          locale,
          pageUrl,
          form: 'review',
          values: {},
          errors: { _form: 'not_completed' },
          status: 403,
          words: (key) => (REVIEW_MESSAGES[locale] as Record<string, string>)[key],
        });
      };
      if (!learner) {
        // Nobody to check: the course's existence is not told apart from a refusal (the page says the same).
        return forbidden();
      }
      const rating = (request.body.rating ?? '').slice(0, 4);
      // A text longer than the limit is refused, never cut: keep a little past it so the message is the right one.
      const text = (request.body.text ?? '').slice(0, REVIEW_TEXT_MAX + 100);
      const result = await app.domain.reviews.save({ learnerId: learner.id, slug, rating, text, locale });
      if (result.ok) {
        request.log.info({ form: 'review', created: result.created }, 'Review saved');
        return reply.redirect(`${pageUrl}?review=${result.created ? 'created' : 'updated'}`, 303);
      }
      if (result.reason !== 'invalid') {
        if (result.reason === 'no_course') throw Object.assign(new Error('Not found'), { statusCode: 404 });
        return forbidden();
      }
      return answerRefusedForm(request, reply, renderPage, {
        locale,
        pageUrl,
        form: 'review',
        values: { rating, text },
        errors: result.errors,
        status: 422,
        words: (key) => (REVIEW_MESSAGES[locale] as Record<string, string>)[key],
      });
    },
  );
}
