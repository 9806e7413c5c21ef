// Credit hours are decimal strings ("63", "1.5", "14.0"); CreditHours are summed as strings (spec §3). Sums are
// done in tenths so 0.1 + 0.2 is exactly 0.3.

const HOURS = /^\s*(\d{1,5})(?:\.(\d+))?\s*$/;

export function parseCreditHours(hours: string | number): number {
  const match = HOURS.exec(String(hours));
  if (!match) throw new RangeError(`Not a credit-hours value: ${hours}`);
  const tenths = Number(`${match[2] ?? '0'}0`.slice(0, 2)) / 10;
  return Number(match[1]) * 10 + Math.round(tenths);
}

/** "63.0" → "63", "1.50" → "1.5". */
export function formatCreditHours(hours: string | number): string {
  const tenths = parseCreditHours(hours);
  return tenths % 10 === 0 ? String(tenths / 10) : `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/** A bundle's credit hours: the sum of its courses' hours, as a string. */
export function sumCreditHours(hours: ReadonlyArray<string | number>): string {
  const tenths = hours.reduce<number>((total, value) => total + parseCreditHours(value), 0);
  return formatCreditHours(`${Math.floor(tenths / 10)}.${tenths % 10}`);
}
