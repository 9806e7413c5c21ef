import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ReportListItem } from '../../src/domain/ce/reporting/reports.ts';
import { rosterCsv, rosterFileName } from '../../src/domain/ce/reporting/roster.ts';
import { SERVER_ROUTES } from '../../src/routes.ts';
import { useJsonApi } from '../http/json-api.ts';
import {
  listReportsOperation,
  moveReportOperation,
  reportListQuery,
  reportMoveSchema,
  reportParams,
  rosterOperation,
  rosterQuery,
} from './ce-reports-openapi.ts';

// The operator's CE reporting API (issue 31), beside the ingestion API under /api/v1 and in its OpenAPI
// document: the same bearer scheme with its own token (CE_REPORTING_API_TOKEN; unset: 404). List the reports
// due, download a provider's roster, and record what the regulator answered.

const BODY_LIMIT = 16 * 1024;

export async function ceReportRoutes(plugin: FastifyInstance, { token }: { token: string | undefined }) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  useJsonApi(plugin, {
    bodyLimit: BODY_LIMIT,
    token,
    realm: 'quest-ce-reporting',
    invalidCode: 'invalid_request',
    logName: 'CE reporting API',
  });

  app.get(
    SERVER_ROUTES.ceReports,
    { schema: { querystring: reportListQuery }, config: { openapi: listReportsOperation } },
    async (request) => {
      const query = request.query;
      const reports = await app.domain.ceReports.list({
        statuses: query.status ?? ['pending'],
        channel: query.channel,
        providerNumber: query.provider,
        dueBy: query.dueBy,
        completedFrom: query.from,
        completedTo: query.to,
        limit: query.limit,
      });
      return { reports: reports.map(apiReport) };
    },
  );

  app.get(
    SERVER_ROUTES.ceRoster,
    { schema: { querystring: rosterQuery }, config: { openapi: rosterOperation } },
    async (request, reply) => {
      const query = request.query;
      const reports = await app.domain.ceReports.list({
        statuses: query.status ?? ['pending'],
        channel: query.channel,
        providerNumber: query.provider,
        completedFrom: query.from,
        completedTo: query.to,
      });
      const file = rosterFileName({
        channel: query.channel,
        providerNumber: query.provider,
        from: query.from,
        to: query.to,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .send(rosterCsv(reports));
    },
  );

  app.post(
    SERVER_ROUTES.ceReportMoves,
    {
      bodyLimit: BODY_LIMIT,
      schema: { params: reportParams, body: reportMoveSchema },
      config: { openapi: moveReportOperation },
    },
    async (request, reply) => {
      const result = await app.domain.ceReports.move({
        certificateReference: request.params.reference,
        to: request.body.to,
        reference: request.body.reference,
        reason: request.body.reason,
      });
      switch (result.kind) {
        case 'not_found':
          return reply.code(404).send({ error: 'not_found' });
        case 'invalid_transition':
          return reply.code(409).send({ error: 'invalid_transition', status: result.status });
        case 'reference_conflict':
          return reply.code(409).send({ error: 'reference_conflict', reference: result.reference });
        case 'replayed':
          return reply
            .header('idempotent-replayed', 'true')
            .send({ replayed: true, report: apiReport(result.report) });
        case 'moved':
          request.log.info(
            { certificateReference: request.params.reference, to: request.body.to },
            'CE report moved',
          );
          return reply.send({ replayed: false, report: apiReport(result.report) });
      }
    },
  );
}

/** A report as the API answers it (English course title: the operator's language; ISO instants). */
function apiReport(item: ReportListItem) {
  return {
    certificateReference: item.certificateReference,
    status: item.status,
    channel: item.channel,
    providerNumber: item.providerNumber,
    licenceKey: item.licenceKey,
    licenseeName: item.licenseeName,
    licenceNumber: item.licenceNumber,
    courseTitle: item.courseTitleEn,
    creditHours: item.creditHours,
    completedAt: item.completedAt.toISOString(),
    dueOn: item.dueOn,
    deadlineBasis: item.deadlineBasis,
    overdue: item.overdue,
    regulatorReference: item.regulatorReference,
    rejectionReason: item.rejectionReason,
    reportedAt: item.reportedAt?.toISOString() ?? null,
    resolvedAt: item.resolvedAt?.toISOString() ?? null,
  };
}
