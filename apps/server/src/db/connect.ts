import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config/env';
import type { Db, DbLog } from './db';
import { createPgliteDb } from './pglite-db';
import { createPostgresDb } from './postgres-db';

/** `log` hears the PostgreSQL connections lost and opened again; PGlite, in process, has none to lose. */
export async function connectDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>, log?: DbLog): Promise<Db> {
  if (config.databaseUrl) return createPostgresDb({ connectionString: config.databaseUrl, log });
  const dir = path.join(config.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return createPgliteDb(dir);
}
