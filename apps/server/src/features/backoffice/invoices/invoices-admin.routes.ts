import { ApiErrorSchema } from '@verificauto/shared/contracts/api-error';
import {
  BackofficeInvoicesSchema,
  InvoiceListQuerySchema,
} from '@verificauto/shared/contracts/backoffice-invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/db';
import { readInvoices } from './invoices-admin.service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

/**
 * Invoices and credit notes, for reading and downloading. Registered inside backofficeRoutes, behind its
 * role check; the PDF and XML themselves come from the payments feature's routes, open to the back office.
 */
export const invoicesAdminRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/backoffice/invoices',
      {
        schema: {
          summary: 'Le fatture e le note di credito',
          tags: ['backoffice'],
          querystring: InvoiceListQuerySchema,
          response: { 200: BackofficeInvoicesSchema, ...errors },
        },
      },
      (request) => readInvoices(db, request.query),
    );
  };
