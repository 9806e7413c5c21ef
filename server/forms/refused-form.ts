import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../src/i18n/locales.ts';
import type { FormState } from '../../src/request-context/wire.ts';

// The one answer to a refused form post (the domain found what was typed invalid, a payment was declined, a
// limit was reached): the form's page rendered again with the spec's message key per field and what the visitor
// typed (422, 402, 429…), never a bare error. A fetch asking for JSON (Stripe's Payment Element, the forms'
// scripts) gets the same refusal as JSON, with each message's words, where the route speaks JSON.

/** Renders a page for a post (server/pages/forward.ts renderPageForPost), with the form's state. */
export type RenderPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  page: { locale: Locale; pageUrl: string; formState: FormState; status?: number },
) => Promise<unknown>;

export interface RefusedForm {
  locale: Locale;
  /** The page that holds the form (rendered again). */
  pageUrl: string;
  form: string;
  /** What the visitor typed, sent back into the form (never a password or a card). */
  values: Record<string, string>;
  /** A message key per field (`_form` for the whole form). */
  errors: Record<string, string>;
  status: number;
  /** The words of a message key: given when the route answers JSON to a fetch that asks for it. */
  words?: (key: string) => string | undefined;
}

export function wantsJson(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('application/json');
}

/** A refusal as JSON: each field's message key and its words. */
export function refusalJson(
  reply: FastifyReply,
  status: number,
  errors: Record<string, string>,
  words: (key: string) => string | undefined,
) {
  return reply.code(status).send({
    ok: false,
    errors,
    messages: Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, words(key)])),
  });
}

export function answerRefusedForm(
  request: FastifyRequest,
  reply: FastifyReply,
  renderPage: RenderPage,
  refused: RefusedForm,
) {
  if (refused.words && wantsJson(request))
    return refusalJson(reply, refused.status, refused.errors, refused.words);
  return renderPage(request, reply, {
    locale: refused.locale,
    pageUrl: refused.pageUrl,
    status: refused.status,
    formState: { form: refused.form, values: refused.values, errors: refused.errors },
  });
}
