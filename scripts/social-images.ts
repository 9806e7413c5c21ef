// Social preview images (Open Graph, Twitter card): one 1200×630 PNG per page type and locale, rendered from
// HTML templates in Debian's Chromium (playwright-core) with the site's own fonts, into public/social/.
// Usage: node scripts/social-images.ts [--out public/social]
// Social networks do not show SVG; keep the drawings flat (few colours) so the PNGs stay small.
import { readFileSync } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  SOCIAL_IMAGE_KINDS,
  SOCIAL_IMAGE_SIZE,
  type SocialImageKind,
} from '../src/features/seo/social-image.ts';
import type { Locale } from '../src/i18n/locales.ts';
import { launchBrowser } from '../tests/helpers/browser.ts';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'public/social' } } });

const font = (file: string) =>
  `data:font/woff2;base64,${readFileSync(path.join('node_modules/@fontsource-variable', file)).toString('base64')}`;
const FONTS = `
@font-face { font-family: 'Jakarta'; font-weight: 200 800; src: url(${font('plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2')}) format('woff2'); }
@font-face { font-family: 'Jakarta'; font-weight: 200 800; unicode-range: U+0100-024F, U+1E00-1EFF; src: url(${font('plus-jakarta-sans/files/plus-jakarta-sans-latin-ext-wght-normal.woff2')}) format('woff2'); }
@font-face { font-family: 'Inter'; font-weight: 100 900; src: url(${font('inter/files/inter-latin-wght-normal.woff2')}) format('woff2'); }`;

// The brand palette (panda.config.ts tokens).
const C = {
  brand600: '#5535F0',
  brand800: '#351D9E',
  brand100: '#E2DCFF',
  sky: '#25B9FC',
  sun: '#FFC233',
  mint: '#14B87A',
  coral: '#F0563E',
  ink: '#0A0C17',
};

interface Copy {
  eyebrow: string;
  title: string;
  text: string;
}

const COPY: Record<SocialImageKind, Record<Locale, Copy>> = {
  home: {
    es: {
      eyebrow: 'Aprende jugando',
      title: 'Aprende lo que necesitas para crecer en EE. UU.',
      text: 'Inglés, finanzas, ciudadanía y cursos acreditados, en español.',
    },
    en: {
      eyebrow: 'Learn by playing',
      title: 'Learn what you need to get ahead in the US',
      text: 'English, personal finance, citizenship and accredited courses, in Spanish.',
    },
  },
  catalog: {
    es: {
      eyebrow: 'Cursos acreditados',
      title: 'Educación continua y prelicencia para tu licencia',
      text: 'Seguros, bienes raíces y salud mental.',
    },
    en: {
      eyebrow: 'Accredited courses',
      title: 'Continuing education and pre-licensing for your license',
      text: 'Insurance, real estate and mental health.',
    },
  },
  bundle: {
    es: {
      eyebrow: 'Paquetes',
      title: 'Las horas de tu renovación en un solo paquete',
      text: 'Cursos acreditados por estado y especialidad.',
    },
    en: {
      eyebrow: 'Bundles',
      title: 'The hours your renewal needs, in one bundle',
      text: 'Accredited courses by state and specialty.',
    },
  },
  audience: {
    es: {
      eyebrow: 'Quest para ti',
      title: 'Cursos que se juegan como un videojuego',
      text: 'Para estudiantes, profesionales, empresas y agencias.',
    },
    en: {
      eyebrow: 'Quest for you',
      title: 'Courses you play like a video game',
      text: 'For learners, professionals, companies and agencies.',
    },
  },
  generic: {
    es: {
      eyebrow: 'Quest',
      title: 'Aprende jugando, en español',
      text: 'Lecciones de cinco minutos desde tu celular.',
    },
    en: {
      eyebrow: 'Quest',
      title: 'Learn by playing, in Spanish',
      text: 'Five-minute lessons on your phone.',
    },
  },
};

const LOGO = `<svg width="72" height="72" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="#fff"/><path d="M32 12a20 20 0 1 0 11.6 36.3l5.2 5.2 5.6-5.6-5.2-5.2A20 20 0 0 0 32 12Zm0 8a12 12 0 1 1 0 24 12 12 0 0 1 0-24Z" fill="${C.brand600}"/><circle cx="46" cy="18" r="5" fill="${C.sun}"/></svg>`;

