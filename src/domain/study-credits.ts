// The study tool's credits (spec §1, §9): 10 free credits renewed every month, 1 credit = 1 lesson, and
// packages of extra credits. Money is integer cents (USD).
export const STUDY_FREE_CREDITS_PER_MONTH = 10;
export const STUDY_CREDITS_PER_LESSON = 1;
export const STUDY_MAX_MINUTES_PER_LESSON = 3;

export interface CreditPackage {
  id: 'starter' | 'focus' | 'marathon';
  credits: number;
  priceCents: number;
}

export const CREDIT_PACKAGES: readonly CreditPackage[] = [
  { id: 'starter', credits: 30, priceCents: 499 },
  { id: 'focus', credits: 100, priceCents: 1299 },
  { id: 'marathon', credits: 300, priceCents: 2999 },
];

/** Lessons a balance of credits buys. */
export function lessonsFor(credits: number): number {
  return Math.floor(Math.max(0, credits) / STUDY_CREDITS_PER_LESSON);
}

/** Price of one lesson inside a package, in cents (rounded). */
export function centsPerLesson(pkg: CreditPackage): number {
  return Math.round(pkg.priceCents / lessonsFor(pkg.credits));
}

export type CreditPackageId = CreditPackage['id'];

/** The package a checkout slug names, or undefined (the only packages are these three). */
export function findCreditPackage(id: string): CreditPackage | undefined {
  return CREDIT_PACKAGES.find((pkg) => pkg.id === id);
}

const PACKAGE_NAMES: Record<CreditPackageId, { es: string; en: string }> = {
  starter: { es: 'Inicial', en: 'Starter' },
  focus: { es: 'Enfoque', en: 'Focus' },
  marathon: { es: 'Maratón', en: 'Marathon' },
};

/** The package's title on orders, receipts and e-mails, in both languages (kept on the order). */
export function creditPackageTitles(pkg: CreditPackage): { es: string; en: string } {
  const name = PACKAGE_NAMES[pkg.id];
  return {
    es: `Créditos de Study: paquete ${name.es} (${pkg.credits} créditos)`,
    en: `Study credits: ${name.en} package (${pkg.credits} credits)`,
  };
}
