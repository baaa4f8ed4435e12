import { performance } from 'node:perf_hooks';
import type { Db } from '@verificauto/server/db/db';
import { seedDemoData } from '../../src/seed/seed';
import { workshopRecord } from '../bench-workshops';
import { scaleSteps } from './scale-sql';
import { scaleVolumes } from './scale-volumes';

/** The scale factor the database was grown to, so that a later run reuses it (docs/decisions/076-scale-bench.md). */
const RECORD_TABLE = 'bench_scale';

export interface GenerationResult {
  /** False when the database was already at this scale: only what the maintenance jobs delete was added back. */
  generated: boolean;
  seconds: number;
}

async function recordedScale(db: Db): Promise<number | undefined> {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS ${RECORD_TABLE} (scale double precision NOT NULL, generated_at timestamptz NOT NULL, seconds integer NOT NULL)`,
  );
  const [row] = await db.query<{ scale: number }>(`SELECT scale FROM ${RECORD_TABLE}`);
  return row?.scale;
}

/**
 * Grows a migrated database to `scale` × the volume of docs/performance.md's scale bench: the demo seed as the
 * template, then one set-based statement per table, then ANALYZE. A database already at this scale is reused:
 * only the steps marked `refill` run again, adding back what an earlier bench's purge and retention deleted.
 * Triggers and foreign-key checks are off while it writes (session_replication_role, as pg_restore does): the
 * change feed has no reader yet, and every reference is built to exist. That needs a superuser.
 */
export async function generateScaleData(
  db: Db,
  scale: number,
  log: (line: string) => void = () => {},
): Promise<GenerationResult> {
  const started = performance.now();
  const existing = await recordedScale(db);
  if (existing !== undefined && existing !== scale) {
    throw new Error(
      `il database contiene già i dati della scala ${existing}: usane uno vuoto per la scala ${scale}`,
    );
  }
  const volumes = scaleVolumes(scale);
  await seedDemoData(db);
  const workshops = Array.from({ length: volumes.workshops }, (_, i) => workshopRecord(i));
  const steps = scaleSteps(volumes, workshops).filter((step) => existing === undefined || step.refill);
  for (const step of steps) {
    const stepStart = performance.now();
    await db.transaction(async (tx) => {
      await tx.exec('SET LOCAL session_replication_role = replica');
      if (step.params) await tx.query(step.sql, step.params);
      else await tx.exec(step.sql);
    });
    log(`  ${step.label}: ${((performance.now() - stepStart) / 1000).toFixed(1)} s`);
  }
  await db.exec('ANALYZE');
  const seconds = Math.round((performance.now() - started) / 1000);
  if (existing === undefined) {
    await db.query(`INSERT INTO ${RECORD_TABLE} (scale, generated_at, seconds) VALUES ($1, now(), $2)`, [
      scale,
      seconds,
    ]);
  }
  return { generated: existing === undefined, seconds };
}
