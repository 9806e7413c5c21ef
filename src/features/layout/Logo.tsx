import { css } from 'styled-system/css';
import { brand } from '../../config/brand.ts';

/** The Quest mark and wordmark: a "Q" whose tail is a progress arc, with a gold reward dot. */
export function Logo({ size = 34 }: { size?: number }) {
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="16" fill="#5535F0" />
        <path
          d="M32 12a20 20 0 1 0 11.6 36.3l5.2 5.2 5.6-5.6-5.2-5.2A20 20 0 0 0 32 12Zm0 8a12 12 0 1 1 0 24 12 12 0 0 1 0-24Z"
          fill="#fff"
        />
        <circle cx="46" cy="18" r="5" fill="#FFC233" />
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
