import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageRoutes, isPublicAddress } from '../../server/routes/image.ts';
import { IMAGE_WIDTHS } from '../../src/image-address.ts';
import { createHttpClient } from '../../src/integrations/http/client.ts';
import { buildTestApp } from '../helpers/app.ts';

// The site's own files (the built public/: social cards are 1200×630 PNGs) through buildApp, and a second,
// bare instance of the route over a temporary public/ for the sources a build does not ship (huge, broken,
// hashed, symlinked) and for a media host whose DNS and HTTP are local doubles.
const SOCIAL = '/social/home-es.png';
let app: FastifyInstance;
let dataDir: string;
let hostHits = 0;
let hostServer: Server;
let hostPort: number;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'quest-images-'));
  hostServer = createServer((_request, response) => {
    hostHits += 1;
    response.writeHead(200, { 'content-type': 'image/png' });
    response.end('not reached in a passing test');
  });
  await new Promise<void>((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
  hostPort = (hostServer.address() as AddressInfo).port;
  ({ app } = await buildTestApp({
    IMAGE_CACHE_DIR: dataDir,
    IMAGE_HOSTS: `localhost,127.0.0.1,media.quest.how`,
  }));
});
afterAll(async () => {
  await app?.close();
  await new Promise<void>((resolve) => hostServer.close(() => resolve()));
});

const image = (query: string, accept?: string) =>
  app.inject({ url: `/_image?${query}`, headers: accept ? { accept } : {} });

describe('image endpoint: formats, widths, quality', () => {
  it('picks avif, webp, jpeg or png from Accept (webp by default) and resizes to w', async () => {
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    for (const [accept, format] of [
      [chrome, 'avif'],
      ['image/webp,*/*', 'webp'],
      ['image/jpeg', 'jpeg'],
      ['image/png', 'png'],
      ['image/avif;q=0,image/webp', 'webp'],
      [undefined, 'webp'],
      ['*/*', 'webp'],
    ] as const) {
      const response = await image(`url=${encodeURIComponent(SOCIAL)}&w=640`, accept);
      expect(response.statusCode, String(accept)).toBe(200);
      expect(response.headers['content-type']).toBe(`image/${format}`);
      expect(response.headers.vary).toContain('Accept');
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta.format === 'heif' ? 'avif' : meta.format).toBe(format);
      expect(meta.width).toBe(640);
    }
  });

  it('renders only breakpoint × density widths, never enlarging the source', async () => {
    expect(IMAGE_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072]);
    for (const w of ['500', '0', '-1', '99999', 'abc', '640.5', '']) {
      expect((await image(`url=${SOCIAL}&w=${w}`)).statusCode, w).toBe(400);
    }
    expect((await image(`url=${SOCIAL}`)).statusCode).toBe(400);
    const wide = await image(`url=${SOCIAL}&w=2048`);
    expect(wide.statusCode).toBe(200);
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(1200);
  });

  it('uses quality 100 unless q says otherwise (5, 10 … 100)', async () => {
    const full = await image(`url=${SOCIAL}&w=1280`, 'image/jpeg');
    const half = await image(`url=${SOCIAL}&w=1280&q=50`, 'image/jpeg');
    expect(half.rawPayload.length).toBeLessThan(full.rawPayload.length);
    for (const q of ['0', '101', 'x', '5.5', '47']) {
      expect((await image(`url=${SOCIAL}&w=1280&q=${q}`)).statusCode, q).toBe(400);
    }
  });

  it('makes the 10×10 blurred placeholder', async () => {
    const response = await image(`url=${SOCIAL}&placeholder`);
    expect(response.statusCode).toBe(200);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([10, 10]);
  });
});

describe('images on the pages', () => {
  it('catalogue covers are their own drawings (decision 058): SVG at its size, lazy, each answering', async () => {
    const page = await app.inject({ url: '/es/accredited-courses?state=FL&industry=insurance' });
    expect(page.statusCode).toBe(200);
    const tags = page.body.match(/<img [^>]*src="\/covers\/[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(3);
    const first = tags[0] ?? '';
    expect(first).toContain('width="640"');
    expect(first).toContain('height="360"');
    expect(first).toContain('loading="lazy"');
    // A drawing is sharp at every width: no srcset of resized variants to send.
    expect(first).not.toContain('srcSet');
    const url = /src="([^"]+)"/.exec(first)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const cover = await app.inject({ url });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect((await sharp(cover.rawPayload).metadata()).width).toBe(640);
    // The product page's own cover is above the fold: eager, high priority.
    const course = await app.inject({ url: '/es/courses/details/annuity-suitability-4h' });
    expect(course.body).toMatch(
      /<img [^>]*loading="eager"[^>]*fetchPriority="high"|<img [^>]*fetchPriority="high"[^>]*loading="eager"/,
    );
  });
});

