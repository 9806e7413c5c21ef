// Affiliates (issue 12): an affiliate's landing with the affiliate bundle.
export { AffiliatePage } from './AffiliatePage.tsx';
