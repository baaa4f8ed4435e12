import pg from 'pg';
import { isConnectionFailure } from './connection-failure';
import {
  DatabaseUnavailableError,
  type Db,
  type DbLog,
  type Queryable,
  type QueryOptions,
  silentDbLog,
} from './db';
import { listenPostgres } from './postgres-listen';
import { typeParsers } from './type-parsers';

// Connections (docs/decisions/044-database-faults.md): waiting longer than this for one, new or from a full
// pool, answers 503; a TCP keep-alive finds a connection whose server vanished without closing it.
const CONNECTION_TIMEOUT_MS = 5_000;
const KEEP_ALIVE_DELAY_MS = 10_000;

const types = {
  getTypeParser: (oid: number, format?: string) =>
    typeParsers[oid] ?? pg.types.getTypeParser(oid, format as 'text'),
};

/** Runs `work`, turning a lost database into a DatabaseUnavailableError, after `timeoutMs` too if given. */
async function reaching<T>(work: () => Promise<T>, timeoutMs?: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    if (timeoutMs === undefined) return await work();
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new DatabaseUnavailableError(new Error(`nessuna risposta in ${timeoutMs} ms`))),
        timeoutMs,
      );
    });
    return await Promise.race([work(), deadline]);
  } catch (error) {
    if (error instanceof DatabaseUnavailableError || !isConnectionFailure(error)) throw error;
    throw new DatabaseUnavailableError(error);
  } finally {
    clearTimeout(timer);
  }
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params?: readonly unknown[], options?: QueryOptions) {
      // node-postgres reads query_timeout per query too (its types know it per client only). With it the
      // connection a query waits on is dropped; the deadline of `reaching` also covers waiting for one.
      const query: pg.QueryConfig & { query_timeout?: number } = {
        name: options?.prepare,
        text: sql,
        values: params ? [...params] : undefined,
        types,
        query_timeout: options?.timeoutMs,
      };
      const result = await reaching(() => client.query(query), options?.timeoutMs);
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await reaching(() => client.query({ text: sql, types }));
    },
  };
}

export interface PostgresOptions {
  connectionString: string;
  /** Used by the tests to give each test file a fresh schema. */
  searchPath?: string;
  max?: number;
  /** Hears the connections the server ends; none of them stops the process. */
  log?: DbLog;
}

export async function createPostgresDb(options: PostgresOptions): Promise<Db> {
  const log = options.log ?? silentDbLog;
  const clientConfig: pg.ClientConfig = {
    connectionString: options.connectionString,
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
  };
  const pool = new pg.Pool({ ...clientConfig, max: options.max ?? 10 });
  // An 'error' event without a listener ends the process. The pool reports here the idle connections the
  // server ended (a restart, pg_terminate_backend, a proxy), already dropped; the next query opens another.
  pool.on('error', (error) =>
    log.warn({ reason: error.message }, 'database: connessione inattiva chiusa dal server'),
  );
  // A connection lost while checked out (in a transaction) fails its query, which the caller hears; the
  // pool drops it at release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  // Fail at boot, with the driver's reason, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await reaching(() => pool.connect());
      // Set when the connection must not go back to the pool: lost, or in an unknown state.
      let broken: Error | undefined;
      try {
        await reaching(() => client.query('BEGIN'));
        const result = await work(wrap(client));
        await reaching(() => client.query('COMMIT'));
        return result;
      } catch (error) {
        // A lost or stuck connection: closing it rolls the transaction back; a ROLLBACK would wait on it.
        if (error instanceof DatabaseUnavailableError) broken = error;
        else {
          await client.query('ROLLBACK').catch((rollbackError: Error) => {
            broken = rollbackError;
          });
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
    listen: (channel, listener) => listenPostgres(clientConfig, channel, listener, log),
    close: () => pool.end(),
  };
}
