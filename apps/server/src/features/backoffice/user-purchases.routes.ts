import { ApiErrorSchema } from '@verificauto/shared/contracts/api-error';
import {
  BackofficeUserDetailSchema,
  PurchaseRefundedSchema,
  RefundPurchaseRequestSchema,
} from '@verificauto/shared/contracts/backoffice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/db';
import { requireRole } from '../../lib/session-user';
import { type PurchaseRefunds, refundByBackoffice, userDetail } from './user-purchases.service';

// Any text: a malformed id is an unknown user or purchase (404), not a bad request.
const IdParams = z.object({ id: z.string() });
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};

/** A user's page (account and purchases) and the refund. Registered inside backofficeRoutes, behind its role check. */
export const userPurchasesRoutes =
  (deps: { db: Db; refunds: PurchaseRefunds }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/backoffice/users/:id',
      { schema: { params: IdParams, response: { 200: BackofficeUserDetailSchema, ...errors } } },
      (request) => userDetail(deps.db, request.params.id),
    );

    app.post(
      '/api/backoffice/purchases/:id/refund',
      {
        schema: {
          params: IdParams,
          body: RefundPurchaseRequestSchema,
          response: { 200: PurchaseRefundedSchema, ...errors },
        },
      },
      (request) =>
        refundByBackoffice(deps, requireRole(request, 'backoffice'), request.params.id, request.body.reason),
    );
  };
