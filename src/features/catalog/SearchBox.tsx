'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { css } from 'styled-system/css';

interface Suggestion {
  kind: 'course' | 'bundle' | 'specialty';
  title: string;
  href: string;
}

interface Props {
  /** The search page URL (a GET form: it works without JavaScript). */
  action: string;
  locale: 'es' | 'en';
  initialQuery?: string;
  labels: {
    label: string;
    placeholder: string;
    submit: string;
    suggestions: string;
    course: string;
    bundle: string;
    specialty: string;
  };
  size?: 'md' | 'lg';
}

/** Search field with suggestions while typing; the form itself submits to the search page. */
export function SearchBox({ action, locale, initialQuery = '', labels, size = 'md' }: Props) {
  const [query, setQuery] = useState(initialQuery);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const inputId = useId();
  const request = useRef<AbortController | null>(null);

  useEffect(() => {
    const term = query.trim();
    if (term.length < 2) {
      setSuggestions([]);
      return;
    }
    const timer = setTimeout(async () => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      try {
        const response = await fetch(
          `/api/catalog/suggestions?locale=${locale}&q=${encodeURIComponent(term)}`,
          { signal: controller.signal },
        );
        if (!response.ok) return;
        const body = (await response.json()) as { suggestions: Suggestion[] };
        setSuggestions(body.suggestions);
        setActive(-1);
        setOpen(true);
      } catch {
        // Aborted or offline: the form still works.
      }
    }, 120);
    return () => clearTimeout(timer);
  }, [query, locale]);

  const kindLabel = (kind: Suggestion['kind']) => labels[kind];
  const showList = open && suggestions.length > 0;

  return (
    <form
      action={action}
      method="get"
      className={css({ position: 'relative', w: 'full' })}
      onSubmit={(event) => {
        const chosen = active >= 0 ? suggestions[active] : undefined;
        if (chosen) {
          event.preventDefault();
          window.location.assign(chosen.href);
        }
      }}
    >
      <label htmlFor={inputId} className={css({ srOnly: true })}>
        {labels.label}
      </label>
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          bg: 'bg.card',
          border: '2px solid',
          borderColor: 'border',
          borderRadius: 'pill',
          pl: '4',
          pr: '1.5',
          py: '1.5',
          boxShadow: 'card',
          _focusWithin: { borderColor: 'accent' },
        })}
      >
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          className={css({ color: 'fg.muted', flexShrink: 0 })}
        >
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          id={inputId}
          name="q"
          type="search"
          value={query}
          maxLength={100}
          autoComplete="off"
          placeholder={labels.placeholder}
          aria-controls={listId}
          aria-describedby={showList ? `${listId}-hint` : undefined}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onFocus={() => setOpen(true)}
          onKeyDown={(event) => {
            if (!showList) return;
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setActive((index) => Math.min(index + 1, suggestions.length - 1));
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setActive((index) => Math.max(index - 1, -1));
            } else if (event.key === 'Escape') {
              setOpen(false);
            }
          }}
          className={css({
            flex: '1',
            minW: '0',
            bg: 'transparent',
            border: 'none',
            outline: 'none',
            px: '3',
            fontSize: size === 'lg' ? 'lg' : 'md',
            minH: '44px',
            color: 'fg',
          })}
        />
        <button
          type="submit"
          className={css({
            bg: 'accent',
            color: 'accent.fg',
            fontWeight: '700',
            borderRadius: 'pill',
            px: { base: '4', md: '6' },
            minH: '44px',
            cursor: 'pointer',
            _hover: { bg: 'brand.700' },
          })}
        >
          {labels.submit}
        </button>
      </div>
      <span id={`${listId}-hint`} hidden>
        {labels.suggestions}
      </span>
      <ul
        id={listId}
        aria-label={labels.suggestions}
        hidden={!showList}
        className={css({
          position: 'absolute',
          zIndex: 20,
          top: 'calc(100% + 6px)',
          left: '0',
          right: '0',
          listStyle: 'none',
          bg: 'bg.card',
          border: '1px solid',
          borderColor: 'border',
          borderRadius: 'card',
          boxShadow: 'lg',
          py: '2',
          maxH: '360px',
          overflowY: 'auto',
        })}
      >
        {suggestions.map((suggestion, index) => (
          <li key={suggestion.href}>
            <a
              aria-current={index === active ? 'true' : undefined}
              href={`/${locale}${suggestion.href}`}
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '3',
                px: '4',
                py: '2.5',
                minH: '44px',
                color: 'fg',
                textDecoration: 'none',
                _hover: { bg: 'bg.muted' },
                '&[aria-current=true]': { bg: 'bg.muted' },
              })}
            >
              <span
                className={css({
                  fontSize: 'xs',
                  fontWeight: '700',
                  color: 'fg.brand',
                  bg: 'bg.brandSoft',
                  borderRadius: 'pill',
                  px: '2',
                  py: '0.5',
                  flexShrink: 0,
                })}
              >
                {kindLabel(suggestion.kind)}
              </span>
              <span className={css({ lineClamp: 1 })}>{suggestion.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </form>
  );
}
