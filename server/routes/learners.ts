import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../src/config/env.ts';
import { isLearnerId } from '../../src/domain/learners/index.ts';
import { localePath } from '../../src/i18n/locales.ts';
import { pagePaths, SERVER_ROUTES } from '../../src/routes.ts';
import { renderAchievementImage } from '../documents/achievement-image.ts';
import { acceptFormPosts, formPost, postQuery } from '../forms/form-body.ts';
import { isSameOriginPost } from '../forms/same-origin.ts';

// Learners (issue 11): the owner's public/private switch of their profile (a plain form post, same-origin,
// answered with a 303 back to the profile) and the Open Graph image of an achievement share page (drawn by
// server/documents/achievement-image.ts, kept in memory and cacheable by anyone: the page it illustrates is public).

const BODY_LIMIT = 1024;
const IMAGE_CACHE_ENTRIES = 256;
const IMAGE_FILE = /^(l_[A-Za-z0-9_-]{8,38})\.png$/;

const notFound = () => Object.assign(new Error('Not found'), { statusCode: 404 });

export async function learnerRoutes(app: FastifyInstance, { config }: { config: AppConfig }) {
  await app.register(visibilityRoute, { config });

  // Drawn once per achievement, learner and language; least recently used out past IMAGE_CACHE_ENTRIES.
  const images = new Map<string, Promise<Buffer>>();
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      SERVER_ROUTES.achievementImage,
      { schema: { params: z.object({ id: z.string(), file: z.string() }), querystring: postQuery } },
      async (request, reply) => {
        const learnerId = IMAGE_FILE.exec(request.params.file)?.[1];
        if (!learnerId) throw notFound();
        const locale = request.query.lang;
        const key = `${request.params.id}|${learnerId}|${locale}`;
        let image = images.get(key);
        if (image) {
          images.delete(key);
          images.set(key, image);
        } else {
          const shared = await app.domain.learners.sharedAchievement(request.params.id, learnerId, locale);
          if (!shared) throw notFound();
          image = renderAchievementImage(shared, locale);
          images.set(key, image);
          image.catch(() => images.delete(key));
          if (images.size > IMAGE_CACHE_ENTRIES) images.delete(images.keys().next().value as string);
        }
        return reply
          .header('content-type', 'image/png')
          .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
          .send(await image);
      },
    );
}

async function visibilityRoute(plugin: FastifyInstance, { config }: { config: AppConfig }) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  await acceptFormPosts(app, BODY_LIMIT);
  app.addHook('preHandler', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isSameOriginPost(request, config.PUBLIC_URL)) {
      request.log.warn({ route: request.routeOptions.url }, 'Cross-site profile post refused');
      throw Object.assign(new Error('Cross-site post'), { statusCode: 403 });
    }
  });

  app.post(
    SERVER_ROUTES.learnerVisibility,
    { bodyLimit: BODY_LIMIT, schema: { ...formPost, params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const locale = request.query.lang;
      const { id } = request.params;
      // Only the learner signed in as themselves: anyone else finds nothing here, as on the profile page.
      const viewer = await request.viewer();
      if (!isLearnerId(id) || viewer?.id !== id) throw notFound();
      const value = request.body.public;
      if (value !== 'true' && value !== 'false')
        throw Object.assign(new Error('public must be true or false'), { statusCode: 400 });
      const profilePublic = value === 'true';
      await app.domain.learners.setProfilePublic(id, profilePublic);
      request.log.info({ profilePublic }, 'Learner profile visibility changed');
      return reply.redirect(
        `${localePath(locale, pagePaths.learner(id))}?visibility=${profilePublic ? 'public' : 'private'}`,
        303,
      );
    },
  );
}
