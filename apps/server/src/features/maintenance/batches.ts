import type { Queryable } from '../../db/db';

/**
 * Runs `sql` — a statement on one batch of rows whose size is its last parameter, answering the `count` of
 * rows it handled — again and again until a batch comes short. Each run commits on its own, so no lock is
 * held for long (docs/decisions/075-maintenance-in-batches.md).
 */
export async function repeatUntilShort(
  db: Queryable,
  sql: string,
  params: readonly unknown[],
  batchRows: number,
): Promise<void> {
  for (;;) {
    const [batch] = await db.query<{ count: number }>(sql, [...params, batchRows]);
    if ((batch?.count ?? 0) < batchRows) return;
  }
}
