import { describe, expect, it } from 'vitest';
import type { CourseViewer } from '../../src/domain/companies/access.ts';
import { quoteFor } from '../../src/domain/orders/quote.ts';
import {
  applyPriceRule,
  effectivePrice,
  type Reduction,
  type ReductionSource,
} from '../../src/domain/pricing.ts';

// The price rule (issue 28, src/domain/pricing.ts): the best single automatic reduction among the product's
// discount, a campaign and the company's discount (they never stack), then the discount code off that price;
// each price rounded to the nearest cent, halves up. Every one of the 16 combinations of the four reductions,
// through the rule itself, through the checkout's quote and, without a code, through the card's price.

const NOW = new Date('2026-11-24T12:00:00Z');
const LATER = new Date('2027-03-31T23:59:59Z');
const LIST = 14_999;

// Percentages chosen so that the largest is neither first nor last in the tie order (discount, campaign,
// company) and every combination of them, added or compounded, gives another price.
const DISCOUNT = 20;
const CAMPAIGN = 30;
const COMPANY = 25;
const CODE = 10;

type Name = 'discount' | 'campaign' | 'company' | 'code';

// [reductions present, total charged, what applied]. 14,999 × 0.8 = 11,999.2 → 11,999; × 0.7 = 10,499.3 →
// 10,499; × 0.75 = 11,249.25 → 11,249; then 10% off each: 10,799.1 → 10,799; 9,449.1 → 9,449; 10,124.1 → 10,124.
const TABLE: Array<[Name[], number, Array<ReductionSource | 'code'>]> = [
  [[], 14_999, []],
  [['code'], 13_499, ['code']],
  [['discount'], 11_999, ['discount']],
  [['discount', 'code'], 10_799, ['discount', 'code']],
  [['campaign'], 10_499, ['campaign']],
  [['campaign', 'code'], 9_449, ['campaign', 'code']],
  [['company'], 11_249, ['company']],
  [['company', 'code'], 10_124, ['company', 'code']],
  [['discount', 'campaign'], 10_499, ['campaign']],
  [['discount', 'campaign', 'code'], 9_449, ['campaign', 'code']],
  [['discount', 'company'], 11_249, ['company']],
  [['discount', 'company', 'code'], 10_124, ['company', 'code']],
  [['campaign', 'company'], 10_499, ['campaign']],
  [['campaign', 'company', 'code'], 9_449, ['campaign', 'code']],
  [['discount', 'campaign', 'company'], 10_499, ['campaign']],
  [['discount', 'campaign', 'company', 'code'], 9_449, ['campaign', 'code']],
];

const member: CourseViewer = {
  allowedPrivateCourseIds: [],
  company: { id: 'co_acme', name: 'Acme', discountPercent: COMPANY },
};

describe('the price rule, every combination of campaign, product discount, company discount and code', () => {
  it('the table holds all 16 subsets once', () => {
    expect(new Set(TABLE.map(([names]) => [...names].sort().join('+'))).size).toBe(16);
  });

  it.each(TABLE)('%j → %i cents, applying %j', (names, total, applied) => {
    const has = (name: Name) => names.includes(name);
    const reductions: Reduction[] = [
      { source: 'discount', percent: has('discount') ? DISCOUNT : 0, endsAt: null },
      ...(has('campaign')
        ? [{ source: 'campaign' as const, percent: CAMPAIGN, endsAt: LATER, slug: 'spring' }]
        : []),
      { source: 'company', percent: has('company') ? COMPANY : 0, endsAt: null },
    ];
    const priced = applyPriceRule({
      listCents: LIST,
      reductions,
      codePercent: has('code') ? CODE : 0,
      now: NOW,
    });
    expect(priced.finalCents).toBe(total);
    expect(priced.applied).toEqual(applied);
    expect(priced.savingCents).toBe(LIST - total);
    expect(priced.finalCents).toBeGreaterThanOrEqual(0);

    // The checkout's quote charges the same and records what applied.
    const product = {
      price: {
        priceCents: LIST,
        discountPercent: has('discount') ? DISCOUNT : 0,
        discountValidUntil: null,
        campaign: has('campaign') ? { slug: 'spring', discountPercent: CAMPAIGN, expiresAt: LATER } : null,
      },
      visibility: 'marketplace',
    };
    const quote = quoteFor(product, {
      codePercent: has('code') ? CODE : 0,
      now: NOW,
      ...(has('company') ? { viewer: member } : {}),
    });
    expect(quote.totalCents).toBe(total);
    expect(quote.applied).toEqual(applied);
    expect(quote.listPriceCents - quote.priceDiscountCents - quote.codeDiscountCents).toBe(total);
    expect(quote.appliedCampaign).toBe(applied.includes('campaign') ? 'spring' : null);
    expect(quote.appliedCompany?.id ?? null).toBe(applied.includes('company') ? 'co_acme' : null);
    expect(quote.codePercent).toBe(has('code') ? CODE : 0);

    // Without the code, the price a card or a course page shows is the checkout's total.
    const shown = effectivePrice(product.price, NOW, { companyPercent: has('company') ? COMPANY : 0 });
    const withoutCode = quoteFor(product, { now: NOW, ...(has('company') ? { viewer: member } : {}) });
    expect(shown.finalCents).toBe(withoutCode.totalCents);
    expect(shown.finalCents).toBe(quote.listPriceCents - quote.priceDiscountCents);
    expect(shown.source).toBe(applied.find((source) => source !== 'code') ?? null);
  });
});

