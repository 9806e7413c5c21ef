import { css, cx } from 'styled-system/css';
import { FORM_MESSAGES } from '../../domain/leads.ts';
import { initRequestI18n } from '../../request-context/page.ts';
import { NewsletterBox } from '../../ui/EmailBoxes.tsx';
import {
  currentFormPage,
  emailFormAction,
  emailFormLabels,
  newsletterCopy,
  newsletterState,
} from '../email-forms/index.ts';

/** The footer's newsletter block. */
export function FooterNewsletter({ className }: { className?: string }) {
  const { locale } = initRequestI18n();
  const copy = newsletterCopy[locale];
  const { query, path } = currentFormPage();
  return (
    <div id="newsletter" className={cx(css({ display: 'grid', gap: '2', maxW: '420px' }), className)}>
      <h2
        className={css({
          fontSize: 'sm',
          fontWeight: '800',
          textTransform: 'uppercase',
          letterSpacing: '0.08em',
        })}
      >
        {copy.footerTitle}
      </h2>
      <p className={css({ fontSize: 'sm' })}>{copy.footerText}</p>
      <NewsletterBox
        id="footer-newsletter"
        action={emailFormAction('newsletter', locale, path)}
        source="footer"
        labels={emailFormLabels(locale, copy.subscribe)}
        thanks={FORM_MESSAGES[locale].subscribed}
        initial={newsletterState(query, 'footer')}
        tone="footer"
      />
    </div>
  );
}
