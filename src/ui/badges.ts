// The achievement badges (issue 11), drawn once as data: a hexagonal medal in two colours with a white glyph.
// The profile and share pages render them as inline SVG (AchievementBadge) and the Open Graph image embeds the
// same drawing (badgeSvg), so a badge looks the same everywhere. Unknown names fall back to the star.

export interface BadgeArt {
  /** Gradient from (top) and to (bottom). */
  from: string;
  to: string;
  /** White glyph on a 64×64 grid: filled paths and stroked paths. */
  fill?: string[];
  stroke?: string[];
}

export const BADGES: Record<string, BadgeArt> = {
  flag: {
    from: '#8468FF',
    to: '#4526CC',
    stroke: ['M24 48V16'],
    fill: ['M25.5 17H43l-5 7.5 5 7.5H25.5z'],
  },
  flame: {
    from: '#FFB347',
    to: '#E8482C',
    fill: [
      'M32 13c7 8 13 13 13 22.5a13 13 0 0 1-26 0c0-6.5 4-10 6.5-14 1 4.5 3 6.8 5.2 6.8-1-5.5.3-11 1.3-15.3z',
    ],
  },
  target: {
    from: '#3DD9A0',
    to: '#0A7A50',
    stroke: ['M32 18a14 14 0 1 0 .01 0z', 'M24.5 32.5l5.2 5.2 10-11'],
  },
  bolt: {
    from: '#FFD36B',
    to: '#F08A00',
    fill: ['M35.5 12 21 35h9.5L27.5 52 43 28h-9.5l2-16z'],
  },
  play: {
    from: '#5CCBFD',
    to: '#0B7FB5',
    stroke: ['M19 21h26a3 3 0 0 1 3 3v16a3 3 0 0 1-3 3H19a3 3 0 0 1-3-3V24a3 3 0 0 1 3-3z'],
    fill: ['M28.5 26v12l10-6z'],
  },
  trophy: {
    from: '#FFC233',
    to: '#B7791F',
    stroke: [
      'M23 16h18v9a9 9 0 0 1-18 0v-9z',
      'M23 19h-5a5 5 0 0 0 5 8',
      'M41 19h5a5 5 0 0 1-5 8',
      'M32 34v7',
      'M25 47h14',
      'M27 41h10v6H27z',
    ],
  },
  moon: {
    from: '#4B5BD7',
    to: '#1C2033',
    fill: ['M37 15a16 16 0 1 0 11 27.5A13.5 13.5 0 0 1 37 15z'],
    stroke: ['M44 19v5', 'M41.5 21.5h5'],
  },
  scroll: {
    from: '#F27A9B',
    to: '#B3301B',
    stroke: ['M20 17h24v20H20z', 'M25 24h14', 'M25 30h9', 'M32 37l-4 11 4-3 4 3-4-11'],
  },
  star: {
    from: '#A592FF',
    to: '#5535F0',
    fill: ['m32 15 4.6 9.6 10.4 1.4-7.6 7.2 1.9 10.3L32 38.6l-9.3 4.9 1.9-10.3-7.6-7.2 10.4-1.4L32 15z'],
  },
};

export const HEXAGON = 'M32 2.5 58 17.5v29L32 61.5 6 46.5v-29z';
export const INNER_HEXAGON = 'M32 7.5 53.5 20v24L32 56.5 10.5 44V20z';

export function badgeArt(name: string): BadgeArt {
  return BADGES[name] ?? (BADGES.star as BadgeArt);
}

/** The badge as a standalone SVG document (for the Open Graph image). */
export function badgeSvg(name: string, size = 64): string {
  const art = badgeArt(name);
  const id = `g-${name.replace(/[^a-z0-9-]/gi, '')}`;
  const fills = (art.fill ?? []).map((d) => `<path d="${d}" fill="#fff"/>`).join('');
  const strokes = (art.stroke ?? [])
    .map(
      (d) =>
        `<path d="${d}" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${art.from}"/>` +
    `<stop offset="1" stop-color="${art.to}"/></linearGradient></defs>` +
    `<path d="${HEXAGON}" fill="url(#${id})"/>` +
    `<path d="${INNER_HEXAGON}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="1.5"/>` +
    `${fills}${strokes}</svg>`
  );
}
