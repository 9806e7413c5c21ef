import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../src/domain/failures.ts';

// The /api/v1 APIs answer errors as JSON too (never the site's HTML error pages): a database that is down is a
// fast 503 with Retry-After, a request the route schema refuses a 400 with a message per field, other client
// errors their status with a short code, anything else a 500 that is logged.

/** The JSON parser's refusals, in the APIs' words. */
const MALFORMED_JSON = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

export function jsonApiErrorHandler({ invalidCode, logName }: { invalidCode: string; logName: string }) {
  return (
    error: Error & { statusCode?: number; code?: string },
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, `${logName}: database unavailable`);
      return reply.code(503).header('retry-after', '10').send({ error: 'unavailable' });
    }
    // The route schema refused the request: a message per field path (the first for each).
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation)
        fields[issue.instancePath.slice(1).split('/').join('.') || '_body'] ??= issue.message ?? 'Invalid';
      return reply.code(400).send({ error: invalidCode, fields });
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, `${logName} failed`);
    const code =
      status === 415
        ? 'unsupported_media_type'
        : status === 413
          ? 'body_too_large'
          : MALFORMED_JSON.has(error.code ?? '')
            ? 'malformed_json'
            : (error.code ?? 'error');
    return reply.code(status).send({ error: status === 500 ? 'internal_error' : code.toLowerCase() });
  };
}
