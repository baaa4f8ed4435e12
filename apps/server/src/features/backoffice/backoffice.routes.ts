import {
  AuditLogSchema,
  AuditQuerySchema,
  PendingReportsSchema,
  ReportApprovedSchema,
  ReturnReportRequestSchema,
} from '@verificauto/shared/contracts/backoffice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../lib/session-user';
import { readAuditLog } from './audit.service';
import { invoicesAdminRoutes } from './invoices-admin.routes';
import { mailFailuresRoutes } from './mail-failures.routes';
import {
  approveReport,
  pendingReports,
  type ReportApprovalDeps,
  returnReport,
} from './report-approval.service';
import { reportCorrectionRoutes } from './report-correction.routes';
import { ERRORS, OkSchema, UuidParams } from './route-schemas';
import { userPurchasesRoutes } from './user-purchases.routes';
import type { PurchaseRefunds } from './user-purchases.service';
import { usersAdminRoutes } from './users-admin.routes';

export type BackofficeDeps = ReportApprovalDeps & { refunds: PurchaseRefunds };

/** The back office: the approval queue, approve or send back, the audit log, users, e-mails not sent. */
export const backofficeRoutes =
  (deps: BackofficeDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    // Every route of this plugin, before its body is even read: 401 for guests, 403 for any other role.
    app.addHook('onRequest', async (request, reply) => {
      requireRole(request, 'backoffice');
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/api/backoffice/reports',
      { schema: { response: { 200: PendingReportsSchema, ...ERRORS } } },
      () => pendingReports(db),
    );

    app.post(
      '/api/backoffice/reports/:uuid/approve',
      { schema: { params: UuidParams, response: { 200: ReportApprovedSchema, ...ERRORS } } },
      (request) => approveReport(deps, requireRole(request, 'backoffice'), request.params.uuid),
    );

    app.post(
      '/api/backoffice/reports/:uuid/return',
      {
        schema: {
          params: UuidParams,
          body: ReturnReportRequestSchema,
          response: { 200: OkSchema, ...ERRORS },
        },
      },
      (request) =>
        returnReport(deps, requireRole(request, 'backoffice'), request.params.uuid, request.body.note),
    );

    app.get(
      '/api/backoffice/audit',
      { schema: { querystring: AuditQuerySchema, response: { 200: AuditLogSchema, ...ERRORS } } },
      (request) => readAuditLog(db, request.query),
    );

    // A child plugin: the role check above covers its routes too.
    await app.register(usersAdminRoutes(db));
    await app.register(reportCorrectionRoutes(deps));
    await app.register(invoicesAdminRoutes(db));
    await app.register(userPurchasesRoutes({ db, refunds: deps.refunds }));
    await app.register(mailFailuresRoutes(db));
  };
