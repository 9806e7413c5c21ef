import { createHash } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { readFile, realpath, stat } from 'node:fs/promises';
import { BlockList, isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  type ImageRequest,
  isHashedSource,
  negotiateImageFormat,
  PLACEHOLDER,
  parseImageQuery,
} from '../../src/domain/images.ts';
import { safeRedirectTarget } from '../../src/domain/redirects.ts';
import { hasRefusedScheme, hostAllowed } from '../../src/domain/url-safety.ts';
import { createHttpClient, type HttpClient } from '../../src/integrations/http/client.ts';
import { encodeImage, ImageSourceError, readSourceMeta } from '../../src/integrations/images/sharp.ts';
import { SERVER_ROUTES } from '../../src/routes.ts';
import { openDiskCache } from '../documents/disk-cache.ts';
import { createTaskLimiter } from '../documents/task-limiter.ts';

/** Sources larger than this are refused before decoding (files) or while downloading (remote). */
export const MAX_SOURCE_BYTES = 20 * 1024 * 1024;
const LOCAL_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif', '.svg']);
/** How long a remote source's ETag is trusted before the media host is asked again. */
const REMOTE_CHECK_MS = 60_000;
const MEMORY_BUDGET_BYTES = 32 * 1024 * 1024;
const DISK_BUDGET_BYTES = 512 * 1024 * 1024;
const MAX_QUEUED_ENCODES = 64;

export interface ImageRoutesOptions {
  /** The built site's public/ directory: local sources live here. */
  publicDir: string;
  /** Encoded variants on disk (they survive restarts), keyed by the source's ETag. */
  cacheDir: string;
  /** Bound of the disk cache; least recently used variants go first past it. */
  diskCacheMaxBytes?: number;
  /** Media hosts (https) remote sources may come from; empty = local files only. */
  allowedHosts: readonly string[];
  http?: HttpClient;
  /** DNS for remote hosts (tests); every address must be public. */
  resolve?: (hostname: string) => Promise<string[]>;
}

class Refused extends Error {
  readonly status: 400 | 404;
  constructor(status: 400 | 404, message: string) {
    super(message);
    this.status = status;
  }
}

interface Source {
  id: string;
  etag: string;
  hashed: boolean;
  local: boolean;
  read(): Promise<Buffer>;
}

/** A small byte-bounded LRU (Map order is insertion order; a hit re-inserts). */
function memoryCache(budget: number) {
  const entries = new Map<string, { body: Buffer; contentType: string }>();
  let bytes = 0;
  return {
    get(key: string) {
      const entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
    set(key: string, entry: { body: Buffer; contentType: string }) {
      if (entry.body.length > budget / 8) return;
      const previous = entries.get(key);
      if (previous) bytes -= previous.body.length;
      entries.set(key, entry);
      bytes += entry.body.length;
      for (const [oldest, value] of entries) {
        if (bytes <= budget) break;
        entries.delete(oldest);
        bytes -= value.body.length;
      }
    },
  };
}

async function publicAddresses(hostname: string): Promise<string[]> {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => answer.address);
}

/** Addresses a media host must not resolve to: private, loopback, link-local, shared, reserved, multicast. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const candidate = mapped ?? address;
  const family = isIP(candidate);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(candidate, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * GET /_image?url=…&w=…&q=… (and `placeholder`): one variant of a site image or a media-host image, in the format
 * the browser accepts. Refusals are 400s and nothing refused is ever fetched.
 */
