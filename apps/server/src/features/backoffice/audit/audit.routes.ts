import { AuditLogSchema, AuditQuerySchema } from '@verificauto/shared/contracts/backoffice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/db';
import { ERRORS } from '../route-schemas';
import { readAuditLog } from './audit.service';

/** The audit log, newest first. Registered inside backofficeRoutes, behind its role check. */
export const auditRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/backoffice/audit',
      {
        schema: {
          summary: 'Il registro delle azioni del back office',
          tags: ['backoffice'],
          querystring: AuditQuerySchema,
          response: { 200: AuditLogSchema, ...ERRORS },
        },
      },
      (request) => readAuditLog(db, request.query),
    );
  };
