import { describe, expect, it } from 'vitest';
import { PAGE_NOT_VALID, TimeCursorSchema, timeCursor } from './keyset-cursor';

const ID = '7d0f1b9e-1c11-4c0e-9a51-3b7f3a9c0d42';

describe('TimeCursorSchema', () => {
  it('reads back what timeCursor wrote, to the microsecond', () => {
    const cursor = { at: '2026-03-01T10:00:00.123456Z', id: ID };
    expect(TimeCursorSchema.parse(timeCursor(cursor))).toEqual(cursor);
  });

  it('refuses anything else, a time that does not exist included', () => {
    for (const value of [
      '',
      ID,
      `2026-03-01T10:00:00.123Z_${ID}`,
      `2026-02-30T10:00:00.000000Z_${ID}`,
      `2026-03-01T24:00:00.000000Z_${ID}`,
      `2026-03-01T10:00:00.000000Z_${ID.toUpperCase()}`,
      `2026-03-01T10:00:00.000000Z ${ID}`,
    ]) {
      const result = TimeCursorSchema.safeParse(value);
      expect(
        result.error?.issues.map((issue) => issue.message),
        value,
      ).toEqual([PAGE_NOT_VALID]);
    }
  });
});
