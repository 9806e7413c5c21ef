'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import {
  createLoadingMachine,
  type IsLoading,
  type LoadingMachine,
  type LoadingSignal,
  type LoadingState,
} from './loading-machine.ts';
import { RIVE_ERRORS, type RiveErrorMessage } from './rive.ts';

// The loading animation (spec §4, §9): the state machine of loading-machine.ts drives either a Rive animation (a
// configured .riv file, its state machine's trigger inputs named after the signals: start, finish, stop, search,
// no-results) or, without one, the drawn figure below. The drawn figure is also what shows without JavaScript,
// with prefers-reduced-motion (it then stays still) and when the Rive file cannot be played.

const RivePlayer = lazy(() => import('./RivePlayer.tsx'));

export interface RiveSource {
  /** The .riv file (a site path or a configured https URL); empty: the drawn figure, with the spec's error. */
  src?: string;
  artboard?: string;
  stateMachine?: string;
}

interface Props {
  state: LoadingState;
  /** 'submitted' finishes the animation, '' stops it at once; undefined: still loading. */
  isLoading?: IsLoading;
  keepAnimation?: boolean;
  rive?: RiveSource;
  /** What the figure shows, for assistive technology. */
  label: string;
  /** The spec's default canvas is 400 × 400; drawn smaller where the layout asks. */
  size?: number;
}

const INITIAL_PHASE: Record<LoadingState, LoadingSignal> = { Loading: 'start', Search: 'search' };

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function LoadingAnimation({
  state,
  isLoading,
  keepAnimation = false,
  rive,
  label,
  size = 400,
}: Props) {
  const [phase, setPhase] = useState<LoadingSignal>(INITIAL_PHASE[state]);
  const [trigger, setTrigger] = useState<{ name: string; count: number } | undefined>();
  const [motion, setMotion] = useState(false);
  const [riveError, setRiveError] = useState<RiveErrorMessage | null>(null);
  const machine = useRef<LoadingMachine | null>(null);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    setMotion(true);
    const created = createLoadingMachine({
      keepAnimation,
      onSignal: (signal) => {
        setPhase(signal);
        setTrigger((last) => ({ name: signal, count: (last?.count ?? 0) + 1 }));
      },
    });
    machine.current = created;
    created.setState(state);
    return () => {
      created.dispose();
      machine.current = null;
    };
  }, [state, keepAnimation]);

  useEffect(() => {
    if (isLoading !== undefined) machine.current?.setIsLoading(isLoading);
  }, [isLoading]);

  useEffect(() => {
    if (rive && !rive.src) setRiveError(RIVE_ERRORS.missingSource);
  }, [rive]);
  useEffect(() => {
    if (riveError) console.warn(`Loading animation: ${riveError}; showing the static figure`);
  }, [riveError]);

  const figure = (
    <DrawnFigure state={state} phase={motion ? phase : INITIAL_PHASE[state]} size={size} label={label} />
  );
  const playRive = motion && rive?.src && !riveError;
  return (
    <div
      data-testid="loading-animation"
      data-state={state}
      data-phase={phase}
      data-rive-error={riveError ?? undefined}
      className={css({
        display: 'flex',
        justifyContent: 'center',
        '&[data-phase=stop]': { display: 'none' },
      })}
    >
      {playRive ? (
        <Suspense fallback={figure}>
          <RivePlayer
            src={rive.src as string}
            artboard={rive.artboard}
            stateMachine={rive.stateMachine}
            trigger={trigger}
            width={size}
            height={size}
            label={label}
            onError={setRiveError}
          />
        </Suspense>
      ) : (
        figure
      )}
    </div>
  );
}

const still = { '@media (prefers-reduced-motion: reduce)': { animation: 'none' } } as const;
const floating = css({ animation: 'float 1.4s ease-in-out infinite', ...still });
const spinning = css({
  transformBox: 'fill-box',
  transformOrigin: 'center',
  animation: 'spin 1s linear infinite',
  ...still,
});

/** A magnifier (search, no results) or a ring (loading, done), drawn in the theme's colours. */
function DrawnFigure({
  state,
  phase,
  size,
  label,
}: {
  state: LoadingState;
  phase: LoadingSignal;
  size: number;
  label: string;
}) {
  const box = css({ width: `min(${size}px, 100%)`, height: 'auto', color: 'fg.brand', display: 'block' });
  if (state === 'Search') {
    return (
      <svg viewBox="0 0 120 120" width={size} height={size} role="img" aria-label={label} className={box}>
        <circle cx="60" cy="60" r="56" fill="currentColor" opacity="0.08" />
        <g className={phase === 'search' ? floating : undefined}>
          <circle cx="54" cy="52" r="22" fill="none" stroke="currentColor" strokeWidth="7" />
          <path d="M70 68l18 18" stroke="currentColor" strokeWidth="9" strokeLinecap="round" />
        </g>
        {phase === 'no-results' && (
          <path
            d="M47 45l14 14M61 45L47 59"
            stroke="currentColor"
            strokeWidth="5"
            strokeLinecap="round"
            opacity="0.7"
          />
        )}
      </svg>
    );
  }
  const done = phase === 'finish';
  return (
    <svg viewBox="0 0 120 120" width={size} height={size} role="img" aria-label={label} className={box}>
      <circle cx="60" cy="60" r="44" fill="none" stroke="currentColor" strokeWidth="10" opacity="0.15" />
      {done ? (
        <path
          d="M40 62l14 14 28-30"
          fill="none"
          stroke="currentColor"
          strokeWidth="10"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <circle
          cx="60"
          cy="60"
          r="44"
          fill="none"
          stroke="currentColor"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray="70 210"
          className={spinning}
        />
      )}
    </svg>
  );
}
