import type { FastifyRequest } from 'fastify';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we reject
const CONTROL_EXCEPT_WHITESPACE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * A form post's fields as strings (anything else is ignored). A NUL or other control character is never text a
 * person typed: the post is a 400.
 */
export function formFields(request: FastifyRequest): Record<string, string> {
  const raw = request.body;
  if (!raw || typeof raw !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof value !== 'string') continue;
    if (CONTROL_EXCEPT_WHITESPACE.test(key) || CONTROL_EXCEPT_WHITESPACE.test(value)) {
      throw Object.assign(new Error('Control character in a form field'), { statusCode: 400 });
    }
    out[key] = value;
  }
  return out;
}
