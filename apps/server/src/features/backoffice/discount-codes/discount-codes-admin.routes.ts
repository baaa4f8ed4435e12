import {
  AdminDiscountCodeListSchema,
  AdminDiscountCodeSchema,
  AdminIdParamsSchema,
  AdminListQuerySchema,
  DiscountCodeInputSchema,
} from '@verificauto/shared/contracts/backoffice-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/db';
import { requireRole } from '../../../lib/session-user';
import { ERRORS } from '../route-schemas';
import { createDiscountCode, editDiscountCode, listAdminDiscountCodes } from './discount-codes-admin.service';

/** The back office's discount codes: list with use counts, create, edit; never deleted. */
export const discountCodesAdminRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    // Before the body is read: a guest gets 401 and another role 403 even for a wrong form, never its 400.
    app.addHook('onRequest', async (request) => {
      requireRole(request, 'backoffice');
    });

    app.get(
      '/api/backoffice/discount-codes',
      {
        schema: {
          summary: 'I codici sconto',
          tags: ['backoffice'],
          querystring: AdminListQuerySchema,
          response: { 200: AdminDiscountCodeListSchema, ...ERRORS },
        },
      },
      (request) => listAdminDiscountCodes(db, request.query),
    );

    app.post(
      '/api/backoffice/discount-codes',
      {
        schema: {
          summary: 'Crea un codice sconto',
          tags: ['backoffice'],
          body: DiscountCodeInputSchema,
          response: { 201: AdminDiscountCodeSchema, ...ERRORS },
        },
      },
      async (request, reply) => {
        const actor = requireRole(request, 'backoffice');
        reply.status(201);
        return createDiscountCode(db, actor, request.body);
      },
    );

    app.put(
      '/api/backoffice/discount-codes/:id',
      {
        schema: {
          summary: 'Modifica un codice sconto',
          tags: ['backoffice'],
          params: AdminIdParamsSchema,
          body: DiscountCodeInputSchema,
          response: { 200: AdminDiscountCodeSchema, ...ERRORS },
        },
      },
      async (request) => {
        const actor = requireRole(request, 'backoffice');
        return editDiscountCode(db, actor, request.params.id, request.body);
      },
    );
  };
