import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { cache, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { badge, productCard, reviewList } from 'styled-system/recipes';
import { COVER_SIZE, isGeneratedCover } from '../../cover-address.ts';
import type { BundleCard, CourseCard, ProviderInfo, ReviewView } from '../../domain/catalog/index.ts';
import { COVER_IMAGE } from '../../domain/images.ts';
import { type EffectivePrice, referencePrice } from '../../domain/pricing.ts';
import { checkoutParams } from '../../domain/purchase-params.ts';
import { formatDate, formatMoney, languageName } from '../../i18n/format.ts';
import { type Locale, localePath } from '../../i18n/locales.ts';
import { requestPageUrl } from '../../request-context/page.ts';
import { pagePaths } from '../../routes.ts';
import { CheckIcon, Icon } from '../../ui/icons.tsx';
import { PriceTag } from '../../ui/Price.tsx';
import { RatingLine, Stars } from '../../ui/Rating.tsx';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import { breadcrumbListLd, type ListedItem, publicOrigin } from '../seo/index.ts';

// The catalogue's own pieces: covers, course and bundle cards, providers, reviews (price, rating, sections and
// icons come from src/ui).

/** "24 horas de crédito" / "1 hora de crédito" (hours are a decimal string, e.g. '1.5'). */
export function creditHoursText(i18n: I18n, hours: string): string {
  const count = Number(hours);
  return i18n._(msg`${plural(count, { one: '# hora de crédito', other: '# horas de crédito' })}`);
}

/** "24 horas de crédito en total" / "1 hora de crédito en total". */
export function totalCreditHoursText(i18n: I18n, hours: string): string {
  const count = Number(hours);
  return i18n._(
    msg`${plural(count, { one: '# hora de crédito en total', other: '# horas de crédito en total' })}`,
  );
}

/** "3 cursos" / "1 curso". */
export function courseCountText(i18n: I18n, count: number): string {
  return i18n._(msg`${plural(count, { one: '# curso', other: '# cursos' })}`);
}

const card = productCard();
const heroCover = css({ aspectRatio: { base: '16 / 9', md: '4 / 3' }, borderRadius: 'card' });
/** A drawn cover keeps its 16:9 on product pages too: its licence and chips sit near its edges. */
const drawnHeroCover = css({ borderRadius: 'card' });
const CARD_WIDTHS = [640, 1024] as const;
/** Covers are flat drawings: webp at 75 looks the same as 100 at a quarter of the bytes (34 KB → 8 KB at 768 px). */
const COVER_QUALITY = 75;
/** What a chosen picture's box shows while it loads (or if it cannot): the brand's violet. */
const PICTURE_BACKDROP = 'linear-gradient(135deg, #5535F0 0%, #351D9E 100%)';

/** How wide a cover is drawn: a third of the catalogue grid on desktops, half on tablets, the full phone width. */
const COVER_SIZES = {
  card: '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw',
  hero: '(min-width: 768px) 50vw, 100vw',
} as const;

/**
 * A course or bundle cover. Its own drawing (src/ui/covers/, decision 058: licence, state, language, hours and
 * subject are in the picture) is an SVG sent as is: sharp at every size, a few KB, no resized variants. A picture
 * someone chose comes through the image endpoint (srcset, explicit 16:9 size, lazy unless `priority`) over the
 * brand's colours, with hours and code on top.
 */
export function Cover({
  image,
  hours,
  code,
  label,
  size = 'card',
  priority = false,
}: {
  image: string;
  hours: string;
  code?: string | null;
  label?: string;
  size?: 'card' | 'hero';
  /** Above the fold (a product page's own cover): load at once. */
  priority?: boolean;
}) {
  if (isGeneratedCover(image)) {
    return (
      <div
        aria-hidden="true"
        className={size === 'card' ? card.cover : cx(card.cover, drawnHeroCover)}
        // The label moves to the top right: the drawing's chips are along its bottom left.
        data-drawn=""
      >
        <img
          src={image}
          alt=""
          width={COVER_SIZE.width}
          height={COVER_SIZE.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className={card.img}
        />
        {label ? <span className={card.label}>{label}</span> : undefined}
      </div>
    );
  }
  return (
    <div
      aria-hidden="true"
      className={size === 'card' ? card.cover : cx(card.cover, heroCover)}
      style={{ background: PICTURE_BACKDROP }}
      // Drawn by the cover's ::before and ::after (productCard recipe), not as elements.
      data-hours={`${hours} h`}
      data-code={code || undefined}
    >
      <ResponsiveImage
        src={image}
        alt=""
        width={COVER_IMAGE.width}
        height={COVER_IMAGE.height}
        sizes={COVER_SIZES[size]}
        // Cards are drawn at most ~400 px wide (800 px on 2× screens): 1024 covers them; product pages go larger.
        maxWidth={size === 'hero' || priority ? 2048 : 1024}
        // A card is at most ~400 px wide on desktops (640 is enough, 1024 on 2x) and the phone width: two widths.
        widths={size === 'card' && !priority ? CARD_WIDTHS : undefined}
        priority={priority}
        quality={COVER_QUALITY}
        // A card's cover already shows its colours while the image loads: no blurred stand-in to send.
        placeholder={size === 'hero' || priority}
        className={card.img}
      />
      {label ? <span className={card.label}>{label}</span> : undefined}
    </div>
  );
}

const savingLine = css({ color: 'success', fontWeight: '700', fontSize: 'sm' });
/** A time limit is information, not an action: plain text with a clock, no fill, no pill. */
const offerLine = css({
  display: 'flex',
  alignItems: 'center',
  gap: '1.5',
  color: 'fg.muted',
  fontSize: 'xs',
  fontWeight: '600',
});
const priceBlock = css({ display: 'grid', gap: '1', justifyItems: 'start' });

/**
 * A product's price with its one reference price (the price rule's list price, struck through, and its
 * percentage), the saving computed from that same reference, and, on cards, when the offer ends.
 */
export function ProductPrice({
  i18n,
  locale,
  price,
  size = 'md',
  showEnd = true,
  className,
}: {
  i18n: I18n;
  locale: Locale;
  price: EffectivePrice;
  size?: 'md' | 'lg';
  /** Say when the reduced price ends. */
  showEnd?: boolean;
  className?: string;
}) {
  const reference = referencePrice(price);
  return (
    <div className={cx(priceBlock, className)}>
      <PriceTag i18n={i18n} locale={locale} price={price} size={size} showPercent={false} />
      {reference && (
        <p className={savingLine} data-testid="price-saving">
          {i18n._(msg`Ahorras ${formatMoney(reference.savingCents, locale)} (-${reference.percent}%)`)}
        </p>
      )}
      {reference && showEnd && price.endsAt && (
        <p className={offerLine}>
          <Icon name="clock" size={14} />
          {i18n._(msg`Oferta hasta el ${formatDate(price.endsAt, locale, 'medium')}`)}
        </p>
      )}
    </div>
  );
}

const LANGUAGE_LABEL = (i18n: I18n, language: string) =>
  language === 'es' ? i18n._(msg`Español`) : language === 'pt' ? i18n._(msg`Portugués`) : i18n._(msg`Inglés`);

export function languageLabel(i18n: I18n, language: string): string {
  return LANGUAGE_LABEL(i18n, language);
}

/** "6 estados" / "1 estado". */
export function stateCountText(i18n: I18n, count: number): string {
  return i18n._(msg`${plural(count, { one: '# estado', other: '# estados' })}`);
}

const preLicensingBadge = badge({ tone: 'sun' });
const continuingBadge = badge({ tone: 'brand' });

/** The badge class for a course type (pre-licensing stands out in yellow). */
export function typeBadge(type: string): string {
  return type === 'pre_licensing' ? preLicensingBadge : continuingBadge;
}

export function typeLabel(i18n: I18n, type: string): string {
  return type === 'pre_licensing' ? i18n._(msg`Prelicencia`) : i18n._(msg`Educación continua`);
}

/**
 * The purchase parameters a visitor arrived with (campaignId, inviterId, redirectUrl, metadata_*…), carried from a
 * card to the product page and on to checkout. The catalogue's own `state` filter is not carried, so public
 * (cached) pages link exactly as before; pages with purchase parameters are personal and never cached.
 */
const carriedToProduct = cache((): string => {
  const carried = checkoutParams(requestPageUrl().searchParams);
  carried.delete('state');
  return carried.size > 0 ? `?${carried.toString()}` : '';
});

export function CourseCardView({
  i18n,
  locale,
  course,
  hrefBase = '',
}: {
  i18n: I18n;
  locale: Locale;
  course: CourseCard;
  /** '' for the site, '/embed' inside a partner's frame. */
  hrefBase?: string;
}) {
  const href = `${localePath(locale, `${hrefBase}${hrefBase ? '/courses' : '/courses/details'}/${course.slug}`)}${carriedToProduct()}`;
  return (
    <a href={href} className={card.root} data-testid="course-card">
      <Cover image={course.image} hours={course.hours} code={course.courseCode} />
      <div className={card.body}>
        <div className={card.tags}>
          <span className={typeBadge(course.type)}>{typeLabel(i18n, course.type)}</span>
          {course.stateCount > 1 && (
            <span className={badge({ tone: 'mint' })}>{stateCountText(i18n, course.stateCount)}</span>
          )}
        </div>
        <h3 className={card.title}>{course.title}</h3>
        <p className={card.meta}>{course.providerName}</p>
        <RatingLine i18n={i18n} locale={locale} rating={course.rating} compact />
        <p className={card.meta}>
          {creditHoursText(i18n, course.hours)} · {languageLabel(i18n, course.language)}
        </p>
        <ProductPrice i18n={i18n} locale={locale} price={course.price} className={card.foot} />
      </div>
    </a>
  );
}

export function BundleCardView({
  i18n,
  locale,
  bundle,
  hrefBase = '',
}: {
  i18n: I18n;
  locale: Locale;
  bundle: BundleCard;
  hrefBase?: string;
}) {
  const href = `${localePath(locale, `${hrefBase}${hrefBase ? '/bundles' : '/courses/bundles'}/${bundle.slug}`)}${carriedToProduct()}`;
  return (
    <a href={href} className={card.root} data-testid="bundle-card">
      <Cover image={bundle.image} hours={bundle.hours} />
      <div className={card.body}>
        <div className={card.tags}>
          <span className={badge({ tone: 'coral' })}>
            {i18n._(msg`Paquete · ${courseCountText(i18n, bundle.courseCount)}`)}
          </span>
        </div>
        <h3 className={card.title}>{bundle.title}</h3>
        <RatingLine i18n={i18n} locale={locale} rating={bundle.rating} compact />
        <p className={card.meta}>{totalCreditHoursText(i18n, bundle.hours)}</p>
        <ProductPrice i18n={i18n} locale={locale} price={bundle.price} className={card.foot} />
      </div>
    </a>
  );
}

const gridWide = css({
  listStyle: 'none',
  display: 'grid',
  gap: { base: '4', md: '5' },
  gridTemplateColumns: {
    base: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
    xl: 'repeat(4, minmax(0, 1fr))',
  },
});
const gridNarrow = css({
  listStyle: 'none',
  display: 'grid',
  gap: { base: '4', md: '5' },
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
});

/** Card list: up to 4 columns, or 3 inside a narrower column (`narrow`). */
export function CardGrid({
  children,
  label,
  narrow = false,
  className,
}: {
  children: ReactNode;
  label?: string;
  narrow?: boolean;
  /** Spacing from the parent, so that the grid needs no wrapper. */
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cx(narrow ? gridNarrow : gridWide, className)}>
      {children}
    </ul>
  );
}

/**
 * The products a listing shows, in the order its card grids show them, for its ItemList: each title and its own
 * page (the site's, without the visitor's carried parameters).
 */
export function listedProducts(locale: Locale, cards: ReadonlyArray<CourseCard | BundleCard>): ListedItem[] {
  return cards.map((item) => ({
    name: item.title,
    href: localePath(
      locale,
      item.kind === 'course' ? pagePaths.course(item.slug) : pagePaths.bundle(item.slug),
    ),
  }));
}

/** A CardGrid of course cards (`hrefBase` '/embed' links to the embed pages). */
export function CourseCards({
  i18n,
  locale,
  courses,
  hrefBase,
  narrow,
}: {
  i18n: I18n;
  locale: Locale;
  courses: CourseCard[];
  hrefBase?: string;
  narrow?: boolean;
}) {
  return (
    <CardGrid narrow={narrow}>
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCardView i18n={i18n} locale={locale} course={course} hrefBase={hrefBase} />
        </li>
      ))}
    </CardGrid>
  );
}

