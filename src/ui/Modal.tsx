'use client';

import { type ReactNode, useEffect, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';

/**
 * A native <dialog> opened by its trigger. Without JavaScript the trigger is a link that asks the server to
 * render the dialog already open (`fallbackHref`), and the close control is a link back to the page.
 */
export function Modal({
  id,
  triggerLabel,
  triggerVariant = 'secondary',
  fallbackHref,
  closeHref,
  closeLabel,
  title,
  initiallyOpen,
  children,
  icon,
}: {
  id: string;
  triggerLabel: string;
  triggerVariant?: 'primary' | 'secondary' | 'sun';
  fallbackHref: string;
  closeHref: string;
  closeLabel: string;
  title: string;
  initiallyOpen: boolean;
  children: ReactNode;
  icon?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    // A server-rendered open dialog is non-modal; re-open it as a modal once JavaScript runs.
    if (dialog && initiallyOpen && dialog.open && typeof dialog.showModal === 'function') {
      dialog.close();
      dialog.showModal();
    }
  }, [initiallyOpen]);
  return (
    <>
      <a
        href={fallbackHref}
        className={button({ variant: triggerVariant, size: 'lg' })}
        aria-haspopup="dialog"
        data-testid={`${id}-trigger`}
        onClick={(event) => {
          const dialog = ref.current;
          if (!dialog || typeof dialog.showModal !== 'function') return;
          event.preventDefault();
          dialog.showModal();
        }}
      >
        {icon}
        {triggerLabel}
      </a>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a native dialog; the click only adds closing on the backdrop */}
      <dialog
        ref={ref}
        id={id}
        open={initiallyOpen || undefined}
        aria-labelledby={`${id}-title`}
        className={dialogStyle}
        data-testid={id}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its box) closes it.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className={css({ p: { base: '6', md: '8' }, display: 'grid', gap: '4' })}>
          <div
            className={css({
              display: 'flex',
              justifyContent: 'space-between',
              gap: '4',
              alignItems: 'flex-start',
            })}
          >
            <h2 id={`${id}-title`} className={css({ fontSize: '2xl', fontWeight: '800', lineHeight: '1.2' })}>
              {title}
            </h2>
            <a
              href={closeHref}
              className={cx(
                button({ variant: 'ghost', size: 'sm' }),
                css({ w: '44px', h: '44px', p: 0, flexShrink: 0 }),
              )}
              onClick={(event) => {
                event.preventDefault();
                ref.current?.close();
              }}
            >
              <svg
                width="20"
                height="20"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
              <span className={css({ srOnly: true })}>{closeLabel}</span>
            </a>
          </div>
          {children}
        </div>
      </dialog>
    </>
  );
}

const dialogStyle = css({
  position: 'fixed',
  inset: 0,
  m: 'auto',
  w: 'min(520px, calc(100vw - 32px))',
  maxH: 'calc(100vh - 32px)',
  overflowY: 'auto',
  border: 'none',
  borderRadius: '24px',
  bg: 'bg.card',
  color: 'fg',
  boxShadow: 'pop',
  p: 0,
  zIndex: 60,
  '&::backdrop': { bg: 'rgba(10,12,23,0.55)', backdropFilter: 'blur(2px)' },
});
