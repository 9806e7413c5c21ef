import { msg, plural } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { badge, button, card } from 'styled-system/recipes';
import { unstable_notFound as notFound } from 'waku/router/server';
import { affiliateDashboardHref } from '../../domain/affiliates.ts';
import { formatMoney } from '../../i18n/format.ts';
import { localePath } from '../../i18n/locales.ts';
import { initRequestI18n } from '../../request-context/page.ts';
import { pagePaths } from '../../routes.ts';
import { domain, getServices } from '../../services.ts';
import { PageMeta } from '../seo/index.ts';

/**
 * /affiliates/{id} (spec §1, §2, issue 12): an affiliate's landing. The id is the affiliate's slug. Name, blurb,
 * the affiliate's dashboard link (when AFFILIATE_DASHBOARD_URL names its host), and the affiliate bundle (6 courses plus a 3-course bundle, every item listed)
 * at the checkout's own price; the buy button goes to the ordinary checkout carrying `affiliate={id}`, which the
 * server checks against active affiliates before the order records it. Public and cacheable (the same for
 * everyone); title, description and Open Graph come from the database before the page renders; an unknown or
 * inactive id is the 404 page.
 */
export async function AffiliatePage({ id }: { id: string }) {
  const { i18n, locale } = initRequestI18n();
  const affiliate = await domain().catalog.affiliate(locale, id);
  if (!affiliate) notFound();
  const { bundle } = affiliate;
  const path = pagePaths.affiliate(affiliate.id);
  const buyHref = `${localePath(locale, pagePaths.buy(bundle.slug))}?${new URLSearchParams({ type: 'bundle', affiliate: affiliate.id })}`;
  const total = formatMoney(bundle.totalCents, locale);
  const list = formatMoney(bundle.listPriceCents, locale);
  const hours = Number(bundle.creditHours);
  const courseCount = bundle.courses.length;
  const includedCount = bundle.included?.courses.length ?? 0;
  const dashboard = affiliateDashboardHref(
    affiliate.dashboardUrl,
    getServices().config.AFFILIATE_DASHBOARD_URL,
  );
  const description = i18n._(
    msg`${affiliate.name}, afiliado de Quest: ${bundle.title} por ${total} en lugar de ${list} (${bundle.discountPercent} % de descuento).`,
  );

  return (
    <div className={page} data-testid="affiliate-page">
      <PageMeta
        locale={locale}
        path={path}
        title={i18n._(msg`${affiliate.name} · Afiliado de Quest`)}
        description={description}
      />
      <section className={cx(card(), hero)} aria-labelledby="affiliate-name">
        <p className={eyebrow}>{i18n._(msg`Afiliado de Quest`)}</p>
        <h1 id="affiliate-name" className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: '800' })}>
          {affiliate.name}
        </h1>
        <p className={css({ fontSize: { base: 'md', md: 'lg' }, color: 'fg.muted', textWrap: 'pretty' })}>
          {affiliate.blurb}
        </p>
        {dashboard && (
          <p>
            <a
              href={dashboard}
              className={button({ variant: 'secondary', size: 'sm' })}
              data-testid="affiliate-dashboard"
              rel="noopener noreferrer"
            >
              {i18n._(msg`Panel del afiliado`)}
            </a>
          </p>
        )}
      </section>

      <section
        className={cx(card(), offer)}
        aria-labelledby="affiliate-bundle"
        data-testid="affiliate-bundle"
      >
        <div className={css({ display: 'grid', gap: '3', minW: '0' })}>
          <p className={eyebrow}>{i18n._(msg`Paquete de afiliados`)}</p>
          <h2
            id="affiliate-bundle"
            className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: '800' })}
          >
            {bundle.title}
          </h2>
          <p className={css({ color: 'fg.muted', textWrap: 'pretty' })}>{bundle.description}</p>
          <p className={css({ fontSize: 'sm' })} data-testid="affiliate-bundle-hours">
            {i18n._(
              msg`${plural(bundle.courseCount, { one: '# curso', other: '# cursos' })} · ${plural(hours, { one: '# hora de crédito', other: '# horas de crédito' })}`,
            )}
          </p>
        </div>
        <div className={priceBox} data-testid="affiliate-price">
          <p className={css({ display: 'flex', alignItems: 'baseline', gap: '3', flexWrap: 'wrap' })}>
            <strong className={css({ fontSize: '4xl', fontWeight: '800' })} data-testid="affiliate-total">
              {total}
            </strong>
            <s className={css({ fontSize: 'lg', color: 'fg.muted' })} data-testid="affiliate-list-price">
              <span className={css({ srOnly: true })}>{i18n._(msg`Precio normal`)} </span>
              {list}
            </s>
          </p>
          <p>
            <span className={badge({ tone: 'coral' })} data-testid="affiliate-discount">
              {i18n._(msg`${bundle.discountPercent} % de descuento`)}
            </span>
          </p>
          <a href={buyHref} className={cx(button({ size: 'lg' }), wrapButton)} data-testid="affiliate-buy">
            {i18n._(msg`Comprar el paquete`)}
          </a>
        </div>
      </section>

      <section aria-labelledby="affiliate-items" className={css({ display: 'grid', gap: '4' })}>
        <h2 id="affiliate-items" className={sectionTitle}>
          {i18n._(msg`Qué incluye`)}
        </h2>
        <div className={columns}>
          <div className={cx(card(), css({ display: 'grid', gap: '3', alignContent: 'start' }))}>
            <h3 className={groupTitle}>
              {i18n._(msg`${plural(courseCount, { one: '# curso', other: '# cursos' })}`)}
            </h3>
            <ul className={itemList} data-testid="affiliate-courses">
              {bundle.courses.map((course) => (
                <li key={course.slug} className={itemRow}>
                  <a href={localePath(locale, pagePaths.course(course.slug))} className={itemLink}>
                    {course.title}
                  </a>
                  <span className={hoursText}>{i18n._(msg`${course.creditHours} h`)}</span>
                </li>
              ))}
            </ul>
          </div>
          {bundle.included && (
            <div className={cx(card(), css({ display: 'grid', gap: '3', alignContent: 'start' }))}>
              <h3 className={groupTitle}>
                {i18n._(
                  msg`${plural(includedCount, { one: 'Paquete de # curso', other: 'Paquete de # cursos' })}`,
                )}
              </h3>
              <p>
                <a
                  href={localePath(locale, pagePaths.bundle(bundle.included.slug))}
                  className={itemLink}
                  data-testid="affiliate-included-bundle"
                >
                  {bundle.included.title}
                </a>
              </p>
              <ul className={itemList} data-testid="affiliate-included-courses">
                {bundle.included.courses.map((course) => (
                  <li key={course.slug} className={itemRow}>
                    <a href={localePath(locale, pagePaths.course(course.slug))} className={itemLink}>
                      {course.title}
                    </a>
                    <span className={hoursText}>{i18n._(msg`${course.creditHours} h`)}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </section>
    </div>
  );
}

const page = css({
  maxW: '1200px',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '8', md: '12' },
  display: 'grid',
  gap: { base: '6', md: '8' },
});
const hero = css({ display: 'grid', gap: '3' });
const eyebrow = css({ fontWeight: '700', color: 'fg.brand', letterSpacing: '0.02em' });
const offer = css({
  display: 'grid',
  gap: { base: '5', md: '8' },
  gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1fr) 320px' },
  alignItems: 'center',
});
const priceBox = css({ display: 'grid', gap: '3', p: '4', borderRadius: '16px', bg: 'bg.muted' });
const wrapButton = css({ whiteSpace: 'normal', textAlign: 'center' });
const sectionTitle = css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: '800' });
const columns = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
});
const groupTitle = css({ fontSize: 'lg', fontWeight: '800' });
const itemList = css({ display: 'grid', gap: '2' });
const itemRow = css({ display: 'flex', justifyContent: 'space-between', gap: '3', alignItems: 'baseline' });
const itemLink = css({
  color: 'fg.brand',
  fontWeight: '600',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});
const hoursText = css({ fontSize: 'sm', color: 'fg.muted', whiteSpace: 'nowrap' });
