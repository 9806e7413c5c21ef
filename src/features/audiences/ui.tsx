// Building blocks of the audience pages: hero with trust row and breadcrumbs, feature grids, steps, call-to-action
// band, plan grid. Sections, FAQ, check lists, plan cards and icons come from src/ui.
import type { CSSProperties, ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { badge, button, card } from 'styled-system/recipes';
import { type Locale, localePath } from '../../i18n/locales.ts';
import { CheckList } from '../../ui/CheckList.tsx';
import { Icon, StarsIcon } from '../../ui/icons.tsx';
import { Container } from '../../ui/Section.tsx';
import { claimFigures } from './claims.ts';
import { common } from './common.ts';
import { HeroArt } from './HeroArt.tsx';
import type { Cta, FeatureItem, LandingContent } from './types.ts';

export function hrefFor(locale: Locale, href: string): string {
  return href.startsWith('/') ? localePath(locale, href) : href;
}

export function CtaLink({
  locale,
  cta,
  variant = 'primary',
  size = 'lg',
}: {
  locale: Locale;
  cta: Cta;
  variant?: 'primary' | 'secondary' | 'ghost' | 'sun';
  size?: 'sm' | 'md' | 'lg';
}) {
  const external = /^https?:/.test(cta.href);
  return (
    <a
      className={button({ variant, size })}
      href={hrefFor(locale, cta.href)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {cta.label}
      <Icon name="arrow" size={18} />
    </a>
  );
}

export function TrustRow({ locale }: { locale: Locale }) {
  const figures = claimFigures(locale);
  const t = common[locale];
  return (
    <ul
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        gap: { base: '4', md: '6' },
        listStyle: 'none',
        p: 0,
        mt: '8',
      })}
    >
      <li className={trustItem}>
        <StarsIcon filled={5} size={16} className={css({ color: 'star', display: 'inline-block' })} />
        <strong>{figures.average}</strong> {t.average}
      </li>
      <li className={trustItem}>
        <strong>{figures.reviews}</strong> {t.reviews}
      </li>
      <li className={trustItem}>
        <strong>{figures.students}</strong> {t.students}
      </li>
    </ul>
  );
}

