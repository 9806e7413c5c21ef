// Inline SVG hero illustrations: a phone lesson, a dashboard, a certificate or a map, with floating chips.
// Drawn, not downloaded: no image requests, crisp at any density, themable through the palette below.
import { css } from 'styled-system/css';
import { Icon, type IconName } from '../../ui/icons.tsx';

export type ArtScene = 'phone' | 'dashboard' | 'certificate' | 'map';
export type ArtTone = 'brand' | 'sun' | 'mint' | 'coral' | 'sky';

const tones: Record<ArtTone, { a: string; b: string; soft: string; ink: string }> = {
  brand: { a: '#6A4BFF', b: '#A592FF', soft: '#F1EEFF', ink: '#231266' },
  sun: { a: '#F5A800', b: '#FFD36B', soft: '#FFF6DD', ink: '#5A3B00' },
  mint: { a: '#14B87A', b: '#7BE0B8', soft: '#DDF8EC', ink: '#0A4F34' },
  coral: { a: '#F0563E', b: '#FFA394', soft: '#FFE4E0', ink: '#6B1A0E' },
  sky: { a: '#0B7FB5', b: '#5CCBFD', soft: '#E2F5FF', ink: '#073B55' },
};

export interface HeroArtProps {
  scene: ArtScene;
  tone: ArtTone;
  icon: IconName;
  /** Short labels on the two floating chips (already translated). */
  chips: [string, string];
  /** Accessible description of the picture. */
  label: string;
}

export function HeroArt({ scene, tone, icon, chips, label }: HeroArtProps) {
  const t = tones[tone];
  const id = `g-${scene}-${tone}`;
  return (
    <div className={wrap}>
      <svg viewBox="0 0 480 400" role="img" aria-label={label} className={css({ w: '100%', h: 'auto' })}>
        <defs>
          <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={t.a} />
            <stop offset="1" stopColor={t.b} />
          </linearGradient>
        </defs>
        <path
          d="M72 64C140 2 330 0 410 60s76 200 10 266-250 84-330 34S4 126 72 64z"
          fill={t.soft}
          className={css({ _dark: { opacity: 0.16 } })}
        />
        <circle cx="410" cy="70" r="18" fill={t.b} opacity="0.6" />
        <circle cx="62" cy="330" r="12" fill={t.a} opacity="0.35" />
        {scene === 'phone' && <PhoneScene gradient={id} t={t} />}
        {scene === 'dashboard' && <DashboardScene gradient={id} t={t} />}
        {scene === 'certificate' && <CertificateScene gradient={id} t={t} />}
        {scene === 'map' && <MapScene gradient={id} t={t} />}
      </svg>
      <div className={cx1}>
        <span className={chipIcon} style={{ background: t.a }}>
          <Icon name={icon} size={18} />
        </span>
        {chips[0]}
      </div>
      <div className={cx2}>
        <span className={chipIcon} style={{ background: '#FFC233', color: '#0A0C17' }}>
          <Icon name="star" size={18} />
        </span>
        {chips[1]}
      </div>
    </div>
  );
}

type Palette = (typeof tones)[ArtTone];

function PhoneScene({ gradient, t }: { gradient: string; t: Palette }) {
  return (
    <g>
      <rect x="150" y="40" width="180" height="330" rx="30" fill="#111423" />
      <rect x="160" y="52" width="160" height="306" rx="22" fill="#FFFFFF" />
      <rect x="176" y="72" width="128" height="80" rx="14" fill={`url(#${gradient})`} />
      <path d="m230 98 26 14-26 14z" fill="#FFFFFF" />
      <rect x="176" y="168" width="96" height="10" rx="5" fill="#D8DCE8" />
      <rect x="176" y="186" width="64" height="10" rx="5" fill="#ECEEF5" />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect
            x="176"
            y={210 + i * 40}
            width="128"
            height="30"
            rx="10"
            fill={i === 1 ? t.soft : '#F6F7FB'}
            stroke={i === 1 ? t.a : '#D8DCE8'}
            strokeWidth="2"
          />
          <circle cx="192" cy={225 + i * 40} r="6" fill={i === 1 ? t.a : '#D8DCE8'} />
          <rect x="206" y={221 + i * 40} width={70 - i * 10} height="8" rx="4" fill="#B4BACD" />
        </g>
      ))}
      <rect x="176" y="334" width="128" height="8" rx="4" fill="#ECEEF5" />
      <rect x="176" y="334" width="86" height="8" rx="4" fill={t.a} />
    </g>
  );
}

