// Image requests (spec §7, §9): the same-host endpoint's query rules, framework-free. `url` names the source, `w` a
// width from the breakpoints × densities 1 and 2, `q` the quality (default 100); `placeholder` asks for the 10×10
// blurred stand-in. The format follows the Accept header (default webp).
import { IMAGE_WIDTHS } from '../image-address.ts';

export const DEFAULT_QUALITY = 100;
export const PLACEHOLDER = { width: 10, height: 10, quality: 50, blur: 3 } as const;
export type ImageFormat = 'avif' | 'webp' | 'jpeg' | 'png';
export const DEFAULT_FORMAT: ImageFormat = 'webp';

export interface ImageRequest {
  url: string;
  width: number;
  quality: number;
  placeholder: boolean;
}

export type ImageQueryResult = { ok: true; request: ImageRequest } | { ok: false; reason: string };

/** Reads and checks the query; the source itself is checked by the route (file under public/ or allowed host). */
export function parseImageQuery(query: URLSearchParams): ImageQueryResult {
  const url = query.get('url');
  if (!url || url.length > 2048) return { ok: false, reason: 'url is required' };
  const placeholder = query.has('placeholder');
  const rawWidth = query.get('w');
  let width = 0;
  if (!placeholder) {
    if (!rawWidth || !/^\d{1,5}$/.test(rawWidth)) return { ok: false, reason: 'w is required' };
    width = Number(rawWidth);
    if (!IMAGE_WIDTHS.includes(width)) {
      return { ok: false, reason: `w must be one of ${IMAGE_WIDTHS.join(', ')}` };
    }
  }
  const rawQuality = query.get('q');
  let quality = placeholder ? PLACEHOLDER.quality : DEFAULT_QUALITY;
  if (rawQuality !== null && !placeholder) {
    // Steps of 5: twenty qualities, not a hundred, so variants (and the disk cache) cannot be multiplied at will.
    const value = Number(rawQuality);
    if (!/^\d{1,3}$/.test(rawQuality) || value < 5 || value > 100 || value % 5 !== 0) {
      return { ok: false, reason: 'q must be a multiple of 5 from 5 to 100' };
    }
    quality = Number(rawQuality);
  }
  return { ok: true, request: { url, width, quality, placeholder } };
}

/**
 * The format for an Accept header: avif, then webp, when the browser lists them; else png or jpeg when only those
 * are listed; webp otherwise (no header, `*\/*`, `image/*`).
 */
export function negotiateImageFormat(accept: string | undefined): ImageFormat {
  const types = (accept ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.split(';'))
    .filter(([, ...params]) => !params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param)))
    .map(([type]) => type?.trim());
  if (types.includes('image/avif')) return 'avif';
  if (types.includes('image/webp')) return 'webp';
  if (types.includes('image/png') && !types.includes('image/jpeg')) return 'png';
  if (types.includes('image/jpeg')) return 'jpeg';
  return DEFAULT_FORMAT;
}

/**
 * A source whose file name carries a content hash (Vite's `name-AbC12345.png`, or a `v=` / `h=` query) never
 * changes at that URL, so its variants may be cached as immutable.
 */
export function isHashedSource(url: string): boolean {
  const [path = '', query = ''] = url.split('?');
  if (/(?:^|&)(?:v|h|hash)=[A-Za-z0-9_-]{6,}(?:&|$)/.test(query)) return true;
  const name = path.slice(path.lastIndexOf('/') + 1);
  return /[-.](?=[A-Za-z0-9_]*\d)(?=[A-Za-z0-9_]*[A-Za-z])[A-Za-z0-9_]{8,}\.[a-z0-9]+$/i.test(name);
}

/** The box of a cover picture someone chose (16:9; covers drawn from the facts are src/ui/covers/, 640×360). */
export const COVER_IMAGE = { width: 1600, height: 900 } as const;

/** Educator portraits: square PNGs drawn by scripts/educator-images.ts, one per instructor slug. */
export const EDUCATOR_PHOTO = { width: 480, height: 480 } as const;

/** Where an educator's portrait lives under public/ (a page reads its size first; none: the initials). */
export function educatorPhotoPath(slug: string): string {
  return `/images/educators/${slug}.png`;
}
