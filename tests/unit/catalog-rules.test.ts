import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from '../../src/db/search-text.ts';
import { formatCreditHours, parseCreditHours, sumCreditHours } from '../../src/domain/credit-hours.ts';
import { discountedCents, effectivePrice } from '../../src/domain/pricing.ts';
import { combineRatings } from '../../src/domain/ratings.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const FUTURE = new Date('2026-12-31T23:59:59Z');
const PAST = new Date('2026-11-01T00:00:00Z');

describe('effectivePrice', () => {
  it('applies a discount until its valid-until date only', () => {
    const item = { priceCents: 14999, discountPercent: 30, discountValidUntil: FUTURE };
    expect(effectivePrice(item, NOW)).toMatchObject({
      finalCents: 10499,
      discountPercent: 30,
      source: 'discount',
    });
    expect(effectivePrice({ ...item, discountValidUntil: PAST }, NOW)).toMatchObject({
      finalCents: 14999,
      discountPercent: 0,
      source: null,
    });
    // The instant the date is reached, the discount is over.
    expect(effectivePrice({ ...item, discountValidUntil: NOW }, NOW).finalCents).toBe(14999);
  });

  it('falls back to the regular price when the campaign has expired', () => {
    const item = {
      priceCents: 4999,
      discountPercent: 0,
      discountValidUntil: null,
      campaign: { discountPercent: 40, expiresAt: PAST },
    };
    expect(effectivePrice(item, NOW)).toEqual({
      regularCents: 4999,
      finalCents: 4999,
      discountPercent: 0,
      source: null,
      endsAt: null,
    });
    expect(
      effectivePrice({ ...item, campaign: { discountPercent: 40, expiresAt: FUTURE } }, NOW),
    ).toMatchObject({
      finalCents: 2999,
      source: 'campaign',
      endsAt: FUTURE,
    });
  });

  it('uses the larger of an active discount and an active campaign', () => {
    const item = {
      priceCents: 10000,
      discountPercent: 10,
      discountValidUntil: FUTURE,
      campaign: { discountPercent: 25, expiresAt: FUTURE },
    };
    expect(effectivePrice(item, NOW)).toMatchObject({ finalCents: 7500, source: 'campaign' });
  });

  it('keeps a discount without an end date and clamps odd percentages', () => {
    expect(
      effectivePrice({ priceCents: 2000, discountPercent: 50, discountValidUntil: null }, NOW).finalCents,
    ).toBe(1000);
    expect(discountedCents(2000, 150)).toBe(0);
    expect(discountedCents(2000, -5)).toBe(2000);
  });
});

describe('combineRatings', () => {
  it('weights each average by its review count', () => {
    expect(
      combineRatings([
        { average: '5.00', count: 3 },
        { average: 4, count: 1 },
      ]),
    ).toEqual({ average: 4.75, count: 4 });
  });
  it('ignores items without reviews and gives 0 for none', () => {
    expect(combineRatings([{ average: 0, count: 0 }])).toEqual({ average: 0, count: 0 });
    expect(
      combineRatings([
        { average: 3, count: 2 },
        { average: 0, count: 0 },
      ]),
    ).toEqual({ average: 3, count: 2 });
  });
});

describe('credit hours', () => {
  it('sums decimal strings exactly', () => {
    expect(sumCreditHours(['5', '4', '8', '3', '3.0'])).toBe('23');
    expect(sumCreditHours(['0.1', '0.2'])).toBe('0.3');
    expect(sumCreditHours(['1.5', '2.5', '63'])).toBe('67');
    expect(sumCreditHours([])).toBe('0');
  });
  it('parses and formats', () => {
    expect(parseCreditHours('63.0')).toBe(630);
    expect(formatCreditHours('14.0')).toBe('14');
    expect(formatCreditHours('1.50')).toBe('1.5');
    expect(() => parseCreditHours('abc')).toThrow(RangeError);
  });
});

describe('normalizeSearchText', () => {
  it('is accent- and case-insensitive', () => {
    expect(normalizeSearchText('Psicología')).toBe('psicologia');
    expect(normalizeSearchText('PSICOLOGÍA', 'Ética')).toBe('psicologia etica');
    expect(normalizeSearchText('2-15 Vida, salud')).toBe('2 15 vida salud');
  });
});