function DashboardScene({ gradient, t }: { gradient: string; t: Palette }) {
  const bars = [70, 110, 90, 150, 130, 190];
  return (
    <g>
      <rect x="70" y="70" width="340" height="250" rx="22" fill="#FFFFFF" stroke="#ECEEF5" strokeWidth="2" />
      <rect x="94" y="94" width="120" height="12" rx="6" fill="#D8DCE8" />
      <rect x="94" y="114" width="80" height="10" rx="5" fill="#ECEEF5" />
      <rect x="306" y="92" width="80" height="30" rx="15" fill={t.soft} />
      <rect x="318" y="103" width="56" height="8" rx="4" fill={t.a} />
      {bars.map((h, i) => (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative bars
          key={i}
          x={106 + i * 46}
          y={296 - h}
          width="28"
          height={h}
          rx="8"
          fill={i === bars.length - 1 ? `url(#${gradient})` : '#ECEEF5'}
        />
      ))}
      <path
        d="M110 250C160 232 190 240 230 210s80-30 150-80"
        fill="none"
        stroke={t.ink}
        strokeWidth="4"
        strokeLinecap="round"
        opacity="0.7"
      />
      <circle cx="380" cy="130" r="8" fill={t.a} stroke="#FFFFFF" strokeWidth="4" />
    </g>
  );
}

function CertificateScene({ gradient, t }: { gradient: string; t: Palette }) {
  return (
    <g>
      <rect x="86" y="78" width="308" height="224" rx="18" fill="#FFFFFF" stroke="#ECEEF5" strokeWidth="2" />
      <rect
        x="100"
        y="92"
        width="280"
        height="196"
        rx="12"
        fill="none"
        stroke={t.b}
        strokeWidth="2"
        strokeDasharray="6 6"
      />
      <rect x="170" y="118" width="140" height="14" rx="7" fill={t.ink} opacity="0.8" />
      <rect x="140" y="146" width="200" height="10" rx="5" fill="#D8DCE8" />
      <rect x="160" y="166" width="160" height="10" rx="5" fill="#ECEEF5" />
      <rect x="130" y="240" width="90" height="6" rx="3" fill="#B4BACD" />
      <circle cx="320" cy="246" r="34" fill={`url(#${gradient})`} />
      <path
        d="m306 246 10 10 20-20"
        fill="none"
        stroke="#FFFFFF"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="m302 276-8 40 26-14 26 14-8-40" fill={t.a} opacity="0.85" />
    </g>
  );
}

function MapScene({ gradient, t }: { gradient: string; t: Palette }) {
  return (
    <g>
      <circle cx="240" cy="200" r="130" fill="#FFFFFF" stroke="#ECEEF5" strokeWidth="2" />
      <path
        d="M130 170c30-20 60-10 80 6s50 10 60-10 60-26 90 4M122 230c40 16 70 0 100-12s70 4 90 20 30 6 50-6"
        fill="none"
        stroke="#D8DCE8"
        strokeWidth="3"
      />
      <path
        d="M176 130c34-6 56 10 62 34s-12 40 6 58 58 10 70 36"
        fill="none"
        stroke={`url(#${gradient})`}
        strokeWidth="6"
        strokeLinecap="round"
        strokeDasharray="2 12"
      />
      <circle cx="176" cy="130" r="14" fill={t.a} />
      <circle cx="176" cy="130" r="5" fill="#FFFFFF" />
      <path d="M314 252c0-18 26-18 26 0 0 14-13 28-13 28s-13-14-13-28z" fill={t.ink} />
      <circle cx="327" cy="252" r="5" fill="#FFFFFF" />
    </g>
  );
}

const wrap = css({ position: 'relative', maxW: '520px', mx: 'auto', w: '100%' });
const chip = {
  position: 'absolute',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  bg: 'bg.card',
  color: 'fg',
  border: '1px solid',
  borderColor: 'border',
  boxShadow: 'pop',
  borderRadius: 'pill',
  pl: '1.5',
  pr: '4',
  py: '1.5',
  fontSize: { base: 'xs', sm: 'sm' },
  fontWeight: '700',
  animation: 'float 5s ease-in-out infinite',
  maxW: '62%',
} as const;
const cx1 = css({ ...chip, top: '8%', left: '0' });
const cx2 = css({ ...chip, bottom: '6%', right: '0', animationDelay: '1.2s' });
const chipIcon = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '8',
  h: '8',
  borderRadius: 'pill',
  color: 'white',
  flexShrink: 0,
});
