'use client';

import { type FormEvent, useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { validateNewsletterEmail } from '../email-address.ts';
import { errorText, footerErrorText, footerInputStyle, inputStyle } from './form-styles.ts';

export interface EmailFormLabels {
  email: string;
  placeholder: string;
  submit: string;
  invalid: string;
  failed: string;
  rateLimited: string;
}

export type EmailFormResult =
  | { kind: 'thanks'; message: string }
  | { kind: 'code'; code: string; expiresAt: string };

/**
 * One e-mail field posted to a /forms route: checked here first with the spec's rule, then by the server.
 * Shared by the footer newsletter form, the newsletter modal and the 10%-off modal.
 */
export function EmailForm({
  id,
  action,
  source,
  labels,
  initialError,
  onDone,
  tone = 'plain',
}: {
  id: string;
  action: string;
  source: string;
  labels: EmailFormLabels;
  initialError?: string;
  onDone: (result: EmailFormResult) => void;
  tone?: 'plain' | 'footer';
}) {
  const [error, setError] = useState(initialError ?? '');
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    if (!validateNewsletterEmail(email).ok) {
      setError(labels.invalid);
      return;
    }
    setError('');
    setSending(true);
    try {
      const response = await fetch(action, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, source }).toString(),
      });
      const body = (await response.json().catch(() => ({}))) as {
        ok?: boolean;
        message?: string;
        code?: string;
        expiresAt?: string;
      };
      if (response.ok && body.ok) {
        onDone(
          body.code
            ? { kind: 'code', code: body.code, expiresAt: body.expiresAt ?? '' }
            : { kind: 'thanks', message: body.message ?? '' },
        );
      } else if (response.status === 422) setError(labels.invalid);
      else setError(response.status === 429 ? labels.rateLimited : labels.failed);
    } catch {
      setError(labels.failed);
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      className={css({ display: 'grid', gap: '2' })}
      data-testid={`${id}-form`}
    >
      <input type="hidden" name="source" value={source} />
      <label htmlFor={`${id}-email`} className={css({ fontWeight: '700', fontSize: 'sm' })}>
        {labels.email}
      </label>
      <div className={css({ display: 'flex', gap: '2', flexDirection: { base: 'column', sm: 'row' } })}>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={labels.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={tone === 'footer' ? footerInputStyle : inputStyle}
        />
        <button
          type="submit"
          className={button({ variant: tone === 'footer' ? 'primary' : 'primary' })}
          disabled={sending}
        >
          {labels.submit}
        </button>
      </div>
      <p id={`${id}-error`} role="alert" className={tone === 'footer' ? footerErrorText : errorText}>
        {error}
      </p>
    </form>
  );
}
