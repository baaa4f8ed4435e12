export interface QueryOptions {
  /**
   * Name of a server-side prepared statement (PostgreSQL): the SQL is parsed and planned once per
   * connection instead of at every call. Only for constant SQL on hot paths; PGlite ignores it.
   */
  prepare?: string;
  /**
   * Gives up after this long, waiting for a connection included, with a DatabaseUnavailableError: for the
   * readiness check, which must answer even while the server is frozen. PGlite, in process, ignores it.
   */
  timeoutMs?: number;
}

/**
 * The database cannot be reached: refused, lost or timed-out connections, a server shutting down or
 * starting. The error handler answers it 503 `database_unavailable` (docs/decisions/044-database-faults.md).
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`database non raggiungibile: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** The one database interface the repositories use; PGlite and PostgreSQL both implement it. */
export interface Queryable {
  query<Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<Row[]>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** Where a driver reports the connections it lost and opened again (the app's logger fits). */
export interface DbLog {
  info(message: string): void;
  /** `reason`: the driver's message; a stack says nothing more about a lost connection. */
  warn(fields: { reason: string; retryInMs?: number }, message: string): void;
}

export const silentDbLog: DbLog = { info: () => undefined, warn: () => undefined };

/** Receives the notices of one channel (PostgreSQL LISTEN / NOTIFY). */
export interface ChannelListener {
  notice(payload: string): void;
  /** False when notices may be missed (the listening connection is lost), true once listening again. */
  connected(live: boolean): void;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Listens on `channel` (a plain identifier) until the returned function is called. */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export async function queryOne<Row>(
  db: Queryable,
  sql: string,
  params?: readonly unknown[],
  options?: QueryOptions,
): Promise<Row | undefined> {
  const rows = await db.query<Row>(sql, params, options);
  return rows[0];
}
