import { HealthSchema } from '@verificauto/shared/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { AppError } from '../../lib/app-error';
import { pingDatabase } from './health.repository';

export const healthRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/healthz', { schema: { response: { 200: HealthSchema } } }, async () => {
      try {
        await pingDatabase(db);
      } catch {
        throw new AppError(503, 'database_unavailable', 'Database non raggiungibile.');
      }
      return { status: 'ok' as const, database: db.kind };
    });
  };
