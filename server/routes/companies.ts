import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../../src/config/env.ts';
import type { InvitationDecision } from '../../src/domain/companies/index.ts';
import { localePath } from '../../src/i18n/locales.ts';
import { pagePaths, SERVER_ROUTES, signInHref } from '../../src/routes.ts';
import type { DocumentFiles } from '../documents/document-files.ts';
import { transcriptCsv } from '../documents/transcript-files.ts';
import { acceptFormPosts, postQuery } from '../forms/form-body.ts';
import type { RenderPage } from '../forms/refused-form.ts';
import { isSameOriginPost } from '../forms/same-origin.ts';

// Companies and learning records (issue 11): the two posts that decide an invitation, and the signed-in
// learner's CE transcript as PDF and CSV. The posts work without JavaScript: a decision is a 303 back to the
// invitation page; accepting while signed out goes to the Open Campus ID sign-in and comes back to the page; an
// account that cannot accept (the invited e-mail belongs to another OCId) renders the page again (409).

const BODY_LIMIT = 1024;

// Shared handlers below, so the request types are spelled from the schemas rather than from a type provider.
const transcriptSchema = { params: z.object({ learnerId: z.string() }), querystring: postQuery };
type TranscriptRoute = {
  Params: z.output<typeof transcriptSchema.params>;
  Querystring: z.output<typeof postQuery>;
};
// The decision is in the address: the form's body is read (within the limit) and not used, so no body schema.
const decisionSchema = { params: z.object({ id: z.string() }), querystring: postQuery };
type DecisionRoute = {
  Params: z.output<typeof decisionSchema.params>;
  Querystring: z.output<typeof postQuery>;
};

export async function companyRoutes(
  app: FastifyInstance,
  { config, renderPage, documents }: { config: AppConfig; renderPage: RenderPage; documents: DocumentFiles },
) {
  /** The learner the browser acts for (identity: Open Campus ID, else an e-mail sign-in), if any. */
  const signedInLearner = (request: FastifyRequest) => request.viewer();

  const transcriptFile =
    (kind: 'pdf' | 'csv') => async (request: FastifyRequest<TranscriptRoute>, reply: FastifyReply) => {
      const locale = request.query.lang;
      const learner = await signedInLearner(request);
      // Only the owner, signed in: anyone else (another learner, anonymous, a guessed id) gets the 404 page.
      if (!learner || learner.id !== request.params.learnerId)
        throw Object.assign(new Error('No transcript for this visitor'), { statusCode: 404 });
      const transcript = await app.domain.certificates.transcript(learner.id, locale);
      if (!transcript) throw Object.assign(new Error('No transcript'), { statusCode: 404 });
      const now = new Date();
      const name = `quest-transcript-${now.toISOString().slice(0, 10)}`;
      if (kind === 'csv') {
        // Made in well under a millisecond: not worth storing, but counted per IP like the PDF.
        return reply
          .header('cache-control', 'private, no-store')
          .header('x-robots-tag', 'noindex')
          .header('content-type', 'text/csv; charset=utf-8; header=present')
          .header('content-disposition', `attachment; filename="${name}.csv"`)
          .send(transcriptCsv(transcript, locale));
      }
      // Rendered once per state of the learner's completions (and day: the file says when it was generated).
      return documents.send(
        reply,
        { kind: 'transcript', view: transcript, options: { locale, now } },
        { disposition: 'attachment', filename: `${name}.pdf` },
      );
    };
  const transcriptRoute = { onRequest: documents.limitPerIp, schema: transcriptSchema };
  app.get<TranscriptRoute>(SERVER_ROUTES.transcriptPdf, transcriptRoute, transcriptFile('pdf'));
  app.get<TranscriptRoute>(SERVER_ROUTES.transcriptCsv, transcriptRoute, transcriptFile('csv'));

  await app.register(async (posts) => {
    // The decision is in the address: the form's body is read (within the limit) and not used.
    await acceptFormPosts(posts, BODY_LIMIT);
    posts.addHook('preHandler', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!isSameOriginPost(request, config.PUBLIC_URL)) {
        request.log.warn({ route: request.routeOptions.url }, 'Cross-site invitation post refused');
        throw Object.assign(new Error('Cross-site post'), { statusCode: 403 });
      }
    });

    const decide =
      (decision: InvitationDecision) =>
      async (request: FastifyRequest<DecisionRoute>, reply: FastifyReply) => {
        const locale = request.query.lang;
        const { id } = request.params;
        const invitationPage = localePath(locale, pagePaths.invitation(id));
        const auth = request.authState;
        const ocid = auth?.isAuthenticated ? auth.OCId : null;
        if (decision === 'accept' && !ocid) {
          // Accepting needs an account: sign in, then come back to the invitation to accept it.
          if (!(await app.domain.companies.findInvitation(id)))
            throw Object.assign(new Error('Unknown invitation'), { statusCode: 404 });
          return reply.redirect(signInHref(invitationPage), 303);
        }
        const result = await app.domain.companies.decideInvitation({ id, decision, ocid, locale });
        switch (result.kind) {
          case 'not_found':
            throw Object.assign(new Error('Unknown invitation'), { statusCode: 404 });
          case 'accepted':
          case 'rejected':
            request.log.info({ decision: result.kind }, 'Invitation decided');
            return reply.redirect(`${invitationPage}?decision=${result.kind}`, 303);
          case 'already_decided':
            // A double or late submit: the page says it was already decided.
            return reply.redirect(invitationPage, 303);
          case 'sign_in_required':
            return reply.redirect(signInHref(invitationPage), 303);
          case 'address_proof_required':
            return renderPage(request, reply, {
              locale,
              pageUrl: invitationPage,
              status: 409,
              formState: { form: 'invitation', values: {}, errors: { _form: 'address_proof_required' } },
            });
        }
      };
    posts.post(
      SERVER_ROUTES.invitationAccept,
      { bodyLimit: BODY_LIMIT, schema: decisionSchema },
      decide('accept'),
    );
    posts.post(
      SERVER_ROUTES.invitationReject,
      { bodyLimit: BODY_LIMIT, schema: decisionSchema },
      decide('reject'),
    );
  });
}
