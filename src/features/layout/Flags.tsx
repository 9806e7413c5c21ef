import { spriteHref } from '../../ui/icons.tsx';

// Small flag marks for the language selector (spec §9: flag icon size 25), drawn from the icon sprite.
export function SpainFlag({ size = 25 }: { size?: number }) {
  return (
    <svg width={size} height={(size * 2) / 3} aria-hidden="true">
      <use href={spriteHref('flag-es')} />
    </svg>
  );
}

export function UsFlag({ size = 25 }: { size?: number }) {
  return (
    <svg width={size} height={(size * 2) / 3} aria-hidden="true">
      <use href={spriteHref('flag-us')} />
    </svg>
  );
}
