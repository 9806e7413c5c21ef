import { COVER_SIZE } from '../../cover-address.ts';
import { GLYPH_CAP_HEIGHT, GLYPH_UNITS_PER_EM, GLYPHS } from './glyphs.ts';
import { PICTOGRAMS, type Pictogram, pictogramFor } from './pictograms.ts';

// A course's or bundle's cover, drawn from its facts (decision 058): one visual system — the licence in a white
// badge, the state, language and hours in chips, the subject's pictogram on a disc — in its licence's colours, with
// a background motif, gradient and accent chosen from its slug, so two products never share a cover and a grid of
// twenty reads at a glance. Pure and deterministic: the same facts give the same bytes, on any machine, at any
// time (the server draws it on request; nothing is stored). The text is outlined (glyphs.ts), so no font is needed
// where it is drawn or rasterised.

export interface CoverFacts {
  kind: 'course' | 'bundle';
  /** The product's slug: what varies the drawing between products with the same facts. */
  slug: string;
  /** 'insurance', 'real-estate', 'mental-health' (anything else: the brand's violet). */
  industry: string;
  /** The licence (the specialty's slug): '2-15', 'lcsw', 'sales-associate'… */
  specialty: string;
  /** Words that say what it teaches (its titles): they choose the pictogram. */
  subject: string;
  /** State codes where it is accredited, the home state first. */
  states: readonly string[];
  /** Its language ('es', 'en', 'pt'); a bundle's courses' languages; empty: not shown. */
  languages: readonly string[];
  /** Credit hours as text ('4', '1.5'). */
  hours: string;
  type: 'continuing_education' | 'pre_licensing';
  /** A bundle's number of courses. */
  courseCount?: number;
}

export interface Tone {
  /** Gradient ends: every one carries white text at 4.5:1 or more. */
  from: string;
  /** The far end: one per product, chosen by its slug, so products of one licence differ in colour too. */
  to: readonly string[];
  /** The pictogram's and the chips' dark colour (white text on it: 7:1 or more). */
  ink: string;
  /** Bright accents (the disc's companion, the pre-licensing mark). */
  accents: readonly string[];
}

// One family of colours per industry (the brand's violet and sky for insurance, coral for real estate, mint for
// mental health), one tone per licence inside it.
export const COVER_TONES: Record<string, Tone> = {
  '2-15': {
    from: '#5535F0',
    to: ['#351D9E', '#1E2A7A'],
    ink: '#231266',
    accents: ['#FFC233', '#5CCBFD', '#FF8A73'],
  },
  '2-14': {
    from: '#3348C8',
    to: ['#1E2A7A', '#0A3F66'],
    ink: '#141C52',
    accents: ['#5CCBFD', '#FFD36B', '#C6B9FF'],
  },
  '2-20': {
    from: '#0B6FA0',
    to: ['#0A3F66', '#0E4D4A'],
    ink: '#062B45',
    accents: ['#FFD36B', '#5CCBFD', '#8DE8C4'],
  },
  '2-40': {
    from: '#8A2BB8',
    to: ['#4E1670', '#6B1745'],
    ink: '#340E4B',
    accents: ['#FFB3D1', '#FFD36B', '#C6B9FF'],
  },
  'sales-associate': {
    from: '#C4381F',
    to: ['#7E2112', '#7A3A05'],
    ink: '#52150B',
    accents: ['#FFD36B', '#FFE4E0', '#FFB199'],
  },
  broker: {
    from: '#A34A0F',
    to: ['#5E2A08', '#6B1C2E'],
    ink: '#3D1B05',
    accents: ['#FFD36B', '#FFC9A8', '#FFE4E0'],
  },
  lcsw: {
    from: '#0A7A50',
    to: ['#064A31', '#0B4A5E'],
    ink: '#04301F',
    accents: ['#8DE8C4', '#FFD36B', '#DDF8EC'],
  },
  lmft: {
    from: '#0B6E7E',
    to: ['#08434E', '#1F3F6B'],
    ink: '#052C33',
    accents: ['#FFC9B8', '#8DE8F0', '#FFD36B'],
  },
  lmhc: {
    from: '#2F6B2A',
    to: ['#1A3F17', '#2B4A12'],
    ink: '#0A2A1B',
    accents: ['#B8F0D8', '#FFD36B', '#A8E6FF'],
  },
  psychology: {
    from: '#2C4A8F',
    to: ['#182A55', '#34205E'],
    ink: '#0F1C3A',
    accents: ['#B8F0D8', '#FFD36B', '#C6B9FF'],
  },
};
const INDUSTRY_TONES: Record<string, Tone> = {
  insurance: COVER_TONES['2-15']!,
  'real-estate': COVER_TONES['sales-associate']!,
  'mental-health': COVER_TONES.lcsw!,
};
export const BRAND_TONE: Tone = {
  from: '#5535F0',
  to: ['#351D9E'],
  ink: '#231266',
  accents: ['#FFC233', '#5CCBFD'],
};

