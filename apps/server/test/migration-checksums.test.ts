import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db';
import { MigrationChangedError, migrate, migrationChecksum, migrationFiles } from '../src/db/migrate';
import { paths } from '../src/paths';
import { serverDatabase, spawnServer, useServerBundle } from './helpers/server-process';
import { createTestDb } from './helpers/test-db';

// Applied migrations cannot drift from their files: docs/decisions/083-migration-checksums.md.

const CHANGED = '005_regulation_versions.sql';
const refusal = (file: string) =>
  `Migrazioni non valide:\n  - ${file}: è cambiato dopo essere stato applicato a questo database; rimettilo com’era e scrivi la modifica in una nuova migrazione`;

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db?.close());

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A copy of this build's migrations to change. */
async function migrationsCopy(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'va-migrations-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  await cp(paths.migrations, dir, { recursive: true });
  return dir;
}

const storedChecksums = async (database: Db) =>
  Object.fromEntries(
    (
      await database.query<{ version: string; checksum: string | null }>(
        'SELECT version, checksum FROM schema_migrations ORDER BY version',
      )
    ).map((row) => [row.version, row.checksum]),
  );

async function fileChecksums(): Promise<Record<string, string>> {
  const files = await migrationFiles();
  return Object.fromEntries(
    await Promise.all(
      files.map(async (file) => [
        file,
        migrationChecksum(await readFile(path.join(paths.migrations, file), 'utf8')),
      ]),
    ),
  );
}

describe('migration checksums', () => {
  it('records the checksum of every migration it applies, and starts again on the same files', async () => {
    expect(await storedChecksums(db)).toEqual(await fileChecksums());
    expect(await migrate(db)).toEqual([]);
  });

  it('refuses to start, naming the file and applying nothing, when an applied migration has changed', async () => {
    const dir = await migrationsCopy();
    await appendFile(path.join(dir, CHANGED), '\n-- un commento aggiunto dopo\n');
    await writeFile(path.join(dir, '999_nuova.sql'), 'CREATE TABLE nuova (id int)');
    const failure = migrate(db, dir);
    await expect(failure).rejects.toBeInstanceOf(MigrationChangedError);
    await expect(failure).rejects.toThrow(refusal(CHANGED));
    expect(Object.keys(await storedChecksums(db))).not.toContain('999_nuova.sql');
    expect(await migrate(db)).toEqual([]);
  });

  it('takes a file whose line endings a checkout turned into CRLF for the same one', async () => {
    const dir = await migrationsCopy();
    const file = path.join(dir, CHANGED);
    await writeFile(file, (await readFile(file, 'utf8')).replaceAll('\n', '\r\n'));
    expect(await migrate(db, dir)).toEqual([]);
  });

  it('records the files as they are in a database migrated before checksums, then checks them', async () => {
    await db.exec('ALTER TABLE schema_migrations DROP COLUMN checksum');
    // Two instances starting together: the migrations' lock makes one wait for the other.
    expect(await Promise.all([migrate(db), migrate(db)])).toEqual([[], []]);
    expect(await storedChecksums(db)).toEqual(await fileChecksums());
    const dir = await migrationsCopy();
    await appendFile(path.join(dir, CHANGED), '\n-- un commento aggiunto dopo\n');
    await expect(migrate(db, dir)).rejects.toThrow(refusal(CHANGED));
  });
});

describe('the server started on a changed migration', () => {
  const bundle = useServerBundle();

  it('prints the line and exits with 1', async () => {
    const database = await serverDatabase(cleanups);
    const before = await database.open();
    try {
      await migrate(before);
      await before.query('UPDATE schema_migrations SET checksum = $1 WHERE version = $2', [
        '0'.repeat(64),
        CHANGED,
      ]);
    } finally {
      await before.close();
    }
    const server = await spawnServer(bundle, database.env, cleanups);
    expect((await server.exited).code).toBe(1);
    expect(server.output().trim()).toBe(refusal(CHANGED));
  });
});
