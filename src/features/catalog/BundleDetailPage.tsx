import { msg, plural } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { badge, button } from 'styled-system/recipes';
import { unstable_notFound as notFound } from 'waku/router/server';
import { socialCoverPath } from '../../cover-address.ts';
import { checkoutParams } from '../../domain/purchase-params.ts';
import { formatNumber } from '../../i18n/format.ts';
import { localePath } from '../../i18n/locales.ts';
import { initRequestI18n, requestPageUrl } from '../../request-context/page.ts';
import { pagePaths } from '../../routes.ts';
import { domain, getServices } from '../../services.ts';
import { container } from '../../ui/Section.tsx';
import { PageMeta } from '../seo/index.ts';
import { DetailAside, DetailHero, detailBreadcrumbs, heroStrong } from './DetailHero.tsx';
import { courseJsonLd } from './json-ld.ts';
import {
  breadcrumbJsonLd,
  CourseCards,
  Cover,
  ReviewList,
  sectionTitle,
  typeBadge,
  typeLabel,
} from './parts.tsx';
import { getCourseViewer } from './viewer.ts';

const wrapButton = css({ whiteSpace: 'normal', textAlign: 'center', lineHeight: '1.3' });

/** /courses/bundles/{bundles} and /embed/bundles/{id}: included courses, summed hours, enrol and offer buttons. */
export async function BundleDetailPage({ reference, embed = false }: { reference: string; embed?: boolean }) {
  const { i18n, locale } = initRequestI18n();
  const bundle = await domain().catalog.bundleDetail(locale, reference, { viewer: await getCourseViewer() });
  if (!bundle) notFound();
  const path = embed ? pagePaths.embedBundle(bundle.slug) : pagePaths.bundle(bundle.slug);
  const base = getServices().config.PUBLIC_URL.replace(/\/$/, '');
  // The buy link carries what came with the visitor (campaign, inviter, redirectUrl, metadata…).
  const buyQuery = new URLSearchParams({ type: 'bundle' });
  for (const [key, value] of checkoutParams(requestPageUrl().searchParams)) buyQuery.set(key, value);
  const buyHref = localePath(locale, `${pagePaths.buy(bundle.slug)}?${buyQuery.toString()}`);
  const hours = Number(bundle.hours);
  const courseCount = bundle.courseCount;

  return (
    <>
      <PageMeta
        locale={locale}
        path={path}
        title={`${bundle.title} · Quest`}
        imagePath={socialCoverPath('bundle', bundle.slug, locale)}
        description={bundle.description.slice(0, 300)}
        type="product"
        noindex={embed || !bundle.listed}
        jsonLd={[
          courseJsonLd(bundle, `${base}${localePath(locale, pagePaths.bundle(bundle.slug))}`, {
            name: 'Quest',
          }),
          // The trail the hero shows (not in the embed, which shows none).
          ...(embed
            ? []
            : [breadcrumbJsonLd(detailBreadcrumbs(i18n, locale, bundle), localePath(locale, path))]),
        ]}
      />
      <DetailHero
        i18n={i18n}
        locale={locale}
        item={bundle}
        embed={embed}
        badges={
          <>
            <span className={badge({ tone: 'coral' })}>{i18n._(msg`Paquete`)}</span>
            <span className={typeBadge(bundle.type)}>{typeLabel(i18n, bundle.type)}</span>
          </>
        }
        facts={
          <>
            <li data-testid="bundle-hours">
              <strong className={heroStrong}>{formatNumber(hours, locale)}</strong>{' '}
              {i18n._(
                msg`${plural(hours, { one: 'hora de crédito en total', other: 'horas de crédito en total' })}`,
              )}
            </li>
            <li>
              <strong className={heroStrong}>{formatNumber(courseCount, locale)}</strong>{' '}
              {i18n._(msg`${plural(courseCount, { one: 'curso incluido', other: 'cursos incluidos' })}`)}
            </li>
            {bundle.states.length > 0 && <li>{bundle.states.map((state) => state.name).join(', ')}</li>}
          </>
        }
        aside={
          <DetailAside
            i18n={i18n}
            locale={locale}
            cover={<Cover image={bundle.image} hours={bundle.hours} priority />}
            price={bundle.price}
          >
            <a href={buyHref} className={cx(button({ size: 'lg' }), wrapButton)} data-testid="bundle-enroll">
              {i18n._(msg`Inscribirme en el paquete`)}
            </a>
            {bundle.price.discountPercent > 0 && (
              <a
                href={`${buyHref}&offer=limited`}
                className={cx(button({ variant: 'secondary' }), wrapButton)}
                data-testid="limited-offer"
              >
                {i18n._(msg`Aprovechar la oferta: -${bundle.price.discountPercent}%`)}
              </a>
            )}
          </DetailAside>
        }
      />

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
          <CourseCards
            i18n={i18n}
            locale={locale}
            courses={bundle.courses}
            hrefBase={embed ? '/embed' : ''}
          />
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
