// The icons' drawings, once: scripts/icon-sprite.ts writes them into one static SVG sprite under public/assets/
// (hashed name, cached forever), and the components in icons.tsx draw them with <svg><use href="sprite#id"/>.
// A page then carries ~60 bytes per icon instead of the whole drawing twice (HTML and the inline RSC payload).
// Stroke glyphs are on a 24-unit grid in currentColor; `fill` glyphs are solid.

/** Glyph components (MenuIcon, CheckIcon…): stroke 2. */
export const glyphs = {
  menu: '<path d="M4 7h16M4 12h16M4 17h16"/>',
  close: '<path d="M6 6l12 12M18 6L6 18"/>',
  'chevron-down': '<path d="M6 9l6 6 6-6"/>',
  external: '<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"/>',
  sun: '<circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/>',
  moon: '<path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z"/>',
  globe: '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18"/>',
  chat: '<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z"/>',
  check: '<path d="M5 12.5l4.5 4.5L19 7.5"/>',
  'arrow-right': '<path d="M5 12h14M13 6l6 6-6 6"/>',
  plus: '<path d="M12 5v14M5 12h14" stroke-width="2.5"/>',
  instagram:
    '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.5" cy="6.5" r="0.8" fill="currentColor"/>',
  tiktok: '<path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.6 2.4 4.3 5 4.5"/>',
  youtube:
    '<rect x="2.5" y="5.5" width="19" height="13" rx="4"/><path d="M10 9.5v5l4.5-2.5L10 9.5Z" fill="currentColor"/>',
  linkedin:
    '<rect x="3" y="3" width="18" height="18" rx="3"/><path d="M8 10v6M8 7.5v.01M12 16v-3.5a2 2 0 0 1 4 0V16M12 10v6"/>',
  x: '<path d="M4 4l16 16M20 4L4 20"/>',
} as const;

/** Solid glyphs (no stroke). */
export const solidGlyphs = {
  star: '<path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9L12 2.8Z"/>',
  whatsapp:
    '<path d="M12 2a10 10 0 0 0-8.7 14.9L2 22l5.3-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3.1.8.8-3-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.4-.3Z"/>',
} as const;

