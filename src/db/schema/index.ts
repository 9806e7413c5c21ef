// Every table of the site, one module per area. drizzle.config.ts points at this folder.
export * from './catalog.ts';
export * from './certificates.ts';
export * from './leads.ts';
export * from './orders.ts';
