// The Questers earnings estimate (spec §1, §3): what the top 25% of educators in a category earned over their
// last 12 months, by audience size. Figures are integer cents (USD), gross of the creator's own costs.
export const EARNINGS_CATEGORIES = [1, 2, 3, 4, 5, 6, 7] as const;
export type EarningsCategory = (typeof EARNINGS_CATEGORIES)[number];
/** 1 = under 1,000 followers, 2 = over 50,000 followers. */
export const EARNINGS_AUDIENCES = [1, 2] as const;
export type EarningsAudience = (typeof EARNINGS_AUDIENCES)[number];

export const EARNINGS_CATEGORY_KEYS: Record<EarningsCategory, string> = {
  1: 'languages',
  2: 'finance',
  3: 'technology',
  4: 'test-prep',
  5: 'marketing',
  6: 'math',
  7: 'other',
};

/** Top-quartile 12-month earnings per category: [audience under 1,000, audience over 50,000]. */
const TOP_QUARTILE_12_MONTHS_CENTS: Record<EarningsCategory, [number, number]> = {
  1: [3_840_00, 61_200_00],
  2: [5_120_00, 84_500_00],
  3: [4_680_00, 77_900_00],
  4: [4_260_00, 69_300_00],
  5: [3_950_00, 58_400_00],
  6: [3_310_00, 49_800_00],
  7: [2_720_00, 41_600_00],
};

export const EARNINGS_PERIOD_MONTHS = 12;
export const EARNINGS_PERCENTILE_TOP = 25;

export interface EarningsEstimate {
  category: EarningsCategory;
  audience: EarningsAudience;
  yearlyCents: number;
  monthlyCents: number;
}

export function parseEarningsCategory(value: unknown, fallback: EarningsCategory = 1): EarningsCategory {
  const n = Number(value);
  return (EARNINGS_CATEGORIES as readonly number[]).includes(n) ? (n as EarningsCategory) : fallback;
}

export function parseEarningsAudience(value: unknown, fallback: EarningsAudience = 1): EarningsAudience {
  const n = Number(value);
  return n === 1 || n === 2 ? n : fallback;
}

export function estimateEarnings(category: EarningsCategory, audience: EarningsAudience): EarningsEstimate {
  const row = TOP_QUARTILE_12_MONTHS_CENTS[category];
  const yearlyCents = row[audience - 1] as number;
  return {
    category,
    audience,
    yearlyCents,
    monthlyCents: Math.round(yearlyCents / EARNINGS_PERIOD_MONTHS),
  };
}
