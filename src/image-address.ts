// The address of an image variant through the same-host endpoint (spec §7, §9): /_image?url&w&q, and the widths
// it renders. Shared by the pages (src/ui/ResponsiveImage.tsx) and the endpoint's rules (src/domain/images.ts).
import { SERVER_ROUTES } from './routes.ts';

export const BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export const DENSITIES = [1, 2] as const;
/** Every width the endpoint renders: breakpoints × densities, nothing else (no cache flooding by width). */
export const IMAGE_WIDTHS: readonly number[] = [
  ...new Set(Object.values(BREAKPOINTS).flatMap((width) => DENSITIES.map((density) => width * density))),
].sort((a, b) => a - b);

/** One variant of an image through the same-host endpoint (spec §7: url, w, q). */
export function imageUrl(source: string, width: number, quality?: number): string {
  const query = new URLSearchParams({ url: source, w: String(width) });
  if (quality !== undefined) query.set('q', String(quality));
  return `${SERVER_ROUTES.image}?${query.toString()}`;
}

/** The 10×10 blurred stand-in, shown behind the image until it has loaded. */
export function placeholderUrl(source: string): string {
  return `${SERVER_ROUTES.image}?${new URLSearchParams({ url: source, placeholder: '' }).toString()}`;
}
