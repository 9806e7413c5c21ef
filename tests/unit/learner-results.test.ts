import { describe, expect, it } from 'vitest';
import { canViewLearner } from '../../src/domain/learners/access.ts';
import { addDays, parseResultsYear, weekSeries, yearSeries } from '../../src/domain/learners/series.ts';
import { barLayout, niceStep, valueScale } from '../../src/features/learners/chart-scale.ts';

const day = (date: string, points: number) => ({
  day: date,
  points,
  correctQuestions: 1,
  videosWatched: 0,
  gamesFinished: 1,
  minutes: 10,
});

describe('week and year series', () => {
  it('the week is the six days before today and today, zeros where nothing was played', () => {
    const series = weekSeries(
      [day('2026-11-18', 40), day('2026-11-24', 7), day('2026-11-17', 999)],
      '2026-11-24',
    );
    expect(series.buckets.map((b) => b.key)).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(series.buckets.map((b) => b.points)).toEqual([40, 0, 0, 0, 0, 0, 7]);
    expect(series.totals).toMatchObject({ points: 47, minutes: 20, gamesFinished: 2 });
    expect([series.from, series.to]).toEqual(['2026-11-18', '2026-11-24']);
  });

  it('crosses month and year ends (UTC)', () => {
    expect(addDays('2026-01-02', -6)).toBe('2025-12-27');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(weekSeries([], '2026-03-02').from).toBe('2026-02-24');
  });

  it('a year sums days into twelve months and ignores other years', () => {
    const series = yearSeries(
      [day('2025-01-31', 5), day('2025-01-01', 10), day('2025-12-31', 3), day('2024-12-31', 100)],
      2025,
    );
    expect(series.buckets).toHaveLength(12);
    expect(series.buckets[0]).toMatchObject({ key: '2025-01', points: 15, minutes: 20 });
    expect(series.buckets[11]).toMatchObject({ key: '2025-12', points: 3 });
    expect(series.totals.points).toBe(18);
  });

  it('a results year is four digits from 2020 to the current year', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(parseResultsYear('2026', now)).toBe(2026);
    expect(parseResultsYear('2020', now)).toBe(2020);
    for (const bad of ['2019', '2027', '026', '20260', 'week', '2o26', '+2026', ' 2026'])
      expect(parseResultsYear(bad, now)).toBeNull();
  });
});

describe('chart scale', () => {
  it('round steps for about four gridlines', () => {
    expect(niceStep(0)).toBe(25);
    expect(niceStep(7)).toBe(2);
    expect(niceStep(100)).toBe(25);
    expect(niceStep(1234)).toBe(500);
    expect(niceStep(18_000)).toBe(5000);
  });

  it('the top is the first step at or above the largest value', () => {
    expect(valueScale([0, 0])).toEqual({ top: 25, ticks: [0, 25] });
    expect(valueScale([120, 500, 30])).toEqual({ top: 600, ticks: [0, 200, 400, 600] });
    expect(valueScale([1234])).toEqual({ top: 1500, ticks: [0, 500, 1000, 1500] });
  });

  it('bars fill their slots, proportional to the top, tiny values still visible', () => {
    const area = { left: 0, top: 0, width: 700, height: 200 };
    const bars = barLayout([0, 50, 100, 0.1], area, 100, 0.5);
    expect(bars.map((b) => b.height)).toEqual([0, 100, 200, 2]);
    expect(bars[2]).toMatchObject({ y: 0, x: 393.8, width: 87.5, center: 437.5 });
    expect(bars[1]!.y).toBe(100);
  });
});

describe('who sees a learner profile', () => {
  it('the owner always, anyone when public, nobody else', () => {
    expect(canViewLearner({ id: 'l_a', profilePublic: false }, 'l_a')).toBe(true);
    expect(canViewLearner({ id: 'l_a', profilePublic: false }, 'l_b')).toBe(false);
    expect(canViewLearner({ id: 'l_a', profilePublic: false }, null)).toBe(false);
    expect(canViewLearner({ id: 'l_a', profilePublic: true }, null)).toBe(true);
  });
});
