// Effective price of a course or bundle (spec §3, §4): a discount applies only until its valid-until date; a
// campaign applies only until it expires, after which the item falls back to its regular price.

export interface PriceInput {
  priceCents: number;
  discountPercent: number;
  /** Null: the discount has no end date. */
  discountValidUntil: Date | null;
  campaign?: { discountPercent: number; expiresAt: Date } | null;
}

export interface EffectivePrice {
  regularCents: number;
  finalCents: number;
  /** Percentage actually applied (0 when the regular price applies). */
  discountPercent: number;
  source: 'discount' | 'campaign' | 'company' | null;
  /** When the applied price ends (for "limited offer" copy); null when it does not end. */
  endsAt: Date | null;
}

function validPercent(percent: number): number {
  return Number.isFinite(percent) ? Math.min(100, Math.max(0, Math.round(percent))) : 0;
}

export function discountedCents(priceCents: number, percent: number): number {
  return Math.round((priceCents * (100 - validPercent(percent))) / 100);
}

export function effectivePrice(input: PriceInput, now: Date = new Date()): EffectivePrice {
  const candidates: Array<{ percent: number; source: 'discount' | 'campaign'; endsAt: Date | null }> = [];
  const discount = validPercent(input.discountPercent);
  if (discount > 0 && (input.discountValidUntil === null || now < input.discountValidUntil)) {
    candidates.push({ percent: discount, source: 'discount', endsAt: input.discountValidUntil });
  }
  const campaign = input.campaign;
  if (campaign && validPercent(campaign.discountPercent) > 0 && now < campaign.expiresAt) {
    candidates.push({
      percent: validPercent(campaign.discountPercent),
      source: 'campaign',
      endsAt: campaign.expiresAt,
    });
  }
  const best = candidates.sort((a, b) => b.percent - a.percent)[0];
  if (!best) {
    return {
      regularCents: input.priceCents,
      finalCents: input.priceCents,
      discountPercent: 0,
      source: null,
      endsAt: null,
    };
  }
  return {
    regularCents: input.priceCents,
    finalCents: discountedCents(input.priceCents, best.percent),
    discountPercent: best.percent,
    source: best.source,
    endsAt: best.endsAt,
  };
}

/**
 * The company price of a marketplace course for a member of a company with active seats (spec §1: 25% or more):
 * the better of the price already computed (discount or campaign) and the company's percentage, never both
 * stacked: a campaign is the public's offer, and a member already gets at least as much off through the company.
 */
export function withCompanyDiscount(price: EffectivePrice, companyPercent: number): EffectivePrice {
  const percent = validPercent(companyPercent);
  if (percent <= price.discountPercent) return price;
  return {
    regularCents: price.regularCents,
    finalCents: discountedCents(price.regularCents, percent),
    discountPercent: percent,
    source: 'company',
    // The member's price lasts as long as the membership, not a date.
    endsAt: null,
  };
}
