import type { Queryable } from '../../db/db';
import { AppError, databaseUnavailable } from '../../lib/app-error';
import { appliedMigrations } from './health.repository';

// Below the 2 s a proxy's health check waits, even while the database is frozen or unreachable
// (docs/decisions/044-database-faults.md).
const READINESS_TIMEOUT_MS = 1_500;

/**
 * Throws a 503 unless this instance can serve: the database answers and has every migration of this build
 * (a newer build's extra migrations are fine: migrations only add). While the server closes, Fastify
 * answers every request 503 before it reaches a route (docs/decisions/041-deployment-shutdown-backups.md).
 */
export async function checkReadiness(db: Queryable, buildMigrations: readonly string[]): Promise<void> {
  let applied: Set<string>;
  try {
    applied = new Set(await appliedMigrations(db, READINESS_TIMEOUT_MS));
  } catch {
    throw databaseUnavailable();
  }
  const missing = buildMigrations.filter((file) => !applied.has(file)).length;
  if (missing > 0) {
    throw new AppError(
      503,
      'migrations_pending',
      `Il database non ha ancora ${missing === 1 ? 'una migrazione' : `${missing} migrazioni`} di questa versione.`,
    );
  }
}
