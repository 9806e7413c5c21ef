// The landing pages' band with the newsletter and 10%-off modals (the footer's newsletter block is the shell's).
import { css } from 'styled-system/css';
import { FORM_MESSAGES } from '../../../domain/leads.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { DiscountBox, NewsletterBox } from '../../../ui/EmailBoxes.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { Container } from '../../../ui/Section.tsx';
import {
  currentFormPage,
  emailFormAction,
  emailFormLabels,
  newsletterCopy,
  newsletterState,
} from '../../email-forms/index.ts';
import { modalCopy } from '../content/modals.ts';

/** A band with the two modal triggers: newsletter and 10% off. */
export function PromoBand({ locale }: { locale: Locale }) {
  const copy = modalCopy[locale];
  const { query, path } = currentFormPage();
  const base = path === '/' ? `/${locale}` : `/${locale}${path}`;
  const modalState = newsletterState(query, 'modal');
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
              action={emailFormAction('newsletter', locale, path)}
              source="modal"
              labels={emailFormLabels(locale, newsletterCopy[locale].subscribe)}
              thanks={FORM_MESSAGES[locale].subscribed}
              initial={modalState}
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
              action={emailFormAction('discount', locale, path)}
              labels={emailFormLabels(locale, copy.getCode)}
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
