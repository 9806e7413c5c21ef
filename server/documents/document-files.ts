import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { RateLimitRule, SharedRateLimiter } from '../../src/domain/rate-limit.ts';
import { openDiskCache } from './disk-cache.ts';
import {
  type DocumentJob,
  type DocumentKind,
  documentVersion,
  RENDERER_MODULES,
  renderDocument,
} from './document-renderers.ts';
import { createDocumentThreads } from './document-threads.ts';
import { createTaskLimiter } from './task-limiter.ts';

// Certificate, invoice and transcript files (issue 28): each version of a document is rendered once and stored;
// later requests are served the stored file. A version is the hash of everything its renderer reads (the job)
// and of the renderer's own source, so any change to the document, or to how it is drawn, is a new file, and an
// old one is never served again (it ages out of the store). The hash is also the file's name: capability ids
// (certificate ids, order link ids) never appear in a listing of the directory.
//
// On disk rather than in the database: the bytes stay off the one database every process shares, no migration,
// and a lost file only costs one render. Processes on one machine share the directory (a file is written aside
// and renamed); each machine renders a version at most once. Renders happen in threads, at most `renders` at
// once, `queue` more waiting; past that a fast 503. Every request also counts against its IP (429 past the limit).

/** The store's bound; least recently used files go first past it. */
const DISK_BUDGET_BYTES = 256 * 1024 * 1024;
const RATE_WINDOW_MS = 10 * 60 * 1000;
const BUSY_RETRY_AFTER_SECONDS = 5;

export interface DocumentFilesOptions {
  dir: string;
  /** Renders at once in this process. */
  renders: number;
  /** Requests waiting for a render before new ones are refused (503). */
  queue: number;
  /** Render in worker threads (false: on the request thread). */
  threads: boolean;
  /** Requests per IP per 10 minutes on the document routes; 0 = no limit. */
  ratePerIp: number;
  rateLimiter: SharedRateLimiter;
  logger: Logger;
}

export interface SendOptions {
  /** content-disposition: inline (shown by the browser) or attachment (downloaded), and the file's name. */
  disposition: 'inline' | 'attachment';
  filename: string;
}

export interface DocumentFiles {
  /** onRequest hook of the document routes: counted before anything is looked up (429 past the limit). */
  limitPerIp(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Answers the job's file: stored, or rendered now within the limit (503 with Retry-After when it is full). */
  send(reply: FastifyReply, job: DocumentJob, options: SendOptions): Promise<FastifyReply>;
  close(): Promise<void>;
}

export async function openDocumentFiles(options: DocumentFilesOptions): Promise<DocumentFiles> {
  // The files are personal (names, addresses, amounts): only this user may list or read them.
  await mkdir(options.dir, { recursive: true, mode: 0o700 });
  const disk = await openDiskCache(options.dir, DISK_BUDGET_BYTES);
  const rendererVersions = await rendererSourceHashes();
  const limit = createTaskLimiter({ concurrency: options.renders, maxQueued: options.queue });
  const threads = options.threads
    ? createDocumentThreads({ count: options.renders, logger: options.logger })
    : undefined;
  const render = threads ? threads.render : renderDocument;
  /** Renders in progress by version: requests that arrive meanwhile wait for the same file. */
  const inFlight = new Map<string, Promise<Buffer | 'overloaded'>>();
  const rule: RateLimitRule = { limit: options.ratePerIp, windowMs: RATE_WINDOW_MS };

  const versionKey = (job: DocumentJob) =>
    createHash('sha256')
      .update(JSON.stringify([rendererVersions[job.kind], documentVersion(job)]))
      .digest('hex');

  const renderAndStore = (key: string, file: string, job: DocumentJob, reply: FastifyReply) => {
    const made = limit(async () => {
      const bytes = await render(job);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }).then(async (body) => {
      // The stored copy is an optimisation: a full or read-only disk only costs renders.
      if (body !== 'overloaded')
        await disk
          .write(file, body)
          .catch((error: unknown) => reply.log.warn({ err: error }, 'Document store write failed'));
      return body;
    });
    const shared = made.finally(() => inFlight.delete(key));
    inFlight.set(key, shared);
    return shared;
  };

  async function file(job: DocumentJob, reply: FastifyReply) {
    const key = versionKey(job);
    const name = path.join(key.slice(0, 2), `${key}.pdf`);
    const rendering = inFlight.get(key);
    if (rendering) return { body: await rendering, cache: 'hit' as const };
    const stored = await disk.read(name);
    if (stored) return { body: stored, cache: 'hit' as const };
    // Another request may have started this version while the store was read.
    const started = inFlight.get(key);
    if (started) return { body: await started, cache: 'hit' as const };
    return { body: await renderAndStore(key, name, job, reply), cache: 'miss' as const };
  }

  return {
    async limitPerIp(request, reply) {
      if (rule.limit <= 0) return;
      const decision = await options.rateLimiter.attempt([{ key: `ip:${request.ip}`, rule }]);
      if (decision.allowed) return;
      reply.header('retry-after', String(Math.ceil(decision.retryAfterMs / 1000)));
      throw Object.assign(new Error('Too many document requests'), { statusCode: 429 });
    },
    async send(reply, job, { disposition, filename }) {
      const { body, cache } = await file(job, reply);
      if (body === 'overloaded') {
        reply.log.warn({ kind: job.kind }, 'Document renders busy: refusing the request');
        return reply
          .code(503)
          .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('Generando muchos documentos: inténtalo de nuevo en unos segundos. / Busy: retry shortly.');
      }
      return reply
        .header('x-document-cache', cache)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `${disposition}; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(body);
    },
    close: async () => {
      await threads?.close();
    },
  };
}

/** A hash of each renderer's source file, read once: a redrawn document is a new version of every file. */
async function rendererSourceHashes(): Promise<Record<DocumentKind, string>> {
  const entries = await Promise.all(
    Object.entries(RENDERER_MODULES).map(async ([kind, url]) => [
      kind,
      createHash('sha256')
        .update(await readFile(url))
        .digest('hex'),
    ]),
  );
  return Object.fromEntries(entries) as Record<DocumentKind, string>;
}
