import { css, cx } from 'styled-system/css';
import { Icon } from './icons.tsx';

/** A list with a mint check before each item. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cx(css({ listStyle: 'none', p: 0, display: 'grid', gap: '2.5' }), className)}>
      {items.map((item) => (
        <li key={item} className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}>
          <span className={checkDot}>
            <Icon name="check" size={14} />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

const checkDot = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  w: '6',
  h: '6',
  mt: '0.5',
  borderRadius: 'pill',
  bg: 'mint.100',
  color: 'mint.700',
});
