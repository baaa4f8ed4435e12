import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../lib/session-user';
import { reportApprovalRoutes } from './approval/report-approval.routes';
import type { ReportApprovalDeps } from './approval/report-approval.service';
import { auditRoutes } from './audit/audit.routes';
import { reportCorrectionRoutes } from './corrections/report-correction.routes';
import { invoicesAdminRoutes } from './invoices/invoices-admin.routes';
import { mailFailuresRoutes } from './mail-failures/mail-failures.routes';
import { userPurchasesRoutes } from './users/user-purchases.routes';
import type { PurchaseRefunds } from './users/user-purchases.service';
import { usersAdminRoutes } from './users/users-admin.routes';

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

    // Child plugins: the role check above covers their routes too.
    await app.register(reportApprovalRoutes(deps));
    await app.register(auditRoutes(db));
    await app.register(usersAdminRoutes(db));
    await app.register(reportCorrectionRoutes(deps));
    await app.register(invoicesAdminRoutes(db));
    await app.register(userPurchasesRoutes({ db, refunds: deps.refunds }));
    await app.register(mailFailuresRoutes(db));
  };
