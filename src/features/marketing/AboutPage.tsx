import { css, cx } from 'styled-system/css';
import { badge, button, card } from 'styled-system/recipes';
import { brand } from '../../config/brand.ts';
import { PLATFORM_CLAIMS } from '../../domain/claims.ts';
import { initRequestI18n } from '../../request-context/page.ts';
import { formatClaims } from '../../ui/claims.ts';
import { CheckIcon } from '../../ui/icons.tsx';
import { PageMeta } from '../seo/index.ts';
import { aboutContent } from './about-content.ts';
import { Section } from './sections.tsx';

export function AboutPage() {
  const { locale } = initRequestI18n();
  const content = aboutContent[locale];
  const claims = formatClaims(PLATFORM_CLAIMS, locale);
  const numbers = [claims.students, claims.average, '3', '2'].map((value, index) => ({
    value,
    label: content.numbers[index],
  }));
  return (
    <>
      <PageMeta
        locale={locale}
        path="/about"
        title={content.meta.title}
        description={content.meta.description}
      />
      <section className={css({ bg: 'bg.brandSoft', py: { base: '14', md: '20' } })}>
        <div className={css({ maxW: '880px', mx: 'auto', px: { base: '5', md: '6' }, textAlign: 'center' })}>
          <span className={badge()}>{content.hero.eyebrow}</span>
          <h1
            className={css({
              fontSize: { base: '2.3rem', md: '3.5rem' },
              fontWeight: '800',
              letterSpacing: '-0.03em',
              mt: '4',
              lineHeight: '1.1',
            })}
          >
            {content.hero.title}
          </h1>
          <p className={css({ mt: '5', fontSize: { base: 'lg', md: 'xl' }, color: 'fg.muted' })}>
            {content.hero.lead}
          </p>
        </div>
      </section>

      <Section id="story" title={content.story.title}>
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', lg: '1.3fr 1fr' },
            gap: '10',
            alignItems: 'start',
          })}
        >
          <div className={css({ display: 'grid', gap: '4', fontSize: 'lg', lineHeight: '1.8' })}>
            {content.story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <dl className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '4' })}>
            {numbers.map((item) => (
              <div
                key={item.label}
                className={cx(card(), css({ display: 'flex', flexDirection: 'column-reverse', gap: '1' }))}
              >
                <dt className={css({ color: 'fg.muted', fontSize: 'sm', fontWeight: '600' })}>
                  {item.label}
                </dt>
                <dd
                  className={css({
                    fontFamily: 'heading',
                    fontSize: '3xl',
                    fontWeight: '800',
                    color: 'fg.brand',
                  })}
                >
                  {item.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>

      <Section id="values" title={content.values.title} tone="subtle">
        <ul
          className={css({
            listStyle: 'none',
            p: 0,
            display: 'grid',
            gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
            gap: '5',
          })}
        >
          {content.values.items.map((item) => (
            <li key={item.title} className={card()}>
              <h3 className={css({ fontSize: 'xl', fontWeight: '800', mb: '2' })}>{item.title}</h3>
              <p className={css({ color: 'fg.muted' })}>{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="accreditation" title={content.accreditation.title} lead={content.accreditation.text}>
        <ul className={css({ listStyle: 'none', p: 0, display: 'grid', gap: '3', maxW: '800px' })}>
          {content.accreditation.items.map((item) => (
            <li
              key={item}
              className={css({ display: 'flex', gap: '3', alignItems: 'flex-start', fontSize: 'lg' })}
            >
              <span className={css({ color: 'success', mt: '1', flexShrink: 0 })}>
                <CheckIcon />
              </span>
              {item}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="contact" tone="brand">
        <div className={css({ textAlign: 'center', maxW: '640px', mx: 'auto' })}>
          <h2 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: '800' })}>
            {content.contact.title}
          </h2>
          <p className={css({ mt: '3', color: 'fg.muted', fontSize: 'lg' })}>{content.contact.text}</p>
          <a href={`mailto:${brand.supportEmail}`} className={cx(button({ size: 'lg' }), css({ mt: '6' }))}>
            {content.contact.cta}
          </a>
        </div>
      </Section>
    </>
  );
}
