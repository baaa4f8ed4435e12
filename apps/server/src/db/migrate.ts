import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { paths } from '../paths';
import type { Db } from './db';

// Any constant works; it only has to be the same for every instance of the app.
const MIGRATION_LOCK_ID = 4_201_2026;

/** The numbered SQL files of this build, in order. */
export const migrationFiles = async (dir = paths.migrations): Promise<string[]> =>
  (await readdir(dir)).filter((f) => /^\d{3}_.+\.sql$/.test(f)).sort();

/** Applies the numbered SQL files not applied yet, in order; safe when several instances start at once. */
export async function migrate(db: Db, dir = paths.migrations): Promise<string[]> {
  const files = await migrationFiles(dir);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version),
    );
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.exec(await readFile(path.join(dir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}
