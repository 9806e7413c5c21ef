'use client';

import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { CHAT_OPEN_DELAY_MS } from '../../domain/embed.ts';
import { ChatIcon, CloseIcon } from '../../ui/icons.tsx';

interface Props {
  /** Third-party chat script; loaded only when configured and only once the visitor opens the chat. */
  scriptUrl?: string | undefined;
  openOnLoad: boolean;
  labels: {
    open: string;
    close: string;
    title: string;
    intro: string;
    email: string;
    help: string;
    whatsapp?: string;
  };
  links: { email: string; help: string; whatsapp?: string | undefined };
}

// The chat launcher sits in the header (issue 30): a floating button covered filter pills, prices and form fields
// on phones. It needs JavaScript, so it renders only once hydrated: never a dead button. Its panel opens below
// the header, over the page, as a menu would, and closes with Escape.
export function ChatWidget({ scriptUrl, openOnLoad, labels, links }: Props) {
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  useEffect(() => {
    if (!openOnLoad) return;
    // The second counts from the page's start (performance.now()), not from hydration, which waits for the first
    // paint and the page's payload: a late hydration opens the chat at once instead of a second later still.
    const timer = window.setTimeout(() => setOpen(true), Math.max(0, CHAT_OPEN_DELAY_MS - performance.now()));
    return () => window.clearTimeout(timer);
  }, [openOnLoad]);

  useEffect(() => {
    if (!open || !scriptUrl || document.querySelector(`script[data-chat-provider]`)) return;
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.dataset.chatProvider = 'true';
    document.body.appendChild(script);
  }, [open, scriptUrl]);

  if (!hydrated) return null;
  return (
    <div className={wrapper} data-chat-widget={open ? 'open' : 'closed'}>
      {open && (
        <section id="chat-panel" className={panel} aria-label={labels.title}>
          {/* The launcher just above, in the header, closes it (its name says so when open) and so does Escape. */}
          <h2 className={css({ fontSize: 'lg', fontWeight: '700', mb: '2' })}>{labels.title}</h2>
          <p className={css({ color: 'fg.muted', mb: '3' })}>{labels.intro}</p>
          <ul className={css({ listStyle: 'none', p: 0, display: 'grid', gap: '2' })}>
            {links.whatsapp && labels.whatsapp && (
              <li>
                <a className={action} href={links.whatsapp} target="_blank" rel="noopener noreferrer">
                  {labels.whatsapp}
                </a>
              </li>
            )}
            <li>
              <a className={action} href={links.email}>
                {labels.email}
              </a>
            </li>
            <li>
              <a className={action} href={links.help} target="_blank" rel="noopener noreferrer">
                {labels.help}
              </a>
            </li>
          </ul>
        </section>
      )}
      <button
        type="button"
        className={launcher}
        aria-label={open ? labels.close : labels.open}
        aria-expanded={open}
        aria-controls={open ? 'chat-panel' : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon size={22} /> : <ChatIcon size={22} />}
      </button>
    </div>
  );
}

const wrapper = css({ display: 'flex', alignItems: 'center' });
const launcher = css({
  w: '44px',
  h: '44px',
  flexShrink: 0,
  borderRadius: 'pill',
  bg: 'bg.brandSoft',
  color: 'fg.brand',
  border: '1px solid',
  borderColor: { base: 'brand.200', _dark: 'brand.800' },
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  _hover: { borderColor: 'accent' },
  '&[aria-expanded=true]': { bg: 'accent', color: 'accent.fg', borderColor: 'accent' },
});
const panel = css({
  position: 'fixed',
  top: '80px',
  right: { base: '4', md: '6' },
  zIndex: 45,
  w: 'min(calc(100vw - 32px), 340px)',
  bg: 'bg.card',
  color: 'fg',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'card',
  boxShadow: 'pop',
  p: '5',
});
const action = css({
  display: 'block',
  px: '4',
  py: '3',
  borderRadius: 'lg',
  bg: 'bg.subtle',
  fontWeight: '600',
  textDecoration: 'none',
  _hover: { bg: 'bg.brandSoft', color: 'fg.brand' },
});