describe('image endpoint: cache', () => {
  it('encodes once: a second request is a memory hit, a restarted server reads the disk, ETags answer 304', async () => {
    const query = `url=${encodeURIComponent(SOCIAL)}&w=768&q=80`;
    const first = await image(query);
    expect(first.headers['x-image-cache']).toBe('miss');
    expect(first.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    const second = await image(query);
    expect(second.headers['x-image-cache']).toBe('hit-memory');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const etag = String(first.headers.etag);
    const notModified = await app.inject({ url: `/_image?${query}`, headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);

    const restarted = await buildTestApp({ IMAGE_CACHE_DIR: dataDir });
    try {
      const third = await restarted.app.inject({ url: `/_image?${query}` });
      expect(third.headers['x-image-cache']).toBe('hit-disk');
      expect(third.rawPayload.equals(first.rawPayload)).toBe(true);
    } finally {
      await restarted.app.close();
    }
  });
});

describe('image endpoint: sources', () => {
  it('refuses anything but a public/ file or an allowed public media host, and fetches none of it', async () => {
    for (const url of [
      'https://evil.example/a.png',
      `http://localhost:${hostPort}/a.png`,
      `https://localhost:${hostPort}/a.png`,
      'https://localhost/a.png', // allowed name, loopback address
      'https://127.0.0.1/a.png',
      '//evil.example/a.png',
      'javascript:alert(1)',
      ' data:image/png;base64,iVBORw0KGgo=',
      'blob:https://quest.how/1',
      'file:///etc/passwd',
      '/../package.json',
      '/%2e%2e/package.json',
      '/builds/latest.json',
      '/social/../../package.json',
      'https://user:pw@media.quest.how/a.png',
    ]) {
      const response = await image(`url=${encodeURIComponent(url)}&w=640`);
      expect(response.statusCode, url).toBe(400);
    }
    expect(hostHits).toBe(0);
    expect((await image('url=%2Fno-such.png&w=640')).statusCode).toBe(404);
    // The site's own SVGs are rasterised.
    expect((await image('url=%2Ffavicon.svg&w=320')).statusCode).toBe(200);
  });

  it('classifies addresses: private, loopback, link-local and mapped ones are not public', () => {
    for (const address of [
      '10.0.0.1',
      '127.0.0.1',
      '169.254.169.254',
      '192.168.1.1',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      'fe80::1',
      '0.0.0.0',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:2800:220:1:248:1893:25c8:1946')).toBe(true);
  });
});

describe('image endpoint: limits, hashed sources, media hosts', () => {
  let bare: FastifyInstance;
  let remoteFetches = 0;
  const remoteEtag = '"v1"';
  let remoteImage: Buffer;

  beforeAll(async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'quest-public-'));
    const publicDir = path.join(root, 'public');
    await mkdir(publicDir);
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#25b9fc' } })
      .png()
      .toBuffer();
    await writeFile(path.join(publicDir, 'photo.png'), photo);
    await writeFile(path.join(publicDir, 'photo-Ab12Cd34Ef.png'), photo);
    // 50 megapixels (a flat colour: small on disk, enormous decoded).
    await writeFile(
      path.join(publicDir, 'huge.png'),
      await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    await writeFile(path.join(publicDir, 'broken.png'), Buffer.from('this is not a png at all'));
    await writeFile(path.join(root, 'secret.png'), photo);
    await symlink(path.join(root, 'secret.png'), path.join(publicDir, 'linked.png'));
    remoteImage = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#f00' } })
      .jpeg()
      .toBuffer();

    bare = Fastify();
    await bare.register(imageRoutes, {
      publicDir,
      cacheDir: path.join(root, 'cache'),
      allowedHosts: ['media.quest.how', 'inside.quest.how'],
      resolve: async (host) => (host === 'media.quest.how' ? ['93.184.216.34'] : ['10.1.2.3']),
      http: createHttpClient({
        logger: bare.log,
        fetchImpl: (async () => {
          remoteFetches += 1;
          return new Response(new Uint8Array(remoteImage), {
            headers: { 'content-type': 'image/jpeg', etag: remoteEtag },
          });
        }) as typeof fetch,
      }),
    });
  });
  afterAll(() => bare?.close());

  const get = (query: string) => bare.inject({ url: `/_image?${query}` });

  it('refuses a 50-megapixel image and one whose data cannot be read, with 400', async () => {
    const huge = await get('url=%2Fhuge.png&w=640');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error).toContain('too large');
    const broken = await get('url=%2Fbroken.png&w=640');
    expect(broken.statusCode).toBe(400);
    expect((await get('url=%2Flinked.png&w=640')).statusCode).toBe(404);
  });

  it('caches variants of hashed sources as immutable, others for a day', async () => {
    const hashed = await get('url=%2Fphoto-Ab12Cd34Ef.png&w=640');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('url=%2Fphoto.png&w=640')).headers['cache-control']).toMatch(/^public, max-age=86400/);
  });

  it('resizes an allowed media host’s image, keyed by its ETag; a host resolving inside is never fetched', async () => {
    const url = encodeURIComponent('https://media.quest.how/courses/nurse.jpg');
    const first = await get(`url=${url}&w=320`);
    expect(first.statusCode).toBe(200);
    expect((await sharp(first.rawPayload).metadata()).width).toBe(320);
    expect(first.headers['x-image-cache']).toBe('miss');
    expect((await get(`url=${url}&w=320`)).headers['x-image-cache']).toBe('hit-memory');
    expect(remoteFetches).toBe(1);

    const before = remoteFetches;
    expect((await get(`url=${encodeURIComponent('https://inside.quest.how/a.jpg')}&w=320`)).statusCode).toBe(
      400,
    );
    expect(remoteFetches).toBe(before);
  });

  it('answers no 5xx to odd queries', async () => {
    for (const query of [
      '',
      'url=',
      'url=%00&w=320',
      'url=%2F&w=320',
      'url=%2Fsocial&w=320',
      'w=320&url=%2F%2F',
      'url=%E0%A4%A&w=320',
    ]) {
      expect((await get(query)).statusCode, query).toBeLessThan(500);
    }
  });
});
