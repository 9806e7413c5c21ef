// SVG icons drawn from one static sprite (src/ui/icon-glyphs.ts → public/assets/icons-<hash>.svg, cached forever):
// each icon is <svg><use href="sprite#id"/></svg> in currentColor, so a page carries a reference, not the drawing
// (twice: in the HTML and in the inline RSC payload). Decorative unless given a title.
// Glyph components (MenuIcon, CheckIcon…) and a named set (<Icon name="bolt" />).
import type { SVGProps } from 'react';
import type { GlyphName, NamedGlyphName, SolidGlyphName } from './icon-glyphs.ts';
import { SPRITE_HREF } from './icon-sprite-href.ts';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The sprite's address for one symbol (also for callers drawing their own <svg>). */
export const spriteHref = (id: string) => `${SPRITE_HREF}#${id}`;

function SpriteIcon({ id, size = 20, ...rest }: IconProps & { id: string }) {
  // The <use> alone as the child: no empty slot ("$undefined") in the payload for children nobody passes.
  return (
    <svg width={size} height={size} aria-hidden="true" {...rest}>
      <use href={spriteHref(id)} />
    </svg>
  );
}

const glyph = (id: GlyphName | SolidGlyphName) => (p: IconProps) => <SpriteIcon id={id} {...p} />;

export const MenuIcon = glyph('menu');
export const CloseIcon = glyph('close');
export const ChevronDownIcon = glyph('chevron-down');
export const ExternalIcon = glyph('external');
export const SunIcon = glyph('sun');
export const MoonIcon = glyph('moon');
export const GlobeIcon = glyph('globe');
export const ChatIcon = glyph('chat');
export const StarIcon = glyph('star');
export const CheckIcon = glyph('check');
export const ArrowRightIcon = glyph('arrow-right');
export const PlusIcon = glyph('plus');
export const WhatsAppIcon = glyph('whatsapp');
export const InstagramIcon = glyph('instagram');
export const TikTokIcon = glyph('tiktok');
export const YouTubeIcon = glyph('youtube');
export const LinkedInIcon = glyph('linkedin');
export const XIcon = glyph('x');

export type IconName = NamedGlyphName;

/** One icon of the named set, with a lighter stroke; announced as an image only when given a title. */
export function Icon({ name, size = 24, title }: { name: IconName; size?: number; title?: string }) {
  return (
    <SpriteIcon
      id={`n-${name}`}
      size={size}
      {...(title ? { role: 'img', 'aria-hidden': undefined, 'aria-label': title } : {})}
    />
  );
}

/** Five stars in one drawing, the first `filled` in currentColor, the rest in var(--stars-off). */
export function StarsIcon({
  filled,
  size = 16,
  className,
}: {
  filled: number;
  size?: number;
  className?: string;
}) {
  const count = Math.min(5, Math.max(0, Math.round(filled)));
  return (
    <svg width={(size * 124) / 24} height={size} aria-hidden="true" className={className}>
      <use href={spriteHref(`stars-${count}`)} />
    </svg>
  );
}
