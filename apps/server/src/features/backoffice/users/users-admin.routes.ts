import {
  BackofficeUserSchema,
  BackofficeUsersSchema,
  BlockUserRequestSchema,
  UserSearchQuerySchema,
} from '@verificauto/shared/contracts/backoffice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/db';
import { requireRole } from '../../../lib/session-user';
import { ERRORS, IdParams } from '../route-schemas';
import { blockUser, findUsers, unblockUser } from './users-admin.service';

/** Users: search, block with a reason, unblock. Registered inside backofficeRoutes, behind its role check. */
export const usersAdminRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/backoffice/users',
      {
        schema: {
          summary: 'Cerca gli utenti',
          tags: ['backoffice'],
          querystring: UserSearchQuerySchema,
          response: { 200: BackofficeUsersSchema, ...ERRORS },
        },
      },
      (request) => findUsers(db, request.query),
    );

    app.post(
      '/api/backoffice/users/:id/block',
      {
        schema: {
          summary: 'Blocca un utente',
          tags: ['backoffice'],
          params: IdParams,
          body: BlockUserRequestSchema,
          response: { 200: BackofficeUserSchema, ...ERRORS },
        },
      },
      (request) => blockUser(db, requireRole(request, 'backoffice'), request.params.id, request.body.reason),
    );

    app.post(
      '/api/backoffice/users/:id/unblock',
      {
        schema: {
          summary: 'Sblocca un utente',
          tags: ['backoffice'],
          params: IdParams,
          response: { 200: BackofficeUserSchema, ...ERRORS },
        },
      },
      (request) => unblockUser(db, requireRole(request, 'backoffice'), request.params.id),
    );
  };
