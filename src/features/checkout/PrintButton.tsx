'use client';

import { useEffect, useState } from 'react';
import { button } from 'styled-system/recipes';

/**
 * Prints the receipt (its print stylesheet turns it into an invoice). Printing needs JavaScript, so the button
 * stays hidden until the page has hydrated; without JavaScript the PDF invoice link beside it does the job.
 */
export function PrintButton({ label }: { label: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <button
      type="button"
      className={button({ variant: 'secondary' })}
      onClick={() => window.print()}
      data-testid="print-receipt"
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
        <path d="M7 9V3h10v6M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2M7 14h10v7H7z" />
      </svg>
      {label}
    </button>
  );
}