export function coverTone(facts: Pick<CoverFacts, 'specialty' | 'industry'>): Tone {
  return COVER_TONES[facts.specialty] ?? INDUSTRY_TONES[facts.industry] ?? BRAND_TONE;
}

/** Licence labels as the profession writes them (Florida's sales associate is 'SL', its broker 'BK'). */
const LICENCE_LABELS: Record<string, string> = {
  'sales-associate': 'SL',
  broker: 'BK',
  psychology: 'PSY',
};

export function licenceLabel(specialty: string): string {
  const label = LICENCE_LABELS[specialty] ?? specialty.toUpperCase();
  return (
    [...label]
      .filter((character) => character in GLYPHS && character !== ' ')
      .join('')
      .slice(0, 8) || 'CE'
  );
}

/** 32-bit FNV-1a: a slug's stable number. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32 over a seed: the motif's numbers. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const MOTIFS = ['rings', 'dots', 'bands', 'arcs', 'tiles', 'waves', 'grid', 'rays'] as const;
export type Motif = (typeof MOTIFS)[number];

/** What a cover shows, decided from the facts (the drawing follows from this). */
export interface CoverDesign {
  tone: Tone;
  /** The gradient's far end (one of the tone's). */
  to: string;
  accent: string;
  motif: Motif;
  /** Gradient direction: 0–3 (a quarter turn each). */
  turn: number;
  pictogram: Pictogram;
  licence: string;
  /** 'FL', 'FL +5'. */
  state: string;
  /** 'ES', 'EN/ES'; empty: none. */
  language: string;
  /** '4 h', '1.5 h'. */
  hours: string;
  seed: number;
}

export function coverDesign(facts: CoverFacts): CoverDesign {
  const seed = hashText(`${facts.kind}:${facts.slug}`);
  const tone = coverTone(facts);
  const [first = 'FL', ...rest] = facts.states;
  const hours = String(Number(facts.hours) || 0);
  return {
    tone,
    to: tone.to[(seed >>> 12) % tone.to.length]!,
    accent: tone.accents[seed % tone.accents.length]!,
    motif: MOTIFS[(seed >>> 4) % MOTIFS.length]!,
    turn: (seed >>> 8) % 4,
    pictogram: pictogramFor(facts.subject, facts.specialty, facts.industry),
    licence: licenceLabel(facts.specialty),
    state: rest.length > 0 ? `${first} +${rest.length}` : first,
    language: [...new Set(facts.languages)]
      .map((language) => language.toUpperCase())
      .sort()
      .join('/'),
    hours: `${hours} h`,
    seed,
  };
}

const f = (n: number) => String(Math.round(n * 10) / 10);

/** Text as outlined glyphs: the group's paths and the width it takes at `size` px. */
export function outlinedText(text: string, size: number): { paths: string; width: number } {
  const scale = size / GLYPH_UNITS_PER_EM;
  let x = 0;
  const paths: string[] = [];
  for (const character of text) {
    const glyph = GLYPHS[character];
    if (!glyph) continue;
    const [advance, d] = glyph;
    if (d) paths.push(`<path transform="translate(${f(x)} 0) scale(${scale} -${scale})" d="${d}"/>`);
    x += advance * scale;
  }
  return { paths: paths.join(''), width: x };
}

/** A pill with outlined text, its left edge at x and its top at y; returns its SVG and width. */
function pill(
  x: number,
  y: number,
  text: string,
  { size, height, pad, fill, color, icon }: PillStyle,
): { svg: string; width: number } {
  const label = outlinedText(text, size);
  const iconWidth = icon ? size * 1.05 : 0;
  const width = label.width + pad * 2 + iconWidth;
  const capHeight = (GLYPH_CAP_HEIGHT / GLYPH_UNITS_PER_EM) * size;
  const baseline = y + height / 2 + capHeight / 2;
  const iconSvg = icon
    ? `<g transform="translate(${f(x + pad)} ${f(y + height / 2 - size * 0.45)}) scale(${f(size / 26)})" fill="none" stroke="${color}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round">${icon}</g>`
    : '';
  return {
    svg: `<rect x="${f(x)}" y="${f(y)}" width="${f(width)}" height="${height}" rx="${height / 2}" fill="${fill}"/>${iconSvg}<g transform="translate(${f(x + pad + iconWidth)} ${f(baseline)})" fill="${color}">${label.paths}</g>`,
    width,
  };
}
interface PillStyle {
  size: number;
  height: number;
  pad: number;
  fill: string;
  color: string;
  icon?: string;
}

