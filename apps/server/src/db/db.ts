export interface QueryOptions {
  /**
   * Name of a server-side prepared statement (PostgreSQL): the SQL is parsed and planned once per
   * connection instead of at every call. Only for constant SQL on hot paths; PGlite ignores it.
   */
  prepare?: string;
}

/** The one database interface the repositories use; PGlite and PostgreSQL both implement it. */
export interface Queryable {
  query<Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<Row[]>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

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
