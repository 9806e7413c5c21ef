// The certificate pages (issue 11).
export { CertificatePage } from './CertificatePage.tsx';
export { PendingPaymentPage } from './PendingPaymentPage.tsx';
export {
  channelName,
  plainDateText,
  ReportingBadge,
  reportingExplanation,
  reportingFacts,
  reportingLabel,
} from './reporting.tsx';
export { VerifyPage } from './VerifyPage.tsx';
