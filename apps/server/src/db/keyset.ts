import { timeCursor } from '@verificauto/shared/contracts/keyset-cursor';

/**
 * A timestamptz column written as a keyset cursor's time (contracts/keyset-cursor.ts): UTC to the
 * microsecond. A JavaScript Date keeps milliseconds only, and a cursor rounded down would repeat its row.
 */
export const cursorTime = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A row of a list paged by a time and an id: `cursor_at` is its time as {@link cursorTime} writes it. */
export interface KeysetRow {
  cursor_at: string;
}

/**
 * A page from the `limit + 1` rows read for it (docs/decisions/071-keyset-pagination.md): the extra row only
 * says that there is a next page, which starts after the page's last row.
 */
export function keysetPage<Row extends KeysetRow>(
  rows: readonly Row[],
  limit: number,
  idOf: (row: Row) => string,
) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    next: rows.length > limit && last ? timeCursor({ at: last.cursor_at, id: idOf(last) }) : null,
  };
}
