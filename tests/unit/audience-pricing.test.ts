import { describe, expect, it } from 'vitest';
import { companyQuote, parseCompanyUsers } from '../../src/domain/company-pricing.ts';
import {
  estimateEarnings,
  parseEarningsAudience,
  parseEarningsCategory,
} from '../../src/domain/earnings-estimate.ts';
import {
  canCancelBeforeRenewal,
  cancelDeadline,
  migrantPlan,
  migrantPlanQuotes,
  renewalDate,
} from '../../src/domain/migrant-plans.ts';

describe('company pricing: $9.99 per user per month + $20 admin fee', () => {
  it('prices one user and many users', () => {
    expect(companyQuote(1).monthlyCents).toBe(999 + 2000);
    const quote = companyQuote(50);
    expect(quote.usersCents).toBe(49_950);
    expect(quote.adminFeeCents).toBe(2000);
    expect(quote.monthlyCents).toBe(51_950);
    expect(quote.yearlyCents).toBe(51_950 * 12);
  });
  it('reads user counts from free input within 1–10,000', () => {
    expect(parseCompanyUsers('12')).toBe(12);
    expect(parseCompanyUsers('0')).toBe(1);
    expect(parseCompanyUsers('999999')).toBe(10_000);
    expect(parseCompanyUsers('abc')).toBe(25);
    expect(parseCompanyUsers('-3', 7)).toBe(7);
    expect(parseCompanyUsers('2.5', 7)).toBe(7);
  });
});

describe('migrant plans: 1, 6, 12 months with discounts', () => {
  it('gives each longer plan a bigger discount', () => {
    const [monthly, semiannual, annual] = migrantPlanQuotes();
    expect(monthly?.months).toBe(1);
    expect(semiannual?.months).toBe(6);
    expect(annual?.months).toBe(12);
    expect(monthly?.discountPercent).toBeGreaterThan(0);
    expect(semiannual?.discountPercent).toBeGreaterThan(monthly?.discountPercent ?? 0);
    expect(annual?.discountPercent).toBeGreaterThan(semiannual?.discountPercent ?? 0);
  });
  it('computes savings and per-month price', () => {
    const annual = migrantPlan('annual');
    expect(annual.regularCents).toBe(12 * 1299);
    expect(annual.savingsCents).toBe(12 * 1299 - 7999);
    expect(annual.discountPercent).toBe(49);
    expect(annual.perMonthCents).toBe(667);
  });
  it('renews after the plan months and lets people cancel until one day before', () => {
    const start = new Date('2026-01-31T10:00:00Z');
    const renewal = renewalDate(start, 1);
    expect(renewal.toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(renewalDate(start, 12).toISOString()).toBe('2027-01-31T10:00:00.000Z');
    expect(cancelDeadline(renewal).toISOString()).toBe('2026-02-27T10:00:00.000Z');
    expect(canCancelBeforeRenewal(new Date('2026-02-27T09:59:59Z'), renewal)).toBe(true);
    expect(canCancelBeforeRenewal(new Date('2026-02-27T10:00:01Z'), renewal)).toBe(false);
  });
});

describe('earnings estimate: top 25% of educators over 12 months', () => {
  it('is larger for a bigger audience in every category', () => {
    for (const category of [1, 2, 3, 4, 5, 6, 7] as const) {
      expect(estimateEarnings(category, 2).yearlyCents).toBeGreaterThan(
        estimateEarnings(category, 1).yearlyCents,
      );
    }
  });
  it('gives a monthly figure of one twelfth', () => {
    const estimate = estimateEarnings(2, 2);
    expect(estimate.yearlyCents).toBe(8_450_000);
    expect(estimate.monthlyCents).toBe(Math.round(8_450_000 / 12));
  });
  it('parses category 1–7 and audience 1–2 with fallbacks', () => {
    expect(parseEarningsCategory('7')).toBe(7);
    expect(parseEarningsCategory('8')).toBe(1);
    expect(parseEarningsCategory('x', 3)).toBe(3);
    expect(parseEarningsAudience('2')).toBe(2);
    expect(parseEarningsAudience('3')).toBe(1);
  });
});
