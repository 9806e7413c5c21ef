import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../src/config/env.ts';
import { requirementsSearch } from '../../src/domain/ce/form.ts';
import { licenceCalendar, parseLicenceForm } from '../../src/domain/ce/reminders.ts';
import { escapeHtml } from '../../src/domain/emails/index.ts';
import { licenceDisplayName, renewalReminderLinks } from '../../src/domain/emails/renewal-reminder-email.ts';
import { type Locale, localePath } from '../../src/i18n/locales.ts';
import { pagePaths, SERVER_ROUTES } from '../../src/routes.ts';
import { acceptFormPosts, formPost, postQuery } from '../forms/form-body.ts';
import { guardPosts } from '../forms/same-origin.ts';

// Renewal reminders (issue 15). A signed-in learner adds or removes a licence with a plain post from the
// requirements tool (same origin only), and goes back to the tool filled with it (or with what was wrong). The
// e-mail's links carry the licence's unguessable token: its .ics calendar file, and the unsubscribe page — a GET
// that only asks, and the POST that turns the reminders off (RFC 8058 one-click: mail clients post it from
// elsewhere, so that route has no same-origin guard; the token is its credential).

const BODY_LIMIT = 2048;

export async function ceLicenceRoutes(app: FastifyInstance, { config }: { config: AppConfig }) {
  await app.register(async (plugin) => {
    const posts = plugin.withTypeProvider<ZodTypeProvider>();
    await acceptFormPosts(posts, BODY_LIMIT);
    await guardPosts(posts, { name: 'ce-licences', publicUrl: config.PUBLIC_URL, limit: 60 });

    const tool = (reply: FastifyReply, locale: Locale, search: string) =>
      reply.redirect(
        `${localePath(locale, pagePaths.ceRequirements)}${search ? `?${search}` : ''}#ce-licences`,
        303,
      );

    /** The learner the browser acts for (identity: Open Campus ID, else an e-mail sign-in). */
    const signedInLearner = (request: FastifyRequest) => request.viewer();

    posts.post(
      SERVER_ROUTES.ceLicences,
      { bodyLimit: BODY_LIMIT, schema: formPost },
      async (request, reply) => {
        const locale = request.query.lang;
        const learner = await signedInLearner(request);
        if (!learner) return tool(reply, locale, 'licenceError=signin');
        const fields = request.body;
        const parsed = parseLicenceForm(fields);
        if ('errors' in parsed) {
          const params = new URLSearchParams(
            requirementsSearch({
              licence: (fields.licence ?? '').slice(0, 60),
              issued: (fields.issued ?? '').slice(0, 20),
              birthMonth: (fields.birthMonth ?? '').slice(0, 2),
              expires: (fields.expires ?? '').slice(0, 20),
            }),
          );
          params.set('licenceErrors', Object.keys(parsed.errors).join(','));
          return tool(reply, locale, params.toString());
        }
        const added = await app.domain.ce.addLicence(learner.id, parsed.input);
        if (added === 'too_many') return tool(reply, locale, 'licenceError=too_many');
        request.log.info({ licence: added.id }, 'CE licence added for reminders');
        const search = new URLSearchParams(
          requirementsSearch({
            state: added.stateCode,
            licence: added.licenceKey,
            issued: added.issueDate ?? '',
            birthMonth: added.birthMonth ? String(added.birthMonth) : '',
            expires: added.expiresOn ?? '',
          }),
        );
        search.set('licenceAdded', '1');
        return tool(reply, locale, search.toString());
      },
    );

    posts.post(
      SERVER_ROUTES.ceLicenceRemove,
      { bodyLimit: BODY_LIMIT, schema: formPost },
      async (request, reply) => {
        const locale = request.query.lang;
        const learner = await signedInLearner(request);
        if (!learner) return tool(reply, locale, 'licenceError=signin');
        const id = request.body.id ?? '';
        if (/^\d{1,9}$/.test(id)) await app.domain.ce.removeLicence(learner.id, Number(id));
        return tool(reply, locale, '');
      },
    );
  });

  await app.register(async (plugin) => {
    const links = plugin.withTypeProvider<ZodTypeProvider>();
    // The one-click post's body (List-Unsubscribe=One-Click) is read and not used: the token is the credential.
    await acceptFormPosts(links, BODY_LIMIT);
    links.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
    });

    const calendarSchema = { params: z.object({ file: z.string() }), querystring: postQuery };
    links.get(SERVER_ROUTES.ceLicenceCalendar, { schema: calendarSchema }, async (request, reply) => {
      const locale = request.query.lang;
      const token = request.params.file.endsWith('.ics') ? request.params.file.slice(0, -4) : '';
      const licence = token ? await app.domain.ce.licenceByToken(token) : null;
      const name = licence ? licenceDisplayName(locale, licence.licenceKey, licence.stateCode) : '';
      const ics =
        licence &&
        licenceCalendar(licence, {
          title: locale === 'en' ? `License renewal: ${name}` : `Renovación de licencia: ${name}`,
          description:
            locale === 'en'
              ? `License ${licence.number}. See the hours you still need on Quest.`
              : `Licencia ${licence.number}. Mira en Quest las horas que te faltan.`,
          url: renewalReminderLinks(locale, { toolSearch: toolSearchOf(licence), token }, config.PUBLIC_URL)
            .tool,
        });
      if (!ics) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="licence-renewal.ics"')
        .send(ics);
    });

    // The one-click post's body is not read: no body schema.
    const unsubscribeSchema = { params: z.object({ token: z.string() }), querystring: postQuery };
    links.get(SERVER_ROUTES.ceLicenceUnsubscribe, { schema: unsubscribeSchema }, async (request, reply) => {
      const locale = request.query.lang;
      const licence = await app.domain.ce.licenceByToken(request.params.token);
      if (!licence) return page(reply.code(404), locale, COPY[locale].notFound, '');
      const copy = COPY[locale];
      if (!licence.remindersOn) return page(reply, locale, copy.done, '');
      const action = `${SERVER_ROUTES.ceLicenceUnsubscribe.replace(':token', encodeURIComponent(licence.token))}?lang=${locale}`;
      const name = licenceDisplayName(locale, licence.licenceKey, licence.stateCode);
      return page(
        reply,
        locale,
        copy.ask(name, licence.number),
        `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" data-testid="unsubscribe-confirm">${escapeHtml(copy.confirm)}</button></form>`,
      );
    });

    links.post(
      SERVER_ROUTES.ceLicenceUnsubscribe,
      { bodyLimit: BODY_LIMIT, schema: unsubscribeSchema },
      async (request, reply) => {
        const locale = request.query.lang;
        const licence = await app.domain.ce.unsubscribeLicence(request.params.token);
        if (!licence) return page(reply.code(404), locale, COPY[locale].notFound, '');
        request.log.info({ licence: licence.id }, 'CE renewal reminders unsubscribed');
        return page(reply, locale, COPY[locale].done, '');
      },
    );
  });
}

