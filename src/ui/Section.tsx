import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

/** The site's content width and side padding (a class, for elements that are not a plain <div>). */
export const container = css({ maxW: 'container', mx: 'auto', px: { base: '5', md: '6' } });

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx(container, className)}>{children}</div>;
}

/**
 * A page section with the site's width, vertical rhythm and heading style: an optional eyebrow, an h2 (its id
 * `<id>-title` labels the section) and a lead. `tone` paints the band: 'page' the page colour, 'none' nothing
 * (the parent shows through), 'subtle' and 'brand' the tinted bands. `header` picks the heading block's element.
 */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  tone = 'page',
  header = 'div',
  children,
}: {
  id?: string;
  eyebrow?: string;
  title?: string;
  lead?: string;
  tone?: 'page' | 'none' | 'subtle' | 'brand';
  header?: 'div' | 'header';
  children: ReactNode;
}) {
  const headingId = id && title ? `${id}-title` : undefined;
  const Heading = header;
  return (
    <section id={id} aria-labelledby={headingId} className={sectionTones[tone]}>
      <Container>
        {title && (
          <Heading className={headingBlock}>
            {eyebrow && <p className={eyebrowStyle}>{eyebrow}</p>}
            <h2 id={headingId}>{title}</h2>
            {lead && <p>{lead}</p>}
          </Heading>
        )}
        {children}
      </Container>
    </section>
  );
}

const sectionTones = {
  page: css({ py: { base: '14', md: '20' }, bg: 'bg' }),
  none: css({ py: { base: '14', md: '20' } }),
  subtle: css({ py: { base: '14', md: '20' }, bg: 'bg.subtle' }),
  brand: css({ py: { base: '14', md: '20' }, bg: 'bg.brandSoft' }),
} as const;
/** The heading block styles its h2 and lead from here (fewer classes on every section of every page). */
const headingBlock = css({
  maxW: '720px',
  mb: { base: '8', md: '12' },
  '& > h2': { fontSize: { base: '2xl', md: '4xl' }, fontWeight: '800' },
  '& > h2 + p': { mt: '3', fontSize: { base: 'md', md: 'lg' }, color: 'fg.muted' },
});

/** The small uppercase line above a heading. */
export const eyebrowStyle = css({
  color: 'fg.brand',
  fontWeight: '800',
  fontSize: 'sm',
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  mb: '2',
});
