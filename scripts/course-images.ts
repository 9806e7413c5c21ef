// node scripts/course-images.ts — draws the catalogue's cover images at the paths the seed names
// (public/images/catalog/{industry}-{1..3}.svg): 1600×900 SVG illustrations in each industry's colours, so the image
// endpoint has real sources to resize (nothing can be downloaded here). Run again after changing the drawing.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { COVER_IMAGE } from '../src/domain/images.ts';
import { COVER_TONES } from '../src/ui/cover-tones.ts';

// The industry's pictogram on a 24-unit grid (the same shapes as the cards' icons).
const ICONS: Record<string, string[]> = {
  insurance: ['M12 3l7 3v5c0 4.6-3 8.4-7 10-4-1.6-7-5.4-7-10V6l7-3Z', 'M9 12l2 2 4-4'],
  'real-estate': ['M3 11l9-7 9 7', 'M5 10v10h14V10', 'M10 20v-6h4v6'],
  'mental-health': [
    'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z',
    'M8.5 11h2l1-2 1.5 4 1-2h1.5',
  ],
};

/** A small deterministic generator, so each variant gets its own but stable arrangement of shapes. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function drawCover(key: string, industry: string, variant: number): string {
  const [from, via, to] = COVER_TONES[key] ?? COVER_TONES['insurance-1']!;
  const { width, height } = COVER_IMAGE;
  const next = random(variant * 7919 + industry.length * 104_729);
  const bubbles = Array.from({ length: 14 }, () => {
    const r = 30 + next() * 140;
    return `<circle cx="${(next() * width).toFixed(0)}" cy="${(next() * height).toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" opacity="${(0.05 + next() * 0.1).toFixed(2)}"/>`;
  }).join('');
  const waves = [0, 1, 2]
    .map((i) => {
      const y = 560 + i * 90 + variant * 20;
      return `<path d="M0 ${y} C 400 ${y - 120}, 800 ${y + 120}, 1600 ${y - 40} L1600 900 L0 900 Z" fill="${i === 1 ? to : '#fff'}" opacity="${i === 1 ? 0.35 : 0.08}"/>`;
    })
    .join('');
  const icon = (ICONS[industry] ?? ICONS.insurance!).map((d) => `<path d="${d}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="0.6" stop-color="${via}"/><stop offset="1.4" stop-color="${to}"/></linearGradient>
<pattern id="dots" width="44" height="44" patternUnits="userSpaceOnUse"><circle cx="6" cy="6" r="3" fill="#fff" opacity="0.18"/></pattern></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/><rect width="${width}" height="${height}" fill="url(#dots)"/>
${bubbles}${waves}
<g transform="translate(${width / 2 - 180} ${height / 2 - 200}) scale(15)" fill="none" stroke="#fff" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round">${icon}</g>
</svg>
`;
}

const outDir = path.resolve(import.meta.dirname, '..', 'public', 'images', 'catalog');
await mkdir(outDir, { recursive: true });
for (const key of Object.keys(COVER_TONES)) {
  const [, industry = 'insurance', variant = '1'] = /^(.+)-(\d)$/.exec(key) ?? [];
  await writeFile(path.join(outDir, `${key}.svg`), drawCover(key, industry, Number(variant)));
}
console.log(`${Object.keys(COVER_TONES).length} covers written to ${path.relative(process.cwd(), outDir)}/`);
