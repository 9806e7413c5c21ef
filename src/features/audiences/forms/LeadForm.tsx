'use client';

import { type FormEvent, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { type LeadKind, validateLead } from '../../../domain/leads.ts';
import {
  alertBox,
  errorText,
  fieldWrap,
  formGrid,
  hintText,
  honeypot,
  inputStyle,
  labelStyle,
  successBox,
} from '../../../ui/form-styles.ts';

export interface FieldView {
  name: string;
  label: string;
  type: 'text' | 'email' | 'phone' | 'select' | 'textarea' | 'number' | 'url';
  required: boolean;
  options?: { value: string; label: string }[];
  placeholder?: string;
  autoComplete?: string;
  hint?: string;
  wide?: boolean;
}

export interface LeadFormProps {
  kind: LeadKind;
  /** Where the form posts (a Fastify route); it redirects back here when JavaScript is off. */
  action: string;
  fields: FieldView[];
  submitLabel: string;
  sendingLabel: string;
  /** First, empty option of every select. */
  choose: string;
  success: { title: string; text: string };
  /** Message for every error code, in the page's locale. */
  messages: Record<string, string>;
  /** State from the query string after a no-JavaScript post. */
  initial?: { sent: true } | { errors: Record<string, string> };
}

/** An apply / sign-up form: checked in the browser first, then by the server, which stores it. */
export function LeadForm({
  kind,
  action,
  fields,
  submitLabel,
  sendingLabel,
  choose,
  success,
  messages,
  initial,
}: LeadFormProps) {
  const [errors, setErrors] = useState<Record<string, string>>(
    initial && 'errors' in initial ? initial.errors : {},
  );
  const [sent, setSent] = useState(Boolean(initial && 'sent' in initial));
  const [sending, setSending] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);
  const id = (name: string) => `${kind}-${name}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries([...data.entries()].map(([key, value]) => [key, String(value)]));
    const local = validateLead(kind, values);
    if (!local.ok) {
      setErrors(local.errors);
      return;
    }
    setSending(true);
    try {
      const response = await fetch(action, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(values).toString(),
      });
      const body = (await response.json().catch(() => ({}))) as {
        ok?: boolean;
        errors?: Record<string, string>;
      };
      if (response.ok && body.ok) {
        setErrors({});
        setSent(true);
        requestAnimationFrame(() => doneRef.current?.focus());
      } else {
        setErrors(body.errors ?? { _form: response.status === 429 ? 'rate_limited' : 'failed' });
      }
    } catch {
      setErrors({ _form: 'failed' });
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <div ref={doneRef} tabIndex={-1} role="status" className={successBox} data-testid={`${kind}-success`}>
        <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
          <circle cx="28" cy="28" r="28" fill="#14B87A" />
          <path
            d="m17 29 7 7 15-16"
            fill="none"
            stroke="#fff"
            strokeWidth="5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <h3>{success.title}</h3>
        <p>{success.text}</p>
      </div>
    );
  }

  const formError = errors._form;
  return (
    <form
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      className={cx(card(), css({ p: { base: '5', md: '8' } }))}
      id={`${kind}-form`}
      data-testid={`${kind}-form`}
    >
      <div className={formGrid}>
        {formError && (
          <p role="alert" className={alertBox}>
            {messages[formError] ?? formError}
          </p>
        )}
        {fields.map((field) => {
          const error = errors[field.name];
          const describedBy = [
            error ? id(`${field.name}-error`) : '',
            field.hint ? id(`${field.name}-hint`) : '',
          ]
            .filter(Boolean)
            .join(' ');
          const common = {
            id: id(field.name),
            name: field.name,
            required: field.required,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy || undefined,
            className: inputStyle,
            autoComplete: field.autoComplete,
            placeholder: field.placeholder,
          };
          return (
            <div key={field.name} className={fieldWrap} data-wide={field.wide || field.type === 'textarea'}>
              <label htmlFor={id(field.name)} className={labelStyle}>
                {field.label}
                {field.required && <span aria-hidden="true"> *</span>}
              </label>
              {field.type === 'select' ? (
                <select {...common} defaultValue="">
                  <option value="" disabled>
                    {choose}
                  </option>
                  {field.options?.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : field.type === 'textarea' ? (
                <textarea {...common} rows={4} />
              ) : (
                <input
                  {...common}
                  type={
                    field.type === 'phone'
                      ? 'tel'
                      : field.type === 'number'
                        ? 'text'
                        : field.type === 'url'
                          ? 'text'
                          : field.type
                  }
                  inputMode={field.type === 'number' ? 'numeric' : field.type === 'url' ? 'url' : undefined}
                />
              )}
              {field.hint && (
                <span id={id(`${field.name}-hint`)} className={hintText}>
                  {field.hint}
                </span>
              )}
              {error && (
                <span id={id(`${field.name}-error`)} className={errorText}>
                  {messages[error] ?? error}
                </span>
              )}
            </div>
          );
        })}
        <div className={honeypot} aria-hidden="true">
          <label htmlFor={id('website')}>Website</label>
          <input id={id('website')} name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <div className={css({ gridColumn: '1 / -1' })}>
          <button
            type="submit"
            className={cx(button({ size: 'lg' }), css({ w: { base: '100%', md: 'auto' } }))}
            disabled={sending}
          >
            {sending ? sendingLabel : submitLabel}
          </button>
        </div>
      </div>
    </form>
  );
}
