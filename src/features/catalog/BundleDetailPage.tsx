import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { badge, button } from 'styled-system/recipes';
import { unstable_notFound as notFound } from 'waku/router/server';
import { getDb } from '../../db/index.ts';
import { getBundleDetail } from '../../domain/catalog.ts';
import { formatMoney } from '../../domain/money.ts';
import { LANGUAGE_TAGS, localePath } from '../../i18n/locales.ts';
import { initRequestI18n } from '../../i18n/server.ts';
import { getServices } from '../../services.ts';
import { CheckIcon } from '../layout/icons.tsx';
import { PageMeta } from '../seo/PageMeta.tsx';
import { catalogContent } from './catalog-content.ts';
import { courseJsonLd } from './json-ld.ts';
import {
  Breadcrumbs,
  CardGrid,
  CourseCardView,
  Cover,
  container,
  PriceTag,
  RatingLine,
  ReviewList,
  sectionTitle,
  typeBadge,
  typeLabel,
} from './parts.tsx';

const wrapButton = css({ whiteSpace: 'normal', textAlign: 'center', lineHeight: '1.3' });
const checkIcon = css({ color: 'success', flexShrink: 0, mt: '0.5' });

/** /courses/bundles/{bundles} and /embed/bundles/{id}: included courses, summed hours, enrol and offer buttons. */
export async function BundleDetailPage({ reference, embed = false }: { reference: string; embed?: boolean }) {
  const { i18n, locale } = initRequestI18n();
  const bundle = await getBundleDetail(getDb(), locale, reference);
  if (!bundle) notFound();
  const path = embed ? `/embed/bundles/${bundle.slug}` : `/courses/bundles/${bundle.slug}`;
  const base = getServices().config.PUBLIC_URL.replace(/\/$/, '');
  const content = catalogContent[locale];
  const dateFormat = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' });
  const buyHref = localePath(locale, `/courses/buy/${bundle.slug}?type=bundle`);
  const separateCents = bundle.courses.reduce((sum, course) => sum + course.price.finalCents, 0);
  const savingCents = separateCents - bundle.price.finalCents;
  const firstState = bundle.states[0]?.code ?? 'FL';

  return (
    <>
      <PageMeta
        locale={locale}
        path={path}
        title={`${bundle.title} · Quest`}
        description={bundle.description.slice(0, 300)}
        type="product"
        noindex={embed}
        jsonLd={[
          courseJsonLd(bundle, `${base}${localePath(locale, `/courses/bundles/${bundle.slug}`)}`, {
            name: 'Quest',
          }),
        ]}
      />
      <section className={css({ bg: 'ink.900', color: 'ink.50', py: { base: '8', md: '12' } })}>
        <div
          className={cx(
            container,
            css({ display: 'grid', gap: '8', lg: { gridTemplateColumns: 'minmax(0, 1fr) 380px' } }),
          )}
        >
          <div>
            {!embed && (
              <div className={css({ '& a': { color: 'brand.200' }, '& nav': { color: 'ink.300' } })}>
                <Breadcrumbs
                  items={[
                    {
                      label: i18n._(msg`Cursos acreditados`),
                      href: localePath(locale, '/accredited-courses'),
                    },
                    {
                      label: bundle.industry.name,
                      href: localePath(
                        locale,
                        `/accredited-courses?state=${firstState}&industry=${bundle.industry.slug}`,
                      ),
                    },
                    {
                      label: bundle.specialty.name,
                      href: localePath(locale, `/accredited-courses/specialities/${bundle.specialty.slug}`),
                    },
                  ]}
                />
              </div>
            )}
            <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', mb: '3' })}>
              <span className={badge({ tone: 'coral' })}>{i18n._(msg`Paquete`)}</span>
              <span className={typeBadge(bundle.type)}>{typeLabel(i18n, bundle.type)}</span>
            </div>
            <h1
              className={css({
                fontFamily: 'heading',
                fontSize: { base: '2xl', md: '4xl' },
                fontWeight: '800',
                lineHeight: '1.15',
              })}
            >
              {bundle.title}
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
              {bundle.description}
            </p>
            <div
              className={css({ mt: '4', '& strong': { color: 'sun.300' }, '& span': { color: 'ink.200' } })}
            >
              <RatingLine i18n={i18n} locale={locale} rating={bundle.rating} />
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
              <li data-testid="bundle-hours">
                <strong className={css({ color: 'white' })}>{bundle.hours}</strong>{' '}
                {i18n._(msg`horas de crédito en total`)}
              </li>
              <li>
                <strong className={css({ color: 'white' })}>{bundle.courseCount}</strong>{' '}
                {i18n._(msg`cursos incluidos`)}
              </li>
              {bundle.states.length > 0 && <li>{bundle.states.map((state) => state.name).join(', ')}</li>}
            </ul>
          </div>

          <aside
            aria-label={i18n._(msg`Inscripción`)}
            className={css({
              bg: 'bg.card',
              color: 'fg',
              borderRadius: 'card',
              boxShadow: 'lg',
              overflow: 'hidden',
              alignSelf: 'start',
            })}
          >
            <Cover image={bundle.image} hours={bundle.hours} />
            <div
              className={css({ p: '5', display: 'grid', gap: '4', gridTemplateColumns: 'minmax(0, 1fr)' })}
            >
              <PriceTag i18n={i18n} locale={locale} price={bundle.price} size="lg" />
              {savingCents > 0 && (
                <p className={css({ color: 'success', fontWeight: '700', fontSize: 'sm' })}>
                  {i18n._(
                    msg`Ahorras ${formatMoney(savingCents, locale)} frente a comprar los cursos por separado`,
                  )}
                </p>
              )}
              <a
                href={buyHref}
                className={cx(button({ size: 'lg' }), wrapButton)}
                data-testid="bundle-enroll"
              >
                {i18n._(msg`Inscribirme en el paquete`)}
              </a>
              {bundle.price.discountPercent > 0 && (
                <a
                  href={`${buyHref}&offer=limited`}
                  className={cx(button({ variant: 'sun', size: 'lg' }), wrapButton)}
                  data-testid="limited-offer"
                >
                  {bundle.price.endsAt
                    ? i18n._(
                        msg`Oferta limitada: -${bundle.price.discountPercent}% hasta el ${dateFormat.format(bundle.price.endsAt)}`,
                      )
                    : i18n._(msg`Oferta limitada: -${bundle.price.discountPercent}%`)}
                </a>
              )}
              <div className={css({ bg: 'bg.subtle', borderRadius: '14px', p: '4' })}>
                <p className={css({ fontWeight: '800' })}>{content.payLater.title}</p>
                <ul
                  className={css({ listStyle: 'none', mt: '2', display: 'grid', gap: '1.5', fontSize: 'sm' })}
                >
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
        </div>
      </section>

      <div
        className={cx(
          container,
          css({ py: { base: '8', md: '12' }, display: 'grid', gap: { base: '10', md: '14' } }),
        )}
      >
        <section aria-labelledby="included">
          <h2 id="included" className={sectionTitle}>
            {i18n._(msg`Cursos incluidos`)}
          </h2>
          <CardGrid>
            {bundle.courses.map((course) => (
              <li key={course.id}>
                <CourseCardView
                  i18n={i18n}
                  locale={locale}
                  course={course}
                  hrefBase={embed ? '/embed' : ''}
                />
              </li>
            ))}
          </CardGrid>
        </section>
        <section aria-labelledby="bundle-reviews">
          <h2 id="bundle-reviews" className={sectionTitle}>
            {i18n._(msg`Reseñas`)}
          </h2>
          <ReviewList i18n={i18n} locale={locale} reviews={bundle.reviews} />
        </section>
      </div>
    </>
  );
}
