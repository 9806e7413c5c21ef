import type { CSSProperties } from 'react';
import { css, cx } from 'styled-system/css';
import { badge, button, card, homePage } from 'styled-system/recipes';
import { externalLinks } from '../../config/brand.ts';
import { PLATFORM_CLAIMS } from '../../domain/claims.ts';
import { localePath } from '../../i18n/locales.ts';
import { initRequestI18n } from '../../request-context/page.ts';
import { formatClaims } from '../../ui/claims.ts';
import { FaqList, faqJsonLd } from '../../ui/Faq.tsx';
import { ArrowRightIcon, CheckIcon, StarIcon, StarsIcon } from '../../ui/icons.tsx';
import { organizationLd, PageMeta, publicOrigin } from '../seo/index.ts';
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

/** One class per part (a slot recipe): each class is sent twice, in the HTML and in the RSC payload. */
const classes = homePage();

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
  const claims = formatClaims(PLATFORM_CLAIMS, locale);
  const to = (path: string) => localePath(locale, path);

  return (
    <>
      <PageMeta
        locale={locale}
        path="/"
        title={content.meta.title}
        description={content.meta.description}
        jsonLd={[organizationLd(publicOrigin()), faqJsonLd(content.faq.items)]}
      />

      <section className={classes.hero}>
        <div className={classes.heroInner}>
          <div>
            <span className={badge({ tone: 'sun' })}>{content.hero.eyebrow}</span>
            <h1 className={classes.heroTitle}>
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
        <dl className={classes.stats}>
          <div>
            <dt>{content.stats.students}</dt>
            <dd>{claims.students}</dd>
          </div>
          <div>
            <dt>{content.stats.reviews}</dt>
            <dd>{claims.reviews}</dd>
          </div>
          <div>
            <dt>{content.stats.average}</dt>
            <dd>
              {claims.average}
              <StarIcon size={26} />
            </dd>
          </div>
          <div>
            <dt>{content.stats.industries}</dt>
            <dd>3</dd>
          </div>
        </dl>
      </section>

      <Section id="values" title={content.values.title} lead={content.values.lead}>
        <ul className={classes.values}>
          {content.values.items.map((item) => (
            <li key={item.title} className={cardClass}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="audiences" title={content.audiences.title} lead={content.audiences.lead} tone="subtle">
        <ul className={classes.audiences}>
          {content.audiences.items.map((item) => (
            <li key={item.key}>
              <a
                href={to(AUDIENCE_PATHS[item.key])}
                className={cardClass}
                // The accent bar is the card's ::before in this colour (homePage recipe): no element of its own.
                style={{ '--accent': AUDIENCE_ACCENTS[item.key] } as CSSProperties}
              >
                <h3>{item.title}</h3>
                <p>{item.text}</p>
                <span>
                  {item.cta} <ArrowRightIcon size={16} />
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Section>

      {catalogSections}

      <Section id="how" title={content.steps.title}>
        <ol className={classes.steps}>
          {content.steps.items.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="testimonials" title={content.testimonials.title} tone="brand">
        <ul className={classes.testimonials}>
          {content.testimonials.items.map((item) => (
            <li key={item.name} className={cardClass}>
              <figure>
                <StarsIcon filled={5} size={18} />
                <blockquote>{`“${item.quote}”`}</blockquote>
                <figcaption>
                  <strong>{item.name}</strong>
                  <span>{item.role}</span>
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
          <ul className={classes.press}>
            {PRESS_OUTLETS.map((outlet) => (
              <li key={outlet}>{outlet}</li>
            ))}
          </ul>
        </div>
      </section>

      <Section id="faq" title={content.faq.title}>
        <FaqList items={content.faq.items} />
      </Section>

      <section className={classes.closing}>
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

const statLabel = css({
  fontSize: 'sm',
  color: 'fg.muted',
  fontWeight: '600',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
const cardClass = card();
