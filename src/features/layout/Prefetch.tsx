'use client';

import { useEffect } from 'react';
import { isPersonalPage } from '../../routes.ts';
import {
  type ConnectionInfo,
  createPreloadQueue,
  prefetchAllowed,
  preloadableHref,
} from '../../ui/prefetch.ts';

// Route prefetching (spec §9): when the visitor points at or focuses a link to another page of the site, the page
// is fetched ahead as a low-priority prefetch (<link rel="prefetch">; the page cache answers it), so the click
// that follows is served from the browser's cache. Skipped on save-data and 2g; at most 4 at once. Renders nothing.

function preload(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'document';
    link.href = href;
    link.dataset.routePrefetch = '';
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

export function Prefetch() {
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
    if (!prefetchAllowed(connection)) return;
    const queue = createPreloadQueue(preload);
    const onIntent = (event: Event) => {
      if (!prefetchAllowed(connection)) return; // the connection may change while the page is open
      const target = event.target;
      const anchor = target instanceof Element ? target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const href = preloadableHref(
        { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download') },
        new URL(window.location.href),
        isPersonalPage,
      );
      if (href) queue.add(href);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    document.addEventListener('touchstart', onIntent, { passive: true });
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onIntent);
    };
  }, []);
  return null;
}
