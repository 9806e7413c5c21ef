// What other features may use from seo/ (its other modules are internal).
export { publicOrigin } from './origin.ts';
export { PageMeta } from './PageMeta.tsx';
export {
  absoluteUrl,
  breadcrumbListLd,
  type Crumb,
  itemListLd,
  type ListedItem,
  OG_LOCALES,
  organizationLd,
} from './structured-data.ts';
