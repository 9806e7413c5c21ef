import { z } from 'zod';
import { isPlainDate } from '../../src/domain/ce/dates.ts';
import { CE_REPORT_STATUSES } from '../../src/domain/ce/reporting/state.ts';
import { REPORTING_CHANNEL_KEYS, type ReportingChannel } from '../../src/domain/ce/requirements/reporting.ts';
import type { ApiOperation } from '../http/openapi.ts';

// The operator's CE reporting API (issue 31) described in the ingestion API's OpenAPI document: the schemas that
// validate its requests (server/routes/ce-reports.ts) and the answers each route documents.

const channels = REPORTING_CHANNEL_KEYS as [ReportingChannel, ...ReportingChannel[]];
const plainDate = z.string().refine(isPlainDate, 'Must be a date (YYYY-MM-DD)');
/** One query value; a repeated one is refused (an array is not a value). */
const statusList = z
  .string()
  .transform((value) => value.split(',').map((part) => part.trim()))
  .pipe(z.array(z.enum(CE_REPORT_STATUSES)).min(1));

export const reportListQuery = z.object({
  status: statusList.optional().describe('Comma-separated statuses (default: pending)'),
  channel: z.enum(channels).optional().describe('The regulator channel'),
  provider: z.string().trim().min(1).max(40).optional().describe("The provider's number with the regulator"),
  dueBy: plainDate.optional().describe('Deadline on or before this day'),
  from: plainDate.optional().describe('Completed on or after this day (UTC)'),
  to: plainDate.optional().describe('Completed on or before this day (UTC)'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(500)
    .describe('At most this many, soonest deadline first'),
});

export const rosterQuery = z
  .object({
    channel: z.enum(channels).describe('The regulator channel'),
    provider: z.string().trim().min(1).max(40).describe("The provider's number with the regulator"),
    from: plainDate.describe('Completed on or after this day (UTC)'),
    to: plainDate.describe('Completed on or before this day (UTC)'),
    status: statusList.optional().describe('Comma-separated statuses (default: pending)'),
  })
  .refine((query) => query.from <= query.to, { message: '`from` must not be after `to`', path: ['from'] });

export const reportParams = z.object({
  reference: z
    .string()
    .regex(/^QST-\d{4}-[0-9A-HJKMNP-TV-Z]{6}$/, 'A certificate reference number (QST-2026-7K3M9P)')
    .describe("The certificate's reference number"),
});

export const reportMoveSchema = z
  .object({
    to: z.enum(['reported', 'posted', 'rejected', 'duplicate']).describe('The status the report moves to'),
    reference: z
      .string()
      .trim()
      .min(1)
      .max(80)
      .describe("The regulator's reference of this move: the submission, posting or rejection number"),
    reason: z
      .string()
      .trim()
      .min(1)
      .max(500)
      .optional()
      .describe('Why the regulator refused it (rejected, duplicate)'),
  })
  .strict();

export const ceReportSchema = z.object({
  certificateReference: z.string(),
  status: z.enum(CE_REPORT_STATUSES),
  channel: z.enum(channels),
  providerNumber: z.string(),
  licenceKey: z.string(),
  licenseeName: z.string(),
  licenceNumber: z.string().nullable().describe("The learner's licence number on file (null: not given yet)"),
  courseTitle: z.string(),
  creditHours: z.string(),
  completedAt: z.string(),
  dueOn: z.string().describe("The regulator's deadline (YYYY-MM-DD, the regulator's calendar)"),
  deadlineBasis: z
    .string()
    .describe("How the deadline was counted: '21-days', '10-business-days-near-renewal'…"),
  overdue: z.boolean(),
  regulatorReference: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  reportedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});

const error = z.object({ error: z.string() });
const invalid = z.object({ error: z.literal('invalid_request'), fields: z.record(z.string(), z.string()) });
const operator = [{ operator: [] }];
const unauthorized = { description: 'Missing or wrong bearer token (CE_REPORTING_API_TOKEN)', schema: error };
const notEnabled = {
  description: 'The CE reporting API is not enabled on this server (no CE_REPORTING_API_TOKEN)',
};
const unavailable = { description: 'Temporarily unavailable; retry after Retry-After seconds' };

export const listReportsOperation: ApiOperation = {
  operationId: 'listCeReports',
  summary: 'List CE reports (due ones by default), soonest deadline first',
  security: operator,
  responses: {
    '200': { description: 'The reports', schema: z.object({ reports: z.array(ceReportSchema) }) },
    '400': { description: 'Invalid query: a message per parameter', schema: invalid },
    '401': unauthorized,
    '404': notEnabled,
    '503': unavailable,
  },
};

export const rosterOperation: ApiOperation = {
  operationId: 'ceRoster',
  summary:
    "One provider's roster for one channel and date range, as a CSV file (layout: docs/ce-reporting.md)",
  security: operator,
  responses: {
    '200': { description: 'The roster (text/csv, UTF-8 with a byte-order mark)', mediaType: 'text/csv' },
    '400': { description: 'Invalid query: a message per parameter', schema: invalid },
    '401': unauthorized,
    '404': notEnabled,
    '503': unavailable,
  },
};

export const moveReportOperation: ApiOperation = {
  operationId: 'moveCeReport',
  summary: 'Mark a report reported, posted, rejected or duplicate (idempotent by the regulator reference)',
  security: operator,
  responses: {
    '200': {
      description:
        'Moved (replayed: false), or the same move with the same reference again (replayed: true, header ' +
        'Idempotent-Replayed: true; nothing changes). Posted, rejected and duplicate e-mail the learner once.',
      schema: z.object({ replayed: z.boolean(), report: ceReportSchema }),
    },
    '400': { description: 'Invalid body: a message per field', schema: invalid },
    '401': unauthorized,
    '404': {
      description: 'No report for this certificate reference (or the API is not enabled)',
      schema: error,
    },
    '409': {
      description:
        'invalid_transition: the state machine refuses this move from the current status ' +
        '(pending → reported → posted | rejected | duplicate); reference_conflict: this move was made with ' +
        'another regulator reference',
      schema: z.object({
        error: z.string(),
        status: z.string().optional(),
        reference: z.string().optional(),
      }),
    },
    '503': unavailable,
  },
};
