import { css } from 'styled-system/css';

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
  return (
    <div className={css({ display: 'grid', gap: '3', maxW: '860px' })}>
      {items.map((item) => (
        <details key={item.q} className={drawn ? drawnItem : plusItem}>
          <summary className={drawn ? drawnSummary : plusSummary}>
            {item.q}
            {drawn ? (
              <svg
                width="20"
                height="20"
                viewBox="0 0 24 24"
                aria-hidden="true"
                className={css({ flexShrink: 0, transition: 'transform 0.2s' })}
              >
                <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            ) : (
              <span aria-hidden="true" className="faq-plus">
                +
              </span>
            )}
          </summary>
          <p className={drawn ? drawnAnswer : plusAnswer}>{item.a}</p>
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

const plusItem = css({
  bg: 'bg.card',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'card',
  '&[open] .faq-plus': { transform: 'rotate(45deg)' },
});
const plusSummary = css({
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
  '& .faq-plus': { fontSize: '2xl', color: 'fg.brand', transition: 'transform .2s', lineHeight: 1 },
});
const plusAnswer = css({ px: '5', pb: '5', color: 'fg.muted' });
const drawnItem = css({
  bg: 'bg.card',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'card',
  px: '5',
  py: '4',
  '&[open] summary svg': { transform: 'rotate(45deg)' },
});
const drawnSummary = css({
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
});
const drawnAnswer = css({ mt: '3', color: 'fg.muted', lineHeight: '1.7' });
