import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LookupResponseSchema } from '@verificauto/shared/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { createPostgresDb } from '../src/db/postgres-db';
import { paths } from '../src/paths';
import { createUser, signIn } from './helpers/auth';
import { TEST_XSRF_SECRET } from './helpers/xsrf';

// deploy/backup.sh and deploy/restore.sh on whole databases of the PostgreSQL server of TEST_DATABASE_URL,
// with the system's pg_dump and pg_restore (CI installs them with PostgreSQL). Once, in the PostgreSQL project.
const adminUrl = process.env.TEST_DATABASE_URL;
const hasTool = (tool: string) => spawnSync(tool, ['--version']).status === 0;
const runs = process.env.TEST_DB === 'postgres' && adminUrl !== undefined;

const deployDir = path.join(paths.repoRoot, 'deploy');
const DAY_MS = 24 * 60 * 60 * 1000;

function run(script: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      'bash',
      [path.join(deployDir, script), ...args],
      { env: { PATH: process.env.PATH, ...env } },
      (error, stdout, stderr) =>
        resolve({ code: typeof error?.code === 'number' ? error.code : 0, stdout, stderr }),
    );
  });
}

/** A connection string to another database of the same server. */
function databaseUrl(name: string): string {
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

describe.runIf(runs)('backups: deploy/backup.sh and deploy/restore.sh', () => {
  const suffix = randomBytes(5).toString('hex');
  const source = `va_backup_${suffix}`;
  const target = `va_restored_${suffix}`;
  const backupDir = mkdtempSync(path.join(tmpdir(), 'va-backups-'));
  let admin: Db;

  beforeAll(async () => {
    expect(
      hasTool('pg_dump') && hasTool('pg_restore') && hasTool('psql'),
      'pg_dump, pg_restore, psql on PATH',
    ).toBe(true);
    admin = await createPostgresDb({ connectionString: adminUrl ?? '', max: 1 });
    await admin.exec(`CREATE DATABASE ${source}`);
    await admin.exec(`CREATE DATABASE ${target}`);
    const db = await createPostgresDb({ connectionString: databaseUrl(source), max: 1 });
    try {
      await migrate(db);
      await createUser(db, { email: 'anna.bianchi@example.it', name: 'Anna Bianchi' });
    } finally {
      await db.close();
    }
  });
  afterAll(async () => {
    rmSync(backupDir, { recursive: true, force: true });
    await admin?.exec(`DROP DATABASE IF EXISTS ${source} WITH (FORCE)`);
    await admin?.exec(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
    await admin?.close();
  });

  it('dumps the database, deletes the dumps about to pass 35 days, and the app runs on the dump restored into a new database', async () => {
    // Earlier dumps: 36 days old, 34 days and an hour (it would pass 35 days before tomorrow's run), 30 days.
    const earlier = {
      'verificauto-2026-10-01T031500Z.dump': 36,
      'verificauto-2026-10-03T031500Z.dump': 34.05,
      'verificauto-2026-10-07T031500Z.dump': 30,
    };
    for (const [name, days] of Object.entries(earlier)) {
      const file = path.join(backupDir, name);
      writeFileSync(file, 'vecchio');
      const time = new Date(Date.now() - days * DAY_MS);
      utimesSync(file, time, time);
    }
    // Not a dump of ours: left alone however old.
    const other = path.join(backupDir, 'appunti.txt');
    writeFileSync(other, 'altro');
    utimesSync(other, new Date(Date.now() - 90 * DAY_MS), new Date(Date.now() - 90 * DAY_MS));

    const backup = await run('backup.sh', [], { DATABASE_URL: databaseUrl(source), BACKUP_DIR: backupDir });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const dump = backup.stdout.split('\n')[0] ?? '';
    expect(path.basename(dump)).toMatch(/^verificauto-\d{4}-\d\d-\d\dT\d{6}Z\.dump$/);
    expect(readdirSync(backupDir).sort()).toEqual(
      ['appunti.txt', 'verificauto-2026-10-07T031500Z.dump', path.basename(dump)].sort(),
    );

    // Not over a database that has tables: the source itself.
    const refused = await run('restore.sh', [dump, databaseUrl(source)]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/ha già \d+ tabelle: ripristina in un database nuovo e vuoto/);

    const restore = await run('restore.sh', [dump, databaseUrl(target)]);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);

    // The app as it starts on the restored database: nothing to migrate, ready, and the account is there.
    const db = await createPostgresDb({ connectionString: databaseUrl(target) });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl(target),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'va-data-')),
      XSRF_SECRET: TEST_XSRF_SECRET,
    });
    try {
      expect(await migrate(db)).toEqual([]);
      const app = await buildApp({ config, db });
      try {
        expect((await app.inject('/readyz')).statusCode).toBe(200);
        const lookup = await app.inject('/api/user/lookup?email=anna.bianchi@example.it');
        expect(lookup.statusCode).toBe(200);
        expect(LookupResponseSchema.parse(lookup.json())).toEqual({ email: 'anna.bianchi@example.it' });
        // The password hash came back whole.
        await signIn(app, 'anna.bianchi@example.it');
      } finally {
        await app.close();
      }
    } finally {
      await db.close();
    }
  }, 120_000);
});
