// Refund eligibility (spec §5, §9): within 14 days of enrollment and at most 25% of the content completed.
export const REFUND_WINDOW_DAYS = 14;
export const REFUND_MAX_COMPLETION_PERCENT = 25;
const DAY_MS = 24 * 60 * 60 * 1000;

export type RefundDecision =
  | { eligible: true }
  | { eligible: false; reason: 'window-closed' | 'too-much-completed' };

export function refundEligibility(input: {
  enrolledAt: Date;
  now: Date;
  completedPercent: number;
}): RefundDecision {
  if (input.now.getTime() - input.enrolledAt.getTime() > REFUND_WINDOW_DAYS * DAY_MS) {
    return { eligible: false, reason: 'window-closed' };
  }
  if (input.completedPercent > REFUND_MAX_COMPLETION_PERCENT)
    return { eligible: false, reason: 'too-much-completed' };
  return { eligible: true };
}
