'use client';

import { useId, useState } from 'react';
import { css } from 'styled-system/css';

interface Props {
  /** The details page: without JavaScript the server checks the choice (?enroll=1&state=). */
  action: string;
  states: Array<{ code: string; name: string }>;
  labels: { state: string; choose: string; enroll: string; error: string };
  /** The server already found the state missing (no-JS round trip). */
  initialError?: boolean;
  /** Purchase parameters the page came with, carried on to checkout (hidden fields). */
  carried?: Array<[string, string]>;
}

/** Required state selector for multi-state courses: 'You must select a state' until one is chosen. */
export function EnrollForm({ action, states, labels, initialError = false, carried = [] }: Props) {
  const [error, setError] = useState(initialError);
  const selectId = useId();
  const errorId = useId();
  return (
    <form
      action={action}
      method="get"
      noValidate
      data-testid="enroll-form"
      className={css({ display: 'grid', gap: '3' })}
      onSubmit={(event) => {
        const state = new FormData(event.currentTarget).get('state');
        if (!state) {
          event.preventDefault();
          setError(true);
          (event.currentTarget.elements.namedItem('state') as HTMLSelectElement | null)?.focus();
        }
      }}
    >
      <input type="hidden" name="enroll" value="1" />
      {carried.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={selectId} className={css({ fontWeight: '700', fontSize: 'sm' })}>
        {labels.state}
      </label>
      <select
        id={selectId}
        name="state"
        defaultValue=""
        aria-invalid={error || undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          if (event.target.value) setError(false);
        }}
        className={css({
          minH: '48px',
          px: '3',
          borderRadius: '12px',
          border: '2px solid',
          borderColor: error ? 'danger' : 'border',
          bg: 'bg.card',
          color: 'fg',
          fontSize: 'md',
        })}
      >
        <option value="">{labels.choose}</option>
        {states.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name}
          </option>
        ))}
      </select>
      {error && (
        <p
          id={errorId}
          role="alert"
          data-testid="state-error"
          className={css({ color: 'danger', fontWeight: '700', fontSize: 'sm' })}
        >
          {labels.error}
        </p>
      )}
      <button
        type="submit"
        className={css({
          minH: '52px',
          borderRadius: 'pill',
          bg: 'accent',
          color: 'accent.fg',
          fontWeight: '800',
          fontSize: 'lg',
          cursor: 'pointer',
          boxShadow: 'card',
          _hover: { bg: 'brand.700' },
        })}
      >
        {labels.enroll}
      </button>
    </form>
  );
}
