import { randomBytes } from 'node:crypto';

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

// Waku 0.27 does not pass a nonce to React's inline scripts, so every <script> tag in the HTML we send gets
// the response's nonce here. Text content cannot produce a match: React escapes '<' in text and attributes.
const SCRIPT_TAG = /<script(?=[\s>])/g;

export function addNonceToScripts(html: string, nonce: string): string {
  return html.replace(SCRIPT_TAG, `<script nonce="${nonce}"`);
}

/**
 * HTML prepared once for many responses: the bytes between script tags, so each response only joins them
 * around its own nonce (a memory copy, no regex and no string encoding on the hot path).
 */
export interface NonceTemplate {
  parts: Buffer[];
}

export function toNonceTemplate(html: string): NonceTemplate {
  return { parts: html.split(/<script(?=[\s>])/).map((part) => Buffer.from(part)) };
}

export function renderNonceTemplate(template: NonceTemplate, nonce: string): Buffer {
  const tag = Buffer.from(`<script nonce="${nonce}"`);
  const chunks: Buffer[] = [];
  template.parts.forEach((part, index) => {
    if (index > 0) chunks.push(tag);
    chunks.push(part);
  });
  return Buffer.concat(chunks);
}

/** The same rewrite on a stream of HTML, carrying a partial tag across chunk boundaries. */
export function nonceTransform(nonce: string): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let carry = '';
  const KEEP = '<script'.length;
  return new TransformStream({
    transform(chunk, controller) {
      const text = carry + decoder.decode(chunk, { stream: true });
      // Hold back a tail that could be the start of "<script" followed by its next character.
      const cut = Math.max(0, text.length - KEEP);
      const tailStart = text.lastIndexOf('<', text.length - 1);
      const splitAt = tailStart >= cut ? tailStart : text.length;
      carry = text.slice(splitAt);
      const ready = text.slice(0, splitAt);
      if (ready) controller.enqueue(encoder.encode(addNonceToScripts(ready, nonce)));
    },
    flush(controller) {
      const rest = carry + decoder.decode();
      if (rest) controller.enqueue(encoder.encode(addNonceToScripts(rest, nonce)));
    },
  });
}

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
