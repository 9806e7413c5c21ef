'use client';

import { useState } from 'react';
import { css } from 'styled-system/css';
import { EmailForm, type EmailFormLabels } from './EmailForm.tsx';

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
