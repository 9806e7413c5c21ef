// Number formatting shared by every page (spec §9: compact numbers use K, M, B with one decimal).

const UNITS = [
  { value: 1_000_000_000, suffix: 'B' },
  { value: 1_000_000, suffix: 'M' },
  { value: 1_000, suffix: 'K' },
] as const;

/**
 * 100000 → '100K', 2000000 → '2M', 1250 → '1.2K', 999 → '999'. One decimal at most, truncated rather than
 * rounded so that a claim like "over 2M" never overstates the figure; a trailing '.0' is dropped. The decimal
 * separator can be given for the locale (',' in Spanish).
 */
export function compactNumber(value: number, decimalSeparator = '.'): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  for (const unit of UNITS) {
    if (abs >= unit.value) {
      const tenths = Math.floor((abs / unit.value) * 10 + 1e-9);
      const whole = Math.floor(tenths / 10);
      const decimal = tenths % 10;
      const text = decimal === 0 ? String(whole) : `${whole}${decimalSeparator}${decimal}`;
      return `${sign}${text}${unit.suffix}`;
    }
  }
  return `${sign}${Math.floor(abs)}`;
}
