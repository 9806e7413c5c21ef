import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales.ts';

// Form posts, parsed by @fastify/formbody and described by zod schemas (fastify-type-provider-zod compiles them,
// server/app.ts). A schema here only checks what no page of ours can send; what a person typed is checked by the
// domain, and a refusal with the spec's message is answered by server/forms/refused-form.ts.

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we reject
const CONTROL_EXCEPT_WHITESPACE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Parses `application/x-www-form-urlencoded` bodies in this plugin's routes, up to `bodyLimit` bytes (413 past
 * it). URLSearchParams, not formbody's default querystring parser: a repeated field keeps its last value instead
 * of becoming an array, as before.
 */
export async function acceptFormPosts(app: FastifyInstance, bodyLimit: number): Promise<void> {
  await app.register(formbody, {
    bodyLimit,
    parser: (body: string) => Object.fromEntries(new URLSearchParams(body)),
  });
}

/**
 * A form post's fields as strings (anything else is ignored, and a body that is not a form is no fields). A NUL
 * or other control character is never text a person typed: the post fails validation (400).
 */
export const formFields = z.unknown().transform((raw, context): Record<string, string> => {
  const out: Record<string, string> = {};
  if (!raw || typeof raw !== 'object') return out;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof value !== 'string') continue;
    if (CONTROL_EXCEPT_WHITESPACE.test(key) || CONTROL_EXCEPT_WHITESPACE.test(value)) {
      // The value is not repeated in the issue: it may be personal and the issue reaches the logs.
      context.addIssue({ code: 'custom', message: 'Control character in a form field' });
      return z.NEVER;
    }
    out[key] = value;
  }
  return out;
});

/** `?lang=` of a post: the page's locale, `es` when absent or not one of ours. Other query fields are kept. */
export const postQuery = z.looseObject({ lang: z.enum(LOCALES).catch(DEFAULT_LOCALE) });

/** The schema of a form post: its fields and the page's locale. */
export const formPost = { body: formFields, querystring: postQuery };
