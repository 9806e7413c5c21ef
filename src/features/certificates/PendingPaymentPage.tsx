import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { unstable_notFound as notFound } from 'waku/router/server';
import { localePath } from '../../i18n/locales.ts';
import { initRequestI18n } from '../../request-context/page.ts';
import { pagePaths } from '../../routes.ts';
import { domain } from '../../services.ts';
import { Icon } from '../../ui/icons.tsx';
import { actionsRow, lead, narrowPage, pageTitle, wrapButton } from '../checkout/index.ts';
import { PageMeta } from '../seo/index.ts';
import { textLink } from './parts.tsx';

/**
 * /certificates/{id}/pendingpayment: why a certificate is locked (pay later gives access at once; certificates
 * come once paid, spec §1) and the way to pay the order's pending invoice. Only for a locked certificate.
 */
export async function PendingPaymentPage({ id }: { id: string }) {
  const { i18n, locale } = initRequestI18n();
  const certificate = await domain().certificates.find(id, locale);
  if (certificate?.status !== 'pending_payment') notFound();
  const course = certificate.courseTitle;
  return (
    <div className={narrowPage} data-testid="certificate-pending-page">
      <PageMeta
        locale={locale}
        path={pagePaths.certificatePendingPayment(id)}
        title={`${i18n._(msg`Certificado pendiente de pago`)} · Quest`}
        description={i18n._(msg`Tu certificado se entrega en cuanto se registre el pago.`)}
        noindex
      />
      <section
        aria-labelledby="pending-title"
        className={cx(card(), css({ display: 'grid', gap: '4', p: { base: '6', md: '8' } }))}
      >
        <span className={css({ color: 'fg.brand' })}>
          <Icon name="lock" size={36} />
        </span>
        <h1 id="pending-title" className={pageTitle}>
          {i18n._(msg`Tu certificado espera el pago`)}
        </h1>
        <p className={lead}>
          {i18n._(
            msg`Completaste «${course}». Elegiste pagar después: tuviste acceso completo al curso desde el primer día y el certificado se entrega cuando se paga la factura.`,
          )}
        </p>
        <ul className={css({ display: 'grid', gap: '2', pl: '5', listStyleType: 'disc', color: 'fg.muted' })}>
          <li>{i18n._(msg`Paga la factura pendiente en el recibo de tu pedido, con tarjeta.`)}</li>
          <li>{i18n._(msg`El certificado se emite en el mismo momento en que se registra el pago.`)}</li>
          <li>{i18n._(msg`Después podrás descargarlo en PDF e imprimirlo.`)}</li>
        </ul>
        <div className={actionsRow}>
          <a
            href={localePath(locale, pagePaths.receipt(certificate.orderLinkId))}
            className={cx(button(), wrapButton)}
            data-testid="pay-now-link"
          >
            {i18n._(msg`Pagar ahora`)}
          </a>
          <a
            href={localePath(locale, pagePaths.certificate(id))}
            className={cx(textLink, css({ alignSelf: 'center' }))}
          >
            {i18n._(msg`Volver al certificado`)}
          </a>
        </div>
      </section>
    </div>
  );
}
