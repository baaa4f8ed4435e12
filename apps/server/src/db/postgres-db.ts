import pg from 'pg';
import type { Db, Queryable, QueryOptions } from './db';
import { listenPostgres } from './postgres-listen';
import { typeParsers } from './type-parsers';

const types = {
  getTypeParser: (oid: number, format?: string) =>
    typeParsers[oid] ?? pg.types.getTypeParser(oid, format as 'text'),
};

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params?: readonly unknown[], options?: QueryOptions) {
      const result = await client.query({
        name: options?.prepare,
        text: sql,
        values: params ? [...params] : undefined,
        types,
      });
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await client.query({ text: sql, types });
    },
  };
}

export interface PostgresOptions {
  connectionString: string;
  /** Used by the tests to give each test file a fresh schema. */
  searchPath?: string;
  max?: number;
}

export async function createPostgresDb(options: PostgresOptions): Promise<Db> {
  const clientConfig: pg.ClientConfig = {
    connectionString: options.connectionString,
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
  };
  const pool = new pg.Pool({ ...clientConfig, max: options.max ?? 10 });
  // Fail at boot, with the driver's reason, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, listener) => listenPostgres(clientConfig, channel, listener),
    close: () => pool.end(),
  };
}
