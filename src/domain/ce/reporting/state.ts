import { CE_REPORT_STATUSES, type CeReportStatus } from '../../../db/schema/ce-reports.ts';

export { CE_REPORT_STATUSES, type CeReportStatus };

// A report's life (issue 31; ce-requirements.md): pending → reported → posted, or rejected / duplicate (no credit).
// Every other move is refused. Pure; reports.ts applies a move in one transaction with what it causes.

const NEXT: Readonly<Record<CeReportStatus, readonly CeReportStatus[]>> = {
  pending: ['reported'],
  reported: ['posted', 'rejected', 'duplicate'],
  posted: [],
  rejected: [],
  duplicate: [],
};

export type ReportMove = Exclude<CeReportStatus, 'pending'>;

export function canMove(from: CeReportStatus, to: CeReportStatus): boolean {
  return NEXT[from].includes(to);
}

/** The regulator's last word: nothing moves after it. */
export function isFinal(status: CeReportStatus): boolean {
  return NEXT[status].length === 0;
}

/** Whether the regulator credits the hours: yes once posted, never when rejected or a duplicate, not yet before. */
export function creditOf(status: CeReportStatus): 'credited' | 'no-credit' | 'waiting' {
  if (status === 'posted') return 'credited';
  if (status === 'rejected' || status === 'duplicate') return 'no-credit';
  return 'waiting';
}

/** The moves that tell the learner by e-mail: credit posted, or refused. */
export function notifiesLearner(to: CeReportStatus): boolean {
  return to === 'posted' || to === 'rejected' || to === 'duplicate';
}
