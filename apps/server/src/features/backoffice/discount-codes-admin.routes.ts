import {
  AdminDiscountCodeListSchema,
  AdminDiscountCodeSchema,
  AdminIdParamsSchema,
  DiscountCodeInputSchema,
} from '@verificauto/shared/contracts/backoffice-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { requireRole } from '../../lib/session-user';
import { refuseInvalidBody } from './admin-input';
import { createDiscountCode, editDiscountCode, listAdminDiscountCodes } from './discount-codes-admin.service';
import { ADMIN_ERRORS } from './route-schemas';

/** The back office's discount codes: list with use counts, create, edit; never deleted. */
export const discountCodesAdminRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/backoffice/discount-codes',
      { schema: { response: { 200: AdminDiscountCodeListSchema, ...ADMIN_ERRORS } } },
      async (request) => {
        requireRole(request, 'backoffice');
        return listAdminDiscountCodes(db);
      },
    );

    app.post(
      '/api/backoffice/discount-codes',
      {
        attachValidation: true,
        schema: {
          body: DiscountCodeInputSchema,
          response: { 201: AdminDiscountCodeSchema, ...ADMIN_ERRORS },
        },
      },
      async (request, reply) => {
        const actor = requireRole(request, 'backoffice');
        refuseInvalidBody(request);
        reply.status(201);
        return createDiscountCode(db, actor, request.body);
      },
    );

    app.put(
      '/api/backoffice/discount-codes/:id',
      {
        attachValidation: true,
        schema: {
          params: AdminIdParamsSchema,
          body: DiscountCodeInputSchema,
          response: { 200: AdminDiscountCodeSchema, ...ADMIN_ERRORS },
        },
      },
      async (request) => {
        const actor = requireRole(request, 'backoffice');
        refuseInvalidBody(request);
        return editDiscountCode(db, actor, request.params.id, request.body);
      },
    );
  };
