// The loading animation's state machine (spec §4, §9), without React or the DOM so it can be tested with fake
// timers. It turns what the page knows (a state, an isLoading value) into the signals an animation plays:
//   - state 'Loading' starts the animation ('start');
//   - isLoading 'submitted' finishes it ('finish'), then signals 'stop' after 3 s unless keepAnimation is set;
//   - isLoading '' (empty) signals 'stop' at once;
//   - state 'Search' fires 'search' after 100 ms and 'no-results' after 4 s, the cycle repeating every 4.1 s.

export const LOADING_STOP_AFTER_MS = 3_000;
export const SEARCH_AFTER_MS = 100;
export const NO_RESULTS_AFTER_MS = 4_000;
export const SEARCH_REPEAT_MS = 4_100;

export type LoadingState = 'Loading' | 'Search';
/** 'submitted': the work is done; '': nothing is loading (stop now). */
export type IsLoading = 'submitted' | '';
export type LoadingSignal = 'start' | 'finish' | 'stop' | 'search' | 'no-results';

export interface MachineTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface LoadingMachineOptions {
  onSignal(signal: LoadingSignal): void;
  /** Keep playing after 'finish' (the page is about to navigate): no 'stop' 3 s later. */
  keepAnimation?: boolean;
  /** The clock (tests use fake timers; the default is the global one). */
  timers?: MachineTimers;
}

export interface LoadingMachine {
  setState(state: LoadingState): void;
  setIsLoading(value: IsLoading): void;
  /** Cancels every pending signal (unmount). */
  dispose(): void;
}

const globalTimers: MachineTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

export function createLoadingMachine({
  onSignal,
  keepAnimation = false,
  timers = globalTimers,
}: LoadingMachineOptions): LoadingMachine {
  let timeouts: unknown[] = [];
  let interval: unknown;
  let disposed = false;

  function later(ms: number, signal: LoadingSignal) {
    timeouts.push(
      timers.setTimeout(() => {
        if (!disposed) onSignal(signal);
      }, ms),
    );
  }

  function cancel() {
    for (const handle of timeouts) timers.clearTimeout(handle);
    timeouts = [];
    if (interval !== undefined) timers.clearInterval(interval);
    interval = undefined;
  }

  function searchCycle() {
    later(SEARCH_AFTER_MS, 'search');
    later(NO_RESULTS_AFTER_MS, 'no-results');
  }

  return {
    setState(state) {
      if (disposed) return;
      cancel();
      if (state === 'Loading') {
        onSignal('start');
        return;
      }
      searchCycle();
      interval = timers.setInterval(() => {
        // Only the cycle just ending is dropped: its signals have all fired by now (4 s < 4.1 s).
        timeouts = [];
        searchCycle();
      }, SEARCH_REPEAT_MS);
    },
    setIsLoading(value) {
      if (disposed) return;
      cancel();
      if (value === '') {
        onSignal('stop');
        return;
      }
      onSignal('finish');
      if (!keepAnimation) later(LOADING_STOP_AFTER_MS, 'stop');
    },
    dispose() {
      disposed = true;
      cancel();
    },
  };
}
