import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createImageMetaReader } from '../../server/pages/image-meta.ts';
import { readImageMeta } from '../../src/integrations/images/sharp.ts';

// Image sizes for pages (spec §8): an image whose metadata cannot be read is logged and read as width 0,
// height 0, ratio 0.

describe('image metadata for pages', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'quest-image-meta-'));
    await writeFile(
      path.join(dir, 'photo.png'),
      await sharp({ create: { width: 320, height: 240, channels: 3, background: '#6d4aff' } })
        .png()
        .toBuffer(),
    );
    await writeFile(path.join(dir, 'broken.png'), Buffer.from('not an image at all'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads width, height and ratio', async () => {
    const onFailure = vi.fn();
    expect(await readImageMeta(path.join(dir, 'photo.png'), onFailure)).toEqual({
      width: 320,
      height: 240,
      ratio: 320 / 240,
    });
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('an unreadable image is reported and read as 0 × 0, ratio 0', async () => {
    const onFailure = vi.fn();
    expect(await readImageMeta(Buffer.from('garbage'), onFailure)).toEqual({ width: 0, height: 0, ratio: 0 });
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure.mock.calls[0]?.[0]).toBeInstanceOf(Error);
  });

  it('the pages’ reader logs each unreadable file once and never leaves public/', async () => {
    const logger = { warn: vi.fn() };
    const read = createImageMetaReader({ publicDir: dir, logger });
    expect(await read('/photo.png')).toMatchObject({ width: 320, height: 240 });
    for (let i = 0; i < 3; i++) expect(await read('/broken.png')).toEqual({ width: 0, height: 0, ratio: 0 });
    expect(await read('/missing.png')).toEqual({ width: 0, height: 0, ratio: 0 });
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(logger.warn.mock.calls[0]?.[0]).toMatchObject({ image: '/broken.png' });
    expect(logger.warn.mock.calls[0]?.[1]).toBe('Image metadata could not be read; width 0, height 0');
    // Outside public/: not read, not logged (nothing a visitor could point at).
    expect(await read('/../../etc/passwd')).toEqual({ width: 0, height: 0, ratio: 0 });
    expect(await read('relative.png')).toEqual({ width: 0, height: 0, ratio: 0 });
  });
});
