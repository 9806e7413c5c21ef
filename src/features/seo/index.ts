// What other features may use from seo/ (its other modules are internal).
export { PageMeta } from './PageMeta.tsx';
