import { spriteHref } from '../../ui/icons.tsx';
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

/**
 * A phone showing a lesson in play: question, answers, XP and streak. The drawing is the sprite's `hero-phone`
 * (cached with the icons); only the text, in the page's locale, is in the page.
 */
export function HeroIllustration({ text }: { text: HomeContent['illustration'] }) {
  return (
    <svg
      viewBox="0 0 420 460"
      role="img"
      aria-label={text.lessonTitle}
      width="100%"
      style={{ maxWidth: 420 }}
    >
      <use href={spriteHref('hero-phone')} />
      <g fontFamily="Inter Variable, sans-serif" fontWeight="600" fill="#111423" fontSize="12">
        <text
          x="136"
          y="100"
          fontFamily="Plus Jakarta Sans Variable, sans-serif"
          fontSize="13"
          fontWeight="800"
        >
          {text.lessonTitle}
        </text>
        <text x="146" y="140" fontSize="11" fill="#351D9E">
          {wrapWords(text.question, 22).map((line, index) => (
            <tspan key={line} x="146" dy={index === 0 ? 0 : 16}>
              {line}
            </tspan>
          ))}
        </text>
        {text.answers.map((answer, index) => (
          <text key={answer} x="150" y={225 + index * 46}>
            {answer}
          </text>
        ))}
        <text x="324" y="145" fontSize="13" fontWeight="800">
          {text.xp}
        </text>
        <text x="72" y="277" fontSize="13" fontWeight="800">
          {text.streak}
        </text>
      </g>
    </svg>
  );
}
