import { badgeArt, HEXAGON, INNER_HEXAGON } from '../../ui/badges.ts';

/** An achievement's badge (src/ui/badges.ts) as inline SVG; decorative (the title is written beside it). */
export function AchievementBadge({
  name,
  size = 64,
  idPrefix,
}: {
  name: string;
  size?: number;
  idPrefix: string;
}) {
  const art = badgeArt(name);
  const gradient = `${idPrefix}-${name}`.replace(/[^A-Za-z0-9_-]/g, '');
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={art.from} />
          <stop offset="1" stopColor={art.to} />
        </linearGradient>
      </defs>
      <path d={HEXAGON} fill={`url(#${gradient})`} />
      <path d={INNER_HEXAGON} fill="none" stroke="#fff" strokeOpacity="0.35" strokeWidth="1.5" />
      {(art.fill ?? []).map((d) => (
        <path key={d} d={d} fill="#fff" />
      ))}
      {(art.stroke ?? []).map((d) => (
        <path
          key={d}
          d={d}
          fill="none"
          stroke="#fff"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
