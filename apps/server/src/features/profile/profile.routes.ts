import { UserReportsSchema } from '@verificauto/shared/contracts/user-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/session-user';
import { listUserReports, type ProfileDeps } from './profile.service';

export const profileRoutes =
  (deps: ProfileDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/user/reports', { schema: { response: { 200: UserReportsSchema } } }, async (request) =>
      listUserReports(deps, requireUser(request).id),
    );
  };
