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

const MIN_TERM = 2;

/**
 * Search field with suggestions, following the WAI-ARIA combobox pattern (list autocomplete): the input is a
 * combobox controlling a listbox; ArrowDown/ArrowUp move the active option (aria-activedescendant, focus stays
 * in the field), Enter opens the active option or submits the search, Escape closes the list. The list is closed
 * on load (even with a query, as on the search page) and opens only while the field has focus, after typing or
 * when focused with a term. Without JavaScript it is a plain GET form to the search page.
 */
export function SearchBox({ action, locale, initialQuery = '', labels, size = 'md' }: Props) {
  const [query, setQuery] = useState(initialQuery);
  // The term suggestions are wanted for: set by typing or focusing, never on load.
  const [wanted, setWanted] = useState<string | null>(null);
  const [result, setResult] = useState<{ term: string; suggestions: Suggestion[] }>({
    term: '',
    suggestions: [],
  });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const request = useRef<AbortController | null>(null);

  // Before hydration the field is a plain input, and a visitor may type into it: keep that text and, while the
  // field has focus, ask suggestions for it, as if it had been typed now.
  useEffect(() => {
    const typed = inputRef.current?.value ?? initialQuery;
    if (typed === initialQuery) return;
    setQuery(typed);
    if (document.activeElement === inputRef.current) setWanted(typed);
  }, [initialQuery]);

  useEffect(() => {
    if (wanted === null) return;
    const term = wanted.trim();
    if (term.length < MIN_TERM) {
      request.current?.abort();
      setResult({ term, suggestions: [] });
      setOpen(false);
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
        setResult({ term, suggestions: body.suggestions });
        setActive(-1);
        // Only a focused field shows suggestions (the answer may arrive after the visitor has left it).
        setOpen(document.activeElement === inputRef.current);
      } catch {
        // Aborted or offline: the form still works.
      }
    }, 120);
    // A newer term drops the answer still on its way for this one: a stale answer arriving late would open the
    // list with old suggestions and reset the option the visitor had moved to.
    return () => {
      clearTimeout(timer);
      request.current?.abort();
    };
  }, [wanted, locale]);

  const suggestions = result.suggestions;
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (suggestion: Suggestion) => {
    close();
    window.location.assign(`/${locale}${suggestion.href}`);
  };

  return (
    <form
      action={action}
      method="get"
      className={css({ position: 'relative', w: 'full' })}
      onSubmit={(event) => {
        const chosen = expanded && active >= 0 ? suggestions[active] : undefined;
        if (chosen) {
          event.preventDefault();
          choose(chosen);
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
          ref={inputRef}
          id={inputId}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={query}
          maxLength={100}
          autoComplete="off"
          placeholder={labels.placeholder}
          onChange={(event) => {
            setQuery(event.target.value);
            setWanted(event.target.value);
          }}
          onFocus={(event) => {
            // Read the field, not `query`: React replays a focus that came before hydration, after the visitor
            // may have typed, and this render's `query` is then still the server's text.
            const typed = event.currentTarget.value;
            if (typed !== query) setQuery(typed);
            if (typed.trim().length < MIN_TERM) return;
            if (result.term === typed.trim()) setOpen(true);
            else setWanted(typed);
          }}
          onBlur={close}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              if (suggestions.length === 0) return;
              event.preventDefault();
              const last = suggestions.length - 1;
              if (!expanded) {
                setOpen(true);
                setActive(event.key === 'ArrowDown' ? 0 : last);
              } else if (event.key === 'ArrowDown') {
                setActive((index) => (index >= last ? 0 : index + 1));
              } else {
                setActive((index) => (index <= 0 ? last : index - 1));
              }
            } else if (event.key === 'Escape' && expanded) {
              // Close the list and keep the text (a search field would otherwise clear itself).
              event.preventDefault();
              close();
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
            _hover: { bg: 'accent.hover' },
          })}
        >
          {labels.submit}
        </button>
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={labels.suggestions}
        hidden={!expanded}
        className={css({
          position: 'absolute',
          zIndex: 20,
          top: 'calc(100% + 6px)',
          left: '0',
          right: '0',
          bg: 'bg.card',
          border: '1px solid',
          borderColor: 'border',
          borderRadius: 'card',
          boxShadow: 'pop',
          py: '2',
          maxH: '360px',
          overflowY: 'auto',
        })}
      >
        {expanded &&
          suggestions.map((suggestion, index) => (
            // Options are not focusable: focus stays in the combobox, which points at the active one
            // (aria-activedescendant); keyboards choose with Enter there.
            // biome-ignore lint/a11y/useKeyWithClickEvents: see above
            // biome-ignore lint/a11y/useFocusableInteractive: see above
            <div
              key={suggestion.href}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              data-href={`/${locale}${suggestion.href}`}
              // Keep focus (and the list) in the field while the pointer is down.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '3',
                px: '4',
                py: '2.5',
                minH: '44px',
                color: 'fg',
                cursor: 'pointer',
                _hover: { bg: 'bg.muted' },
                '&[aria-selected=true]': { bg: 'bg.muted', boxShadow: 'inset 3px 0 0 token(colors.accent)' },
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
                {labels[suggestion.kind]}
              </span>
              <span className={css({ lineClamp: 1 })}>{suggestion.title}</span>
            </div>
          ))}
      </div>
    </form>
  );
}
