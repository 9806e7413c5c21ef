import sharp, { type Metadata } from 'sharp';

// Image decoding and encoding on sharp (libvips). Bounded: the pixel limit is checked from the header before any
// decoding, so a 50-megapixel image (or a decompression bomb) costs a metadata read, not gigabytes of memory.

/** Sources above this many pixels are refused (a 50-megapixel photo included). */
export const MAX_INPUT_PIXELS = 40_000_000;
export const ENCODED_FORMATS = ['avif', 'webp', 'jpeg', 'png'] as const;
export type EncodedFormat = (typeof ENCODED_FORMATS)[number];
/** What the decoders may read. SVG only from the site's own files (the caller decides; see `allowSvg`). */
const RASTER_INPUTS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff']);

export class ImageSourceError extends Error {
  override name = 'ImageSourceError';
}

export interface SourceMeta {
  width: number;
  height: number;
  format: string;
}

/** Header facts of a source; ImageSourceError when unreadable, of a refused kind, or too large. */
export async function readSourceMeta(
  input: Buffer,
  { allowSvg }: { allowSvg: boolean },
): Promise<SourceMeta> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new ImageSourceError(`unreadable image: ${(error as Error).message}`);
  }
  const format = meta.format ?? '';
  if (!(RASTER_INPUTS.has(format) || (allowSvg && format === 'svg'))) {
    throw new ImageSourceError(`unsupported image format: ${format || 'unknown'}`);
  }
  const { width = 0, height = 0 } = meta;
  if (!width || !height) throw new ImageSourceError('image without dimensions');
  if (width * height > MAX_INPUT_PIXELS) {
    throw new ImageSourceError(`image too large: ${width}×${height} px`);
  }
  return { width, height, format };
}

/** What a page needs to reserve an image's box: its size and width/height ratio. */
export interface ImageMeta {
  width: number;
  height: number;
  ratio: number;
}

/** The spec's answer for an image whose metadata cannot be read (§8): width 0, height 0, ratio 0. */
export const UNREADABLE_IMAGE_META: ImageMeta = Object.freeze({ width: 0, height: 0, ratio: 0 });

/**
 * An image's size for a page (a file path or its bytes). Never throws: a missing or unreadable image is reported
 * through `onFailure` (the caller logs it) and read as width 0, height 0, ratio 0.
 */
export async function readImageMeta(
  input: Buffer | string,
  onFailure: (error: Error) => void,
): Promise<ImageMeta> {
  try {
    const { width = 0, height = 0 } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!width || !height) throw new Error('image without dimensions');
    return { width, height, ratio: width / height };
  } catch (error) {
    onFailure(error instanceof Error ? error : new Error(String(error)));
    return UNREADABLE_IMAGE_META;
  }
}

export interface EncodeOptions {
  /** Target width (never enlarged past the source); ignored for placeholders. */
  width: number;
  quality: number;
  format: EncodedFormat;
  /** The 10×10 blurred stand-in: `blur` is the Gaussian sigma. */
  placeholder?: { width: number; height: number; blur: number };
}

const CONTENT_TYPES: Record<EncodedFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** Decodes, orients, resizes and encodes one variant. */
export async function encodeImage(
  input: Buffer,
  { width, quality, format, placeholder }: EncodeOptions,
): Promise<{ body: Buffer; contentType: string }> {
  let pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  pipeline = placeholder
    ? pipeline.resize(placeholder.width, placeholder.height, { fit: 'cover' }).blur(placeholder.blur)
    : pipeline.resize({ width, withoutEnlargement: true });
  switch (format) {
    // effort 2: avif's default (4) takes seconds per large image on two cores.
    case 'avif':
      pipeline = pipeline.avif({ quality, effort: 2 });
      break;
    case 'webp':
      pipeline = pipeline.webp({ quality });
      break;
    case 'jpeg':
      pipeline = pipeline.jpeg({ quality, mozjpeg: true });
      break;
    case 'png':
      pipeline = pipeline.png({ compressionLevel: 6 });
      break;
  }
  try {
    return { body: await pipeline.toBuffer(), contentType: CONTENT_TYPES[format] };
  } catch (error) {
    throw new ImageSourceError(`image could not be encoded: ${(error as Error).message}`);
  }
}
