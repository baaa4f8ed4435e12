import { z } from 'zod';

/**
 * The cursor of a list paged by keyset whose rows can leave it, or move in it, between two pages
 * (docs/decisions/071-keyset-pagination.md): the row's sort key, a time to the microsecond in UTC, and its
 * id, as the server wrote them in the page's `next`. The client sends it back as `cursor`, unread.
 */
export interface TimeCursor {
  /** 2026-03-01T10:00:00.123456Z */
  at: string;
  id: string;
}

export const PAGE_NOT_VALID = 'La pagina richiesta non è valida.';

const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

// 30 February or 25:00 would reach the database as a cast error: only a time that exists is a cursor.
const isRealTime = (at: string) => {
  const time = new Date(at);
  return !Number.isNaN(time.getTime()) && time.toISOString().slice(0, 23) === at.slice(0, 23);
};

export const timeCursor = ({ at, id }: TimeCursor): string => `${at}_${id}`;

/** `?cursor=`: a malformed one is a 400 with {@link PAGE_NOT_VALID}. */
export const TimeCursorSchema = z.string().transform((value, ctx): TimeCursor => {
  const [, at, id] = CURSOR.exec(value) ?? [];
  if (!at || !id || !isRealTime(at)) {
    ctx.addIssue({ code: 'custom', message: PAGE_NOT_VALID });
    return z.NEVER;
  }
  return { at, id };
});
