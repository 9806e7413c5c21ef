// The addresses of the generated course and bundle covers (decision 058): the drawing (SVG) the pages show and the
// social image (1200×630 PNG) a shared link shows. A leaf module, like image-address.ts: the domain gives cards
// these addresses, the pages and the server's routes read them. `v` is the drawing's version: raise it whenever
// src/ui/covers/ draws differently, so browsers and CDNs fetch the new drawing at a new address.
import type { Locale } from './i18n/locales.ts';

export const COVER_VERSION = '1';
/** The drawing's box: 16:9, like the cards' and product pages' cover boxes. */
export const COVER_SIZE = { width: 640, height: 360 } as const;
export type CoverKind = 'course' | 'bundle';
/** The URL segment of each kind: /covers/courses/…, /covers/bundles/… */
export const COVER_KIND_SEGMENTS: Record<CoverKind, string> = { course: 'courses', bundle: 'bundles' };

/** A product's cover drawing: `/covers/courses/{slug}.svg?v=1`. */
export function coverPath(kind: CoverKind, slug: string): string {
  return `/covers/${COVER_KIND_SEGMENTS[kind]}/${encodeURIComponent(slug)}.svg?v=${COVER_VERSION}`;
}

/** A product's social image in a language: `/og/courses/{slug}.png?lang=es&v=1`. */
export function socialCoverPath(kind: CoverKind, slug: string, locale: Locale): string {
  return `/og/${COVER_KIND_SEGMENTS[kind]}/${encodeURIComponent(slug)}.png?lang=${locale}&v=${COVER_VERSION}`;
}

/** Whether an image address is a generated cover (drawn as SVG: no resized variants needed). */
export function isGeneratedCover(source: string): boolean {
  return source.startsWith('/covers/');
}
