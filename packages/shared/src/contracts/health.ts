import { z } from 'zod';

/** GET /healthz, liveness: the process answers (docs/decisions/041-deployment-shutdown-backups.md). */
export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof HealthSchema>;

/** GET /readyz, readiness: the database answers and has every migration of this build. */
export const ReadinessSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
