import { describe, expect, it } from 'vitest';
import { addDays, atRomeTime, isoWeekday, romeDate, toIsoDate, toWeekday } from './rome-time';

describe('rome time', () => {
  it('reads the calendar date in Rome, not in UTC', () => {
    expect(romeDate(new Date('2026-11-21T23:30:00Z'))).toEqual({ year: 2026, month: 11, day: 22 });
    expect(romeDate(new Date('2026-07-31T22:30:00Z'))).toEqual({ year: 2026, month: 8, day: 1 });
  });

  it('turns a Rome wall-clock time into the right instant in winter, summer and on DST days', () => {
    expect(atRomeTime({ year: 2026, month: 1, day: 15 }, '10:00').toISOString()).toBe(
      '2026-01-15T09:00:00.000Z',
    );
    expect(atRomeTime({ year: 2026, month: 7, day: 15 }, '10:00').toISOString()).toBe(
      '2026-07-15T08:00:00.000Z',
    );
    expect(atRomeTime({ year: 2026, month: 3, day: 29 }, '10:00').toISOString()).toBe(
      '2026-03-29T08:00:00.000Z',
    );
    expect(atRomeTime({ year: 2026, month: 10, day: 25 }, '10:00').toISOString()).toBe(
      '2026-10-25T09:00:00.000Z',
    );
  });

  it('moves weekend dates to the nearest weekday in the given direction', () => {
    const saturday = { year: 2026, month: 11, day: 21 };
    expect(isoWeekday(saturday)).toBe(6);
    expect(toIsoDate(toWeekday(saturday, 1))).toBe('2026-11-23');
    expect(toIsoDate(toWeekday(saturday, -1))).toBe('2026-11-20');
    expect(toIsoDate(toWeekday({ year: 2026, month: 11, day: 18 }, 1))).toBe('2026-11-18');
  });

  it('adds days across month and year ends', () => {
    expect(toIsoDate(addDays({ year: 2026, month: 12, day: 30 }, 5))).toBe('2027-01-04');
    expect(toIsoDate(addDays({ year: 2024, month: 3, day: 1 }, -1))).toBe('2024-02-29');
  });
});
