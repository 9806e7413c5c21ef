import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COVER_KIND_SEGMENTS, type CoverKind } from '../../src/cover-address.ts';
import { SERVER_ROUTES } from '../../src/routes.ts';
import { renderCoverSvg, renderProductSocialImage } from '../documents/product-covers.ts';
import { postQuery } from '../forms/form-body.ts';

// Generated covers (decision 058): GET /covers/{courses|bundles}/{slug}.svg, drawn from the product's facts on
// request (a string template: microseconds; the facts go through the catalogue's read cache), and its social image
// GET /og/{courses|bundles}/{slug}.png?lang= (satori + resvg, kept in memory). Both are public and the same for
// everyone: cacheable by browsers and CDNs for a day, revalidated by ETag; the address's `v` changes with the
// drawing. Nothing is written to disk, so every process of a scaled-out site answers alike.

const KINDS = new Map<string, CoverKind>(
  Object.entries(COVER_KIND_SEGMENTS).map(([kind, segment]) => [segment, kind as CoverKind]),
);
const SVG_FILE = /^([a-z0-9][a-z0-9-]{0,119})\.svg$/;
const PNG_FILE = /^([a-z0-9][a-z0-9-]{0,119})\.png$/;
const SOCIAL_CACHE_ENTRIES = 256;
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
/** An SVG opened on its own is a document: it may load and run nothing. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const notFound = () => Object.assign(new Error('Not found'), { statusCode: 404 });
const params = z.object({ kind: z.string(), file: z.string() });

function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

function sendCached(request: FastifyRequest, reply: FastifyReply, body: string | Buffer, type: string) {
  const etag = etagOf(body);
  reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(body);
}

export async function coverRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(SERVER_ROUTES.cover, { schema: { params } }, async (request, reply) => {
    const kind = KINDS.get(request.params.kind);
    const slug = SVG_FILE.exec(request.params.file)?.[1];
    if (!kind || !slug) throw notFound();
    const facts = await app.domain.catalog.coverFacts(kind, slug);
    if (!facts) throw notFound();
    reply.header('content-security-policy', SVG_POLICY);
    return sendCached(request, reply, renderCoverSvg(facts), 'image/svg+xml; charset=utf-8');
  });

  // Drawn once per product and language; least recently used out past SOCIAL_CACHE_ENTRIES.
  const images = new Map<string, Promise<Buffer>>();
  app.get(
    SERVER_ROUTES.coverSocialImage,
    { schema: { params, querystring: postQuery } },
    async (request, reply) => {
      const kind = KINDS.get(request.params.kind);
      const slug = PNG_FILE.exec(request.params.file)?.[1];
      if (!kind || !slug) throw notFound();
      const locale = request.query.lang;
      const facts = await app.domain.catalog.coverFacts(kind, slug);
      if (!facts) throw notFound();
      // The facts are part of the key: a product whose facts changed is drawn again.
      const key = `${locale}|${JSON.stringify(facts)}`;
      let image = images.get(key);
      if (image) {
        images.delete(key);
        images.set(key, image);
      } else {
        image = renderProductSocialImage(facts, locale);
        images.set(key, image);
        image.catch(() => images.delete(key));
        if (images.size > SOCIAL_CACHE_ENTRIES) images.delete(images.keys().next().value as string);
      }
      return sendCached(request, reply, await image, 'image/png');
    },
  );
}
