// Plain calendar dates (YYYY-MM-DD, UTC) for renewal periods: a due date is a day, not an instant.

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isPlainDate(value: string): boolean {
  const match = PLAIN_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

export function toPlainDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function parts(value: string): { year: number; month: number; day: number } {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

export function plain(year: number, month: number, day: number): string {
  return toPlainDate(new Date(Date.UTC(year, month - 1, day)));
}

/** The last day of a month (1-12). */
export function endOfMonth(year: number, month: number): string {
  return toPlainDate(new Date(Date.UTC(year, month, 0)));
}

/** `months` calendar months later (or earlier), the day clamped to the month's end (Aug 31 + 6 → Feb 28). */
export function addMonths(value: string, months: number): string {
  const { year, month, day } = parts(value);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return plain(target.getUTCFullYear(), target.getUTCMonth() + 1, Math.min(day, last));
}

export function addDays(value: string, days: number): string {
  const { year, month, day } = parts(value);
  return plain(year, month, day + days);
}

/** Whole years from `from` to `to` (birthday-style). */
export function fullYearsBetween(from: string, to: string): number {
  const a = parts(from);
  const b = parts(to);
  let years = b.year - a.year;
  if (b.month < a.month || (b.month === a.month && b.day < a.day)) years -= 1;
  return years;
}
