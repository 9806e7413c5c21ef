import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../src/config/env.ts';
import { isEmbedMode } from '../../src/domain/embed.ts';
import { contentSecurityPolicy, createNonce } from '../csp.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Per-response CSP nonce; every inline <script> in the HTML carries it. */
    cspNonce: string;
  }
}

/** nosniff, Referrer-Policy, HSTS (production) on every response; CSP and framing rules on HTML. */
async function securityHeaders(app: FastifyInstance, { config }: { config: AppConfig }) {
  const chatOrigin = config.CHAT_SCRIPT_URL ? new URL(config.CHAT_SCRIPT_URL).origin : undefined;
  // Sign-out is a form POST redirected to the identity provider; form-action covers that redirect.
  const ocidOrigin = config.OCID_BASE_URL ? new URL(config.OCID_BASE_URL).origin : undefined;
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request) => {
    request.cspNonce = createNonce();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    if (config.production) reply.header('strict-transport-security', 'max-age=63072000; includeSubDomains');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      const url = new URL(request.url, 'http://quest.local');
      const frameable = isEmbedMode(url.pathname, url.searchParams);
      reply.header(
        'content-security-policy',
        contentSecurityPolicy({
          nonce: request.cspNonce,
          frameable,
          extraScriptSources: chatOrigin ? [chatOrigin] : [],
          extraConnectSources: chatOrigin ? [chatOrigin] : [],
          extraFormActions: ocidOrigin ? [ocidOrigin] : [],
        }),
      );
      if (!frameable) reply.header('x-frame-options', 'DENY');
    }
    return payload;
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
