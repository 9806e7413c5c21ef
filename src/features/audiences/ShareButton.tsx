'use client';

import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';

/** Copies a link to the clipboard and says so ('Link copied to clipboard'). */
export function ShareButton({
  url,
  label,
  copiedLabel,
}: {
  url: string;
  label: string;
  copiedLabel: string;
}) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    const target = url || window.location.href;
    try {
      await navigator.clipboard.writeText(target);
    } catch {
      const area = document.createElement('textarea');
      area.value = target;
      document.body.append(area);
      area.select();
      document.execCommand('copy');
      area.remove();
    }
    setCopied(true);
    window.setTimeout(() => setCopied(false), 4000);
  }
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
      <button
        type="button"
        className={cx(button({ variant: 'secondary' }))}
        onClick={copy}
        data-testid="share-button"
      >
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <rect x="8" y="8" width="12" height="12" rx="2" />
          <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
        </svg>
        {label}
      </button>
      <span
        role="status"
        aria-live="polite"
        className={css({ color: 'success', fontWeight: '700', fontSize: 'sm' })}
      >
        {copied ? copiedLabel : ''}
      </span>
    </span>
  );
}
