'use client';

import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { MoonIcon, SunIcon } from '../../ui/icons.tsx';
import { THEME_STORAGE_KEY } from './theme-script.ts';

/** Switches between light and dark and saves the choice; the head script applies it before paint. */
export function ThemeToggle({ labels }: { labels: { toDark: string; toLight: string } }) {
  const [theme, setTheme] = useState<'light' | 'dark' | null>(null);

  useEffect(() => {
    setTheme(document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
  }, []);

  const forced = typeof document !== 'undefined' && document.documentElement.hasAttribute('data-force-theme');
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className={button}
      aria-label={theme === 'dark' ? labels.toLight : labels.toDark}
      data-theme-toggle={theme ?? 'light'}
      disabled={forced}
      onClick={() => {
        document.documentElement.setAttribute('data-theme', next);
        try {
          window.localStorage.setItem(THEME_STORAGE_KEY, next);
        } catch {
          // Storage may be blocked (private mode); the choice then lasts for this page only.
        }
        setTheme(next);
      }}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}

const button = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '44px',
  h: '44px',
  borderRadius: 'pill',
  bg: 'transparent',
  color: 'fg',
  border: '1px solid',
  borderColor: 'border',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
});
