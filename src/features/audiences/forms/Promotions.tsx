// Server wrappers for the newsletter (footer and modal) and the 10%-off modal: copy, actions, and the state
// a no-JavaScript post left in the query string.
import { css } from 'styled-system/css';
import { FORM_MESSAGES } from '../../../domain/leads.ts';
import { type Locale, splitLocalePath } from '../../../i18n/locales.ts';
import { initRequestI18n, requestPageUrl } from '../../../i18n/server.ts';
import { Container } from '../../../ui/Section.tsx';
import { modalCopy } from '../content/modals.ts';
import { DiscountBox, NewsletterBox } from './EmailBoxes.tsx';
import type { EmailFormLabels } from './EmailForm.tsx';
import { Modal } from './Modal.tsx';

const RETURN_PATH = /^\/[A-Za-z0-9/_-]{0,120}$/;

function currentPage() {
  const url = requestPageUrl();
  const rest = splitLocalePath(url.pathname).rest;
  return { query: url.searchParams, path: RETURN_PATH.test(rest) ? rest : '/' };
}

function labels(locale: Locale, submit: string): EmailFormLabels {
  const copy = modalCopy[locale].form;
  const messages = FORM_MESSAGES[locale];
  return {
    email: copy.email,
    placeholder: copy.placeholder,
    submit,
    invalid: messages.newsletter_email,
    failed: messages.failed,
    rateLimited: messages.rate_limited,
  };
}

function action(kind: 'newsletter' | 'discount', locale: Locale, path: string) {
  return `/forms/${kind}?lang=${locale}&return=${encodeURIComponent(path)}`;
}

function stateOf(query: URLSearchParams, via: string): 'ok' | 'invalid' | undefined {
  if (query.get('via') !== via) return undefined;
  const value = query.get('newsletter');
  return value === 'ok' || value === 'invalid' ? value : undefined;
}

/** The footer's newsletter block (inserted into the lead's Footer). */
export function FooterNewsletter() {
  const { locale } = initRequestI18n();
  const copy = modalCopy[locale];
  const { query, path } = currentPage();
  return (
    <div id="newsletter" className={css({ display: 'grid', gap: '2', maxW: '420px' })}>
      <h2
        className={css({
          fontSize: 'sm',
          fontWeight: '800',
          textTransform: 'uppercase',
          letterSpacing: '0.08em',
        })}
      >
        {copy.newsletter.footerTitle}
      </h2>
      <p className={css({ fontSize: 'sm' })}>{copy.newsletter.footerText}</p>
      <NewsletterBox
        id="footer-newsletter"
        action={action('newsletter', locale, path)}
        source="footer"
        labels={labels(locale, copy.form.subscribe)}
        thanks={FORM_MESSAGES[locale].subscribed}
        initial={stateOf(query, 'footer')}
        tone="footer"
      />
    </div>
  );
}

/** A band with the two modal triggers: newsletter and 10% off. */
export function PromoBand({ locale }: { locale: Locale }) {
  const copy = modalCopy[locale];
  const { query, path } = currentPage();
  const base = path === '/' ? `/${locale}` : `/${locale}${path}`;
  const newsletterState = stateOf(query, 'modal');
  const discount = query.get('discount');
  const discountCode = discount && /^QUEST10-[A-Z0-9]{8}$/.test(discount) ? discount : undefined;
  return (
    <section className={css({ py: { base: '10', md: '14' }, bg: 'bg.subtle' })} aria-labelledby="promo-title">
      <Container
        className={css({
          display: 'flex',
          flexDirection: { base: 'column', lg: 'row' },
          gap: '6',
          alignItems: { lg: 'center' },
          justifyContent: 'space-between',
        })}
      >
        <div className={css({ maxW: '640px' })}>
          <h2 id="promo-title" className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: '800' })}>
            {copy.band.title}
          </h2>
          <p className={css({ color: 'fg.muted', mt: '2' })}>{copy.band.text}</p>
        </div>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          <Modal
            id="newsletter-modal"
            triggerLabel={copy.newsletter.trigger}
            fallbackHref={`${base}?newsletter=form&via=modal#newsletter-modal`}
            closeHref={base}
            closeLabel={copy.close}
            title={copy.newsletter.title}
            initiallyOpen={query.get('via') === 'modal' && query.get('newsletter') !== null}
          >
            <p className={css({ color: 'fg.muted' })}>{copy.newsletter.text}</p>
            <NewsletterBox
              id="modal-newsletter"
              action={action('newsletter', locale, path)}
              source="modal"
              labels={labels(locale, copy.form.subscribe)}
              thanks={FORM_MESSAGES[locale].subscribed}
              initial={newsletterState}
            />
          </Modal>
          <Modal
            id="discount-modal"
            triggerLabel={copy.discount.trigger}
            triggerVariant="sun"
            fallbackHref={`${base}?discount=form#discount-modal`}
            closeHref={base}
            closeLabel={copy.close}
            title={copy.discount.title}
            initiallyOpen={discount !== null}
          >
            <p className={css({ color: 'fg.muted' })}>{copy.discount.text}</p>
            <DiscountBox
              id="discount"
              action={action('discount', locale, path)}
              labels={labels(locale, copy.form.getCode)}
              copy={{ ...copy.discount, locale }}
              initialCode={discountCode ? { code: discountCode, expiresAt: '' } : undefined}
              initialInvalid={discount === 'invalid'}
            />
          </Modal>
        </div>
      </Container>
    </section>
  );
}
