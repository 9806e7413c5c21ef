import { randomBytes } from 'node:crypto';

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

// Waku writes the response's nonce on its own scripts (src/pages/_interceptors/nonce.ts) and the pages on theirs
// (requestNonce()); this module makes the nonce and the policy around it.

export interface CspOptions {
  nonce: string;
  frameable: boolean;
  extraScriptSources?: string[];
  extraConnectSources?: string[];
  extraFrameSources?: string[];
  /** Form targets beyond 'self' and https: (a plain-http identity provider in tests and dev). */
  extraFormActions?: string[];
}

export function contentSecurityPolicy({
  nonce,
  frameable,
  extraScriptSources = [],
  extraConnectSources = [],
  extraFrameSources = [],
  extraFormActions = [],
}: CspOptions): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${extraScriptSources.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${extraConnectSources.join(' ')}`.trim(),
    `frame-src 'self' ${extraFrameSources.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' https: ${extraFormActions.join(' ')}`.trim(),
    frameable ? 'frame-ancestors *' : "frame-ancestors 'none'",
  ].join('; ');
}
