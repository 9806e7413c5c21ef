import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../src/config/env.ts';
import { isEmbedMode } from '../../src/domain/embed.ts';
import { analyticsEnabled, sessionRecordingAllowed } from '../../src/domain/third-parties.ts';
import { splitLocalePath } from '../../src/i18n/locales.ts';
import { contentSecurityPolicy, createNonce } from '../csp.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Per-response CSP nonce; every inline <script> in the HTML carries it. */
    cspNonce: string;
  }
}

const STRIPE_JS_ORIGIN = 'https://js.stripe.com';
const STRIPE_API_ORIGIN = 'https://api.stripe.com';
/** 3D Secure challenges open in a frame from here (Stripe's documented CSP). */
const STRIPE_HOOKS_ORIGIN = 'https://hooks.stripe.com';

/** nosniff, Referrer-Policy, HSTS (production) on every response; CSP and framing rules on HTML. */
async function securityHeaders(app: FastifyInstance, { config }: { config: AppConfig }) {
  const chatOrigin = config.CHAT_SCRIPT_URL ? new URL(config.CHAT_SCRIPT_URL).origin : undefined;
  // Sign-out is a form POST redirected to the identity provider; form-action covers that redirect.
  const ocidOrigin = config.OCID_BASE_URL ? new URL(config.OCID_BASE_URL).origin : undefined;
  // Stripe's Payment Element: Stripe.js from js.stripe.com, its card fields in js.stripe.com frames (3D Secure in
  // hooks.stripe.com ones), its calls to api.stripe.com. Allowed only when Stripe is configured; the sandbox's
  // own form needs none of it.
  const stripe = config.stripeEnabled
    ? {
        scripts: [STRIPE_JS_ORIGIN],
        frames: [STRIPE_JS_ORIGIN, STRIPE_HOOKS_ORIGIN],
        connect: [STRIPE_API_ORIGIN],
      }
    : { scripts: [], frames: [], connect: [] };
  // Third parties: an origin is allowed only where its script is rendered (see SiteShell).
  const analyticsOrigin = analyticsEnabled(
    config.ANALYTICS_SCRIPT_URL,
    config.PUBLIC_URL,
    config.ANALYTICS_HOSTS,
  )
    ? new URL(config.ANALYTICS_SCRIPT_URL as string).origin
    : undefined;
  const recordingOrigin = config.SESSION_RECORDING_SCRIPT_URL
    ? new URL(config.SESSION_RECORDING_SCRIPT_URL).origin
    : undefined;
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
      const recorded =
        !frameable &&
        sessionRecordingAllowed(config.SESSION_RECORDING_SCRIPT_URL, splitLocalePath(url.pathname).rest);
      const thirdParties = [
        ...(analyticsOrigin && !frameable ? [analyticsOrigin] : []),
        ...(recorded && recordingOrigin ? [recordingOrigin] : []),
      ];
      reply.header(
        'content-security-policy',
        contentSecurityPolicy({
          nonce: request.cspNonce,
          frameable,
          extraScriptSources: [...(chatOrigin ? [chatOrigin] : []), ...stripe.scripts, ...thirdParties],
          extraConnectSources: [...(chatOrigin ? [chatOrigin] : []), ...stripe.connect, ...thirdParties],
          extraFrameSources: stripe.frames,
          extraFormActions: ocidOrigin ? [ocidOrigin] : [],
        }),
      );
      if (!frameable) reply.header('x-frame-options', 'DENY');
    }
    return payload;
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
