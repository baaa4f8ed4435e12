import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db';
import { migrate, migrationFiles } from '../src/db/migrate';
import { createPostgresDb } from '../src/db/postgres-db';

// Two instances of deploy/compose.yaml start together on an empty database and both migrate at start
// (docs/decisions/078-compose-https-and-settings.md). PGlite has one connection, so only PostgreSQL can
// run the two at once.
const connectionString = process.env.TEST_DATABASE_URL ?? '';

describe.runIf(process.env.TEST_DB === 'postgres' && connectionString !== '')(
  'two instances migrating one empty database at once (PostgreSQL only: PGlite has one connection)',
  () => {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    let admin: Db;
    let instances: Db[];

    beforeAll(async () => {
      admin = await createPostgresDb({ connectionString, max: 1 });
      await admin.exec(`CREATE SCHEMA ${schema}`);
      instances = await Promise.all(
        [1, 2].map(() => createPostgresDb({ connectionString, searchPath: `${schema},public`, max: 2 })),
      );
    });

    afterAll(async () => {
      await Promise.all(instances.map((db) => db.close()));
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    });

    it('applies every migration once: one instance runs them, the other waits and finds none left', async () => {
      const files = await migrationFiles();
      const applied = await Promise.all(instances.map((db) => migrate(db)));
      expect(applied.map((list) => list.length).sort((a, b) => a - b)).toEqual([0, files.length]);
      const rows = await admin.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM ${schema}.schema_migrations`,
      );
      expect(rows[0]?.count).toBe(files.length);
    });
  },
);
