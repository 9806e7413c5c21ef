import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { type InvoiceState, invoiceState } from '../../domain/orders/invoice.ts';
import type { CheckoutMessageKey } from '../../domain/orders/messages.ts';
import { CHECKOUT_MESSAGES } from '../../domain/orders/messages.ts';
import type { OrderView } from '../../domain/orders/queries.ts';
import { type Locale, localePath } from '../../i18n/locales.ts';
import { pagePaths, SERVER_ROUTES, serverPath } from '../../routes.ts';
import { errorText, hintText, inputStyle, labelStyle } from '../../ui/form-styles.ts';
import { CheckIcon } from '../../ui/icons.tsx';

// Pieces the pages after payment share: the narrow page frame, status badges, notices, labelled fields and the
// order's links.

export const narrowPage = css({
  maxW: '640px',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '8', md: '14' },
});
export const widePage = css({
  maxW: '1080px',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '8', md: '12' },
});

export const pageTitle = css({
  fontSize: { base: '2xl', md: '4xl' },
  fontWeight: '800',
  lineHeight: '1.15',
  textWrap: 'balance',
});
export const lead = css({ fontSize: { base: 'md', md: 'lg' }, color: 'fg.muted', textWrap: 'pretty' });
export const cardTitle = css({ fontSize: 'lg', fontWeight: '800' });
export const actionsRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  '& > *': { flex: { base: '1 1 100%', sm: '0 0 auto' } },
  _print: { display: 'none' },
});
/** Long text on a button wraps instead of overflowing a phone screen. */
export const wrapButton = css({ whiteSpace: 'normal', textAlign: 'center', lineHeight: '1.3' });
export const noPrint = css({ _print: { display: 'none' } });

export function productTypeLabel(i18n: I18n, type: OrderView['productType']): string {
  if (type === 'credits') return i18n._(msg`Créditos de Study`);
  return type === 'bundle' ? i18n._(msg`Paquete de cursos`) : i18n._(msg`Curso`);
}

export function paymentMethodLabel(i18n: I18n, method: OrderView['paymentMethod']): string {
  return method === 'pay_later' ? i18n._(msg`Pagar después (factura)`) : i18n._(msg`Tarjeta`);
}

const STATE_TONE: Record<InvoiceState, 'mint' | 'sun' | 'brand' | 'coral'> = {
  paid: 'mint',
  pending: 'sun',
  refunded: 'brand',
  processing: 'brand',
  failed: 'coral',
};

export function stateLabel(i18n: I18n, state: InvoiceState): string {
  switch (state) {
    case 'paid':
      return i18n._(msg`Pagado`);
    case 'pending':
      return i18n._(msg`Pago pendiente`);
    case 'refunded':
      return i18n._(msg`Reembolsado`);
    case 'failed':
      return i18n._(msg`Pago fallido`);
    default:
      return i18n._(msg`Procesando`);
  }
}

export function StatusBadge({ i18n, status }: { i18n: I18n; status: OrderView['status'] }) {
  const state = invoiceState(status);
  return (
    <span className={badge({ tone: STATE_TONE[state] })} data-testid="order-status" data-status={state}>
      {stateLabel(i18n, state)}
    </span>
  );
}

/** A test order (sandbox, Stripe's test mode): no real money moved, and the receipt says so. */
export function TestOrderBadge({ i18n }: { i18n: I18n }) {
  return (
    <span className={badge({ tone: 'sun' })} data-testid="test-order">
      {i18n._(msg`Pedido de prueba: sin cargo real`)}
    </span>
  );
}

const noticeBase = css({
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  p: '4',
  borderRadius: '14px',
  borderLeftWidth: '4px',
  borderLeftStyle: 'solid',
  _print: { display: 'none' },
});
const noticeTone = {
  success: css({ bg: 'mint.100', color: 'ink.900', borderColor: 'mint.500' }),
  error: css({ bg: 'coral.100', color: 'ink.900', borderColor: 'coral.500' }),
  info: css({ bg: 'bg.brandSoft', color: 'fg', borderColor: 'accent' }),
};
const noticeBody = {
  success: css({ fontSize: 'sm', color: 'ink.700' }),
  error: css({ fontSize: 'sm', color: 'ink.700' }),
  info: css({ fontSize: 'sm', color: 'fg.muted' }),
};

/** A short message at the top of a page or form: success and info are polite, errors are alerts. */
export function Notice({
  tone,
  title,
  children,
  testId,
}: {
  tone: 'success' | 'error' | 'info';
  title?: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={cx(noticeBase, noticeTone[tone])}
    >
      {tone === 'success' && (
        <span className={css({ color: 'mint.700', flexShrink: 0, mt: '0.5' })}>
          <CheckIcon size={20} />
        </span>
      )}
      <div className={css({ display: 'grid', gap: '1', minW: 0 })}>
        {title && <p className={css({ fontWeight: '800' })}>{title}</p>}
        {children && <div className={noticeBody[tone]}>{children}</div>}
      </div>
    </div>
  );
}

