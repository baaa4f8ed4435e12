import { ApiErrorSchema } from '@verificauto/shared/contracts/api-error';
import {
  BackofficeUserSchema,
  BackofficeUsersSchema,
  BlockUserRequestSchema,
  UserSearchQuerySchema,
} from '@verificauto/shared/contracts/backoffice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/db';
import { requireRole } from '../../lib/session-user';
import { blockUser, findUsers, unblockUser } from './users-admin.service';

// Any text: a malformed id is an unknown user (404), not a bad request.
const IdParams = z.object({ id: z.string() });
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};

/** Users: search, block with a reason, unblock. Registered inside backofficeRoutes, behind its role check. */
export const usersAdminRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/backoffice/users',
      { schema: { querystring: UserSearchQuerySchema, response: { 200: BackofficeUsersSchema, ...errors } } },
      (request) => findUsers(db, request.query.q),
    );

    app.post(
      '/api/backoffice/users/:id/block',
      {
        schema: {
          params: IdParams,
          body: BlockUserRequestSchema,
          response: { 200: BackofficeUserSchema, ...errors },
        },
      },
      (request) => blockUser(db, requireRole(request, 'backoffice'), request.params.id, request.body.reason),
    );

    app.post(
      '/api/backoffice/users/:id/unblock',
      { schema: { params: IdParams, response: { 200: BackofficeUserSchema, ...errors } } },
      (request) => unblockUser(db, requireRole(request, 'backoffice'), request.params.id),
    );
  };