/** The drawing on the right: a course card, a stack of cards (bundle), a progress ring… per page type. */
function art(kind: SocialImageKind): string {
  const card = (x: number, y: number, rotate: number, accent: string, extra = '') =>
    `<div class="card" style="left:${x}px;top:${y}px;transform:rotate(${rotate}deg)"><div class="cover" style="background:${accent}"></div><div class="line w80"></div><div class="line w50"></div>${extra}</div>`;
  const stars = `<div class="stars">${'<span></span>'.repeat(5)}</div>`;
  switch (kind) {
    case 'catalog':
      return card(820, 130, 4, C.sky, stars) + `<div class="badge" style="left:770px;top:400px">CE</div>`;
    case 'bundle':
      return (
        card(860, 110, 10, C.coral) +
        card(830, 125, 3, C.mint) +
        card(800, 140, -4, C.sky, stars) +
        `<div class="badge" style="left:730px;top:450px">+3</div>`
      );
    case 'audience':
      return `<div class="ring"></div><div class="xp">XP</div><div class="dot" style="left:1040px;top:110px;background:${C.mint}"></div><div class="dot" style="left:790px;top:470px;background:${C.coral}"></div>`;
    default:
      return `<div class="ring"></div><div class="dot big" style="left:1010px;top:150px"></div><div class="dot" style="left:790px;top:470px;background:${C.sky}"></div>`;
  }
}

function html(kind: SocialImageKind, locale: Locale): string {
  const copy = COPY[kind][locale];
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><style>${FONTS}
* { box-sizing: border-box; margin: 0; }
body { width: ${SOCIAL_IMAGE_SIZE.width}px; height: ${SOCIAL_IMAGE_SIZE.height}px; overflow: hidden; position: relative;
  background: ${C.brand600}; color: #fff; font-family: Inter, sans-serif; }
.band { position: absolute; right: -120px; top: -120px; width: 620px; height: 870px; border-radius: 310px;
  background: ${C.brand800}; transform: rotate(18deg); }
.text { position: absolute; left: 80px; top: 64px; width: 640px; height: 502px; display: flex; flex-direction: column; }
.brand { display: flex; align-items: center; gap: 18px; font-family: Jakarta; font-weight: 800; font-size: 48px; letter-spacing: -0.03em; }
.eyebrow { margin-top: auto; align-self: flex-start; background: ${C.sun}; color: ${C.ink}; font-weight: 700; font-size: 26px;
  padding: 8px 22px; border-radius: 999px; }
h1 { margin-top: 22px; font-family: Jakarta; font-weight: 800; font-size: 60px; line-height: 1.08; letter-spacing: -0.02em; }
p { margin-top: 20px; font-size: 28px; line-height: 1.35; color: ${C.brand100}; }
.card { position: absolute; width: 300px; height: 330px; background: #fff; border-radius: 28px; padding: 22px; }
.cover { height: 150px; border-radius: 18px; }
.line { height: 18px; border-radius: 9px; background: #D8DCE8; margin-top: 20px; }
.w80 { width: 80%; } .w50 { width: 50%; }
.stars { display: flex; gap: 8px; margin-top: 22px; }
.stars span { width: 24px; height: 24px; border-radius: 50%; background: ${C.sun}; }
.badge { position: absolute; width: 120px; height: 120px; border-radius: 50%; background: ${C.sun}; color: ${C.ink};
  display: flex; align-items: center; justify-content: center; font-family: Jakarta; font-weight: 800; font-size: 44px; }
.ring { position: absolute; left: 800px; top: 135px; width: 330px; height: 330px; border-radius: 50%;
  border: 44px solid rgba(255,255,255,0.18); border-top-color: ${C.sun}; border-right-color: ${C.sun}; }
.xp { position: absolute; left: 905px; top: 255px; width: 120px; text-align: center; font-family: Jakarta; font-weight: 800; font-size: 64px; }
.dot { position: absolute; width: 56px; height: 56px; border-radius: 50%; background: ${C.sun}; }
.dot.big { width: 90px; height: 90px; background: ${C.sun}; }
</style></head><body><div class="band"></div>${art(kind)}
<div class="text"><div class="brand">${LOGO}Quest</div><div class="eyebrow">${copy.eyebrow}</div><h1>${copy.title}</h1><p>${copy.text}</p></div>
</body></html>`;
}

await mkdir(values.out, { recursive: true });
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: SOCIAL_IMAGE_SIZE, deviceScaleFactor: 1 });
  for (const kind of SOCIAL_IMAGE_KINDS) {
    for (const locale of ['es', 'en'] as const) {
      await page.setContent(html(kind, locale), { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      const file = path.join(values.out, `${kind}-${locale}.png`);
      await writeFile(file, await page.screenshot({ type: 'png' }));
      console.log(`${file} ${Math.round((await stat(file)).size / 1024)} KB`);
    }
  }
} finally {
  await browser.close();
}
