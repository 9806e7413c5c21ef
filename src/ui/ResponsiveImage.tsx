import type { CSSProperties } from 'react';
import { IMAGE_WIDTHS, imageUrl, placeholderUrl } from '../image-address.ts';

interface Props {
  src: string;
  alt: string;
  /** Intrinsic size: reserves the box before the image arrives (no layout shift). */
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** Widest variant worth offering (2× the largest drawn width). */
  maxWidth?: number;
  /** The srcset's widths (endpoint widths), when fewer than all up to maxWidth are worth their bytes. */
  widths?: readonly number[] | undefined;
  quality?: number;
  /** Above the fold: load at once with high priority; otherwise lazily. */
  priority?: boolean;
  /** The blurred stand-in behind the image (default); off where the box already shows something while loading. */
  placeholder?: boolean;
  className?: string;
}

/**
 * An `<img>` with a srcset of the endpoint's widths (breakpoints × densities 1 and 2), explicit dimensions and
 * lazy loading below the fold. The blurred placeholder is its background until the image paints over it.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  maxWidth = 1536,
  widths: chosen,
  quality,
  priority = false,
  placeholder = true,
  className,
}: Props) {
  const widths = (chosen ?? IMAGE_WIDTHS).filter((w) => w <= maxWidth && IMAGE_WIDTHS.includes(w));
  const style: CSSProperties | undefined = placeholder
    ? {
        backgroundImage: `url("${placeholderUrl(src)}")`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }
    : undefined;
  return (
    <img
      src={imageUrl(src, widths.find((w) => w >= 640) ?? widths.at(-1) ?? 640, quality)}
      srcSet={widths.map((w) => `${imageUrl(src, w, quality)} ${w}w`).join(', ')}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      style={style}
    />
  );
}
