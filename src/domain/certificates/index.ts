// Certificates (issue 11): completion reports from the app, the certificate's states, the monitor password and
// the public verification.

export type { CertificateStatus } from '../../db/schema/certificates.ts';
export {
  type CompletionEvent,
  completionEventSchema,
  fieldErrors,
  type IngestEvent,
  ingestEventSchema,
  type ProgressEvent,
  progressEventSchema,
} from './events.ts';
export { type IngestOutcome, type IngestResult, ingestEvent } from './ingest.ts';
export { CERTIFICATE_MESSAGES, type CertificateMessageKey, certificateMessage } from './messages.ts';
export { confirmMonitor, type MonitorResult, setMonitorPassword } from './monitor.ts';
export { MONITOR_PASSWORD_MIN, validateNewMonitorPassword } from './password.ts';
export {
  type CertificateVerification,
  type CertificateView,
  findCertificate,
  licenseText,
  type VerificationResult,
  verifyReference,
} from './queries.ts';
export { revokeCertificatesOfOrder, unlockCertificatesOfOrder } from './records.ts';
export { acceptsMonitor, certificateStatusFor, isLocked, isValid, normalizeReference } from './state.ts';
