'use client';

import { useEffect } from 'react';

/** Message posted to the parent frame instead of navigating inside an embed (spec §2). */
export interface OpenTabMessage {
  type: 'open-tab';
  url: string;
}

/** In embed mode inside a parent frame, link clicks ask the parent to open the full URL in a tab. */
export function EmbedBridge() {
  useEffect(() => {
    if (window.parent === window) return;
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || event.defaultPrevented) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
      event.preventDefault();
      const message: OpenTabMessage = { type: 'open-tab', url: url.toString() };
      window.parent.postMessage(message, '*');
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  return null;
}
