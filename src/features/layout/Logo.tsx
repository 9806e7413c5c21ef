import { css } from 'styled-system/css';
import { brand } from '../../config/brand.ts';
import { spriteHref } from '../../ui/icons.tsx';

/** The Quest mark and wordmark: a "Q" whose tail is a progress arc, with a gold reward dot. */
export function Logo({ size = 34 }: { size?: number }) {
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
      <svg width={size} height={size} aria-hidden="true">
        <use href={spriteHref('logo')} />
      </svg>
      <span
        className={css({
          fontFamily: 'heading',
          fontWeight: '800',
          fontSize: '1.45rem',
          letterSpacing: '-0.03em',
          color: 'fg',
        })}
      >
        {brand.name}
      </span>
    </span>
  );
}
