import {
  BackofficeUserDetailSchema,
  PurchaseRefundedSchema,
  RefundPurchaseRequestSchema,
} from '@verificauto/shared/contracts/backoffice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/db';
import { requireRole } from '../../../lib/session-user';
import { ERRORS, IdParams } from '../route-schemas';
import { type PurchaseRefunds, refundByBackoffice, userDetail } from './user-purchases.service';

/** A user's page (account and purchases) and the refund. Registered inside backofficeRoutes, behind its role check. */
export const userPurchasesRoutes =
  (deps: { db: Db; refunds: PurchaseRefunds }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/backoffice/users/:id',
      {
        schema: {
          summary: 'Un utente con i suoi acquisti',
          tags: ['backoffice'],
          params: IdParams,
          response: { 200: BackofficeUserDetailSchema, ...ERRORS },
        },
      },
      (request) => userDetail(deps.db, request.params.id),
    );

    app.post(
      '/api/backoffice/purchases/:id/refund',
      {
        schema: {
          summary: 'Rimborsa un acquisto',
          tags: ['backoffice'],
          params: IdParams,
          body: RefundPurchaseRequestSchema,
          response: { 200: PurchaseRefundedSchema, ...ERRORS },
        },
      },
      (request) =>
        refundByBackoffice(deps, requireRole(request, 'backoffice'), request.params.id, request.body.reason),
    );
  };