function toolSearchOf(licence: {
  stateCode: string;
  licenceKey: string;
  issueDate: string | null;
  birthMonth: number | null;
  expiresOn: string | null;
}): string {
  return requirementsSearch({
    state: licence.stateCode,
    licence: licence.licenceKey,
    issued: licence.issueDate ?? '',
    birthMonth: licence.birthMonth ? String(licence.birthMonth) : '',
    expires: licence.expiresOn ?? '',
  });
}

const COPY = {
  es: {
    title: 'Recordatorios de renovación',
    ask: (name: string, number: string) =>
      `¿Dejar de recibir los recordatorios de renovación de tu licencia ${name}, número ${number}?`,
    confirm: 'Sí, dejar de recibirlos',
    done: 'Listo: ya no recibirás recordatorios de renovación de esta licencia.',
    notFound: 'Este enlace no es válido.',
    home: 'Ir a Quest',
  },
  en: {
    title: 'Renewal reminders',
    ask: (name: string, number: string) =>
      `Stop the renewal reminders of your ${name} license, number ${number}?`,
    confirm: 'Yes, stop them',
    done: 'Done: you will not get renewal reminders for this license any more.',
    notFound: 'This link is not valid.',
    home: 'Go to Quest',
  },
} as const;

/** A small self-contained page (it is opened from an e-mail, often on a phone; light and dark). */
function page(reply: FastifyReply, locale: Locale, message: string, form: string) {
  const copy = COPY[locale];
  return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="color-scheme" content="light dark"><title>${escapeHtml(copy.title)} · Quest</title>
<style>body{font:17px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1d1b29;background:#fff}
h1{font-size:1.5rem}button{font:inherit;font-weight:700;padding:.75rem 1.4rem;border-radius:999px;border:2px solid #4b2fd1;background:#4b2fd1;color:#fff;cursor:pointer}
a{color:#4b2fd1}@media (prefers-color-scheme:dark){body{background:#15131f;color:#f1effa}a{color:#b9a9ff}}</style></head>
<body><main><h1>${escapeHtml(copy.title)}</h1><p data-testid="unsubscribe-message">${escapeHtml(message)}</p>${form}
<p><a href="${escapeHtml(localePath(locale, pagePaths.home))}">${escapeHtml(copy.home)}</a></p></main></body></html>`);
}
