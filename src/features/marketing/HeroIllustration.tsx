import type { HomeContent } from './home-content.ts';

/** Breaks text into lines of at most `width` characters at word boundaries (SVG text does not wrap). */
function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + word.length + 1 <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A phone showing a lesson in play: question, answers, XP and streak. Pure SVG, text from the page's locale. */
export function HeroIllustration({ text }: { text: HomeContent['illustration'] }) {
  return (
    <svg
      viewBox="0 0 420 460"
      role="img"
      aria-label={text.lessonTitle}
      width="100%"
      style={{ maxWidth: 420 }}
    >
      <defs>
        <linearGradient id="hero-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6A4BFF" />
          <stop offset="1" stopColor="#25B9FC" />
        </linearGradient>
        <filter id="hero-shadow" x="-20%" y="-20%" width="140%" height="140%">
          <feDropShadow dx="0" dy="18" stdDeviation="18" floodColor="#111423" floodOpacity="0.25" />
        </filter>
      </defs>
      <circle cx="210" cy="230" r="200" fill="url(#hero-bg)" opacity="0.18" />
      <circle cx="360" cy="70" r="26" fill="#FFC233" />
      <circle cx="52" cy="360" r="16" fill="#14B87A" />
      <g filter="url(#hero-shadow)">
        <rect x="110" y="30" width="200" height="400" rx="34" fill="#111423" />
        <rect x="120" y="42" width="180" height="376" rx="26" fill="#FFFFFF" />
      </g>
      <rect x="136" y="62" width="148" height="10" rx="5" fill="#ECEEF5" />
      <rect x="136" y="62" width="96" height="10" rx="5" fill="#14B87A" />
      <text
        x="136"
        y="100"
        fontFamily="Plus Jakarta Sans Variable, sans-serif"
        fontSize="13"
        fontWeight="800"
        fill="#111423"
      >
        {text.lessonTitle}
      </text>
      <rect x="136" y="116" width="148" height="70" rx="14" fill="#F1EEFF" />
      <text
        x="146"
        y="140"
        fontFamily="Inter Variable, sans-serif"
        fontSize="11"
        fontWeight="600"
        fill="#351D9E"
      >
        {wrapWords(text.question, 22).map((line, index) => (
          <tspan key={line} x="146" dy={index === 0 ? 0 : 16}>
            {line}
          </tspan>
        ))}
      </text>
      {text.answers.map((answer, index) => (
        <g key={answer} transform={`translate(136 ${202 + index * 46})`}>
          <rect
            width="148"
            height="36"
            rx="12"
            fill={index === 0 ? '#DDF8EC' : '#FFFFFF'}
            stroke={index === 0 ? '#14B87A' : '#D8DCE8'}
            strokeWidth="2"
          />
          <text
            x="14"
            y="23"
            fontFamily="Inter Variable, sans-serif"
            fontSize="12"
            fontWeight="600"
            fill="#111423"
          >
            {answer}
          </text>
          {index === 0 && (
            <path d="M124 13l5 5 9-9" stroke="#0A7A50" strokeWidth="3" fill="none" strokeLinecap="round" />
          )}
        </g>
      ))}
      <rect x="136" y="350" width="148" height="40" rx="20" fill="#5535F0" />
      <path d="M196 370h28M214 362l8 8-8 8" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
      <g transform="translate(282 118)">
        <rect width="104" height="44" rx="22" fill="#FFFFFF" stroke="#D8DCE8" strokeWidth="1.5" />
        <circle cx="22" cy="22" r="13" fill="#FFC233" />
        <path d="M22 14l2.6 5.3 5.8.8-4.2 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.2-4.1 5.8-.8Z" fill="#fff" />
        <text
          x="42"
          y="27"
          fontFamily="Inter Variable, sans-serif"
          fontSize="13"
          fontWeight="800"
          fill="#111423"
        >
          {text.xp}
        </text>
      </g>
      <g transform="translate(30 250)">
        <rect width="112" height="44" rx="22" fill="#FFFFFF" stroke="#D8DCE8" strokeWidth="1.5" />
        <path
          d="M24 10c6 6 10 11 10 17a10 10 0 0 1-20 0c0-4 2-7 5-10 0 4 2 6 4 6-1-5 0-9 1-13Z"
          fill="#F0563E"
        />
        <text
          x="42"
          y="27"
          fontFamily="Inter Variable, sans-serif"
          fontSize="13"
          fontWeight="800"
          fill="#111423"
        >
          {text.streak}
        </text>
      </g>
    </svg>
  );
}
