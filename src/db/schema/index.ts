// Every table of the site, one module per area. drizzle.config.ts points at this folder.
export * from './affiliates.ts';
export * from './catalog.ts';
export * from './ce-reports.ts';
export * from './certificates.ts';
export * from './companies.ts';
export * from './identity.ts';
export * from './leads.ts';
export * from './learning.ts';
export * from './licences.ts';
export * from './orders.ts';
export * from './rate-limits.ts';
export * from './reviews.ts';
export * from './study-credits.ts';
export * from './subscriptions.ts';
export * from './topics.ts';
