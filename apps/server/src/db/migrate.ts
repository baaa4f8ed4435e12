import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { paths } from '../paths';
import type { Db, Queryable } from './db';

// Any constant works; it only has to be the same for every instance of the app.
const MIGRATION_LOCK_ID = 4_201_2026;

/** The numbered SQL files of this build, in order. */
export const migrationFiles = async (dir = paths.migrations): Promise<string[]> =>
  (await readdir(dir)).filter((f) => /^\d{3}_.+\.sql$/.test(f)).sort();

/**
 * A migration's fingerprint: sha256 of its text with CRLF line endings read as LF, so that a checkout that
 * converts them is the same file (docs/decisions/083-migration-checksums.md).
 */
export const migrationChecksum = (sql: string): string =>
  createHash('sha256').update(sql.replaceAll('\r\n', '\n')).digest('hex');

/** Applied migrations whose files have changed since: the server refuses to start, one line per file. */
export class MigrationChangedError extends Error {
  constructor(readonly files: string[]) {
    super(
      `Migrazioni non valide:\n${files
        .map(
          (file) =>
            `  - ${file}: è cambiato dopo essere stato applicato a questo database; rimettilo com’era e scrivi la modifica in una nuova migrazione`,
        )
        .join('\n')}`,
    );
    this.name = 'MigrationChangedError';
  }
}

/**
 * Checks the applied migrations against their files, then applies the numbered SQL files not applied yet,
 * in order, recording each one's checksum; safe when several instances start at once. Throws
 * MigrationChangedError, applying nothing, when an applied file has changed.
 */
export async function migrate(db: Db, dir = paths.migrations): Promise<string[]> {
  const migrations = await Promise.all(
    (await migrationFiles(dir)).map(async (file) => {
      const sql = await readFile(path.join(dir, file), 'utf8');
      return { file, sql, checksum: migrationChecksum(sql) };
    }),
  );
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now(),
      checksum text
    )`);
    await addChecksumColumn(tx);
    const recorded = new Map(
      (
        await tx.query<{ version: string; checksum: string | null }>(
          'SELECT version, checksum FROM schema_migrations',
        )
      ).map((row) => [row.version, row.checksum]),
    );
    const changed = migrations.filter(({ file, checksum }) => {
      const stored = recorded.get(file);
      return stored != null && stored !== checksum;
    });
    if (changed.length > 0) throw new MigrationChangedError(changed.map(({ file }) => file));
    const applied: string[] = [];
    for (const { file, sql, checksum } of migrations) {
      if (!recorded.has(file)) {
        await tx.exec(sql);
        await tx.query('INSERT INTO schema_migrations (version, checksum) VALUES ($1, $2)', [file, checksum]);
        applied.push(file);
      } else if (recorded.get(file) === null) {
        // Applied before checksums were recorded: the file as it is now is taken as the one applied.
        await tx.query('UPDATE schema_migrations SET checksum = $2 WHERE version = $1', [file, checksum]);
      }
    }
    return applied;
  });
}

/**
 * A database migrated before checksums gets their column. Only then: ALTER TABLE would lock the table
 * against the readiness checks of the instances already running for as long as the migrations take.
 */
async function addChecksumColumn(tx: Queryable): Promise<void> {
  const [column] = await tx.query<{ present: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM pg_attribute
        WHERE attrelid = 'schema_migrations'::regclass AND attname = 'checksum' AND NOT attisdropped
     ) AS present`,
  );
  if (!column?.present) await tx.exec('ALTER TABLE schema_migrations ADD COLUMN checksum text');
}
