import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import type { EffectivePrice } from '../../domain/pricing.ts';
import type { RatingSummary } from '../../domain/ratings.ts';
import { type Locale, localePath } from '../../i18n/locales.ts';
import { CheckIcon } from '../../ui/icons.tsx';
import { RatingLine } from '../../ui/Rating.tsx';
import { container } from '../../ui/Section.tsx';
import { catalogContent } from './catalog-content.ts';
import { type BreadcrumbItem, Breadcrumbs, ProductPrice } from './parts.tsx';

const heroBand = css({ bg: 'ink.900', color: 'ink.50', py: { base: '8', md: '12' } });
const heroGrid = css({ display: 'grid', gap: '8', lg: { gridTemplateColumns: 'minmax(0, 1fr) 380px' } });
/** The breadcrumbs on the dark band (on the nav itself: no wrapper). */
const heroBreadcrumbs = css({ color: 'ink.300', '& a': { color: 'brand.200' } });
const checkIcon = css({ color: 'success', flexShrink: 0, mt: '0.5' });
/** Light text on the dark band: the facts' numbers and names. */
export const heroStrong = css({ color: 'white' });

/** What the hero shows of a course or a bundle. */
export interface DetailHeroItem {
  title: string;
  description: string;
  rating: RatingSummary;
  industry: { name: string; slug: string };
  specialty: { name: string; slug: string };
  states: Array<{ code: string }>;
}

/**
 * The trail above a course or bundle: the catalogue, the item's industry in its first state, its specialty
 * (the page's BreadcrumbList JSON-LD is made from the same items).
 */
export function detailBreadcrumbs(i18n: I18n, locale: Locale, item: DetailHeroItem): BreadcrumbItem[] {
  const firstState = item.states[0]?.code ?? 'FL';
  return [
    { label: i18n._(msg`Cursos acreditados`), href: localePath(locale, '/accredited-courses') },
    {
      label: item.industry.name,
      href: localePath(locale, `/accredited-courses?state=${firstState}&industry=${item.industry.slug}`),
    },
    {
      label: item.specialty.name,
      href: localePath(locale, `/accredited-courses/specialities/${item.specialty.slug}`),
    },
  ];
}

/**
 * The dark band at the top of a course or bundle page: breadcrumbs (not when embedded), badges, title,
 * description, rating, a list of facts (`facts` are <li> items), anything `after` them, and the `aside` beside.
 */
export function DetailHero({
  i18n,
  locale,
  item,
  embed,
  badges,
  facts,
  after,
  aside,
}: {
  i18n: I18n;
  locale: Locale;
  item: DetailHeroItem;
  embed: boolean;
  badges: ReactNode;
  facts: ReactNode;
  after?: ReactNode;
  aside: ReactNode;
}) {
  return (
    <section className={heroBand}>
      <div className={cx(container, heroGrid)}>
        <div>
          {!embed && (
            <Breadcrumbs className={heroBreadcrumbs} items={detailBreadcrumbs(i18n, locale, item)} />
          )}
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', mb: '3' })}>{badges}</div>
          <h1
            className={css({
              fontFamily: 'heading',
              fontSize: { base: '2xl', md: '4xl' },
              fontWeight: '800',
              lineHeight: '1.15',
            })}
          >
            {item.title}
          </h1>
          <p
            className={css({
              mt: '4',
              fontSize: { base: 'md', md: 'lg' },
              color: 'ink.200',
              maxW: '720px',
              lineHeight: '1.6',
            })}
          >
            {item.description}
          </p>
          <div className={css({ mt: '4', '& strong': { color: 'sun.300' }, '& span': { color: 'ink.200' } })}>
            <RatingLine i18n={i18n} locale={locale} rating={item.rating} />
          </div>
          <ul
            className={css({
              listStyle: 'none',
              mt: '5',
              display: 'flex',
              flexWrap: 'wrap',
              gap: { base: '3', md: '6' },
              fontSize: 'sm',
              color: 'ink.200',
            })}
          >
            {facts}
          </ul>
          {after}
        </div>

        {aside}
      </div>
    </section>
  );
}

const asideCard = css({
  bg: 'bg.card',
  color: 'fg',
  borderRadius: 'card',
  boxShadow: 'lg',
  overflow: 'hidden',
  alignSelf: 'start',
});
/** Desktop: the card stays in view while the page scrolls. */
const asideSticky = css({ lg: { position: 'sticky', top: '24px' } });

/**
 * The enrolment card beside the hero: the cover, the price, `children` (notices and buttons), then the
 * pay-later box.
 */
export function DetailAside({
  i18n,
  locale,
  cover,
  price,
  sticky = false,
  payLaterTestId,
  children,
}: {
  i18n: I18n;
  locale: Locale;
  cover: ReactNode;
  price: EffectivePrice;
  sticky?: boolean;
  payLaterTestId?: string;
  children: ReactNode;
}) {
  const content = catalogContent[locale];
  return (
    <aside aria-label={i18n._(msg`Inscripción`)} className={cx(asideCard, sticky && asideSticky)}>
      {cover}
      <div className={css({ p: '5', display: 'grid', gap: '4', gridTemplateColumns: 'minmax(0, 1fr)' })}>
        <ProductPrice i18n={i18n} locale={locale} price={price} size="lg" />
        {children}
        <div className={css({ bg: 'bg.subtle', borderRadius: '14px', p: '4' })} data-testid={payLaterTestId}>
          <p className={css({ fontWeight: '800' })}>{content.payLater.title}</p>
          <ul className={css({ listStyle: 'none', mt: '2', display: 'grid', gap: '1.5', fontSize: 'sm' })}>
            {content.payLater.points.map((point) => (
              <li key={point} className={css({ display: 'flex', gap: '2', alignItems: 'flex-start' })}>
                <CheckIcon width={18} height={18} className={checkIcon} />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </aside>
  );
}
