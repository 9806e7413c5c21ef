// The price rule (issue 28), written once: every price of a course, bundle or plan (a card, a course page, an app
// campaign's landing, a checkout quote, an order, a subscription) comes out of applyPriceRule.
//
// 1. Automatic reductions do not stack. Of the product's own discount (until its valid-until date), a campaign
//    made for the product (until it expires; spec §4: then the regular price) and a company member's marketplace
//    discount (spec §1: "25% or more"), the single largest percentage applies; on a tie, the first in that order.
// 2. A discount code then takes its percentage off that price (spec §9: the 10%-off code), never off the list price.
// 3. Percentages are whole numbers from 0 to 100, so a price is never below zero. Each price is rounded to the
//    nearest cent, halves up, from the price before it: the card's price = round(list × (100 − automatic)%), and
//    the total = round(card's price × (100 − code)%). So every line of the checkout's summary is its percentage
//    of the line above to the cent, and the price a card shows is exactly what checkout charges without a code.

export type ReductionSource = 'discount' | 'campaign' | 'company';

/** One automatic price reduction a product may get. */
export interface Reduction {
  source: ReductionSource;
  percent: number;
  /** When it stops applying (the instant itself is after the offer); null: it does not end. */
  endsAt: Date | null;
  /** The campaign's slug (so an order can record which campaign priced it). */
  slug?: string;
}

export interface PriceRuleInput {
  listCents: number;
  /** Every automatic reduction the product could get; the rule drops the ended ones and keeps the best. */
  reductions: ReadonlyArray<Reduction | null | undefined>;
  /** The discount code's percentage (0: no code). */
  codePercent?: number;
  now: Date;
}

export interface PriceRuleResult {
  listCents: number;
  /** The automatic reduction that applied (percentage made whole and within 0–100), or null. */
  automatic: Reduction | null;
  /** The price after the automatic reduction only: what a card shows and checkout charges without a code. */
  automaticCents: number;
  /** The code's percentage as applied (0 when there is no code). */
  codePercent: number;
  finalCents: number;
  /** listCents − finalCents. */
  savingCents: number;
  /** What applied, in the order applied: at most one automatic reduction, then the code. */
  applied: Array<ReductionSource | 'code'>;
}

function validPercent(percent: number): number {
  return Number.isFinite(percent) ? Math.min(100, Math.max(0, Math.round(percent))) : 0;
}

/** cents × (100 − percent)/100, rounded to the nearest cent, halves up (integer arithmetic: no float error). */
function lessPercent(cents: number, percent: number): number {
  return Math.floor((2 * Math.max(0, Math.round(cents)) * (100 - percent) + 100) / 200);
}

function live(reduction: Reduction, now: Date): boolean {
  return reduction.endsAt === null || now < reduction.endsAt;
}

export function applyPriceRule({
  listCents,
  reductions,
  codePercent = 0,
  now,
}: PriceRuleInput): PriceRuleResult {
  let automatic: Reduction | null = null;
  for (const reduction of reductions) {
    if (!reduction || !live(reduction, now)) continue;
    const percent = validPercent(reduction.percent);
    if (percent > (automatic?.percent ?? 0)) automatic = { ...reduction, percent };
  }
  const code = validPercent(codePercent);
  const automaticCents = lessPercent(listCents, automatic?.percent ?? 0);
  const finalCents = lessPercent(automaticCents, code);
  return {
    listCents,
    automatic,
    automaticCents,
    codePercent: code,
    finalCents,
    savingCents: listCents - finalCents,
    applied: [...(automatic ? [automatic.source] : []), ...(code > 0 ? ['code' as const] : [])],
  };
}

/** A price less one percentage, by the rule's rounding (a campaign's own price, a test's expectation). */
export function discountedCents(priceCents: number, percent: number): number {
  return lessPercent(priceCents, validPercent(percent));
}

// ---------------------------------------------------------------------------------------------------------------
// A course's or bundle's price as the catalogue stores it (spec §3, §4).

export interface PriceInput {
  priceCents: number;
  discountPercent: number;
  /** Null: the discount has no end date. */
  discountValidUntil: Date | null;
  campaign?: { discountPercent: number; expiresAt: Date; slug?: string } | null;
}

export interface EffectivePrice {
  regularCents: number;
  finalCents: number;
  /** Percentage actually applied (0 when the regular price applies). */
  discountPercent: number;
  source: ReductionSource | null;
  /** When the applied price ends (for "limited offer" copy); null when it does not end. */
  endsAt: Date | null;
}

/**
 * The automatic reductions a catalogue price can get, in the rule's tie order: its own discount, the campaign a
 * link named for it (findCampaign), its own campaign, then the company member's percentage (0: not a member).
 */
export function productReductions(
  input: PriceInput,
  {
    linkCampaign,
    companyPercent = 0,
  }: { linkCampaign?: PriceInput['campaign']; companyPercent?: number } = {},
): Reduction[] {
  const campaign = (item: NonNullable<PriceInput['campaign']>): Reduction => ({
    source: 'campaign',
    percent: item.discountPercent,
    endsAt: item.expiresAt,
    ...(item.slug === undefined ? {} : { slug: item.slug }),
  });
  return [
    { source: 'discount', percent: input.discountPercent, endsAt: input.discountValidUntil },
    ...(linkCampaign ? [campaign(linkCampaign)] : []),
    ...(input.campaign ? [campaign(input.campaign)] : []),
    // The member's price lasts as long as the membership, not a date.
    { source: 'company', percent: companyPercent, endsAt: null },
  ];
}

/** The price a card or a course page shows (no code): applyPriceRule over the product's reductions. */
export function effectivePrice(
  input: PriceInput,
  now: Date = new Date(),
  { companyPercent = 0 }: { companyPercent?: number } = {},
): EffectivePrice {
  const priced = applyPriceRule({
    listCents: input.priceCents,
    reductions: productReductions(input, { companyPercent }),
    now,
  });
  return {
    regularCents: priced.listCents,
    finalCents: priced.automaticCents,
    discountPercent: priced.automatic?.percent ?? 0,
    source: priced.automatic?.source ?? null,
    endsAt: priced.automatic?.endsAt ?? null,
  };
}

/** The one reference price a card or product page shows beside its price, and the saving computed from it. */
export interface ReferencePrice {
  /** The struck-through price: the list price the price rule started from (what checkout shows as the list). */
  referenceCents: number;
  /** referenceCents − the price shown. */
  savingCents: number;
  percent: number;
}

/**
 * A price's reference (issue 30: one reference price per card). Only the price rule's list price is a reference:
 * never a sum of other products' prices, so the struck price, the percentage and the saving always agree. Null when
 * nothing is taken off.
 */
export function referencePrice(
  price: Pick<EffectivePrice, 'regularCents' | 'finalCents' | 'discountPercent'>,
): ReferencePrice | null {
  if (price.discountPercent <= 0 || price.finalCents >= price.regularCents) return null;
  return {
    referenceCents: price.regularCents,
    savingCents: price.regularCents - price.finalCents,
    percent: price.discountPercent,
  };
}
