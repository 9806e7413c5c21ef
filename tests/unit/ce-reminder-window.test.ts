import { describe, expect, it } from 'vitest';
import { daysUntil, reminderWindow } from '../../src/domain/ce/reminders.ts';

// Only the narrowest window that applies is sent: 7 inside 30 inside 90 days before the due date.
describe('reminderWindow', () => {
  it.each([
    ['2026-03-31', '2026-03-31', 7],
    ['2026-03-24', '2026-03-31', 7],
    ['2026-03-23', '2026-03-31', 30],
    ['2026-03-01', '2026-03-31', 30],
    ['2026-02-28', '2026-03-31', 90],
    ['2025-12-31', '2026-03-31', 90],
    ['2025-12-30', '2026-03-31', null],
    ['2026-04-01', '2026-03-31', null],
  ] as const)('%s before %s → %s', (today, due, window) => {
    expect(reminderWindow(today, due)).toBe(window);
  });

  it('counts whole days across months and leap years', () => {
    expect(daysUntil('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysUntil('2026-03-31', '2026-03-24')).toBe(-7);
  });
});
