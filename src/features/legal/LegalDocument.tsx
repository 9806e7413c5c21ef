import { css } from 'styled-system/css';
import type { Locale } from '../../i18n/locales.ts';
import { PageMeta } from '../seo/index.ts';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalText {
  title: string;
  description: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}

/** Terms, privacy and refund policy: one readable long-form layout with a table of contents. */
export function LegalDocument({
  locale,
  path,
  doc,
  tocLabel,
}: {
  locale: Locale;
  path: string;
  doc: LegalText;
  tocLabel: string;
}) {
  const anchor = (index: number) => `section-${index + 1}`;
  return (
    <article className={wrap}>
      <PageMeta
        locale={locale}
        path={path}
        title={`${doc.title} · Quest`}
        description={doc.description}
        type="article"
      />
      <header className={css({ mb: '10' })}>
        <h1
          className={css({
            fontSize: { base: '3xl', md: '5xl' },
            fontWeight: '800',
            letterSpacing: '-0.02em',
          })}
        >
          {doc.title}
        </h1>
        <p className={css({ color: 'fg.muted', mt: '2', fontSize: 'sm' })}>{doc.updated}</p>
        <p className={css({ mt: '6', fontSize: 'lg', lineHeight: '1.7' })}>{doc.intro}</p>
      </header>
      <div className={layout}>
        <nav aria-label={tocLabel} className={toc}>
          <p
            className={css({
              fontWeight: '800',
              fontSize: 'sm',
              textTransform: 'uppercase',
              letterSpacing: '0.06em',
              mb: '3',
            })}
          >
            {tocLabel}
          </p>
          <ol className={css({ listStyle: 'decimal', pl: '5', display: 'grid', gap: '1.5', fontSize: 'sm' })}>
            {doc.sections.map((section, index) => (
              <li key={section.heading}>
                <a
                  href={`#${anchor(index)}`}
                  className={css({ color: 'fg.muted', _hover: { color: 'fg.brand' } })}
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={css({ display: 'grid', gap: '10' })}>
          {doc.sections.map((section, index) => (
            <section key={section.heading} id={anchor(index)} aria-labelledby={`${anchor(index)}-title`}>
              <h2
                id={`${anchor(index)}-title`}
                className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: '800', mb: '3' })}
              >
                {index + 1}. {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className={css({ lineHeight: '1.8', mb: '3', color: 'fg' })}>
                  {paragraph}
                </p>
              ))}
              {section.list && (
                <ul
                  className={css({
                    listStyle: 'disc',
                    pl: '6',
                    display: 'grid',
                    gap: '2',
                    lineHeight: '1.7',
                  })}
                >
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}

const wrap = css({ maxW: 'container', mx: 'auto', px: { base: '5', md: '6' }, py: { base: '10', md: '16' } });
const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: '260px 1fr' },
  gap: { base: '8', lg: '14' },
  alignItems: 'start',
});
const toc = css({
  position: { lg: 'sticky' },
  top: '96px',
  bg: 'bg.subtle',
  borderRadius: 'card',
  p: '5',
  border: '1px solid',
  borderColor: 'border',
});
