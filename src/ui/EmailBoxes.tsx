'use client';

// The e-mail boxes: an EmailForm that turns into its done state (thanks, or the issued discount code).
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { formatDate } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { EmailForm, type EmailFormLabels, type EmailFormResult } from './EmailForm.tsx';

/** Newsletter form that turns into 'Thanks for subscribing!' once stored. */
export function NewsletterBox({
  id,
  action,
  source,
  labels,
  thanks,
  initial,
  tone,
}: {
  id: string;
  action: string;
  source: string;
  labels: EmailFormLabels;
  thanks: string;
  initial?: 'ok' | 'invalid';
  tone?: 'plain' | 'footer';
}) {
  const [done, setDone] = useState(initial === 'ok');
  if (done) {
    return (
      <p role="status" className={thanksStyle} data-testid={`${id}-thanks`}>
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          aria-hidden="true"
        >
          <path d="m4.5 12.5 5 5 10-11" />
        </svg>
        {thanks}
      </p>
    );
  }
  return (
    <EmailForm
      id={id}
      action={action}
      source={source}
      labels={labels}
      tone={tone}
      initialError={initial === 'invalid' ? labels.invalid : undefined}
      onDone={() => setDone(true)}
    />
  );
}

/** The 10%-off form: shows the unique code, its expiry and a copy button once issued. */
export function DiscountBox({
  id,
  action,
  labels,
  copy,
  initialCode,
  initialInvalid,
}: {
  id: string;
  action: string;
  labels: EmailFormLabels;
  copy: { yourCode: string; validUntil: string; howTo: string; copy: string; copied: string; locale: Locale };
  initialCode?: { code: string; expiresAt: string };
  initialInvalid?: boolean;
}) {
  const [result, setResult] = useState<{ code: string; expiresAt: string } | undefined>(initialCode);
  const [copied, setCopied] = useState(false);
  if (result) {
    const date = result.expiresAt ? formatDate(new Date(result.expiresAt), copy.locale) : '';
    return (
      <div
        className={css({ display: 'grid', gap: '3', textAlign: 'center' })}
        role="status"
        data-testid={`${id}-result`}
      >
        <p className={css({ fontWeight: '700', color: 'fg.muted' })}>{copy.yourCode}</p>
        <p className={codeStyle} data-testid={`${id}-code`}>
          {result.code}
        </p>
        {date && (
          <p className={css({ fontSize: 'sm' })}>
            {copy.validUntil} {date}
          </p>
        )}
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{copy.howTo}</p>
        <div>
          <button
            type="button"
            className={cx(button({ variant: 'secondary' }))}
            onClick={async () => {
              await navigator.clipboard?.writeText(result.code).catch(() => undefined);
              setCopied(true);
            }}
          >
            {copy.copy}
          </button>
        </div>
        <p
          aria-live="polite"
          className={css({ color: 'success', fontWeight: '700', fontSize: 'sm', minH: '5' })}
        >
          {copied ? copy.copied : ''}
        </p>
      </div>
    );
  }
  return (
    <EmailForm
      id={id}
      action={action}
      source="discount-modal"
      labels={labels}
      initialError={initialInvalid ? labels.invalid : undefined}
      onDone={(done: EmailFormResult) => {
        if (done.kind === 'code') setResult({ code: done.code, expiresAt: done.expiresAt });
      }}
    />
  );
}

const thanksStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  fontWeight: '800',
  fontSize: 'lg',
  px: '4',
  py: '3',
  borderRadius: '12px',
  bg: 'mint.100',
  color: 'mint.700',
});
const codeStyle = css({
  fontFamily: 'mono',
  fontSize: { base: '2xl', md: '3xl' },
  fontWeight: '800',
  letterSpacing: '0.08em',
  py: '4',
  borderRadius: '14px',
  border: '2px dashed',
  borderColor: 'accent',
  bg: 'bg.brandSoft',
  color: 'fg.brand',
});
