import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import type { CertificateStatus } from '../../domain/certificates/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { SERVER_ROUTES, serverPath } from '../../routes.ts';

// Pieces the certificate pages share: labels of the states, the PDF link, the licence text.

export function statusLabel(i18n: I18n, status: CertificateStatus): string {
  switch (status) {
    case 'issued':
      return i18n._(msg`Emitido`);
    case 'pending_payment':
      return i18n._(msg`Pendiente de pago`);
    case 'awaiting_monitor':
      return i18n._(msg`Pendiente del monitor`);
    case 'revoked':
      return i18n._(msg`Revocado`);
  }
}

const TONE: Record<CertificateStatus, 'mint' | 'sun' | 'brand' | 'coral'> = {
  issued: 'mint',
  pending_payment: 'sun',
  awaiting_monitor: 'brand',
  revoked: 'coral',
};

export function CertificateStatusBadge({ i18n, status }: { i18n: I18n; status: CertificateStatus }) {
  return (
    <span
      className={cx(badge({ tone: TONE[status] }), css({ _print: { display: 'none' } }))}
      data-testid="certificate-status"
    >
      {statusLabel(i18n, status)}
    </span>
  );
}

export function pdfHref(id: string, locale: Locale): string {
  return `${serverPath(SERVER_ROUTES.certificatePdf, { id })}?lang=${locale}`;
}

export const textLink = css({
  color: 'fg.brand',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  fontWeight: '600',
});