export function Breadcrumbs({ locale, trail }: { locale: Locale; trail: readonly [string, string][] }) {
  const t = common[locale];
  const items: [string, string][] = [[t.home, '/'], ...trail];
  return (
    <nav aria-label={t.breadcrumb} className={css({ fontSize: 'sm', color: 'fg.muted', mb: '5' })}>
      <ol className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: 0, m: 0 })}>
        {items.map(([name, path], index) => (
          <li key={path} className={css({ display: 'inline-flex', gap: '2', alignItems: 'center' })}>
            {index > 0 && <span aria-hidden="true">›</span>}
            {index === items.length - 1 ? (
              <span aria-current="page" className={css({ fontWeight: '600', color: 'fg' })}>
                {name}
              </span>
            ) : (
              <a href={localePath(locale, path)} className={css({ _hover: { color: 'fg.brand' } })}>
                {name}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function Hero({
  locale,
  hero,
  trail,
  showTrust = true,
  children,
}: {
  locale: Locale;
  hero: LandingContent['hero'];
  trail: readonly [string, string][];
  showTrust?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className={heroStyle}>
      <Container>
        <Breadcrumbs locale={locale} trail={trail} />
        <div className={heroGrid}>
          <div>
            <span className={badge({ tone: 'brand' })}>{hero.eyebrow}</span>
            <h1 className={heroTitle}>{hero.title}</h1>
            <p
              className={css({
                mt: '5',
                fontSize: { base: 'lg', md: 'xl' },
                color: 'fg.muted',
                maxW: '40rem',
              })}
            >
              {hero.lead}
            </p>
            {hero.bullets && <CheckList items={hero.bullets} className={css({ mt: '6' })} />}
            {(hero.primary || hero.secondary) && (
              <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '8' })}>
                {hero.primary && <CtaLink locale={locale} cta={hero.primary} />}
                {hero.secondary && <CtaLink locale={locale} cta={hero.secondary} variant="secondary" />}
              </div>
            )}
            {children}
            {showTrust && <TrustRow locale={locale} />}
          </div>
          <HeroArt {...hero.art} />
        </div>
      </Container>
    </section>
  );
}

export function FeatureGrid({ items, columns = 3 }: { items: readonly FeatureItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul
      className={css({
        listStyle: 'none',
        p: 0,
        display: 'grid',
        gap: { base: '4', md: '6' },
        gridTemplateColumns: {
          base: '1fr',
          sm: 'repeat(2, 1fr)',
          lg: columns === 4 ? 'repeat(4, 1fr)' : columns === 3 ? 'repeat(3, 1fr)' : 'repeat(2, 1fr)',
        },
      })}
    >
      {items.map((item) => (
        <li
          key={item.title}
          className={cx(
            card(),
            css({ transition: 'transform .2s', _hover: { transform: 'translateY(-3px)' } }),
          )}
        >
          <span className={featureIcon}>
            <Icon name={item.icon} />
          </span>
          <h3 className={css({ fontSize: 'lg', fontWeight: '700', mt: '4' })}>{item.title}</h3>
          <p className={css({ mt: '2', color: 'fg.muted' })}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function Steps({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ol
      className={css({
        listStyle: 'none',
        p: 0,
        display: 'grid',
        gap: { base: '4', md: '6' },
        gridTemplateColumns: { base: '1fr', md: 'repeat(var(--steps), 1fr)' },
      })}
      style={{ '--steps': Math.min(items.length, 4) } as CSSProperties}
    >
      {items.map((item, index) => (
        <li key={item.title} className={css({ position: 'relative', pl: { base: '16', md: 0 } })}>
          <span className={stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <h3 className={css({ fontSize: 'lg', fontWeight: '700', mt: { base: 0, md: '4' } })}>
            {item.title}
          </h3>
          <p className={css({ mt: '2', color: 'fg.muted' })}>{item.text}</p>
        </li>
      ))}
    </ol>
  );
}

export function CtaBand({ locale, cta }: { locale: Locale; cta: NonNullable<LandingContent['cta']> }) {
  return (
    <section className={css({ py: { base: '12', md: '16' } })}>
      <Container>
        <div className={ctaBox}>
          <div>
            <h2 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: '800', color: 'white' })}>
              {cta.title}
            </h2>
            <p className={css({ mt: '3', color: 'brand.100', fontSize: 'lg', maxW: '40rem' })}>{cta.text}</p>
          </div>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
            <CtaLink locale={locale} cta={cta.primary} variant="sun" />
            {cta.secondary && <CtaLink locale={locale} cta={cta.secondary} variant="secondary" />}
          </div>
        </div>
      </Container>
    </section>
  );
}

const heroStyle = css({
  pt: { base: '6', md: '10' },
  pb: { base: '12', md: '20' },
  bgGradient: 'to-b',
  gradientFrom: 'bg.brandSoft',
  gradientTo: 'bg',
  overflow: 'hidden',
});
const heroGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: '1.1fr 0.9fr' },
  gap: { base: '10', lg: '12' },
  alignItems: 'center',
});
const heroTitle = css({
  mt: '4',
  fontSize: { base: '4xl', md: '5xl', xl: '6xl' },
  fontWeight: '800',
  lineHeight: '1.05',
  letterSpacing: '-0.02em',
  textWrap: 'balance',
});
const trustItem = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  fontSize: 'sm',
  color: 'fg.muted',
});
const featureIcon = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '12',
  h: '12',
  borderRadius: '14px',
  bg: 'bg.brandSoft',
  color: 'fg.brand',
});
const stepNumber = css({
  position: { base: 'absolute', md: 'static' },
  left: 0,
  top: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '12',
  h: '12',
  borderRadius: 'pill',
  bg: 'accent',
  color: 'accent.fg',
  fontWeight: '800',
  fontSize: 'lg',
});
const ctaBox = css({
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  justifyContent: 'space-between',
  alignItems: { base: 'flex-start', md: 'center' },
  gap: '6',
  p: { base: '8', md: '12' },
  borderRadius: '28px',
  bgGradient: 'to-br',
  gradientFrom: 'brand.700',
  gradientTo: 'brand.900',
  boxShadow: 'pop',
});

export function CardGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  return (
    <div
      className={css({
        display: 'grid',
        gap: { base: '5', md: '6' },
        gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(var(--cols), 1fr)' },
        alignItems: 'stretch',
      })}
      style={{ '--cols': columns } as CSSProperties}
    >
      {children}
    </div>
  );
}
