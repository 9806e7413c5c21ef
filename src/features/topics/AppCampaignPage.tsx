import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { unstable_notFound as notFound } from 'waku/router/server';
import { formatDate, formatMoney, formatPercent } from '../../i18n/format.ts';
import { initRequestI18n } from '../../request-context/page.ts';
import { href, pagePaths } from '../../routes.ts';
import { domain } from '../../services.ts';
import { Cover, creditHoursText } from '../catalog/index.ts';
import { PageMeta } from '../seo/index.ts';
import { AppLine } from './AppLine.tsx';

/**
 * /apps/{app}/{campaignId} (spec §2, §4, issue 12): an app campaign's landing. The product, the campaign price
 * next to the regular one, the expiry date and a buy button to the checkout carrying the campaignId; once the
 * campaign has expired the regular price applies and the page says so. Prices come from the same quote the
 * checkout charges (domain/topics). Meta from the database before render; unknown ids are the 404 page.
 */
export async function AppCampaignPage({ app, campaignId }: { app: string; campaignId: string }) {
  const { i18n, locale } = initRequestI18n();
  const data = await domain().catalog.appCampaign(locale, app, campaignId);
  if (!data) notFound();
  const { campaign, product, quote } = data;
  const path = pagePaths.appCampaign(data.app.id, campaign.id);
  const price = formatMoney(quote.totalCents, locale, { cents: 'always' });
  const regular = formatMoney(quote.listPriceCents, locale, { cents: 'always' });
  const campaignPrice = formatMoney(data.campaignCents, locale, { cents: 'always' });
  const until = formatDate(campaign.expiresAt, locale);
  const percent = formatPercent(campaign.discountPercent, locale);
  const description = campaign.expired
    ? i18n._(msg`${product.title}: la campaña ${campaign.name} terminó el ${until}. Precio actual ${price}.`)
    : i18n._(
        msg`${product.title} a ${price} en vez de ${regular} con ${campaign.name} (${percent} de descuento) hasta el ${until}.`,
      );
  const query: Record<string, string> =
    product.type === 'bundle' ? { type: 'bundle', campaignId: campaign.id } : { campaignId: campaign.id };
  const buyHref = href(locale, pagePaths.buy(product.slug), query);
  const productHref = href(
    locale,
    product.type === 'bundle' ? pagePaths.bundle(product.slug) : pagePaths.course(product.slug),
  );
  return (
    <div className={page} data-testid="app-campaign-page">
      <PageMeta
        locale={locale}
        path={path}
        title={i18n._(msg`${campaign.name} · ${product.title}`)}
        description={description}
        type="product"
      />
      <AppLine i18n={i18n} app={data.app} />
      <section className={cx(card(), layout)} aria-labelledby="campaign-title">
        <div className={css({ display: 'grid', gap: '4', alignContent: 'start', minW: '0' })}>
          <p className={css({ fontWeight: '700', color: 'fg.brand' })} data-testid="campaign-name">
            {campaign.name}
          </p>
          <h1
            id="campaign-title"
            className={css({ fontSize: { base: '2xl', md: '4xl' }, fontWeight: '800', textWrap: 'balance' })}
          >
            {product.title}
          </h1>
          <p className={css({ color: 'fg.muted' })}>
            {product.type === 'bundle' ? i18n._(msg`Paquete`) : i18n._(msg`Curso`)} ·{' '}
            {creditHoursText(i18n, product.creditHours)}
          </p>
          {product.description && <p className={css({ maxW: '65ch' })}>{product.description}</p>}
          <p>
            <a href={productHref} className={css({ color: 'fg.brand', textDecoration: 'underline' })}>
              {product.type === 'bundle' ? i18n._(msg`Ver el paquete`) : i18n._(msg`Ver el curso`)}
            </a>
          </p>
        </div>
        <div className={css({ display: 'grid', gap: '4', alignContent: 'start' })}>
          <Cover image={product.image} hours={product.creditHours} size="hero" priority />
          {campaign.expired ? (
            <div className={css({ display: 'grid', gap: '2' })} data-testid="campaign-expired">
              <p className={notice}>
                {i18n._(msg`Esta campaña terminó el ${until}: se aplica el precio normal.`)}
              </p>
              <p className={css({ display: 'flex', gap: '3', alignItems: 'baseline', flexWrap: 'wrap' })}>
                <span className={bigPrice} data-testid="campaign-price">
                  {price}
                </span>
                <span className={css({ color: 'fg.muted' })}>
                  <span className={css({ srOnly: true })}>{i18n._(msg`Precio de la campaña:`)} </span>
                  <s>{campaignPrice}</s>
                </span>
              </p>
            </div>
          ) : (
            <div className={css({ display: 'grid', gap: '2' })} data-testid="campaign-live">
              <p className={css({ display: 'flex', gap: '3', alignItems: 'baseline', flexWrap: 'wrap' })}>
                <span className={bigPrice} data-testid="campaign-price">
                  {price}
                </span>
                <span className={css({ color: 'fg.muted' })}>
                  <span className={css({ srOnly: true })}>{i18n._(msg`Precio normal:`)} </span>
                  <s data-testid="regular-price">{regular}</s>
                </span>
                <span className={pill}>{i18n._(msg`${percent} de descuento`)}</span>
              </p>
              <p className={css({ fontSize: 'sm', fontWeight: '700' })} data-testid="campaign-expiry">
                {i18n._(msg`Oferta válida hasta el ${until}`)}
              </p>
            </div>
          )}
          <a href={buyHref} className={cx(button({ size: 'lg' }), wrap)} data-testid="campaign-buy">
            {i18n._(msg`Comprar por ${price}`)}
          </a>
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
const layout = css({
  display: 'grid',
  gap: { base: '6', md: '8' },
  lg: { gridTemplateColumns: 'minmax(0, 1fr) 400px' },
});
const bigPrice = css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: '800', fontFamily: 'heading' });
const pill = css({
  px: '2.5',
  py: '1',
  borderRadius: 'full',
  bg: 'mint.100',
  color: 'mint.700',
  fontWeight: '700',
  fontSize: 'sm',
});
const notice = css({
  p: '3',
  borderRadius: '12px',
  bg: 'bg.subtle',
  border: '1px solid',
  borderColor: 'border',
  fontWeight: '700',
  fontSize: 'sm',
});
const wrap = css({ whiteSpace: 'normal', textAlign: 'center', lineHeight: '1.3' });