describe('the price rule in detail', () => {
  const rule = (reductions: Reduction[], codePercent = 0, listCents = LIST) =>
    applyPriceRule({ listCents, reductions, codePercent, now: NOW });

  it('on a tie the product discount wins over a campaign, and a campaign over the company', () => {
    const discount: Reduction = { source: 'discount', percent: 25, endsAt: null };
    const campaign: Reduction = { source: 'campaign', percent: 25, endsAt: LATER, slug: 'spring' };
    const company: Reduction = { source: 'company', percent: 25, endsAt: null };
    expect(rule([discount, campaign, company]).automatic).toEqual(discount);
    expect(rule([campaign, company]).automatic).toEqual(campaign);
  });

  it('a reduction that has ended does not apply, from the instant it ends', () => {
    const ended: Reduction = { source: 'campaign', percent: 40, endsAt: NOW };
    const discount: Reduction = { source: 'discount', percent: 20, endsAt: null };
    expect(rule([ended, discount])).toMatchObject({ finalCents: 11_999, applied: ['discount'] });
    expect(rule([ended])).toMatchObject({ finalCents: LIST, automatic: null, applied: [] });
  });

  it('a campaign named by a link and the product’s own one are both candidates: the better applies', () => {
    const product = {
      priceCents: 10_000,
      discountPercent: 0,
      discountValidUntil: null,
      campaign: { slug: 'own', discountPercent: 30, expiresAt: LATER },
    };
    const weaker = { slug: 'app', discountPercent: 10, expiresAt: LATER };
    const stronger = { slug: 'app', discountPercent: 40, expiresAt: LATER };
    const ended = { slug: 'app', discountPercent: 50, expiresAt: NOW };
    expect(quoteFor({ price: product }, { campaign: weaker, now: NOW })).toMatchObject({
      totalCents: 7_000,
      appliedCampaign: 'own',
    });
    expect(quoteFor({ price: product }, { campaign: stronger, now: NOW })).toMatchObject({
      totalCents: 6_000,
      appliedCampaign: 'app',
    });
    expect(quoteFor({ price: product }, { campaign: ended, now: NOW })).toMatchObject({
      totalCents: 7_000,
      appliedCampaign: 'own',
    });
  });

  it('never goes below zero nor above the list price: percentages are whole and within 0–100', () => {
    expect(rule([{ source: 'campaign', percent: 100, endsAt: LATER }], 10)).toMatchObject({
      automaticCents: 0,
      finalCents: 0,
    });
    expect(rule([{ source: 'discount', percent: 150, endsAt: null }]).finalCents).toBe(0);
    expect(rule([{ source: 'discount', percent: -5, endsAt: null }], -10)).toMatchObject({
      finalCents: LIST,
      applied: [],
    });
    expect(rule([{ source: 'discount', percent: Number.NaN, endsAt: null }], Number.NaN).finalCents).toBe(
      LIST,
    );
    expect(rule([], 100).finalCents).toBe(0);
  });

  it('rounds each price to the nearest cent, halves up, the code off the rounded price', () => {
    // 999 × 50% = 499.5 → 500.
    expect(rule([{ source: 'discount', percent: 50, endsAt: null }], 0, 999).finalCents).toBe(500);
    // 1,995 × 90% = 1,795.5 → 1,796.
    expect(rule([], 10, 1_995).finalCents).toBe(1_796);
    // 1,001 × 50% = 500.5 → 501 (the card); 501 × 90% = 450.9 → 451, not 1,001 × 45% = 450.45 → 450.
    expect(rule([{ source: 'campaign', percent: 50, endsAt: LATER }], 10, 1_001)).toMatchObject({
      automaticCents: 501,
      finalCents: 451,
    });
  });
});