/** A CardGrid of bundle cards (`hrefBase` '/embed' links to the embed pages). */
export function BundleCards({
  i18n,
  locale,
  bundles,
  hrefBase,
  narrow,
  className,
}: {
  i18n: I18n;
  locale: Locale;
  bundles: BundleCard[];
  hrefBase?: string;
  narrow?: boolean;
  className?: string;
}) {
  return (
    <CardGrid narrow={narrow} className={className}>
      {bundles.map((bundle) => (
        <li key={bundle.id}>
          <BundleCardView i18n={i18n} locale={locale} bundle={bundle} hrefBase={hrefBase} />
        </li>
      ))}
    </CardGrid>
  );
}

// Providers: boxes in two columns from md up, each part styled from the list (no class list per part).
const providerList = css({
  listStyle: 'none',
  display: 'grid',
  gap: '4',
  md: { gridTemplateColumns: 'repeat(2, 1fr)' },
  '& > li': { bg: 'bg.card', border: '1px solid', borderColor: 'border', borderRadius: 'card', p: '5' },
  '& h3': { fontWeight: '800', fontSize: 'lg' },
  '& li > p': { color: 'fg.muted', fontSize: 'sm', mt: '1' },
  '& dl': { mt: '3', display: 'grid', gap: '1', fontSize: 'sm' },
  '& dl > div': { display: 'flex', gap: '2' },
  '& dt': { fontWeight: '700' },
});

