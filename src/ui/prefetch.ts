// Route prefetching rules (spec §9): nothing is prefetched on a connection that asked to save data or on 2g, and at
// most 4 route preloads run at once (the rest wait their turn). Plain functions over what the browser reports, so
// they are tested without a browser; Prefetch.tsx applies them to the site's links.

export const MAX_PARALLEL_PRELOADS = 4;
/** Links waiting for a free slot beyond this are dropped (the visitor has moved on). */
export const MAX_WAITING_PRELOADS = 16;

/** The Network Information API's fields (navigator.connection), absent in some browsers. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** False on save-data and on 2g (and slow-2g); true when the browser does not say. */
export function prefetchAllowed(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  const type = connection.effectiveType ?? '';
  return type !== '2g' && type !== 'slow-2g';
}

export interface PreloadQueue {
  /** Queues a route (once per page life); returns false when it is refused (seen before or queue full). */
  add(href: string): boolean;
  /** Routes preloading right now. */
  running(): number;
}

/**
 * Runs `preload` for each new route with at most `limit` in flight; a slot is freed when its preload settles.
 * A route is preloaded once per page life.
 */
export function createPreloadQueue(
  preload: (href: string) => Promise<unknown>,
  { limit = MAX_PARALLEL_PRELOADS, maxWaiting = MAX_WAITING_PRELOADS } = {},
): PreloadQueue {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let active = 0;

  function next() {
    while (active < limit && waiting.length > 0) {
      const href = waiting.shift() as string;
      active += 1;
      Promise.resolve()
        .then(() => preload(href))
        .catch(() => undefined)
        .finally(() => {
          active -= 1;
          next();
        });
    }
  }

  return {
    add(href) {
      if (seen.has(href) || waiting.length >= maxWaiting) return false;
      seen.add(href);
      waiting.push(href);
      next();
      return true;
    },
    running: () => active,
  };
}

/**
 * The page a link leads to, if it is worth preloading: same origin, a locale-prefixed page, not a personal page
 * (those are never cached), not a download or a new tab, not the page itself.
 */
export function preloadableHref(
  link: { href: string; target?: string; hasDownload?: boolean },
  here: URL,
  isPersonal: (pagePath: string) => boolean,
): string | undefined {
  if (link.hasDownload || (link.target && link.target !== '_self')) return undefined;
  let url: URL;
  try {
    url = new URL(link.href, here);
  } catch {
    return undefined;
  }
  if (url.origin !== here.origin) return undefined;
  const match = /^\/(es|en)(\/.*)?$/.exec(url.pathname);
  if (!match) return undefined;
  if (isPersonal(match[2] ?? '/')) return undefined;
  url.hash = '';
  if (url.pathname === here.pathname && url.search === here.search) return undefined;
  return `${url.pathname}${url.search}`;
}
