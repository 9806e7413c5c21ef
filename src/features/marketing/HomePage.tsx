import { css, cx } from 'styled-system/css';
import { badge, button, card } from 'styled-system/recipes';
import { brand, externalLinks } from '../../config/brand.ts';
import { localePath } from '../../i18n/locales.ts';
import { initRequestI18n } from '../../i18n/server.ts';
import { platformClaims } from '../../ui/claims.ts';
import { FaqList, faqJsonLd } from '../../ui/Faq.tsx';
import { ArrowRightIcon, CheckIcon, StarIcon } from '../../ui/icons.tsx';
import { PageMeta } from '../seo/index.ts';
import { HeroIllustration } from './HeroIllustration.tsx';
import { AUDIENCE_PATHS, type AudienceKey, homeContent, PRESS_OUTLETS } from './home-content.ts';
import { Section } from './sections.tsx';

const AUDIENCE_ACCENTS: Record<AudienceKey, string> = {
  migrants: '#F0563E',
  professionals: '#5535F0',
  study: '#14B87A',
  creators: '#F5A800',
  companies: '#0B7FB5',
  insurance: '#B3301B',
};

export function HomePage({
  search,
  catalogSections,
}: {
  /** The catalogue search box, shown in the hero. */
  search?: React.ReactNode;
  /** Featured courses, bundles and educators from the catalogue. */
  catalogSections?: React.ReactNode;
}) {
  const { locale } = initRequestI18n();
  const content = homeContent[locale];
  const claims = platformClaims(locale);
  const to = (path: string) => localePath(locale, path);

  return (
    <>
      <PageMeta
        locale={locale}
        path="/"
        title={content.meta.title}
        description={content.meta.description}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: brand.name,
            legalName: brand.legalName,
            url: 'https://quest.how',
            logo: '/favicon.svg',
            email: brand.supportEmail,
            sameAs: Object.values(externalLinks.social),
          },
          faqJsonLd(content.faq.items),
        ]}
      />

      <section className={hero}>
        <div className={heroInner}>
          <div>
            <span className={badge({ tone: 'sun' })}>{content.hero.eyebrow}</span>
            <h1 className={heroTitle}>
              {content.hero.title}{' '}
              <span className={css({ color: 'fg.brand' })}>{content.hero.highlight}</span>
            </h1>
            <p className={css({ fontSize: { base: 'lg', md: 'xl' }, color: 'fg.muted', maxW: '560px' })}>
              {content.hero.lead}
            </p>
            {search && <div className={css({ mt: '7', maxW: '560px' })}>{search}</div>}
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '6' })}>
              <a href={to('/accredited-courses')} className={button({ size: 'lg' })}>
                {content.hero.primaryCta} <ArrowRightIcon size={18} />
              </a>
              <a
                href={externalLinks.iosApp}
                target="_blank"
                rel="noopener noreferrer"
                className={button({ size: 'lg', variant: 'secondary' })}
              >
                {content.hero.secondaryCta}
              </a>
            </div>
            <p
              className={css({
                mt: '4',
                fontSize: 'sm',
                color: 'fg.muted',
                display: 'flex',
                alignItems: 'center',
                gap: '2',
              })}
            >
              <CheckIcon size={16} /> {content.hero.note}
            </p>
          </div>
          <div className={css({ display: 'flex', justifyContent: 'center' })}>
            <HeroIllustration text={content.illustration} />
          </div>
        </div>
      </section>

      <section
        aria-label={content.stats.students}
        className={css({ borderBlock: '1px solid', borderColor: 'border', bg: 'bg.card' })}
      >
        <dl className={statsGrid}>
          <div>
            <dt className={statLabel}>{content.stats.students}</dt>
            <dd className={statValue}>{claims.students}</dd>
          </div>
          <div>
            <dt className={statLabel}>{content.stats.reviews}</dt>
            <dd className={statValue}>{claims.reviews}</dd>
          </div>
          <div>
            <dt className={statLabel}>{content.stats.average}</dt>
            <dd className={cx(statValue, css({ display: 'flex', alignItems: 'center', gap: '1' }))}>
              {claims.average}
              <StarIcon size={26} className={css({ color: 'star' })} />
            </dd>
          </div>
          <div>
            <dt className={statLabel}>{content.stats.industries}</dt>
            <dd className={statValue}>3</dd>
          </div>
        </dl>
      </section>

      <Section id="values" title={content.values.title} lead={content.values.lead}>
        <ul className={grid4}>
          {content.values.items.map((item, index) => (
            <li key={item.title} className={card()}>
              <span className={valueIcon} data-index={index} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={cardTitle}>{item.title}</h3>
              <p className={css({ color: 'fg.muted' })}>{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="audiences" title={content.audiences.title} lead={content.audiences.lead} tone="subtle">
        <ul className={grid3}>
          {content.audiences.items.map((item) => (
            <li key={item.key}>
              <a href={to(AUDIENCE_PATHS[item.key])} className={cx(card(), audienceCard)}>
                <span
                  className={audienceBar}
                  style={{ background: AUDIENCE_ACCENTS[item.key] }}
                  aria-hidden="true"
                />
                <h3 className={cardTitle}>{item.title}</h3>
                <p className={css({ color: 'fg.muted', flex: 1 })}>{item.text}</p>
                <span
                  className={css({
                    display: 'inline-flex',
                    gap: '2',
                    alignItems: 'center',
                    fontWeight: '700',
                    color: 'fg.brand',
                    mt: '4',
                  })}
                >
                  {item.cta} <ArrowRightIcon size={16} />
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Section>

      {catalogSections}

      <Section id="how" title={content.steps.title}>
        <ol className={grid3}>
          {content.steps.items.map((step, index) => (
            <li key={step.title} className={css({ display: 'flex', gap: '4' })}>
              <span className={stepNumber}>{index + 1}</span>
              <div>
                <h3 className={cardTitle}>{step.title}</h3>
                <p className={css({ color: 'fg.muted' })}>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="testimonials" title={content.testimonials.title} tone="brand">
        <ul className={grid3}>
          {content.testimonials.items.map((item) => (
            <li key={item.name} className={card()}>
              <figure>
                <div
                  className={css({ display: 'flex', gap: '0.5', color: 'star', mb: '3' })}
                  aria-hidden="true"
                >
                  {[1, 2, 3, 4, 5].map((n) => (
                    <StarIcon key={n} size={18} />
                  ))}
                </div>
                <blockquote className={css({ fontSize: 'md', lineHeight: '1.7' })}>“{item.quote}”</blockquote>
                <figcaption className={css({ mt: '4' })}>
                  <strong>{item.name}</strong>
                  <span className={css({ display: 'block', color: 'fg.muted', fontSize: 'sm' })}>
                    {item.role}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-label={content.press.title} data-testid="press-strip" className={css({ py: '12' })}>
        <div
          className={css({ maxW: 'container', mx: 'auto', px: { base: '5', md: '6' }, textAlign: 'center' })}
        >
          <p className={statLabel}>{content.press.title}</p>
          <ul className={pressList}>
            {PRESS_OUTLETS.map((outlet) => (
              <li key={outlet} className={pressItem}>
                {outlet}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section id="faq" title={content.faq.title}>
        <FaqList items={content.faq.items} />
      </Section>

      <section className={closing}>
        <div className={css({ maxW: '760px', mx: 'auto', px: '6', textAlign: 'center' })}>
          <h2 className={css({ fontSize: { base: '2xl', md: '4xl' }, fontWeight: '800', color: 'white' })}>
            {content.closing.title}
          </h2>
          <p className={css({ mt: '3', fontSize: 'lg', color: 'brand.50' })}>{content.closing.text}</p>
          <a
            href={to('/accredited-courses')}
            className={cx(button({ variant: 'sun', size: 'lg' }), css({ mt: '8' }))}
          >
            {content.closing.cta} <ArrowRightIcon size={18} />
          </a>
        </div>
      </section>
    </>
  );
}

const hero = css({
  bg: 'linear-gradient(180deg, token(colors.bg.brandSoft) 0%, token(colors.bg) 100%)',
  pt: { base: '10', md: '16' },
  pb: { base: '12', md: '20' },
});
const heroInner = css({
  maxW: 'container',
  mx: 'auto',
  px: { base: '5', md: '6' },
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1.1fr) minmax(0, 0.9fr)' },
  gap: { base: '10', lg: '12' },
  alignItems: 'center',
});
const heroTitle = css({
  fontSize: { base: '2.4rem', md: '3.6rem' },
  fontWeight: '800',
  letterSpacing: '-0.03em',
  lineHeight: '1.05',
  mt: '4',
  mb: '5',
});
const statsGrid = css({
  maxW: 'container',
  mx: 'auto',
  px: { base: '5', md: '6' },
  py: '8',
  display: 'grid',
  gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr)' },
  gap: '6',
  '& > div': { display: 'flex', flexDirection: 'column-reverse', gap: '1' },
});
const statLabel = css({
  fontSize: 'sm',
  color: 'fg.muted',
  fontWeight: '600',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
const statValue = css({
  fontFamily: 'heading',
  fontSize: { base: '2xl', md: '4xl' },
  fontWeight: '800',
  color: 'fg',
});
const grid4 = css({
  listStyle: 'none',
  p: 0,
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
  gap: '5',
});
const grid3 = css({
  listStyle: 'none',
  p: 0,
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '1fr 1fr', lg: 'repeat(3, 1fr)' },
  gap: '5',
});
const cardTitle = css({ fontSize: 'xl', fontWeight: '800', mb: '2' });
const valueIcon = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '44px',
  h: '44px',
  borderRadius: '14px',
  bg: 'bg.brandSoft',
  color: 'fg.brand',
  fontWeight: '800',
  mb: '4',
});
const audienceCard = css({
  display: 'flex',
  flexDirection: 'column',
  h: '100%',
  textDecoration: 'none',
  position: 'relative',
  overflow: 'hidden',
  transition: 'transform 0.15s, box-shadow 0.15s',
  _hover: { transform: 'translateY(-3px)', boxShadow: 'pop' },
});
const audienceBar = css({ display: 'block', w: '48px', h: '6px', borderRadius: 'pill', mb: '4' });
const stepNumber = css({
  flexShrink: 0,
  w: '48px',
  h: '48px',
  borderRadius: 'pill',
  bg: 'accent',
  color: 'accent.fg',
  fontWeight: '800',
  fontSize: 'lg',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
const pressList = css({
  listStyle: 'none',
  p: 0,
  mt: '5',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: { base: '5', md: '12' },
});
const pressItem = css({
  fontFamily: 'heading',
  fontWeight: '800',
  fontSize: { base: 'lg', md: 'xl' },
  color: 'fg.muted',
  letterSpacing: '-0.02em',
});
const closing = css({
  bg: 'linear-gradient(135deg, token(colors.brand.700) 0%, token(colors.brand.500) 60%, token(colors.sky.700) 100%)',
  py: { base: '16', md: '24' },
});