/** The named set of the landing pages (<Icon name="bolt" />): the lighter 1.8 stroke. */
export const namedGlyphs = {
  bolt: '<path d="M13 2 4 14h7l-1 8 9-12h-7l1-8z"/>',
  trophy:
    '<path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4z"/><path d="M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4"/>',
  chart: '<path d="M4 20V10M10 20V4M16 20v-7M22 20H2"/>',
  users:
    '<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 3.5 6"/>',
  shield: '<path d="M12 2 4 5v6c0 5 3.5 9 8 11 4.5-2 8-6 8-11V5l-8-3z"/><path d="m9 12 2 2 4-4"/>',
  globe:
    '<circle cx="12" cy="12" r="9.5"/><path d="M2.5 12h19M12 2.5c2.5 2.6 3.8 5.8 3.8 9.5S14.5 18.9 12 21.5C9.5 18.9 8.2 15.7 8.2 12S9.5 5.1 12 2.5z"/>',
  book: '<path d="M4 4.5A2.5 2.5 0 0 1 6.5 2H20v17H6.5A2.5 2.5 0 0 0 4 21.5v-17zM4 21.5A2.5 2.5 0 0 1 6.5 19H20v3H6.5"/>',
  wallet:
    '<path d="M3 7a2 2 0 0 1 2-2h13v4M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2z"/><circle cx="16" cy="14.5" r="1.2"/>',
  link: '<path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1"/>',
  star: '<path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9L12 2.5z"/>',
  clock: '<circle cx="12" cy="12" r="9.5"/><path d="M12 6.5V12l3.5 2"/>',
  check: '<path d="m4.5 12.5 5 5 10-11"/>',
  phone: '<rect x="6" y="2" width="12" height="20" rx="2.5"/><path d="M10.5 18.5h3"/>',
  certificate:
    '<rect x="3" y="3" width="18" height="13" rx="2"/><path d="M7 8h10M7 11.5h6M15 16v6l2-1.3 2 1.3v-6"/>',
  handshake:
    '<path d="m11 17 2 2a1.4 1.4 0 0 0 2-2M14 14l2.5 2.5a1.4 1.4 0 0 0 2-2L15 11M2 11l5-5 5 2 3-2 7 5-3 3-4-3-3 2-3-1-4 4-3-3zM9 15l2 2"/>',
  gift: '<rect x="3" y="8" width="18" height="4" rx="1"/><path d="M5 12v9h14v-9M12 8v13M12 8S10.5 3 8 3.5 7 8 12 8zm0 0s1.5-5 4-4.5S17 8 12 8z"/>',
  building:
    '<path d="M4 21V4a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v17M15 9h4a1 1 0 0 1 1 1v11M2 21h20M8 7h3M8 11h3M8 15h3"/>',
  sparkles:
    '<path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6"/>',
  upload: '<path d="M12 16V4M6.5 9.5 12 4l5.5 5.5M4 16v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3"/>',
  gamepad:
    '<rect x="2" y="7" width="20" height="11" rx="5"/><path d="M7 10.5v4M5 12.5h4M15.5 11.5h.01M18 13.5h.01"/>',
  lock: '<rect x="4.5" y="10.5" width="15" height="11" rx="2"/><path d="M8 10.5V7a4 4 0 0 1 8 0v3.5"/>',
  mail: '<rect x="2.5" y="4.5" width="19" height="15" rx="2"/><path d="m3 6 9 7 9-7"/>',
  map: '<path d="M9 4 3 6.5v13.5L9 17.5l6 2.5 6-2.5V4l-6 2.5L9 4zM9 4v13.5M15 6.5V20"/>',
  home: '<path d="M3 11 12 3.5 21 11M5.5 9v11.5h13V9M10 20.5v-6h4v6"/>',
  heart: '<path d="M12 20.5S3 15 3 8.8A4.8 4.8 0 0 1 12 6a4.8 4.8 0 0 1 9 2.8C21 15 12 20.5 12 20.5z"/>',
  briefcase: '<rect x="2.5" y="7" width="19" height="13" rx="2"/><path d="M8.5 7V4.5h7V7M2.5 12.5h19"/>',
  share:
    '<circle cx="18" cy="5" r="2.5"/><circle cx="6" cy="12" r="2.5"/><circle cx="18" cy="19" r="2.5"/><path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4"/>',
  arrow: '<path d="M5 12h14M13 6l6 6-6 6"/>',
} as const;

