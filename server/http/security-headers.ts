import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../src/config/env.ts';
import { isEmbedMode } from '../../src/domain/embed.ts';
import { analyticsEnabled, sessionRecordingAllowed } from '../../src/domain/third-parties.ts';
import { splitLocalePath } from '../../src/i18n/locales.ts';
import { holdsCapability, isPersonalPage } from '../../src/routes.ts';
import { showsLoadingAnimation } from '../../src/ui/rive.ts';
import { contentSecurityPolicy, createNonce } from './csp.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** For replies Fastify sends before routing (no hooks run): a nonce and the security headers of an HTML page. */
    prepareUnroutedReply(request: FastifyRequest, reply: FastifyReply): void;
  }
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
  // The loading animation's Rive file (search and checkout pages, only when configured): its runtime compiles
  // WebAssembly ('wasm-unsafe-eval', served from this host) and fetches the .riv file (its https origin, if remote).
  const riveFile = config.LOADING_ANIMATION_RIV;
  const riveOrigin = riveFile.startsWith('https://') ? new URL(riveFile).origin : undefined;
  // The nonce is made when first read (a rendered page, or the CSP of an HTML response), not per request: a cache
  // hit sends its stored page's nonce, and JSON, assets and redirects need none. randomBytes was ~10% of a hit.
  // Its own field, set up with every request (a decorated value), keeps the request object's shape fixed.
  const NONCE = Symbol('cspNonce');
  type WithNonce = FastifyRequest & { [NONCE]: string };
  app.decorateRequest(NONCE, '');
  app.decorateRequest('cspNonce', {
    getter(this: FastifyRequest) {
      const request = this as WithNonce;
      if (!request[NONCE]) request[NONCE] = createNonce();
      return request[NONCE];
    },
    setter(this: FastifyRequest, nonce: string) {
      (this as WithNonce)[NONCE] = nonce;
    },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    setSecurityHeaders(request, reply);
    return payload;
  });
  // Errors Fastify meets before routing (a malformed URL) skip the hooks above: the error page sets them itself.
  app.decorate('prepareUnroutedReply', (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.cspNonce) request.cspNonce = createNonce();
    reply.header('content-type', 'text/html; charset=utf-8');
    setSecurityHeaders(request, reply);
  });

  // An HTML response's policy depends on its nonce and three choices of its page: each combination is written
  // once, around the nonce, instead of on every response.
  const policies = new Map<string, readonly [string, string]>();
  function policyAroundNonce(frameable: boolean, recorded: boolean, rive: boolean) {
    const key = `${frameable}|${recorded}|${rive}`;
    const known = policies.get(key);
    if (known) return known;
    const thirdParties = [
      ...(analyticsOrigin && !frameable ? [analyticsOrigin] : []),
      ...(recorded && recordingOrigin ? [recordingOrigin] : []),
    ];
    const placeholder = '\u0000';
    const policy = contentSecurityPolicy({
      nonce: placeholder,
      frameable,
      extraScriptSources: [
        ...(chatOrigin ? [chatOrigin] : []),
        ...stripe.scripts,
        ...thirdParties,
        ...(rive ? ["'wasm-unsafe-eval'"] : []),
      ],
      extraConnectSources: [
        ...(chatOrigin ? [chatOrigin] : []),
        ...stripe.connect,
        ...thirdParties,
        ...(rive && riveOrigin ? [riveOrigin] : []),
      ],
      extraFrameSources: stripe.frames,
      extraFormActions: ocidOrigin ? [ocidOrigin] : [],
    });
    const at = policy.indexOf(placeholder);
    const parts = [policy.slice(0, at), policy.slice(at + placeholder.length)] as const;
    policies.set(key, parts);
    return parts;
  }

  function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
    reply.header('x-content-type-options', 'nosniff');
    // Personal addresses (a receipt, a certificate, a proof link…) send no Referer at all. Their own form posts
    // then carry `Origin: null`; the CSRF checks trust Sec-Fetch-Site: same-origin for them (same-origin.ts).
    reply.header(
      'referrer-policy',
      isPersonalAddress(request.url) ? 'no-referrer' : 'strict-origin-when-cross-origin',
    );
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    if (config.production) reply.header('strict-transport-security', 'max-age=63072000; includeSubDomains');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      // Never throws: an unroutable address ('//%') is answered with an error page that needs these headers too.
      const url = URL.parse(request.url, 'http://quest.local') ?? new URL('http://quest.local/');
      const frameable = isEmbedMode(url.pathname, url.searchParams);
      const recorded =
        !frameable &&
        sessionRecordingAllowed(config.SESSION_RECORDING_SCRIPT_URL, splitLocalePath(url.pathname).rest);
      const rive =
        Boolean(riveFile) && !frameable && showsLoadingAnimation(splitLocalePath(url.pathname).rest);
      const [before, after] = policyAroundNonce(frameable, recorded, rive);
      reply.header('content-security-policy', `${before}${request.cspNonce}${after}`);
      if (!frameable) reply.header('x-frame-options', 'DENY');
    }
  }
}

export default fp(securityHeaders, { name: 'security-headers' });

/** A personal page or any address holding a capability (routes.ts), pages' RSC requests included. */
function isPersonalAddress(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  if (holdsCapability(path)) return true;
  const page = path.startsWith('/RSC/R/') ? path.slice('/RSC/R'.length).replace(/\.txt$/, '') : path;
  return isPersonalPage(splitLocalePath(page).rest);
}
