import type { FastifyInstance } from 'fastify';
import { jsonApiErrorHandler } from './api-errors.ts';
import { bearerTokenGuard } from './bearer-token.ts';

/**
 * Makes a plugin's scope one of the /api/v1 JSON APIs: JSON bodies only (415 otherwise) within `bodyLimit`, parsed
 * by Fastify's own parser; errors answered as JSON; every request needs the API's bearer token (404 when it is not
 * configured, 401 when wrong).
 */
export function useJsonApi(
  app: FastifyInstance,
  options: {
    bodyLimit: number;
    token: string | undefined;
    realm: string;
    invalidCode: string;
    logName: string;
  },
): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: options.bodyLimit },
    app.getDefaultJsonParser('error', 'error'),
  );
  app.setErrorHandler(jsonApiErrorHandler({ invalidCode: options.invalidCode, logName: options.logName }));
  app.addHook('onRequest', bearerTokenGuard(options.token, options.realm));
}
