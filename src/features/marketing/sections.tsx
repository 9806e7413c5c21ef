import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

/** A page section with the site's width, spacing and heading style. */
export function Section({
  id,
  title,
  lead,
  tone = 'plain',
  children,
}: {
  id?: string;
  title?: string;
  lead?: string;
  tone?: 'plain' | 'subtle' | 'brand';
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={id && title ? `${id}-title` : undefined}
      className={cx(
        css({ py: { base: '14', md: '20' } }),
        tone === 'subtle' && css({ bg: 'bg.subtle' }),
        tone === 'brand' && css({ bg: 'bg.brandSoft' }),
      )}
    >
      <div className={css({ maxW: 'container', mx: 'auto', px: { base: '5', md: '6' } })}>
        {title && (
          <header className={css({ maxW: '720px', mb: { base: '8', md: '12' } })}>
            <h2
              id={id ? `${id}-title` : undefined}
              className={css({ fontSize: { base: '2xl', md: '4xl' }, fontWeight: '800' })}
            >
              {title}
            </h2>
            {lead && (
              <p className={css({ mt: '3', fontSize: { base: 'md', md: 'lg' }, color: 'fg.muted' })}>
                {lead}
              </p>
            )}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}

/** Questions as native <details> (readable and operable without JavaScript). */
export function FaqList({ items }: { items: { q: string; a: string }[] }) {
  return (
    <div className={css({ display: 'grid', gap: '3', maxW: '860px' })}>
      {items.map((item) => (
        <details
          key={item.q}
          className={css({
            bg: 'bg.card',
            border: '1px solid',
            borderColor: 'border',
            borderRadius: 'card',
            px: '5',
            py: '4',
            '&[open] summary svg': { transform: 'rotate(45deg)' },
          })}
        >
          <summary
            className={css({
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
            })}
          >
            {item.q}
            <svg
              width="20"
              height="20"
              viewBox="0 0 24 24"
              aria-hidden="true"
              className={css({ flexShrink: 0, transition: 'transform 0.2s' })}
            >
              <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </summary>
          <p className={css({ mt: '3', color: 'fg.muted', lineHeight: '1.7' })}>{item.a}</p>
        </details>
      ))}
    </div>
  );
}

export function faqJsonLd(items: { q: string; a: string }[]) {
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
