import { HealthSchema, ReadinessSchema } from '@verificauto/shared/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db';
import { migrationFiles } from '../../db/migrate';
import { checkReadiness } from './health.service';

/** Liveness and readiness, for the container's health check and the proxy (docs/decisions/041). */
export const healthRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    // Liveness asks nothing of the database: restarting instances does not bring a database back.
    app.get(
      '/healthz',
      {
        schema: {
          summary: 'Il processo risponde (liveness)',
          tags: ['health'],
          response: { 200: HealthSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { status: 'ok' as const, database: db.kind };
      },
    );

    const buildMigrations = await migrationFiles();
    app.get(
      '/readyz',
      {
        schema: {
          summary: 'Pronto a servire: database raggiungibile e migrazioni applicate (readiness)',
          tags: ['health'],
          response: { 200: ReadinessSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        await checkReadiness(db, buildMigrations);
        return { status: 'ready' as const, database: db.kind };
      },
    );
  };
