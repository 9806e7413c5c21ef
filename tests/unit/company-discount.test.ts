import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_VIEWER,
  type CourseViewer,
  companyDiscountFor,
} from '../../src/domain/companies/access.ts';
import { parseSeats } from '../../src/domain/companies/seats.ts';
import { quoteFor } from '../../src/domain/orders/quote.ts';
import { effectivePrice } from '../../src/domain/pricing.ts';

// The company marketplace discount (issue 12): the better of the product's own price and the company's
// percentage, never both; marketplace courses only; members of a company with active seats only (the viewer).

const NOW = new Date('2026-06-01T12:00:00Z');
const member: CourseViewer = {
  allowedPrivateCourseIds: [],
  company: { id: 'co_acme', name: 'Acme', discountPercent: 25 },
};
const product = (
  price: Partial<Parameters<typeof quoteFor>[0]['price']> = {},
  visibility = 'marketplace',
) => ({
  price: { priceCents: 10_000, discountPercent: 0, discountValidUntil: null, campaign: null, ...price },
  visibility,
});

describe('company discount', () => {
  it('applies 25% to a marketplace course for a member, and records the company', () => {
    expect(quoteFor(product(), { now: NOW, viewer: member })).toMatchObject({
      listPriceCents: 10_000,
      priceDiscountCents: 2_500,
      priceDiscountPercent: 25,
      totalCents: 7_500,
      appliedCampaign: null,
      appliedCompany: { id: 'co_acme', discountPercent: 25 },
      offerEndsAt: null,
    });
  });

  it('gives nothing to anonymous visitors, nor on link-only, private courses or bundles', () => {
    expect(quoteFor(product(), { now: NOW })).toMatchObject({ totalCents: 10_000, appliedCompany: null });
    expect(quoteFor(product(), { now: NOW, viewer: ANONYMOUS_VIEWER }).totalCents).toBe(10_000);
    for (const visibility of ['link_only', 'private'])
      expect(quoteFor(product({}, visibility), { now: NOW, viewer: member }).totalCents).toBe(10_000);
    expect(
      quoteFor({ price: product().price, visibility: null }, { now: NOW, viewer: member }).totalCents,
    ).toBe(10_000);
    expect(companyDiscountFor(member, 'marketplace')).toBe(25);
    expect(companyDiscountFor(ANONYMOUS_VIEWER, 'marketplace')).toBe(0);
  });

  it('takes the better of campaign and company, never both stacked; the code still comes off the result', () => {
    const running = { slug: 'big', discountPercent: 40, expiresAt: new Date('2026-12-31T00:00:00Z') };
    expect(quoteFor(product({ campaign: running }), { now: NOW, viewer: member })).toMatchObject({
      totalCents: 6_000,
      appliedCampaign: 'big',
      appliedCompany: null,
    });
    const small = { ...running, discountPercent: 10 };
    expect(quoteFor(product({ campaign: small }), { now: NOW, viewer: member })).toMatchObject({
      totalCents: 7_500,
      appliedCampaign: null,
      appliedCompany: { id: 'co_acme' },
    });
    // An equal campaign keeps the campaign (its end date is shown).
    const equal = { ...running, discountPercent: 25 };
    expect(quoteFor(product({ campaign: equal }), { now: NOW, viewer: member }).appliedCampaign).toBe('big');
    expect(quoteFor(product(), { now: NOW, viewer: member, codePercent: 10 })).toMatchObject({
      codeDiscountCents: 750,
      totalCents: 6_750,
    });
  });

  it("the course page's member price keeps a better price and ignores nonsense percentages", () => {
    const item = { priceCents: 999, discountPercent: 0, discountValidUntil: null };
    const base = effectivePrice(item, NOW);
    const member = (companyPercent: number) => effectivePrice(item, NOW, { companyPercent });
    expect(member(25)).toMatchObject({ finalCents: 749, source: 'company', endsAt: null });
    expect(member(Number.NaN)).toEqual(base);
    expect(member(-5)).toEqual(base);
    expect(effectivePrice({ ...item, discountPercent: 30 }, NOW, { companyPercent: 25 })).toMatchObject({
      finalCents: 699,
      source: 'discount',
    });
  });

  it('reads seat counts strictly: 1 to 10,000 whole users', () => {
    expect(parseSeats('1')).toBe(1);
    expect(parseSeats(' 25 ')).toBe(25);
    expect(parseSeats('10000')).toBe(10_000);
    for (const bad of ['0', '10001', '-1', '2.5', 'abc', '', '1e3', undefined])
      expect(parseSeats(bad)).toBeNull();
  });
});