export function ProviderList({ i18n, providers }: { i18n: I18n; providers: ProviderInfo[] }) {
  if (providers.length === 0) {
    return (
      <p
        className={css({ bg: 'bg.subtle', borderRadius: 'card', p: '5', color: 'fg.muted' })}
        data-testid="no-providers"
      >
        {i18n._(msg`Actualmente no hay información disponible sobre proveedores educativos.`)}
      </p>
    );
  }
  return (
    <ul className={providerList}>
      {providers.map((provider) => (
        <li key={provider.id}>
          <h3>{provider.name}</h3>
          <p>{provider.board}</p>
          <dl>
            <div>
              <dt>{i18n._(msg`Número de proveedor:`)}</dt>
              <dd data-testid="provider-number">{provider.providerNumber}</dd>
            </div>
            <div>
              <dt>{i18n._(msg`Dirección:`)}</dt>
              <dd>{provider.address}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

export function ReviewList({ i18n, locale, reviews }: { i18n: I18n; locale: Locale; reviews: ReviewView[] }) {
  if (reviews.length === 0) {
    return <p className={css({ color: 'fg.muted' })}>{i18n._(msg`Todavía no hay reseñas.`)}</p>;
  }
  return (
    <ul className={reviewClasses.list}>
      {reviews.map((review) => (
        <li key={review.id}>
          <figure>
            {/* Styled from the list (reviewList recipe); the initial's circle is the row's ::before. */}
            <div data-initial={review.authorName.slice(0, 1)}>
              <figcaption>
                <strong>{review.authorName}</strong>
                <span>{formatDate(review.createdAt, locale, 'medium')}</span>
              </figcaption>
              <span role="img" aria-label={i18n._(msg`${review.rating} de 5 estrellas`)}>
                <Stars value={review.rating} size={14} />
              </span>
            </div>
            {review.language !== locale && (
              <p data-testid="review-language">
                {i18n._(msg`Reseña en ${languageName(review.language, locale)}`)}
              </p>
            )}
            {review.verified && (
              <span data-testid="review-verified" className={verifiedBadge}>
                <CheckIcon size={14} />
                {i18n._(msg`Estudiante verificado`)}
              </span>
            )}
            <blockquote lang={review.language}>{review.text}</blockquote>
            {review.itemTitle && review.itemHref && (
              <a href={localePath(locale, review.itemHref)}>{review.itemTitle}</a>
            )}
          </figure>
        </li>
      ))}
    </ul>
  );
}

const reviewClasses = reviewList();
/** A review whose learner completed the course (an issued certificate behind it: domain/reviews). */
const verifiedBadge = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  mt: '3',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: '700',
  bg: 'bg.brandSoft',
  color: 'fg.brand',
});

/** One step of a breadcrumb trail: its text and its link (locale-prefixed; none for the current page). */
export interface BreadcrumbItem {
  label: string;
  href?: string;
}

/**
 * The BreadcrumbList JSON-LD of a visible trail: the same items in the same order, absolute URLs; a step
 * without a link is the page itself (`currentHref`, locale-prefixed).
 */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[], currentHref: string) {
  return breadcrumbListLd(
    publicOrigin(),
    items.map((item) => ({ name: item.label, href: item.href })),
    currentHref,
  );
}

/** A breadcrumb trail; the separators are CSS (each item after the first starts with a "/" read as nothing). */
export function Breadcrumbs({
  items,
  className,
}: {
  items: readonly BreadcrumbItem[];
  /** Colours from the parent (e.g. the dark hero band), on the nav itself. */
  className?: string;
}) {
  return (
    <nav aria-label="breadcrumb" className={cx(breadcrumbNav, className)}>
      <ol className={breadcrumbList}>
        {items.map((item) =>
          item.href ? (
            <li key={item.label}>
              <a href={item.href} className={breadcrumbLink}>
                {item.label}
              </a>
            </li>
          ) : (
            <li key={item.label} aria-current="page">
              {item.label}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

const breadcrumbNav = css({ fontSize: 'sm', color: 'fg.muted', mb: '4' });
const breadcrumbList = css({
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1.5',
  '& > li': { display: 'flex', gap: '1.5' },
  '& > li + li::before': { content: '"/" / ""' },
});
const breadcrumbLink = css({ color: 'fg.brand', _hover: { textDecoration: 'underline' } });

export const sectionTitle = css({
  fontFamily: 'heading',
  fontSize: { base: 'xl', md: '2xl' },
  fontWeight: '800',
  mb: '5',
});
