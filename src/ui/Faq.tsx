import { css } from 'styled-system/css';
import { PlusIcon } from './icons.tsx';

export interface FaqEntry {
  q: string;
  a: string;
}

/**
 * Questions as native <details> (readable and operable without JavaScript, announced properly).
 * `sign` 'drawn' draws the plus (home, catalogue); 'plus' sets a '+' in the brand colour (landing pages).
 */
export function FaqList({ items, sign = 'drawn' }: { items: readonly FaqEntry[]; sign?: 'drawn' | 'plus' }) {
  const drawn = sign === 'drawn';
  // Items are styled from the list: one class list for the whole FAQ rather than three per question.
  return (
    <div className={drawn ? drawnList : plusList}>
      {items.map((item) => (
        <details key={item.q}>
          <summary>
            {item.q}
            {drawn ? (
              <PlusIcon size={20} />
            ) : (
              <span aria-hidden="true" className="faq-plus">
                +
              </span>
            )}
          </summary>
          <p>{item.a}</p>
        </details>
      ))}
    </div>
  );
}

/** The schema.org FAQPage for the same questions. */
export function faqJsonLd(items: readonly FaqEntry[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.q,
      acceptedAnswer: { '@type': 'Answer', text: item.a },
    })),
  };
}

const plusList = css({
  display: 'grid',
  gap: '3',
  maxW: '860px',
  '& > details': { bg: 'bg.card', border: '1px solid', borderColor: 'border', borderRadius: 'card' },
  '& > details[open] .faq-plus': { transform: 'rotate(45deg)' },
  '& summary': {
    display: 'flex',
    justifyContent: 'space-between',
    gap: '4',
    alignItems: 'center',
    cursor: 'pointer',
    p: '5',
    minHeight: '44px',
    fontWeight: '700',
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
  },
  '& .faq-plus': { fontSize: '2xl', color: 'fg.brand', transition: 'transform .2s', lineHeight: 1 },
  '& details > p': { px: '5', pb: '5', color: 'fg.muted' },
});
const drawnList = css({
  display: 'grid',
  gap: '3',
  maxW: '860px',
  '& > details': {
    bg: 'bg.card',
    border: '1px solid',
    borderColor: 'border',
    borderRadius: 'card',
    px: '5',
    py: '4',
  },
  '& > details[open] summary svg': { transform: 'rotate(45deg)' },
  '& summary': {
    cursor: 'pointer',
    fontWeight: '700',
    fontSize: 'lg',
    listStyle: 'none',
    display: 'flex',
    justifyContent: 'space-between',
    gap: '4',
    alignItems: 'center',
    minHeight: '44px',
    '&::-webkit-details-marker': { display: 'none' },
  },
  '& summary svg': { flexShrink: 0, transition: 'transform 0.2s' },
  '& details > p': { mt: '3', color: 'fg.muted', lineHeight: '1.7' },
});
