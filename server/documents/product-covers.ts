import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import type { ProductCoverFacts } from '../../src/domain/catalog/index.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { type CoverFacts, coverDesign, coverSvg } from '../../src/ui/covers/cover.ts';
import { HEADING_FONT, loadHeadingFonts } from './heading-fonts.ts';
import { el } from './satori-nodes.ts';

// A course's or bundle's cover (src/ui/covers/, decision 058) from the facts the domain reads, and its social image:
// a 1200×630 PNG (what link previews show; they do not show SVG) with the title in the site's heading font beside
// the cover. satori lays it out, resvg rasterises it, sharp packs it in a palette (~150 ms): the route keeps the bytes
// in memory.

export const PRODUCT_SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The drawing's facts: the titles in both languages say what it teaches. */
export function coverFactsOf(facts: ProductCoverFacts): CoverFacts {
  return {
    kind: facts.kind,
    slug: facts.slug,
    industry: facts.industry,
    specialty: facts.specialty,
    subject: `${facts.titleEn} ${facts.titleEs}`,
    states: facts.states,
    languages: facts.languages,
    hours: facts.hours,
    type: facts.type,
    ...(facts.courseCount === undefined ? {} : { courseCount: facts.courseCount }),
  };
}

export function renderCoverSvg(facts: ProductCoverFacts): string {
  return coverSvg(coverFactsOf(facts));
}

const TEXT = {
  es: {
    course: (type: string) =>
      type === 'pre_licensing' ? 'Curso de prelicencia' : 'Curso de educación continua',
    bundle: (count: number) => `Paquete de ${count} ${count === 1 ? 'curso' : 'cursos'}`,
    hours: (hours: string) => `${hours.replace('.', ',')} ${hours === '1' ? 'hora' : 'horas'} de crédito`,
    languages: { es: 'Español', en: 'Inglés', pt: 'Portugués' } as Record<string, string>,
  },
  en: {
    course: (type: string) =>
      type === 'pre_licensing' ? 'Pre-licensing course' : 'Continuing education course',
    bundle: (count: number) => `Bundle of ${count} ${count === 1 ? 'course' : 'courses'}`,
    hours: (hours: string) => `${hours} credit ${hours === '1' ? 'hour' : 'hours'}`,
    languages: { es: 'Spanish', en: 'English', pt: 'Portuguese' } as Record<string, string>,
  },
} as const;

/** At most `max` characters, cut at a word with an ellipsis. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}

export async function renderProductSocialImage(facts: ProductCoverFacts, locale: Locale): Promise<Buffer> {
  const text = TEXT[locale];
  const cover = coverFactsOf(facts);
  const { tone, to, state, licence } = coverDesign(cover);
  const title = clip(locale === 'en' ? facts.titleEn : facts.titleEs, 96);
  const eyebrow = facts.kind === 'bundle' ? text.bundle(facts.courseCount ?? 0) : text.course(facts.type);
  const details = [
    licence,
    state,
    text.hours(facts.hours),
    facts.languages.map((language) => text.languages[language] ?? language.toUpperCase()).join(' / '),
  ].join('  ·  ');
  const image = `data:image/svg+xml;base64,${Buffer.from(coverSvg(cover)).toString('base64')}`;
  const tree = el(
    'div',
    {
      display: 'flex',
      width: '100%',
      height: '100%',
      alignItems: 'center',
      padding: '0 64px',
      gap: '56px',
      backgroundImage: `linear-gradient(135deg, ${tone.from} 0%, ${to} 100%)`,
      color: '#FFFFFF',
      fontFamily: HEADING_FONT,
    },
    [
      el('div', { display: 'flex', flexDirection: 'column', width: 552, flexShrink: 0, gap: '24px' }, [
        el(
          'div',
          {
            display: 'flex',
            alignSelf: 'flex-start',
            fontSize: 26,
            fontWeight: 800,
            padding: '8px 22px',
            borderRadius: '999px',
            backgroundColor: tone.ink,
          },
          eyebrow,
        ),
        el(
          'div',
          {
            fontSize: title.length > 70 ? 46 : title.length > 40 ? 54 : 62,
            fontWeight: 800,
            lineHeight: 1.12,
            letterSpacing: '-1px',
          },
          title,
        ),
        el('div', { fontSize: 26, fontWeight: 400, lineHeight: 1.35 }, details),
        el(
          'div',
          {
            display: 'flex',
            alignSelf: 'flex-start',
            marginTop: '12px',
            fontSize: 30,
            fontWeight: 800,
            padding: '6px 22px',
            borderRadius: '999px',
            backgroundColor: '#FFFFFF',
            color: tone.ink,
          },
          'Quest',
        ),
      ]),
      el(
        'img',
        {
          width: 480,
          height: 270,
          flexShrink: 0,
          borderRadius: '28px',
          border: '6px solid rgba(255,255,255,0.85)',
        },
        undefined,
        {
          src: image,
          width: 480,
          height: 270,
        },
      ),
    ],
  );
  const svg = await satori(tree as Parameters<typeof satori>[0], {
    ...PRODUCT_SOCIAL_IMAGE_SIZE,
    fonts: await loadHeadingFonts(),
  });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: PRODUCT_SOCIAL_IMAGE_SIZE.width } })
    .render()
    .asPng();
  // A flat drawing: a 256-colour palette keeps it ~45 KB instead of ~190 KB, with no visible difference.
  return sharp(Buffer.from(png)).png({ palette: true, effort: 7 }).toBuffer();
}
