'use client';

import { useEffect, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { CloseIcon, ExternalIcon, MenuIcon } from '../../ui/icons.tsx';
import type { NavLink } from './navigation.ts';

interface Props {
  sections: { title: string; links: NavLink[] }[];
  labels: { title: string };
  children?: React.ReactNode;
  /** The header's class for the disclosure (shown below xl). */
  className?: string;
}

const MENU_HISTORY_KEY = 'questMobileMenu';

/**
 * The phone menu: a <details> disclosure, so it opens, shows its links and closes without JavaScript. The
 * <summary> is the menu button; while open it also draws the backdrop (a click outside the panel toggles it
 * shut) and the close icon over the panel. With JavaScript it also closes on Escape, a link click and the
 * browser's back button (opening pushes a history entry), keeps Tab inside the panel and locks page scroll.
 */
export function MobileMenu({ sections, labels, children, className }: Props) {
  const detailsRef = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    const summary = details.querySelector('summary');
    const panel = details.querySelector<HTMLElement>('[data-menu-panel]');
    let pushed = false;

    const close = (viaHistory: boolean) => {
      details.open = false;
      // Drop the history entry we pushed, unless the back button already did.
      if (pushed && !viaHistory && window.history.state?.[MENU_HISTORY_KEY]) window.history.back();
      pushed = false;
    };
    const onPopState = () => {
      if (details.open) close(true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!details.open) return;
      if (event.key === 'Escape') {
        close(false);
        summary?.focus();
      } else if (event.key === 'Tab' && panel && summary) {
        // Keep keyboard focus on the summary (the close control) and the panel's links.
        const focusable = [summary, ...panel.querySelectorAll<HTMLElement>('a, button')];
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
    const onToggle = () => {
      if (details.open) {
        document.body.setAttribute('data-scroll-locked', '');
        window.history.pushState({ ...window.history.state, [MENU_HISTORY_KEY]: true }, '');
        pushed = true;
      } else {
        document.body.removeAttribute('data-scroll-locked');
        if (pushed && window.history.state?.[MENU_HISTORY_KEY]) window.history.back();
        pushed = false;
      }
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a');
      if (!link || !panel?.contains(link)) return;
      // Close without going back in history: that would race the link's own navigation.
      pushed = false;
      details.open = false;
      document.body.removeAttribute('data-scroll-locked');
    };

    details.addEventListener('toggle', onToggle);
    details.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    document.addEventListener('keydown', onKeyDown);
    // Opened before hydration (it works as a plain disclosure until then): lock and push as if opened now.
    if (details.open) onToggle();
    return () => {
      details.removeEventListener('toggle', onToggle);
      details.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('keydown', onKeyDown);
      document.body.removeAttribute('data-scroll-locked');
    };
  }, []);

  return (
    <details ref={detailsRef} className={cx(disclosure, className)} data-testid="mobile-menu">
      <summary className={summaryButton} aria-label={labels.title}>
        <span className={iconClosed}>
          <MenuIcon size={24} />
        </span>
        <span className={iconOpen}>
          <CloseIcon size={24} />
        </span>
      </summary>
      <div className={panel} data-menu-panel="">
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
    </details>
  );
}

// The panel and the summary's backdrop are position:fixed to the viewport: the header must not create a
// containing block for them (its backdrop-filter sits on a pseudo-element for that reason).
const disclosure = css({
  '&:not([open]) > [data-menu-panel]': { display: 'none' },
});
const summaryButton = css({
  listStyle: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '44px',
  h: '44px',
  borderRadius: 'pill',
  color: 'fg',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  '&::-webkit-details-marker': { display: 'none' },
  // Open: the summary's ::before is the backdrop (clicking it closes the menu, with or without JavaScript).
  'details[open] > &': {
    _before: {
      content: '""',
      position: 'fixed',
      inset: 0,
      zIndex: 1,
      bg: 'rgba(10,12,23,0.55)',
      cursor: 'default',
    },
  },
});
const iconClosed = css({ display: 'inline-flex', 'details[open] &': { display: 'none' } });
// Open: the close icon sits above the panel, at the panel's top right.
const iconOpen = css({
  display: 'none',
  'details[open] &': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'fixed',
    zIndex: 3,
    top: '14px',
    right: '16px',
    w: '44px',
    h: '44px',
    borderRadius: 'pill',
    bg: 'bg.muted',
    color: 'fg',
  },
  'summary:focus-visible > &': { outline: '3px solid token(colors.brand.400)', outlineOffset: '2px' },
});
const panel = css({
  position: 'fixed',
  zIndex: 2,
  top: 0,
  right: 0,
  w: 'min(86vw, 360px)',
  h: '100dvh',
  overflowY: 'auto',
  bg: 'bg',
  color: 'fg',
  px: '5',
  pt: '20',
  pb: '5',
  boxShadow: 'pop',
  animation: 'slideIn 0.2s ease-out',
  _motionReduce: { animation: 'none' },
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
