// Employee training prices for companies (spec §1, §9): $9.99 per user per month plus a $20 flat admin fee.
// Money is integer cents (USD).
export const COMPANY_PRICE_PER_USER_CENTS = 999;
export const COMPANY_ADMIN_FEE_CENTS = 2000;
/** Marketplace courses bought by a company carry at least this discount. */
export const COMPANY_MARKETPLACE_DISCOUNT_PERCENT = 25;
export const COMPANY_MIN_USERS = 1;
export const COMPANY_MAX_USERS = 10_000;
export const COMPANY_DEFAULT_USERS = 25;

export interface CompanyQuote {
  users: number;
  perUserCents: number;
  usersCents: number;
  adminFeeCents: number;
  monthlyCents: number;
  yearlyCents: number;
}

/** Reads a user count from free input (a query string, a form field): whole number within 1–10,000. */
export function parseCompanyUsers(value: unknown, fallback = COMPANY_DEFAULT_USERS): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,6}$/.test(text)) return fallback;
  return Math.min(COMPANY_MAX_USERS, Math.max(COMPANY_MIN_USERS, Number(text)));
}

/** The monthly price for a number of users: users × $9.99 + the $20 admin fee, and that over 12 months. */
export function companyQuote(users: number): CompanyQuote {
  const count = parseCompanyUsers(users);
  const usersCents = count * COMPANY_PRICE_PER_USER_CENTS;
  const monthlyCents = usersCents + COMPANY_ADMIN_FEE_CENTS;
  return {
    users: count,
    perUserCents: COMPANY_PRICE_PER_USER_CENTS,
    usersCents,
    adminFeeCents: COMPANY_ADMIN_FEE_CENTS,
    monthlyCents,
    yearlyCents: monthlyCents * 12,
  };
}
