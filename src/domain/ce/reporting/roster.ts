import { stringify } from 'csv-stringify/sync';
import type { ReportListItem } from './reports.ts';

// The roster an operator sends to a regulator (issue 31): one row per report of one provider and channel in a
// date range. The facts (ce-requirements.md) give no channel's file layout, so this is Quest's own layout,
// documented in docs/ce-reporting.md; it is not a DFS, DBPR or CE Broker upload format.

export const ROSTER_COLUMNS = [
  'certificate_reference',
  'licensee_name',
  'licence_number',
  'licence',
  'channel',
  'provider_number',
  'course_title',
  'credit_hours',
  'completed_on',
  'report_due_on',
  'deadline_basis',
  'status',
  'regulator_reference',
] as const;

/**
 * RFC 4180 CSV (CRLF line ends, quotes doubled), UTF-8 with a byte-order mark for spreadsheets; cells a
 * spreadsheet would run as a formula are prefixed with ' (csv-stringify's escape_formulas, OWASP CSV injection).
 * Dates are plain ISO days; the completion day is UTC, the deadline the regulator's day.
 */
export function rosterCsv(items: readonly ReportListItem[]): string {
  const rows = items.map((item) => [
    item.certificateReference,
    item.licenseeName,
    item.licenceNumber ?? '',
    item.licenceKey,
    item.channel,
    item.providerNumber,
    item.courseTitleEn,
    item.creditHours,
    item.completedAt.toISOString().slice(0, 10),
    item.dueOn,
    item.deadlineBasis,
    item.status,
    item.regulatorReference ?? '',
  ]);
  return `\uFEFF${stringify([[...ROSTER_COLUMNS], ...rows], { record_delimiter: 'windows', escape_formulas: true })}`;
}

/** The roster file's name: quest-roster-{channel}-{provider}-{from}-{to}.csv (only safe characters). */
export function rosterFileName(input: {
  channel: string;
  providerNumber: string;
  from: string;
  to: string;
}): string {
  const safe = (value: string) => value.replace(/[^A-Za-z0-9-]+/g, '_');
  return `quest-roster-${safe(input.channel)}-${safe(input.providerNumber)}-${input.from}-${input.to}.csv`;
}
