import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config/env';
import type { Db } from './db';
import { createPgliteDb } from './pglite-db';
import { createPostgresDb } from './postgres-db';

export async function connectDb(config: Config): Promise<Db> {
  if (config.databaseUrl) return createPostgresDb({ connectionString: config.databaseUrl });
  const dir = path.join(config.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return createPgliteDb(dir);
}
