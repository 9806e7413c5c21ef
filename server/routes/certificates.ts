import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../src/config/env.ts';
import { CERTIFICATE_MESSAGES, type MonitorResult } from '../../src/domain/certificates/index.ts';
import type { RateLimitRule } from '../../src/domain/rate-limit.ts';
import { localePath } from '../../src/i18n/locales.ts';
import { href, pagePaths, SERVER_ROUTES } from '../../src/routes.ts';
import type { DocumentFiles } from '../documents/document-files.ts';
import { acceptFormPosts, formFields, postQuery } from '../forms/form-body.ts';
import { answerRefusedForm, type RenderPage } from '../forms/refused-form.ts';
import { isSameOriginPost } from '../forms/same-origin.ts';

const certificateParams = z.object({ id: z.string() });
const monitorPost = { params: certificateParams, querystring: postQuery, body: formFields };
type MonitorRequest = FastifyRequest<{
  Params: z.output<typeof certificateParams>;
  Querystring: z.output<typeof postQuery>;
  Body: z.output<typeof formFields>;
}>;

// Certificates (issue 11): the PDF of an issued certificate (rendered once per version,
// server/documents/document-files.ts), and the monitor's two posts (set the password, confirm with it). The posts work
// without JavaScript: success is a 303 back to the certificate; a refusal renders the certificate page again (422, 429)
// with the message. Attempts are limited per certificate and per IP, so a password cannot be guessed by trying, from
// one address or many.

const BODY_LIMIT = 4 * 1024;
const WINDOW_MS = 15 * 60 * 1000;
export const MONITOR_RATE_LIMITS = {
  perCertificate: { limit: 10, windowMs: WINDOW_MS },
  perIp: { limit: 20, windowMs: WINDOW_MS },
} as const satisfies Record<string, RateLimitRule>;

export async function certificateRoutes(
  plugin: FastifyInstance,
  { config, renderPage, documents }: { config: AppConfig; renderPage: RenderPage; documents: DocumentFiles },
) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  app.get(
    SERVER_ROUTES.certificatePdf,
    { onRequest: documents.limitPerIp, schema: { params: certificateParams, querystring: postQuery } },
    async (request, reply) => {
      const locale = request.query.lang;
      const certificate = await app.domain.certificates.find(request.params.id, locale);
      // Only an issued certificate has a PDF: a locked one is not a certificate yet.
      if (certificate?.status !== 'issued')
        throw Object.assign(new Error('No issued certificate'), { statusCode: 404 });
      const verifyUrl = `${config.PUBLIC_URL.replace(/\/$/, '')}${href(locale, pagePaths.certificateVerify, {
        reference: certificate.referenceNumber,
      })}`;
      // The report to the regulator (issue 31), printed with its status: each status is its own file version.
      const reporting = (await app.domain.ceReports.ofCertificates([certificate.id])).get(certificate.id);
      return documents.send(
        reply,
        { kind: 'certificate', view: certificate, options: { locale, verifyUrl, reporting } },
        {
          disposition: 'inline',
          filename: `quest-certificate-${certificate.referenceNumber.toLowerCase()}.pdf`,
        },
      );
    },
  );

  await app.register(monitorRoutes, { config, renderPage });
}

async function monitorRoutes(
  plugin: FastifyInstance,
  { config, renderPage }: { config: AppConfig; renderPage: RenderPage },
) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const limiter = app.rateLimiter('certificates');
  await acceptFormPosts(app, BODY_LIMIT);
  app.addHook('preHandler', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isSameOriginPost(request, config.PUBLIC_URL)) {
      request.log.warn({ route: request.routeOptions.url }, 'Cross-site certificate post refused');
      throw Object.assign(new Error('Cross-site post'), { statusCode: 403 });
    }
  });

  const handle =
    (form: 'monitorSet' | 'monitorConfirm') => async (request: MonitorRequest, reply: FastifyReply) => {
      const locale = request.query.lang;
      const { id } = request.params;
      const certificatePage = localePath(locale, pagePaths.certificate(id));
      const fields = request.body;
      const password = (fields.password ?? '').slice(0, 1024);
      const refuse = (errors: Record<string, string>, status: number) =>
        // Passwords are never sent back to the page.
        answerRefusedForm(request, reply, renderPage, {
          locale,
          pageUrl: certificatePage,
          form,
          values: {},
          errors,
          status,
        });

      const decision = await limiter.attempt([
        { key: `certificate:${id}`, rule: MONITOR_RATE_LIMITS.perCertificate },
        { key: `ip:${request.ip}`, rule: MONITOR_RATE_LIMITS.perIp },
      ]);
      if (!decision.allowed) {
        request.log.warn({ form }, 'Monitor password attempts limited');
        reply.header('retry-after', String(Math.ceil(decision.retryAfterMs / 1000)));
        return refuse({ _form: 'too_many_attempts' }, 429);
      }

      const result: MonitorResult =
        form === 'monitorSet'
          ? await app.domain.certificates.setMonitorPassword({
              certificateId: id,
              password,
              passwordConfirm: (fields.passwordConfirm ?? '').slice(0, 1024),
            })
          : await app.domain.certificates.confirmMonitor({ certificateId: id, password });
      if (result.ok) {
        request.log.info(
          { form },
          form === 'monitorSet' ? 'Monitor password set' : 'Certificate confirmed by the monitor',
        );
        return reply.redirect(
          `${certificatePage}?monitor=${form === 'monitorSet' ? 'set' : 'confirmed'}`,
          303,
        );
      }
      if ('reason' in result)
        throw Object.assign(new Error('No certificate awaiting a monitor'), { statusCode: 404 });
      return refuse(result.errors, 422);
    };

  app.post(
    SERVER_ROUTES.certificateMonitorPassword,
    { bodyLimit: BODY_LIMIT, schema: monitorPost },
    handle('monitorSet'),
  );
  app.post(
    SERVER_ROUTES.certificateMonitorConfirm,
    { bodyLimit: BODY_LIMIT, schema: monitorPost },
    handle('monitorConfirm'),
  );
}

/** For the JSON-free message lookup in tests and logs: the English text of a key. */
export const monitorMessage = (key: keyof (typeof CERTIFICATE_MESSAGES)['en']) =>
  CERTIFICATE_MESSAGES.en[key];
