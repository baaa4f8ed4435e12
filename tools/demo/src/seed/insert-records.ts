import type { Queryable } from '@verificauto/server/db/db';

export type DbRecord = Record<string, unknown>;

/**
 * One multi-row parameterised INSERT. Table and column names come from the seed's own code, never from
 * input, so interpolating them is safe; every value travels as a parameter.
 */
export async function insertRecords(
  tx: Queryable,
  table: string,
  records: readonly DbRecord[],
  onConflict = '',
): Promise<void> {
  const first = records[0];
  if (!first) return;
  const columns = Object.keys(first);
  const params: unknown[] = [];
  const tuples = records.map((record) => {
    const keys = Object.keys(record);
    if (keys.length !== columns.length || keys.some((k, i) => k !== columns[i])) {
      throw new Error(`${table}: ogni riga deve avere le stesse colonne nello stesso ordine`);
    }
    const placeholders = columns.map((column) => {
      params.push(record[column]);
      return `$${params.length}`;
    });
    return `(${placeholders.join(', ')})`;
  });
  await tx.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')} ${onConflict}`,
    params,
  );
}
