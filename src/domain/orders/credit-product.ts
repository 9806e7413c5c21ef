import { CREDIT_PACKAGES, creditPackageTitles, findCreditPackage } from '../study-credits.ts';

// A study credit package as the checkout sells it (issue 12): priced here from CREDIT_PACKAGES, never from the
// form. It has no state, no courses and no campaign; paying its order adds its credits to the learner's ledger in
// the settlement transaction (domain/credit-ledger.ts).

/** The package a checkout slug names (`/courses/buy/{id}?type=credits`), or undefined (404). */
// Its shape is quote.ts's ProductForSale, checked where productForSale returns it (no import: no cycle).
export function creditPackageForSale(slug: string) {
  const pkg = findCreditPackage(slug);
  if (!pkg) return undefined;
  const titles = creditPackageTitles(pkg);
  return {
    type: 'credits' as const,
    // A stable number per package (orders.product_id is an integer): its place in the price list, from 1.
    id: CREDIT_PACKAGES.indexOf(pkg) + 1,
    slug: pkg.id,
    titleEs: titles.es,
    titleEn: titles.en,
    image: '',
    creditHours: '',
    price: { priceCents: pkg.priceCents, discountPercent: 0, discountValidUntil: null, campaign: null },
    states: [],
    courseIds: [],
    visibility: null,
  };
}