// The disc that holds the pictogram (right half; inside the middle 4:3 too, where a page crops the cover).
const DISC = { x: 462, y: 184, r: 104 } as const;

function motifSvg(motif: Motif, next: () => number): string {
  const { width, height } = COVER_SIZE;
  const white = (opacity: number) => `fill="#fff" fill-opacity="${opacity}"`;
  switch (motif) {
    case 'rings': {
      const cx = DISC.x + (next() - 0.5) * 60;
      const cy = DISC.y + (next() - 0.5) * 40;
      return [150, 200, 250, 300]
        .map(
          (r, i) =>
            `<circle cx="${f(cx)}" cy="${f(cy)}" r="${r}" fill="none" stroke="#fff" stroke-opacity="${(0.16 - i * 0.03).toFixed(2)}" stroke-width="${18 - i * 3}"/>`,
        )
        .join('');
    }
    case 'dots': {
      const step = 22 + Math.round(next() * 6);
      return `<defs><pattern id="m" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><circle cx="${step / 2}" cy="${step / 2}" r="2.6" ${white(0.22)}/></pattern><linearGradient id="mf" x1="0" x2="1"><stop offset="0.25" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff"/></linearGradient><mask id="mm"><rect width="${width}" height="${height}" fill="url(#mf)"/></mask></defs><rect width="${width}" height="${height}" fill="url(#m)" mask="url(#mm)"/>`;
    }
    case 'bands': {
      const angle = next() > 0.5 ? -28 : 28;
      const start = 260 + next() * 80;
      return `<g transform="rotate(${angle} ${width / 2} ${height / 2})">${[0, 1, 2]
        .map(
          (i) =>
            `<rect x="${f(start + i * 110)}" y="-300" width="${56 - i * 12}" height="960" ${white(0.1 + i * 0.02)}/>`,
        )
        .join('')}</g>`;
    }
    case 'arcs': {
      const corner = next() > 0.5;
      const cx = width + 20;
      const cy = corner ? -20 : height + 20;
      return [420, 330, 240]
        .map((r, i) => `<circle cx="${cx}" cy="${cy}" r="${r}" ${white(0.07 + i * 0.03)}/>`)
        .join('');
    }
    case 'tiles': {
      const tiles: string[] = [];
      for (let i = 0; i < 7; i++) {
        const size = 40 + next() * 70;
        const x = 300 + next() * 340;
        const y = -30 + next() * 390;
        tiles.push(
          `<rect x="${f(x)}" y="${f(y)}" width="${f(size)}" height="${f(size)}" rx="${f(size / 5)}" transform="rotate(${f(next() * 90)} ${f(x + size / 2)} ${f(y + size / 2)})" ${white(0.06 + next() * 0.07)}/>`,
        );
      }
      return tiles.join('');
    }
    case 'waves': {
      const phase = next() * 160;
      return [0, 1, 2]
        .map((i) => {
          const y = 250 + i * 40;
          const a = 26 - i * 4;
          return `<path d="M-20 ${y} C ${f(120 + phase)} ${y - a * 2}, ${f(260 + phase)} ${y + a * 2}, 400 ${y} S ${f(560 + phase / 2)} ${y - a * 2}, 680 ${y} V 380 H -20 Z" ${white(0.06 + i * 0.02)}/>`;
        })
        .join('');
    }
    case 'grid': {
      const step = 40;
      const lines: string[] = [];
      for (let x = 320; x <= width; x += step) lines.push(`M${x} 0V${height}`);
      for (let y = 0; y <= height; y += step) lines.push(`M320 ${y}H${width}`);
      return `<path d="${lines.join('')}" stroke="#fff" stroke-opacity="0.1" stroke-width="2" fill="none"/><rect x="${f(330 + next() * 200)}" y="${f(20 + next() * 40)}" width="${step * 2}" height="${step}" ${white(0.1)}/>`;
    }
    case 'rays': {
      const rays: string[] = [];
      const count = 12;
      const offset = next() * 15;
      for (let i = 0; i < count; i += 2) {
        const a0 = ((i * 360) / count + offset) * (Math.PI / 180);
        const a1 = (((i + 1) * 360) / count + offset) * (Math.PI / 180);
        const r = 520;
        rays.push(
          `M${DISC.x} ${DISC.y}L${f(DISC.x + r * Math.cos(a0))} ${f(DISC.y + r * Math.sin(a0))}L${f(DISC.x + r * Math.cos(a1))} ${f(DISC.y + r * Math.sin(a1))}Z`,
        );
      }
      return `<path d="${rays.join('')}" ${white(0.07)}/>`;
    }
  }
}

