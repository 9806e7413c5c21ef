'use client';

import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { LoadingAnimation, type RiveSource } from './LoadingAnimation.tsx';
import type { IsLoading } from './loading-machine.ts';

// The loading animation of a form that is being sent (spec §4): state 'Loading' starts when the form is submitted.
// A plain post navigates away, so the animation is kept (keepAnimation) until the next page replaces it. A form
// sent by fetch marks itself aria-busy (the Stripe card payment does): when that ends without navigating — a
// refused card — isLoading becomes empty and the animation stops at once. Coming back through the history
// (bfcache) starts over. Without JavaScript the form posts as usual and nothing is drawn.

interface Props {
  formId: string;
  label: string;
  rive?: RiveSource;
}

export function SubmitLoading({ formId, label, rive }: Props) {
  const [run, setRun] = useState<{ id: number; isLoading?: IsLoading } | null>(null);

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    let runs = 0;
    const start = () => setRun({ id: ++runs });
    function onSubmit(event: SubmitEvent) {
      const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
      // Applying a discount code re-renders the page quickly; only the payment itself shows the animation.
      if (submitter?.getAttribute('value') === 'apply_code') return;
      // After every listener ran: a post that was not taken over by script navigates now.
      setTimeout(() => {
        if (!event.defaultPrevented) start();
      }, 0);
    }
    const observer = new MutationObserver(() => {
      if (form.getAttribute('aria-busy') === 'true') start();
      else setRun((current) => (current ? { ...current, isLoading: '' } : current));
    });
    observer.observe(form, { attributes: true, attributeFilter: ['aria-busy'] });
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRun(null);
    };
    form.addEventListener('submit', onSubmit);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      observer.disconnect();
      form.removeEventListener('submit', onSubmit);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [formId]);

  return (
    <div aria-live="polite" className={css({ minH: '0' })}>
      {run && (
        <LoadingAnimation
          key={run.id}
          state="Loading"
          isLoading={run.isLoading}
          keepAnimation
          rive={rive}
          label={label}
          size={56}
        />
      )}
    </div>
  );
}
