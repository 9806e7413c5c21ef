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

export function ChatWidget({ scriptUrl, openOnLoad, labels, links }: Props) {
  const [open, setOpen] = useState(false);

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

  return (
    <div className={wrapper} data-chat-widget={open ? 'open' : 'closed'}>
      {open && (
        <section className={panel} aria-label={labels.title}>
          <div
            className={css({
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              mb: '2',
            })}
          >
            <h2 className={css({ fontSize: 'lg', fontWeight: '700' })}>{labels.title}</h2>
            <button
              type="button"
              className={iconButton}
              aria-label={labels.close}
              onClick={() => setOpen(false)}
            >
              <CloseIcon />
            </button>
          </div>
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
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon size={26} /> : <ChatIcon size={26} />}
      </button>
    </div>
  );
}

const wrapper = css({
  position: 'fixed',
  right: { base: '4', md: '6' },
  bottom: { base: '4', md: '6' },
  zIndex: 40,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: '3',
});
const launcher = css({
  w: '56px',
  h: '56px',
  borderRadius: 'pill',
  bg: 'accent',
  color: 'accent.fg',
  border: 'none',
  boxShadow: 'pop',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  _hover: { bg: 'brand.700' },
});
const panel = css({
  w: 'min(92vw, 340px)',
  bg: 'bg.card',
  color: 'fg',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'card',
  boxShadow: 'pop',
  p: '5',
});
const iconButton = css({
  w: '40px',
  h: '40px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'pill',
  bg: 'transparent',
  color: 'fg',
  border: 'none',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
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
