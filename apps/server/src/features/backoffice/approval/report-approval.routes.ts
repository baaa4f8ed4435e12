import {
  ApprovalQueueQuerySchema,
  PendingReportStatusSchema,
  PendingReportsSchema,
  ReportApprovedSchema,
  ReturnReportRequestSchema,
} from '@verificauto/shared/contracts/backoffice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../../lib/session-user';
import { ERRORS, OkSchema, UuidParams } from '../route-schemas';
import {
  approveReport,
  pendingReport,
  pendingReports,
  type ReportApprovalDeps,
  returnReport,
} from './report-approval.service';

/** The approval queue: approve a report or send it back. Registered inside backofficeRoutes, behind its role check. */
export const reportApprovalRoutes =
  (deps: ReportApprovalDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/backoffice/reports',
      {
        schema: {
          summary: 'La coda dei report da approvare',
          tags: ['backoffice'],
          querystring: ApprovalQueueQuerySchema,
          response: { 200: PendingReportsSchema, ...ERRORS },
        },
      },
      (request) => pendingReports(deps.db, request.query),
    );

    app.get(
      '/api/backoffice/reports/:uuid',
      {
        schema: {
          summary: 'Lo stato di un report in approvazione',
          tags: ['backoffice'],
          params: UuidParams,
          response: { 200: PendingReportStatusSchema, ...ERRORS },
        },
      },
      (request) => pendingReport(deps.db, request.params.uuid),
    );

    app.post(
      '/api/backoffice/reports/:uuid/approve',
      {
        schema: {
          summary: 'Approva un report e lo pubblica',
          tags: ['backoffice'],
          params: UuidParams,
          response: { 200: ReportApprovedSchema, ...ERRORS },
        },
      },
      (request) => approveReport(deps, requireRole(request, 'backoffice'), request.params.uuid),
    );

    app.post(
      '/api/backoffice/reports/:uuid/return',
      {
        schema: {
          summary: 'Rimanda un report all’officina con un motivo',
          tags: ['backoffice'],
          params: UuidParams,
          body: ReturnReportRequestSchema,
          response: { 200: OkSchema, ...ERRORS },
        },
      },
      (request) =>
        returnReport(deps, requireRole(request, 'backoffice'), request.params.uuid, request.body.note),
    );
  };