/** A labelled input with its hint and its error (announced and linked with aria-describedby). */
/**
 * The offline sandbox's card fields (number, expiry, CVC): the checkout, the subscription and its portal post them
 * to the server, which reads Stripe's test numbers. `idPrefix` keeps the ids unique on the page.
 */
export function SandboxCardFields({
  i18n,
  idPrefix,
  error,
}: {
  i18n: I18n;
  idPrefix: string;
  /** Shown under the card number. */
  error?: string;
}) {
  // No placeholders: a grey "4242…", "12/34" or "123" in an empty field reads as a value already typed. The format
  // and the test card are said in hint text outside the field, linked to it (aria-describedby).
  return (
    <>
      <Field
        id={`${idPrefix}-cardNumber`}
        name="cardNumber"
        label={i18n._(msg`Número de tarjeta`)}
        hint={i18n._(msg`Tarjeta de prueba: 4242 4242 4242 4242`)}
        autoComplete="cc-number"
        inputMode="numeric"
        error={error}
      />
      <div className={cardDetailsRow}>
        <Field
          id={`${idPrefix}-cardExpiry`}
          name="cardExpiry"
          label={i18n._(msg`Vencimiento`)}
          hint={i18n._(msg`Mes y año, MM/AA`)}
          autoComplete="cc-exp"
          inputMode="numeric"
        />
        <Field
          id={`${idPrefix}-cardCvc`}
          name="cardCvc"
          label={i18n._(msg`CVC`)}
          hint={i18n._(msg`3 o 4 cifras, al dorso`)}
          autoComplete="cc-csc"
          inputMode="numeric"
        />
      </div>
    </>
  );
}

const cardDetailsRow = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
});

export function Field({
  id,
  name,
  label,
  type = 'text',
  value,
  error,
  hint,
  autoComplete,
  inputMode,
  placeholder,
  maxLength,
}: {
  id: string;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  value?: string;
  error?: string;
  hint?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  placeholder?: string;
  maxLength?: number;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={css({ display: 'grid', gap: '1.5' })}>
      <label htmlFor={id} className={labelStyle}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={hintText}>
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputStyle}
      />
      {error && (
        <p id={errorId} className={errorText} data-testid={`${name}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The page's text for a message key from a refused post (unknown keys fall back to the generic error). */
export function messageFor(locale: Locale, key: string | undefined): string | undefined {
  if (!key) return undefined;
  const messages = CHECKOUT_MESSAGES[locale];
  return key in messages ? messages[key as CheckoutMessageKey] : messages.payment_error;
}

/** Where a Fastify form posts, with the page's language. */
export function postAction(route: string, params: Record<string, string>, locale: Locale): string {
  return `${serverPath(route, params)}?lang=${locale}`;
}

export function invoiceHref(transactionId: string, locale: Locale): string {
  return postAction(SERVER_ROUTES.invoice, { transactionId }, locale);
}

/** The product's own page (course or bundle; the study page's packages for credits). */
export function productHref(order: Pick<OrderView, 'productType' | 'productSlug'>, locale: Locale): string {
  if (order.productType === 'credits') return `${localePath(locale, pagePaths.study)}#credits`;
  return localePath(
    locale,
    order.productType === 'bundle'
      ? pagePaths.bundle(order.productSlug)
      : pagePaths.course(order.productSlug),
  );
}

/** The checkout again, for a failed payment. */
export function buyAgainHref(
  order: Pick<OrderView, 'productType' | 'productSlug' | 'stateCode'>,
  locale: Locale,
): string {
  const query = new URLSearchParams();
  if (order.productType !== 'course') query.set('type', order.productType);
  if (order.stateCode) query.set('state', order.stateCode);
  const search = query.toString();
  return `${localePath(locale, pagePaths.buy(order.productSlug))}${search ? `?${search}` : ''}`;
}

/** The buyer's first name, for a friendly heading. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** The person who takes the course: the invited user when there is one, else the buyer. */
export function learnerEmail(order: Pick<OrderView, 'invitedEmail' | 'buyerEmail'>): string {
  return order.invitedEmail ?? order.buyerEmail;
}

/** A definition list row: label and value side by side on wide screens, stacked on phones. */
export function DetailRow({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', sm: '180px minmax(0, 1fr)' },
        gap: { base: '0.5', sm: '4' },
        py: '3',
        borderTopWidth: '1px',
        borderTopStyle: 'solid',
        borderTopColor: 'border',
        _first: { borderTopWidth: '0' },
        _print: { gridTemplateColumns: '180px minmax(0, 1fr)', py: '1.5' },
      })}
    >
      <dt className={css({ color: 'fg.muted', fontSize: 'sm', fontWeight: '600' })}>{label}</dt>
      <dd className={cx(css({ fontWeight: '600', overflowWrap: 'anywhere' }))} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
