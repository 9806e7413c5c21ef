// What other features may use from legal/ (its other modules are internal).
export { LegalDocument, type LegalText } from './LegalDocument.tsx';
