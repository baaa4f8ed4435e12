import { describe, expect, it } from 'vitest';
import { romeDayInWords, romeOffsetHours, romeTime, romeWallClock } from './rome-time';

const HOUR_MS = 3_600_000;
const intl = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', ...options });
const WALL = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Rome',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  weekday: 'short',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function intlWallClock(instant: number) {
  const parts = Object.fromEntries(WALL.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

describe('Italian time without Intl', () => {
  it('reads the same wall clock as Intl from 1996 to 2040, minute by quarter hour around every change', () => {
    const instants: number[] = [];
    for (let instant = Date.UTC(1996, 0, 1); instant < Date.UTC(2041, 0, 1); instant += 359 * 60_000) {
      instants.push(instant);
    }
    for (let year = 1996; year <= 2040; year++) {
      for (const month of [2, 9]) {
        const around = Date.UTC(year, month + 1, 0) - 8 * 24 * HOUR_MS;
        for (let instant = around; instant < around + 9 * 24 * HOUR_MS; instant += 15 * 60_000) {
          instants.push(instant);
        }
      }
    }
    const mismatches = instants
      .filter((at) => JSON.stringify(romeWallClock(at)) !== JSON.stringify(intlWallClock(at)))
      .map((at) => new Date(at).toISOString());
    expect(mismatches).toEqual([]);
  });

  it('changes the offset at 01:00 UTC on the last Sundays of March and October', () => {
    expect(romeOffsetHours(Date.parse('2026-03-29T00:59:59Z'))).toBe(1);
    expect(romeOffsetHours(Date.parse('2026-03-29T01:00:00Z'))).toBe(2);
    expect(romeOffsetHours(Date.parse('2026-10-25T00:59:59Z'))).toBe(2);
    expect(romeOffsetHours(Date.parse('2026-10-25T01:00:00Z'))).toBe(1);
  });

  it('writes times and days as the it-IT Intl formats do', () => {
    const time = intl({ hour: '2-digit', minute: '2-digit' });
    const day = intl({ weekday: 'long', day: 'numeric', month: 'long' });
    const dayWithYear = intl({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    for (let instant = Date.UTC(2026, 0, 1, 5, 7); instant < Date.UTC(2028, 0, 1); instant += 7 * HOUR_MS) {
      expect(romeTime(instant)).toBe(time.format(instant));
      expect(romeDayInWords(instant)).toBe(day.format(instant));
      expect(romeDayInWords(instant, true)).toBe(dayWithYear.format(instant));
    }
    expect(romeDayInWords('2026-11-30T08:00:00Z', true)).toBe('lunedì 30 novembre 2026');
    expect(romeTime('2026-11-30T08:00:00Z')).toBe('09:00');
  });

  it('refuses an invalid date, as Intl does', () => {
    expect(() => romeWallClock('non è una data')).toThrow(RangeError);
  });
});
