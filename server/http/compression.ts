import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';
import type { StoredEncoding } from '../pages/page-cache.ts';

/**
 * Compression of responses (issue 14): brotli and gzip, negotiated on Accept-Encoding.
 * - Dynamic responses (streamed pages, JSON, public text files) go through @fastify/compress, registered in
 *   app.ts with the options below: brotli quality 3 and gzip level 6 are what one request can afford, and every
 *   written chunk is flushed, so a streamed page still reaches the browser as React writes it.
 * - Cached pages are compressed once, in the thread pool, at the best settings (brotli 11, gzip 9), and hits
 *   send the stored variant (page-cache.ts).
 * - Hashed assets are compressed by the build (scripts/precompress.ts) and served by @fastify/static's
 *   preCompressed option.
 */

/** Smaller bodies are sent as they are: the framing costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Types worth compressing: text, JSON, XML, JavaScript, SVG, the RSC payload (text/x-component). Never images,
 * fonts (woff2 is compressed already), PDFs or octet-stream.
 */
export const COMPRESSIBLE_TYPES =
  /^(?:text\/(?!event-stream)|application\/(?:javascript|(?:[a-z0-9.+-]+\+)?json|(?:[a-z0-9.+-]+\+)?xml|manifest\+json)|image\/svg\+xml)/i;

/** Encodings we answer with, best first. */
export const ENCODINGS = ['br', 'gzip'] as const satisfies readonly StoredEncoding[];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The best variants of a body, made in libuv's thread pool (never on the event loop). */
export async function compressBest(body: Buffer): Promise<Record<StoredEncoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz };
}

/** @fastify/compress options for responses compressed as they are sent. */
export const dynamicCompressionOptions = {
  global: true,
  // Request bodies are read as sent: no compressed posts (a small body cannot expand past bodyLimit's check).
  globalDecompression: false,
  encodings: [...ENCODINGS],
  threshold: COMPRESSION_THRESHOLD_BYTES,
  customTypes: COMPRESSIBLE_TYPES,
  brotliOptions: {
    // Each chunk written is flushed: a streamed page is not held back until the compressor's buffer fills.
    flush: zlib.constants.BROTLI_OPERATION_FLUSH,
    params: {
      // Quality 3, not 4: with `npm run serve`'s fixed mmap threshold (decision 060) every allocation of 128 KB or
      // more is a new mapping, and quality 4's larger hash table then cost ~0.9 ms more per 120 KB page; quality 3
      // costs what quality 4 did before, for 4.9% more bytes (18,753 against 17,883 for the catalogue).
      [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      // A 256 KB window instead of brotli's 4 MB default: every response's encoder set up and cleared the larger
      // window and its tables, 8.7 ms of CPU on a streamed 86 KB catalogue page against 1.6 ms with this one, for
      // the same output (a page fits the window) (docs/decisions/055-renders-do-less-twice.md).
      [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
    },
  },
  zlibOptions: { level: 6, flush: zlib.constants.Z_SYNC_FLUSH },
};

/**
 * Vary: Accept-Encoding on every response of a compressible type, compressed or not (a shared cache must not
 * give an identity body to a visitor who asked for brotli, nor brotli to one who did not).
 */
export function varyOnEncoding(reply: FastifyReply): void {
  const type = String(reply.getHeader('content-type') ?? '');
  if (!COMPRESSIBLE_TYPES.test(type)) return;
  const vary = String(reply.getHeader('vary') ?? '');
  if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary)) return;
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
}
