import { UserReportsSchema } from '@verificauto/shared/contracts/user-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { requireUser } from '../../lib/session-user';
import { listUserReports } from './profile.service';

export const profileRoutes =
  ({ db, photoUrlSecret }: { db: Db; photoUrlSecret: string }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/user/reports', { schema: { response: { 200: UserReportsSchema } } }, async (request) =>
      listUserReports(db, requireUser(request).id, photoUrlSecret),
    );
  };
