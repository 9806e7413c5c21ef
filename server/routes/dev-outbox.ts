import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../src/config/env.ts';
import { escapeHtml, renderOutboxEmail } from '../../src/domain/emails/index.ts';
import { isLocale } from '../../src/i18n/locales.ts';
import { SERVER_ROUTES } from '../../src/routes.ts';

// Development only (never registered in production): the e-mails in the outbox, readable when no SMTP_URL is set
// (the worker logs a link to each). Shows personal data, hence no-store and noindex.

function privateHeaders(reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  reply.header('x-robots-tag', 'noindex');
}

export async function devOutboxRoutes(app: FastifyInstance, { config }: { config: AppConfig }) {
  if (config.production) return;
  // The outbox holds sign-in links (issue 27): only this machine reads it, never through a proxy, even when a
  // development server is reachable from elsewhere. Anyone else gets the 404 an unknown address gets.
  app.addHook('onRequest', async (request) => {
    if (!isLoopback(request.socket.remoteAddress) || request.headers['x-forwarded-for'] !== undefined)
      throw Object.assign(new Error('Not found'), { statusCode: 404 });
  });

  app.get(SERVER_ROUTES.devOutbox, async (_request, reply) => {
    privateHeaders(reply);
    const messages = await app.domain.outbox.listRecent({ limit: 200 });
    const rows = messages
      .map((message) => {
        const link = `${SERVER_ROUTES.devOutbox}/${message.id}`;
        return `<tr><td><a href="${link}">${message.id}</a></td><td>${escapeHtml(message.kind)}</td><td>${escapeHtml(message.locale)}</td><td>${escapeHtml(message.status)}</td><td>${message.attempts}</td><td>${message.createdAt.toISOString()}</td><td>${message.sentAt?.toISOString() ?? ''}</td><td><a href="${link}">HTML</a> · <a href="${link}?format=text">text</a></td></tr>`;
      })
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Outbox</title></head>
<body style="font-family:system-ui,sans-serif;margin:24px;">
<h1>Outbox</h1>
<p>E-mails written by orders, newest first${config.SMTP_URL ? '' : ' (no SMTP_URL: nothing is sent)'}.</p>
<table cellpadding="6" style="border-collapse:collapse;">
<thead><tr><th>id</th><th>kind</th><th>locale</th><th>status</th><th>attempts</th><th>created</th><th>sent</th><th></th></tr></thead>
<tbody>
${rows || '<tr><td colspan="8">No messages yet.</td></tr>'}
</tbody></table>
</body></html>
`;
  });

  // `format` other than a single `text` (missing, repeated) is the HTML view, as before the schema.
  const messageSchema = {
    params: z.object({ id: z.string() }),
    querystring: z.looseObject({ format: z.string().optional().catch(undefined) }),
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(`${SERVER_ROUTES.devOutbox}/:id`, { schema: messageSchema }, async (request, reply) => {
      privateHeaders(reply);
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
      const message = id > 0 ? await app.domain.outbox.find(id) : undefined;
      const locale = message && isLocale(message.locale) ? message.locale : 'es';
      const email = message
        ? renderOutboxEmail(message, locale, {
            publicUrl: config.PUBLIC_URL,
            linkToken: app.domain.identity.linkToken,
          })
        : undefined;
      if (!email) return reply.code(404).type('text/plain; charset=utf-8').send('No such message');
      if (request.query.format === 'text') {
        reply.type('text/plain; charset=utf-8');
        return `Subject: ${email.subject}\n\n${email.text}`;
      }
      reply.type('text/html; charset=utf-8');
      return email.html;
    });
}

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}
