import { css, cx } from 'styled-system/css';
import { brand } from '../../config/brand.ts';
import { spriteHref } from '../../ui/icons.tsx';

/**
 * The class of the element that holds the logo: the mark and the wordmark side by side, the wordmark's type.
 * The caller's own element (the header's home link, a span in the footer) carries it, so the logo adds no wrapper
 * (the mark's colours are fixed in the sprite, so the wordmark's colour on the holder does not touch it).
 */
export const logoHolder = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  fontFamily: 'heading',
  fontWeight: '800',
  fontSize: '1.45rem',
  letterSpacing: '-0.03em',
  color: 'fg',
});

/** The Quest mark and wordmark: a "Q" whose tail is a progress arc, with a gold reward dot. Put it in `logoHolder`. */
export function Logo({ size = 34 }: { size?: number }) {
  return (
    <>
      <svg width={size} height={size} aria-hidden="true">
        <use href={spriteHref('logo')} />
      </svg>
      {brand.name}
    </>
  );
}

/** The logo in its own holder (where the parent has other content). */
export function LogoBlock({ className }: { className?: string }) {
  return (
    <span className={cx(logoHolder, className)}>
      <Logo />
    </span>
  );
}
