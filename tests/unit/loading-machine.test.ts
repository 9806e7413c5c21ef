import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingMachine, type LoadingSignal } from '../../src/ui/loading-machine.ts';

// The loading animation's states (spec §4, §9) on vitest's fake clock.

describe('loading animation state machine', () => {
  let signals: Array<[number, LoadingSignal]>;
  let start: number;
  beforeEach(() => {
    vi.useFakeTimers();
    start = Date.now();
    signals = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const machine = (keepAnimation = false) =>
    createLoadingMachine({ keepAnimation, onSignal: (signal) => signals.push([Date.now() - start, signal]) });

  it("state 'Loading' starts the animation at once", () => {
    machine().setState('Loading');
    expect(signals).toEqual([[0, 'start']]);
  });

  it("isLoading 'submitted' finishes, then stops after 3 s", () => {
    const m = machine();
    m.setState('Loading');
    vi.advanceTimersByTime(1_000);
    m.setIsLoading('submitted');
    vi.advanceTimersByTime(2_999);
    expect(signals).toEqual([
      [0, 'start'],
      [1_000, 'finish'],
    ]);
    vi.advanceTimersByTime(1);
    expect(signals.at(-1)).toEqual([4_000, 'stop']);
    vi.advanceTimersByTime(60_000);
    expect(signals).toHaveLength(3);
  });

  it("isLoading 'submitted' with keepAnimation finishes and never stops", () => {
    const m = machine(true);
    m.setState('Loading');
    m.setIsLoading('submitted');
    vi.advanceTimersByTime(60_000);
    expect(signals.map(([, signal]) => signal)).toEqual(['start', 'finish']);
  });

  it('isLoading empty stops at once (and cancels a pending stop)', () => {
    const m = machine();
    m.setState('Loading');
    m.setIsLoading('submitted');
    vi.advanceTimersByTime(500);
    m.setIsLoading('');
    expect(signals.at(-1)).toEqual([500, 'stop']);
    vi.advanceTimersByTime(10_000);
    expect(signals.map(([, signal]) => signal)).toEqual(['start', 'finish', 'stop']);
  });

  it("state 'Search': search after 100 ms, no-results after 4 s, repeating every 4.1 s", () => {
    machine().setState('Search');
    vi.advanceTimersByTime(99);
    expect(signals).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(signals).toEqual([[100, 'search']]);
    vi.advanceTimersByTime(3_899);
    expect(signals).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(signals.at(-1)).toEqual([4_000, 'no-results']);
    vi.advanceTimersByTime(8_300 - 4_000);
    expect(signals).toEqual([
      [100, 'search'],
      [4_000, 'no-results'],
      [4_200, 'search'],
      [8_100, 'no-results'],
      [8_300, 'search'],
    ]);
  });

  it('a new state replaces the search cycle; dispose cancels everything', () => {
    const m = machine();
    m.setState('Search');
    vi.advanceTimersByTime(150);
    m.setState('Loading');
    vi.advanceTimersByTime(20_000);
    expect(signals.map(([, signal]) => signal)).toEqual(['search', 'start']);
    m.setState('Search');
    m.dispose();
    vi.advanceTimersByTime(20_000);
    m.setIsLoading('');
    expect(signals.map(([, signal]) => signal)).toEqual(['search', 'start']);
  });
});
