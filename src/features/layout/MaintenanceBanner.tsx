import { css } from 'styled-system/css';

function Gear({ size, reverse }: { size: number; reverse?: boolean }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={css({
        animation: 'spin 4s linear infinite',
        animationDirection: reverse ? 'reverse' : 'normal',
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      })}
    >
      <path
        fill="currentColor"
        d="M10.3 2h3.4l.5 2.6 1.7.7 2.2-1.5 2.4 2.4-1.5 2.2.7 1.7 2.6.5v3.4l-2.6.5-.7 1.7 1.5 2.2-2.4 2.4-2.2-1.5-1.7.7-.5 2.6h-3.4l-.5-2.6-1.7-.7-2.2 1.5-2.4-2.4 1.5-2.2-.7-1.7L2 13.7v-3.4l2.6-.5.7-1.7-1.5-2.2 2.4-2.4 2.2 1.5 1.7-.7.5-2.6ZM12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Z"
      />
    </svg>
  );
}

/** Shown while maintenance is on: one gear on desktop, three on phones (spec §2). */
export function MaintenanceBanner({ title, text }: { title: string; text: string }) {
  return (
    <div role="status" className={banner} data-testid="maintenance-banner">
      <div className={css({ display: { base: 'flex', md: 'none' }, gap: '1', color: 'sun.400' })}>
        <Gear size={22} />
        <Gear size={16} reverse />
        <Gear size={22} />
      </div>
      <div className={css({ display: { base: 'none', md: 'block' }, color: 'sun.400' })}>
        <Gear size={30} />
      </div>
      <p className={css({ m: 0 })}>
        <strong>{title}</strong> {text}
      </p>
    </div>
  );
}

const banner = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  px: '4',
  py: '3',
  bg: 'ink.900',
  color: 'ink.50',
  fontSize: 'sm',
  textAlign: 'center',
});
