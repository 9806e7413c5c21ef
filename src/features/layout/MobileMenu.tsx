'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { css } from 'styled-system/css';
import { CloseIcon, ExternalIcon, MenuIcon } from './icons.tsx';
import type { NavLink } from './navigation.ts';

interface Props {
  sections: { title: string; links: NavLink[] }[];
  labels: { open: string; close: string; title: string };
  children?: React.ReactNode;
}

const MENU_HISTORY_KEY = 'questMobileMenu';

/**
 * The phone menu: a side panel that closes on a link click, the close icon, a click outside, Escape and the
 * browser's back button (opening pushes a history entry), and locks page scroll while open.
 */
export function MobileMenu({ sections, labels, children }: Props) {
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const close = useCallback((viaHistory: boolean) => {
    setOpen(false);
    // Drop the history entry we pushed, unless the back button already did.
    if (!viaHistory && window.history.state?.[MENU_HISTORY_KEY]) window.history.back();
    openerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    document.body.setAttribute('data-scroll-locked', '');
    window.history.pushState({ ...window.history.state, [MENU_HISTORY_KEY]: true }, '');
    panelRef.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onPopState = () => close(true);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(false);
      if (event.key === 'Tab' && panelRef.current) {
        // Keep keyboard focus inside the open panel.
        const focusable = panelRef.current.querySelectorAll<HTMLElement>('a, button');
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    window.addEventListener('popstate', onPopState);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.removeAttribute('data-scroll-locked');
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        className={iconButton}
        aria-label={labels.open}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
      >
        <MenuIcon size={24} />
      </button>
      {/* Portalled to <body>: the sticky header's backdrop-filter would otherwise trap position:fixed inside it. */}
      {open &&
        createPortal(
          // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop's click is a pointer shortcut; keyboards close with Escape or the close button
          // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on the document while the panel is open
          <div
            className={backdrop}
            data-testid="mobile-menu-backdrop"
            onClick={(event) => {
              if (event.target === event.currentTarget) close(false);
            }}
            aria-hidden="false"
          >
            <div
              id={panelId}
              ref={panelRef}
              role="dialog"
              aria-modal="true"
              aria-label={labels.title}
              className={panel}
            >
              <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={labels.close}
                  onClick={() => close(false)}
                >
                  <CloseIcon size={24} />
                </button>
              </div>
              <nav aria-label={labels.title}>
                {sections.map((section) => (
                  <div key={section.title} className={css({ mb: '5' })}>
                    <p className={sectionTitle}>{section.title}</p>
                    <ul className={css({ listStyle: 'none', p: 0, m: 0 })}>
                      {section.links.map((link) => (
                        <li key={link.href}>
                          <a
                            href={link.href}
                            className={menuLink}
                            {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                            onClick={() => {
                              if (!link.newTab) document.body.removeAttribute('data-scroll-locked');
                              setOpen(false);
                            }}
                          >
                            {link.name}
                            {link.newTab && <ExternalIcon size={16} />}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </nav>
              {children}
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}

const iconButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '44px',
  h: '44px',
  borderRadius: 'pill',
  bg: 'transparent',
  color: 'fg',
  border: 'none',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
});
const backdrop = css({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  bg: 'rgba(10,12,23,0.55)',
  display: 'flex',
  justifyContent: 'flex-end',
});
const panel = css({
  w: 'min(86vw, 360px)',
  h: '100%',
  overflowY: 'auto',
  bg: 'bg',
  color: 'fg',
  p: '5',
  boxShadow: 'pop',
  animation: 'slideIn 0.2s ease-out',
});
const sectionTitle = css({
  fontSize: 'xs',
  fontWeight: '700',
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: 'fg.muted',
  mb: '2',
});
const menuLink = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  py: '3',
  px: '2',
  fontSize: 'lg',
  fontWeight: '600',
  textDecoration: 'none',
  borderRadius: 'md',
  minHeight: '44px',
  _hover: { bg: 'bg.muted' },
});