const GRADIENT_TURNS = [
  'x1="0" y1="0" x2="1" y2="1"',
  'x1="1" y1="0" x2="0" y2="1"',
  'x1="0" y1="1" x2="1" y2="0"',
  'x1="0" y1="0" x2="1" y2="0"',
];

// Small marks drawn beside a label or on the disc (24-unit grid).
const STACK_ICON = '<path d="M12 3 2 8l10 5 10-5z"/><path d="M2 13l10 5 10-5"/>';

/** The cover as an SVG document (640×360, about 5 KB). */
export function coverSvg(facts: CoverFacts): string {
  const design = coverDesign(facts);
  const { tone, accent } = design;
  const { width, height } = COVER_SIZE;
  const next = random(design.seed);

  // The companion circle in the accent colour, at an angle of its own around the disc.
  const angle = (-150 + next() * 120) * (Math.PI / 180);
  const companion = {
    x: DISC.x + Math.cos(angle) * (DISC.r + 6),
    y: DISC.y + Math.sin(angle) * (DISC.r + 6),
    r: 30 + next() * 16,
  };

  // A bundle's disc sits on two offset discs: several courses in one.
  const stack =
    facts.kind === 'bundle'
      ? `<circle cx="${DISC.x + 34}" cy="${DISC.y - 14}" r="${DISC.r}" fill="#fff" fill-opacity="0.18"/><circle cx="${DISC.x + 17}" cy="${DISC.y - 7}" r="${DISC.r}" fill="#fff" fill-opacity="0.35"/>`
      : '';
  const pictogramSize = 120;
  const pictogram = `<g transform="translate(${DISC.x - pictogramSize / 2} ${DISC.y - pictogramSize / 2}) scale(${pictogramSize / 24})" fill="none" stroke="${tone.ink}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${PICTOGRAMS[design.pictogram]}</g>`;
  // Pre-licensing: a graduation cap on an accent badge at the disc's lower right.
  const mark =
    facts.type === 'pre_licensing'
      ? `<circle cx="${DISC.x + 74}" cy="${DISC.y + 74}" r="30" fill="${accent}" stroke="${tone.ink}" stroke-width="4"/><g transform="translate(${DISC.x + 57} ${DISC.y + 57}) scale(${34 / 24})" fill="none" stroke="${tone.ink}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${PICTOGRAMS.cap}</g>`
      : '';

  // The licence at the top left, the facts in chips along the bottom left (left of the disc; a second row above
  // the first when they need it).
  const left = 36;
  const licence = pill(left, 36, design.licence, {
    size: 50,
    height: 82,
    pad: 28,
    fill: '#fff',
    color: tone.ink,
  });
  const chipStyle = { size: 28, height: 50, pad: 17, fill: tone.ink, color: '#fff' } as const;
  const gap = 8;
  // The bottom row passes under the disc's lowest part; a row above it stops short of the disc.
  const rowEnd = (row: number) => (row === 0 ? DISC.x - 42 : DISC.x - DISC.r - 16);
  const texts: Array<[string, string?]> = [[design.state]];
  if (design.language) texts.push([design.language]);
  texts.push([design.hours]);
  if (facts.kind === 'bundle' && facts.courseCount) texts.push([String(facts.courseCount), STACK_ICON]);
  // Rows fill from the bottom: rows[0] is the lowest.
  const rows: Array<Array<[string, string?]>> = [[]];
  let rowWidth = 0;
  for (const entry of texts) {
    const width = pill(0, 0, entry[0], entry[1] ? { ...chipStyle, icon: entry[1] } : chipStyle).width;
    if (rowWidth > 0 && left + rowWidth + width > rowEnd(rows.length - 1)) {
      rows.push([]);
      rowWidth = 0;
    }
    rows.at(-1)!.push(entry);
    rowWidth += width + gap;
  }
  const chips: string[] = [];
  rows.forEach((row, index) => {
    let x = left;
    const y = height - 30 - chipStyle.height - index * (chipStyle.height + gap);
    for (const [text, icon] of row) {
      const chip = pill(x, y, text, icon ? { ...chipStyle, icon } : chipStyle);
      chips.push(chip.svg);
      x += chip.width + gap;
    }
  });

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" ${GRADIENT_TURNS[design.turn]}><stop offset="0" stop-color="${tone.from}"/><stop offset="1" stop-color="${design.to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>${motifSvg(design.motif, next)}${stack}<circle cx="${f(companion.x)}" cy="${f(companion.y)}" r="${f(companion.r)}" fill="${accent}"/><circle cx="${DISC.x}" cy="${DISC.y + 8}" r="${DISC.r}" fill="${tone.ink}" fill-opacity="0.35"/><circle cx="${DISC.x}" cy="${DISC.y}" r="${DISC.r}" fill="#fff"/>${pictogram}${mark}${licence.svg}${chips.join('')}</svg>`;
}
