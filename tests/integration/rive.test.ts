import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.ts';

// The Rive runtime's WebAssembly comes from this host (issue 13): the runtime would otherwise fetch it from a CDN.

describe('Rive runtime WebAssembly', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp(
      {},
      {
        backgroundJobs: false,
        waku: async () => new Response('not found', { status: 404 }),
        distDir: path.join(import.meta.dirname, 'no-dist'),
      },
    );
  });
  afterAll(() => ctx?.app.close());

  it('is served as application/wasm with a version ETag, and revalidates with 304', async () => {
    const response = await ctx.app.inject({ url: '/_rive/rive.wasm' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/wasm');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    // The WebAssembly magic number: \0asm.
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('\0asm');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"rive-\d+\.\d+\.\d+"$/);
    const again = await ctx.app.inject({ url: '/_rive/rive.wasm', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    // Only that one file: other names are no route of ours.
    expect((await ctx.app.inject({ url: '/_rive/other.wasm' })).headers['content-type']).not.toBe(
      'application/wasm',
    );
  });
});
