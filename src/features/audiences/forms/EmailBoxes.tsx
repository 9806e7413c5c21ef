'use client';

import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { formatDate } from '../../../i18n/format.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { EmailForm, type EmailFormLabels, type EmailFormResult } from '../../../ui/EmailForm.tsx';

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
