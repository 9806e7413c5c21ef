'use client';

import { useEffect, useState } from 'react';
import { button } from 'styled-system/recipes';

/**
 * Copies the page's address (navigator.clipboard) and announces `copiedLabel` (spec §8 'Link copied to
 * clipboard') in a polite live region that is in the page from the start, so screen readers hear the change.
 * The button needs JavaScript: it appears once the page has hydrated; without it the address is shown in a
 * read-only field to copy by hand.
 */
export function CopyLinkButton({
  url,
  label,
  copiedLabel,
  failedLabel,
}: {
  url: string;
  label: string;
  copiedLabel: string;
  failedLabel: string;
}) {
  const [ready, setReady] = useState(false);
  const [message, setMessage] = useState('');
  useEffect(() => setReady(true), []);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(''), 6000);
    return () => clearTimeout(timer);
  }, [message]);

  async function copy() {
    setMessage('');
    try {
      await navigator.clipboard.writeText(url);
      setMessage(copiedLabel);
    } catch {
      setMessage(failedLabel);
    }
  }

  return (
    <>
      {ready && (
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={copy}
          data-testid="copy-link"
        >
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="M9 15l6-6M10.5 6.5l1.7-1.7a4 4 0 0 1 5.7 5.7l-1.7 1.7M13.5 17.5l-1.7 1.7a4 4 0 0 1-5.7-5.7l1.7-1.7" />
          </svg>
          {label}
        </button>
      )}
      <p
        role="status"
        aria-live="polite"
        data-testid="copy-status"
        style={{ minHeight: '1.5em', fontWeight: 600 }}
      >
        {message}
      </p>
    </>
  );
}