/** Drawings with their own colours and grid: `viewBox` and markup. */
export const artGlyphs = {
  logo: [
    '0 0 64 64',
    '<rect width="64" height="64" rx="16" fill="#5535F0"/><path d="M32 12a20 20 0 1 0 11.6 36.3l5.2 5.2 5.6-5.6-5.2-5.2A20 20 0 0 0 32 12Zm0 8a12 12 0 1 1 0 24 12 12 0 0 1 0-24Z" fill="#fff"/><circle cx="46" cy="18" r="5" fill="#FFC233"/>',
  ],
  'flag-es': [
    '0 0 30 20',
    '<rect width="30" height="20" rx="3" fill="#AA151B"/><rect y="5" width="30" height="10" fill="#F1BF00"/>',
  ],
  'flag-us': [
    '0 0 30 20',
    `<rect width="30" height="20" rx="3" fill="#B22234"/>${[1, 3, 5, 7, 9, 11].map((row) => `<rect y="${(row * 20) / 13}" width="30" height="${20 / 13}" fill="#fff"/>`).join('')}<rect width="13" height="${(7 * 20) / 13}" fill="#3C3B6E"/>`,
  ],
  // The home hero's phone (src/features/marketing/HeroIllustration.tsx draws its localised text over it).
  'hero-phone': [
    '0 0 420 460',
    '<defs><linearGradient id="hero-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6A4BFF"/><stop offset="1" stop-color="#25B9FC"/></linearGradient><filter id="hero-shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="18" stdDeviation="18" flood-color="#111423" flood-opacity="0.25"/></filter></defs>' +
      '<circle cx="210" cy="230" r="200" fill="url(#hero-bg)" opacity="0.18"/><circle cx="360" cy="70" r="26" fill="#FFC233"/><circle cx="52" cy="360" r="16" fill="#14B87A"/>' +
      '<g filter="url(#hero-shadow)"><rect x="110" y="30" width="200" height="400" rx="34" fill="#111423"/><rect x="120" y="42" width="180" height="376" rx="26" fill="#FFFFFF"/></g>' +
      '<rect x="136" y="62" width="148" height="10" rx="5" fill="#ECEEF5"/><rect x="136" y="62" width="96" height="10" rx="5" fill="#14B87A"/>' +
      '<rect x="136" y="116" width="148" height="70" rx="14" fill="#F1EEFF"/>' +
      '<g stroke-width="2"><rect x="136" y="202" width="148" height="36" rx="12" fill="#DDF8EC" stroke="#14B87A"/><rect x="136" y="248" width="148" height="36" rx="12" fill="#FFFFFF" stroke="#D8DCE8"/><rect x="136" y="294" width="148" height="36" rx="12" fill="#FFFFFF" stroke="#D8DCE8"/></g>' +
      '<path d="M260 215l5 5 9-9" stroke="#0A7A50" stroke-width="3" fill="none" stroke-linecap="round"/>' +
      '<rect x="136" y="350" width="148" height="40" rx="20" fill="#5535F0"/><path d="M196 370h28M214 362l8 8-8 8" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/>' +
      '<g transform="translate(282 118)"><rect width="104" height="44" rx="22" fill="#FFFFFF" stroke="#D8DCE8" stroke-width="1.5"/><circle cx="22" cy="22" r="13" fill="#FFC233"/><path d="M22 14l2.6 5.3 5.8.8-4.2 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.2-4.1 5.8-.8Z" fill="#fff"/></g>' +
      '<g transform="translate(30 250)"><rect width="112" height="44" rx="22" fill="#FFFFFF" stroke="#D8DCE8" stroke-width="1.5"/><path d="M24 10c6 6 10 11 10 17a10 10 0 0 1-20 0c0-4 2-7 5-10 0 4 2 6 4 6-1-5 0-9 1-13Z" fill="#F0563E"/></g>',
  ],
  ocid: [
    '0 0 24 24',
    '<circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.16"/><path d="M12 6.5 4.5 10 12 13.5 19.5 10 12 6.5Z" fill="currentColor"/><path d="M7.5 11.6v3.2c0 1 2 2.2 4.5 2.2s4.5-1.2 4.5-2.2v-3.2" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"/>',
  ],
} as const;

export type GlyphName = keyof typeof glyphs;
export type SolidGlyphName = keyof typeof solidGlyphs;
export type NamedGlyphName = keyof typeof namedGlyphs;

/** Five stars (24 wide, 1 apart), the first `filled` in currentColor and the rest in var(--stars-off): one <use> per rating row. */
function starsSymbol(filled: number): string {
  const stars = [0, 1, 2, 3, 4].map((n) => {
    const off = n >= filled ? ' style="color:var(--stars-off,#B4BACD)"' : '';
    return `<use href="#star" x="${n * 25}" width="24" height="24"${off}/>`;
  });
  return `<symbol id="stars-${filled}" viewBox="0 0 124 24">${stars.join('')}</symbol>`;
}

const stroke = (width: number) =>
  `fill="none" stroke="currentColor" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

/** The whole sprite document (deterministic: the file name is a hash of it). */
export function spriteDocument(): string {
  const symbols = [
    ...Object.entries(glyphs).map(
      ([id, body]) => `<symbol id="${id}" viewBox="0 0 24 24"><g ${stroke(2)}>${body}</g></symbol>`,
    ),
    ...Object.entries(solidGlyphs).map(
      ([id, body]) => `<symbol id="${id}" viewBox="0 0 24 24"><g fill="currentColor">${body}</g></symbol>`,
    ),
    ...Object.entries(namedGlyphs).map(
      ([id, body]) => `<symbol id="n-${id}" viewBox="0 0 24 24"><g ${stroke(1.8)}>${body}</g></symbol>`,
    ),
    ...Object.entries(artGlyphs).map(
      ([id, [box, body]]) => `<symbol id="${id}" viewBox="${box}">${body}</symbol>`,
    ),
    ...[0, 1, 2, 3, 4, 5].map(starsSymbol),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}
