import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import type { SharedAchievement } from '../../src/domain/learners/index.ts';
import { formatDate } from '../../src/i18n/format.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { badgeSvg } from '../../src/ui/badges.ts';
import { loadHeadingFonts } from './heading-fonts.ts';
import { el } from './satori-nodes.ts';

// The Open Graph image of an achievement share page (1200×630 PNG): satori lays the card out as SVG with the
// site's heading font (heading-fonts.ts), resvg turns it into a PNG.
// ~40 ms a card: the route caches the bytes in memory (achievement × learner × language).

export const ACHIEVEMENT_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const TEXT = {
  es: {
    earned: (name: string) => `${name} consiguió un logro`,
    on: (date: string) => `Conseguido el ${date}`,
  },
  en: {
    earned: (name: string) => `${name} earned an achievement`,
    on: (date: string) => `Earned on ${date}`,
  },
} as const;

export async function renderAchievementImage(shared: SharedAchievement, locale: Locale): Promise<Buffer> {
  const text = TEXT[locale];
  const date = formatDate(shared.earnedAt, locale);
  const badge = `data:image/svg+xml;base64,${Buffer.from(badgeSvg(shared.achievement.badge, 320)).toString('base64')}`;
  const title = shared.achievement.title;
  const tree = el(
    'div',
    {
      display: 'flex',
      width: '100%',
      height: '100%',
      alignItems: 'center',
      padding: '0 80px',
      gap: '64px',
      backgroundImage: 'linear-gradient(135deg, #5535F0 0%, #351D9E 55%, #231266 100%)',
      color: '#FFFFFF',
      fontFamily: 'Plus Jakarta Sans',
    },
    [
      el('img', { width: 320, height: 320 }, undefined, { src: badge, width: 320, height: 320 }),
      el('div', { display: 'flex', flexDirection: 'column', flex: 1, gap: '18px' }, [
        el('div', { fontSize: 30, fontWeight: 800, color: '#FFD36B' }, text.earned(shared.learner.firstName)),
        el(
          'div',
          { fontSize: title.length > 22 ? 64 : 78, fontWeight: 800, lineHeight: 1.05, letterSpacing: '-1px' },
          title,
        ),
        el(
          'div',
          { fontSize: 30, fontWeight: 400, color: '#E2DCFF', lineHeight: 1.3 },
          shared.achievement.description,
        ),
        el('div', { display: 'flex', alignItems: 'center', gap: '16px', marginTop: '18px' }, [
          el(
            'div',
            {
              fontSize: 30,
              fontWeight: 800,
              padding: '6px 20px',
              borderRadius: '999px',
              backgroundColor: '#FFFFFF',
              color: '#4526CC',
            },
            'Quest',
          ),
          el('div', { fontSize: 24, fontWeight: 400, color: '#C6B9FF' }, text.on(date)),
        ]),
      ]),
    ],
  );
  const svg = await satori(tree as Parameters<typeof satori>[0], {
    ...ACHIEVEMENT_IMAGE_SIZE,
    fonts: await loadHeadingFonts(),
  });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: ACHIEVEMENT_IMAGE_SIZE.width } })
    .render()
    .asPng();
  return Buffer.from(png);
}
