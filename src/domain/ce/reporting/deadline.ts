import { plainDateInZone } from '../../../i18n/format.ts';
import { addDays, parts } from '../dates.ts';
import type { ReportingRule, ReportingSetting } from '../requirements/reporting.ts';

// The reporting deadline (issue 31): the last day the regulator accepts a completion's report, counted in plain
// days of the regulator's calendar. Business days skip Saturdays and Sundays only: the facts do not list the
// regulators' holidays, so none are invented (a caller may pass them).

/** Operator settings for the figures the facts give more than one value for (default: the rule's own). */
export type ReportingSettings = Partial<Record<ReportingSetting, number>>;

export interface Deadline {
  dueOn: string;
  /** How it was counted, stored with the report: '21-days', '10-business-days-near-renewal'. */
  basis: string;
}

/** The plain date (YYYY-MM-DD) of an instant in a time zone. */
export const plainDateIn = plainDateInZone;

function isWeekend(value: string): boolean {
  const { year, month, day } = parts(value);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** `days` business days after `value` (the day itself not counted): Friday + 1 → Monday. */
export function addBusinessDays(
  value: string,
  days: number,
  holidays: ReadonlySet<string> = new Set(),
): string {
  let date = value;
  let left = days;
  while (left > 0) {
    date = addDays(date, 1);
    if (!isWeekend(date) && !holidays.has(date)) left -= 1;
  }
  return date;
}

/** Whole days from `from` to `to` (plain dates; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = parts(from);
  const b = parts(to);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}

/** The calendar days a rule allows, after the operator's setting (a value the facts do not give is refused). */
export function reportingDays(
  rule: Extract<ReportingRule, { kind: 'provider-reports' }>,
  settings: ReportingSettings = {},
): number {
  if (!rule.configurable) return rule.days;
  const chosen = settings[rule.configurable.setting];
  return chosen !== undefined && rule.configurable.allowed.includes(chosen) ? chosen : rule.days;
}

/**
 * The deadline of a completion on `completedOn`. With the near-renewal rule (Florida real estate), a completion
 * within `withinDaysOfRenewal` days before the licensee's renewal deadline must be reported within
 * `businessDays` business days, when that is sooner. Without the licensee's renewal date the ordinary deadline
 * applies (the roster says so).
 */
export function reportingDeadline(
  rule: Extract<ReportingRule, { kind: 'provider-reports' }>,
  {
    completedOn,
    renewalDue = null,
    settings = {},
    holidays,
  }: {
    completedOn: string;
    renewalDue?: string | null;
    settings?: ReportingSettings;
    holidays?: ReadonlySet<string>;
  },
): Deadline {
  const days = reportingDays(rule, settings);
  const ordinary: Deadline = { dueOn: addDays(completedOn, days), basis: `${days}-days` };
  const near = rule.nearRenewal;
  if (!near || !renewalDue) return ordinary;
  const untilRenewal = daysBetween(completedOn, renewalDue);
  if (untilRenewal < 0 || untilRenewal > near.withinDaysOfRenewal) return ordinary;
  const short = addBusinessDays(completedOn, near.businessDays, holidays);
  return short < ordinary.dueOn
    ? { dueOn: short, basis: `${near.businessDays}-business-days-near-renewal` }
    : ordinary;
}
