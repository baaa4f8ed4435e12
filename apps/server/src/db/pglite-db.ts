import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './db';
import { typeParsers } from './type-parsers';

function wrap(client: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params?: readonly unknown[]) {
      const result = await client.query<Row>(sql, params ? [...params] : undefined);
      return result.rows;
    },
    async exec(sql: string) {
      await client.exec(sql);
    },
  };
}

/** Embedded PostgreSQL (WASM). `dataDir` undefined keeps the database in memory (tests). */
export async function createPgliteDb(dataDir?: string): Promise<Db> {
  // pg_trgm: the back office's searches (migrations 030 and 031).
  const client = await PGlite.create(dataDir, { parsers: typeParsers, extensions: { pg_trgm } });
  const base = wrap(client);
  return {
    kind: 'pglite',
    ...base,
    // PGlite serialises queries while a transaction is open, so concurrent requests cannot interleave.
    transaction: (work) => client.transaction((tx) => work(wrap(tx))),
    // In-process: a notice reaches the listener before the statement that caused it returns.
    async listen(channel, listener) {
      const unlisten = await client.listen(channel, (payload) => listener.notice(payload));
      listener.connected(true);
      return () => unlisten();
    },
    close: () => client.close(),
  };
}