export async function imageRoutes(app: FastifyInstance, options: ImageRoutesOptions) {
  const publicRoot = await realpath(options.publicDir).catch(() => path.resolve(options.publicDir));
  const http = options.http ?? createHttpClient({ logger: app.log, timeoutMs: 10_000 });
  const resolve = options.resolve ?? publicAddresses;
  const memory = memoryCache(MEMORY_BUDGET_BYTES);
  const disk = await openDiskCache(options.cacheDir, options.diskCacheMaxBytes ?? DISK_BUDGET_BYTES);
  const remoteChecks = new Map<string, { etag: string; until: number }>();
  // libvips is CPU-bound: one encode per core.
  const limit = createTaskLimiter({
    concurrency: Math.max(1, availableParallelism()),
    maxQueued: MAX_QUEUED_ENCODES,
  });

  async function localSource(url: string): Promise<Source> {
    const normalised = safeRedirectTarget(url, '', { query: false });
    if (!normalised) throw new Refused(400, 'url must be a path on this site or an allowed media host');
    const relative = decodeURIComponent(normalised);
    if (!LOCAL_EXTENSIONS.has(path.extname(relative).toLowerCase())) {
      throw new Refused(400, 'url is not an image');
    }
    const file = await realpath(path.join(publicRoot, relative)).catch(() => undefined);
    // realpath: a symlink out of public/ is not a public file.
    if (!file?.startsWith(`${publicRoot}${path.sep}`)) throw new Refused(404, 'image not found');
    const info = await stat(file);
    if (!info.isFile()) throw new Refused(404, 'image not found');
    if (info.size > MAX_SOURCE_BYTES) throw new Refused(400, 'image too large');
    return {
      id: `file:${relative}`,
      etag: `${info.size}-${Math.trunc(info.mtimeMs)}`,
      hashed: isHashedSource(url),
      local: true,
      read: () => readFile(file),
    };
  }

  async function download(url: URL): Promise<{ etag: string; body: Buffer }> {
    let response: Response;
    try {
      response = await http.request(url.href, {
        headers: { accept: 'image/*' },
        redirect: 'error',
        failureMessage: 'Image source fetch failed',
      });
    } catch {
      throw new Refused(404, 'image source unavailable');
    }
    if (Number(response.headers.get('content-length') ?? 0) > MAX_SOURCE_BYTES) {
      await response.body?.cancel();
      throw new Refused(400, 'image too large');
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of (response.body ?? []) as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      if (size > MAX_SOURCE_BYTES) throw new Refused(400, 'image too large');
      chunks.push(Buffer.from(chunk));
    }
    const body = Buffer.concat(chunks);
    const etag = response.headers.get('etag') ?? createHash('sha256').update(body).digest('base64url');
    return { etag, body };
  }

  async function remoteSource(url: string): Promise<Source> {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new Refused(400, 'url is not a valid URL');
    }
    if (parsed.protocol !== 'https:' || parsed.username || parsed.password || parsed.port) {
      throw new Refused(400, 'remote images must be https on the default port');
    }
    if (!hostAllowed(parsed.hostname, options.allowedHosts))
      throw new Refused(400, 'host is not an allowed media host');
    // SSRF: an allowed name that resolves to a private, loopback or link-local address is refused unfetched.
    const addresses = await resolve(parsed.hostname).catch(() => [] as string[]);
    if (addresses.length === 0 || !addresses.every(isPublicAddress)) {
      throw new Refused(400, 'host does not resolve to a public address');
    }
    const key = parsed.href;
    const known = remoteChecks.get(key);
    const now = Date.now();
    const fresh = known && known.until > now ? known : undefined;
    // A source downloaded to learn its ETag is used for this request's encode too.
    const fetched = fresh ? undefined : await download(parsed);
    const etag = fresh?.etag ?? (fetched as { etag: string }).etag;
    if (fetched) {
      if (remoteChecks.size > 256) remoteChecks.clear();
      remoteChecks.set(key, { etag, until: now + REMOTE_CHECK_MS });
    }
    return {
      id: `remote:${key}`,
      etag,
      hashed: isHashedSource(url),
      local: false,
      read: async () => fetched?.body ?? (await download(parsed)).body,
    };
  }

  function refuse(reply: FastifyReply, status: number, message: string) {
    return reply.code(status).header('cache-control', 'no-store').send({ error: message });
  }

  app.get(SERVER_ROUTES.image, async (request, reply) => {
    const query = new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1 || request.url.length));
    const parsed = parseImageQuery(query);
    if (!parsed.ok) return refuse(reply, 400, parsed.reason);
    const image: ImageRequest = parsed.request;
    if (hasRefusedScheme(image.url)) return refuse(reply, 400, 'url scheme refused');
    const format = negotiateImageFormat(request.headers.accept);
    reply.header('vary', 'Accept');

    let source: Source;
    try {
      source =
        image.url.trimStart().startsWith('/') && !image.url.trimStart().startsWith('//')
          ? await localSource(image.url.trim())
          : await remoteSource(image.url.trim());
    } catch (error) {
      if (error instanceof Refused) return refuse(reply, error.status, error.message);
      throw error;
    }

    const variant = `${source.id}|${source.etag}|${image.width}|${image.quality}|${format}|${image.placeholder}`;
    const key = createHash('sha256').update(variant).digest('hex');
    const etag = `"${key.slice(0, 32)}"`;
    reply
      .header('etag', etag)
      .header(
        'cache-control',
        source.hashed
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=86400, stale-while-revalidate=604800',
      );
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();

    const inMemory = memory.get(key);
    if (inMemory)
      return reply.header('x-image-cache', 'hit-memory').type(inMemory.contentType).send(inMemory.body);
    const diskFile = path.join(key.slice(0, 2), `${key}.${format}`);
    const onDisk = await disk.read(diskFile);
    const contentType = `image/${format}`;
    if (onDisk) {
      memory.set(key, { body: onDisk, contentType });
      return reply.header('x-image-cache', 'hit-disk').type(contentType).send(onDisk);
    }

    let encoded: { body: Buffer; contentType: string } | 'overloaded';
    try {
      const input = await source.read();
      await readSourceMeta(input, { allowSvg: source.local });
      encoded = await limit(() =>
        encodeImage(input, {
          width: image.width,
          quality: image.quality,
          format,
          ...(image.placeholder ? { placeholder: PLACEHOLDER } : {}),
        }),
      );
    } catch (error) {
      if (error instanceof Refused) return refuse(reply, error.status, error.message);
      if (error instanceof ImageSourceError) {
        request.log.warn({ source: source.id, reason: error.message }, 'Image source refused');
        return refuse(reply, 400, error.message);
      }
      throw error;
    }
    if (encoded === 'overloaded') {
      return reply
        .code(503)
        .header('retry-after', '5')
        .header('cache-control', 'no-store')
        .send({ error: 'busy' });
    }
    memory.set(key, encoded);
    // The disk copy is an optimisation: a full or read-only disk only costs a re-encode after a restart.
    await disk
      .write(diskFile, encoded.body)
      .catch((error: unknown) => request.log.warn({ err: error }, 'Image cache write failed'));
    return reply.header('x-image-cache', 'miss').type(encoded.contentType).send(encoded.body);
  });
}
