'use client';

import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import {
  BUILD_POLL_MS,
  isNewBuild,
  mayReloadAfterChunkError,
  RELOAD_GUARD_KEY,
} from '../../domain/builds.ts';
import { SERVER_ROUTES } from '../../routes.ts';

interface Props {
  buildId: string;
  labels: { message: string; reload: string; dismiss: string };
}

// Messages browsers give when a dynamically imported module (a chunk of an older build) cannot be fetched.
/** Where Waku's bootstrap (waku/dist/lib/utils/ssr.js) records the build it reloaded for after a chunk error. */
const WAKU_RELOAD_KEY = 'waku:preload-error-build-id';
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload/i;

function readGuard(): number | null {
  try {
    const value = sessionStorage.getItem(RELOAD_GUARD_KEY);
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}

/** Reloads after a chunk failure unless one happened in the last 10 s (so a chunk that is truly gone cannot loop). */
function reloadAfterChunkError(): boolean {
  const now = Date.now();
  if (!mayReloadAfterChunkError(readGuard(), now)) return false;
  try {
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(now));
  } catch {
    // Without storage there is no guard: do not reload at all rather than risk a loop.
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * Watches for a newer build: polls builds/latest.json (timestamp query, every 5 minutes and when the tab becomes
 * visible) and offers a reload when its id differs from this page's. Also turns chunk-load failures — what an
 * old page meets after a deploy removed its chunks — into one guarded reload.
 */
export function NewBuildNotice({ buildId, labels }: Props) {
  const [offer, setOffer] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    let stopped = false;
    async function check() {
      try {
        const response = await fetch(`${SERVER_ROUTES.buildLatest}?t=${Date.now()}`, { cache: 'no-store' });
        if (!response.ok) return;
        const latest: unknown = await response.json();
        if (!stopped && isNewBuild(buildId, latest)) setOffer(true);
      } catch {
        // Offline or a deploy in progress: ask again at the next tick.
      }
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const onPreloadError = (event: Event) => {
      // Vite's preload helper: handled here, so Vite does not rethrow it.
      if (reloadAfterChunkError()) event.preventDefault();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      const message = String((event.reason as Error | undefined)?.message ?? event.reason);
      if (CHUNK_FAILURE.test(message)) reloadAfterChunkError();
    };
    // Waku's bootstrap has its own chunk-error listener, which reloads once per build and session whatever happened
    // before. Once the page has hydrated this guard is the only one: Waku's is marked as spent for this build.
    try {
      sessionStorage.setItem(WAKU_RELOAD_KEY, String(import.meta.env.WAKU_BUILD_ID));
    } catch {
      // No storage (privacy mode): Waku's guard may reload once more.
    }
    const timer = window.setInterval(() => void check(), BUILD_POLL_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [buildId]);

  if (!offer || dismissed) return null;
  return (
    <div role="status" aria-live="polite" className={bar} data-testid="new-build-notice">
      <p className={css({ m: 0 })}>{labels.message}</p>
      <div className={css({ display: 'flex', gap: '2' })}>
        <button type="button" className={primary} onClick={() => window.location.reload()}>
          {labels.reload}
        </button>
        <button type="button" className={secondary} onClick={() => setDismissed(true)}>
          {labels.dismiss}
        </button>
      </div>
    </div>
  );
}

const bar = css({
  position: 'fixed',
  insetInline: '3',
  bottom: '3',
  zIndex: 60,
  mx: 'auto',
  maxW: '40rem',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  px: '4',
  py: '3',
  bg: 'ink.900',
  color: 'ink.50',
  borderRadius: 'lg',
  boxShadow: 'lg',
  fontSize: 'sm',
});
const buttonBase = {
  minH: '44px',
  px: '4',
  borderRadius: 'md',
  fontWeight: '700',
  cursor: 'pointer',
  _focusVisible: { outline: '2px solid', outlineColor: 'sun.400', outlineOffset: '2px' },
} as const;
const primary = css({ ...buttonBase, bg: 'sun.400', color: 'ink.900', border: 'none' });
const secondary = css({
  ...buttonBase,
  bg: 'transparent',
  color: 'ink.50',
  border: '1px solid',
  borderColor: 'ink.50',
});
