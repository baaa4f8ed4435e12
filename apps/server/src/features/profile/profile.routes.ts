import { ApiErrorSchema } from '@verificauto/shared/contracts/api-error';
import {
  ProfilePageQuerySchema,
  PurchasedPageSchema,
  RequestedPageSchema,
  UserReportsSchema,
} from '@verificauto/shared/contracts/user-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/session-user';
import { listUserReports, type ProfileDeps, readPurchasedPage, readRequestedPage } from './profile.service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema };

/** The profile's lists, each paged by keyset (docs/decisions/073-profile-lists-paged.md); only the user's own. */
export const profileRoutes =
  (deps: ProfileDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/user/reports',
      {
        schema: {
          summary: 'I report richiesti e acquistati dall’utente, prima pagina',
          tags: ['profile'],
          response: { 200: UserReportsSchema },
        },
      },
      async (request) => listUserReports(deps, requireUser(request).id),
    );
    app.get(
      '/api/user/reports/requested',
      {
        schema: {
          summary: 'Le ispezioni richieste dall’utente, pagina successiva',
          tags: ['profile'],
          querystring: ProfilePageQuerySchema,
          response: { 200: RequestedPageSchema, ...errors },
        },
      },
      async (request) => readRequestedPage(deps, requireUser(request).id, request.query.before),
    );
    app.get(
      '/api/user/reports/purchased',
      {
        schema: {
          summary: 'I report acquistati dall’utente, pagina successiva',
          tags: ['profile'],
          querystring: ProfilePageQuerySchema,
          response: { 200: PurchasedPageSchema, ...errors },
        },
      },
      async (request) => readPurchasedPage(deps, requireUser(request).id, request.query.before),
    );
  };
