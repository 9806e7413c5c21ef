// node scripts/educator-images.ts — draws a portrait for each seeded educator (public/images/educators/{slug}.png,
// 480×480): an illustrated bust in its own colours, drawn as SVG and rendered to PNG with sharp, so the image
// endpoint has real raster sources for the educator cards (nothing can be downloaded here). Run again after changing
// the drawing or the seed's educators.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { INSTRUCTORS } from '../src/db/seed/data.ts';
import { EDUCATOR_PHOTO, educatorPhotoPath } from '../src/domain/images.ts';

const BACKGROUNDS = [
  ['#6d4aff', '#25b9fc'],
  ['#0f766e', '#5eead4'],
  ['#b45309', '#fcd34d'],
  ['#be185d', '#f9a8d4'],
  ['#1d4ed8', '#93c5fd'],
  ['#4d7c0f', '#bef264'],
];
const SKIN = ['#f1c7a5', '#c68863', '#8d5a3b', '#e0ac80', '#a86b47', '#f5d0b5'];
const HAIR = ['#2b1a12', '#4a2f1e', '#111111', '#6b4423', '#1f1410', '#8a5a33'];
const SHIRTS = ['#ffffff', '#1e293b', '#f8fafc', '#334155', '#fef3c7', '#e2e8f0'];

function portrait(index: number, longHair: boolean): string {
  const { width, height } = EDUCATOR_PHOTO;
  const [from, to] = BACKGROUNDS[index % BACKGROUNDS.length] as [string, string];
  const skin = SKIN[index % SKIN.length];
  const hair = HAIR[(index * 5) % HAIR.length];
  const shirt = SHIRTS[(index * 7) % SHIRTS.length];
  const hairBack = longHair
    ? `<path d="M150 200 C150 110 330 110 330 200 L345 330 C300 360 180 360 135 330 Z" fill="${hair}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 480 480">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="light" cx="0.3" cy="0.2" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="480" height="480" fill="url(#bg)"/><rect width="480" height="480" fill="url(#light)"/>
<circle cx="400" cy="80" r="60" fill="#fff" opacity="0.12"/><circle cx="70" cy="420" r="90" fill="#fff" opacity="0.08"/>
${hairBack}
<path d="M70 480 C80 370 160 330 240 330 C320 330 400 370 410 480 Z" fill="${shirt}"/>
<path d="M205 300 h70 v50 c-10 20-60 20-70 0 Z" fill="${skin}"/>
<path d="M200 345 L240 400 L280 345" fill="none" stroke="${from}" stroke-width="10" stroke-linejoin="round"/>
<ellipse cx="240" cy="225" rx="82" ry="98" fill="${skin}"/>
<path d="M150 235 C128 95 352 95 330 235 C322 190 300 176 282 172 C250 186 200 184 178 166 C162 182 154 205 150 235 Z" fill="${hair}"/>
<ellipse cx="208" cy="232" rx="9" ry="11" fill="#1f2937"/><ellipse cx="272" cy="232" rx="9" ry="11" fill="#1f2937"/>
<path d="M190 205 q18 -10 36 0 M254 205 q18 -10 36 0" stroke="${hair}" stroke-width="7" stroke-linecap="round" fill="none"/>
<path d="M210 280 q30 24 60 0" stroke="#7c2d12" stroke-width="7" stroke-linecap="round" fill="none"/>
<ellipse cx="190" cy="265" rx="14" ry="8" fill="#f87171" opacity="0.25"/><ellipse cx="290" cy="265" rx="14" ry="8" fill="#f87171" opacity="0.25"/>
</svg>
`;
}

const publicDir = path.resolve(import.meta.dirname, '..', 'public');
const first = INSTRUCTORS[0];
if (first)
  await mkdir(path.dirname(path.join(publicDir, educatorPhotoPath(first.slug))), { recursive: true });
let index = 0;
for (const educator of INSTRUCTORS) {
  const longHair = /^(Mariana|Lucía|Ana)/.test(educator.name);
  const png = await sharp(Buffer.from(portrait(index, longHair)))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
  await writeFile(path.join(publicDir, educatorPhotoPath(educator.slug)), png);
  index += 1;
}
console.log(`${INSTRUCTORS.length} portraits written to public/images/educators/`);
