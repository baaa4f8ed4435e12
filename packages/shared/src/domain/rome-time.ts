/**
 * Italian time without Intl. A phone's first Intl.DateTimeFormat with a time zone loads ICU's zone and
 * locale data: 50–180 ms of its main thread on every page that shows a date (docs/performance.md).
 * Italy follows the EU summer-time rule (since 1996): UTC+2 from 01:00 UTC on the last Sunday of March to
 * 01:00 UTC on the last Sunday of October, UTC+1 otherwise. rome-time.test.ts checks it against Intl.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const ITALIAN_MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
] as const;

const ITALIAN_WEEKDAYS = ['domenica', 'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato'];

/** 01:00 UTC on the last Sunday of `month` (0-based) of `year`. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * DAY_MS;
}

/** Italy's offset from UTC, in hours, at `instant` (milliseconds). */
export function romeOffsetHours(instant: number): 1 | 2 {
  const year = new Date(instant).getUTCFullYear();
  return instant >= lastSundayAtOneUtc(year, 2) && instant < lastSundayAtOneUtc(year, 9) ? 2 : 1;
}

export interface RomeWallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 is Sunday. */
  weekday: number;
}

/** What Italian clocks and calendars show at `value`; an invalid date throws, as Intl does. */
export function romeWallClock(value: string | number | Date): RomeWallClock {
  const instant = new Date(value).getTime();
  if (Number.isNaN(instant)) throw new RangeError('Invalid time value');
  const wall = new Date(instant + romeOffsetHours(instant) * HOUR_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    weekday: wall.getUTCDay(),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "09:30": the Italian time of day at `value`. */
export function romeTime(value: string | number | Date): string {
  const { hour, minute } = romeWallClock(value);
  return `${twoDigits(hour)}:${twoDigits(minute)}`;
}

/** "lunedì 30 novembre", or with the year "lunedì 30 novembre 2026": the Italian day at `value`. */
export function romeDayInWords(value: string | number | Date, withYear = false): string {
  const { year, month, day, weekday } = romeWallClock(value);
  const words = `${ITALIAN_WEEKDAYS[weekday]} ${day} ${ITALIAN_MONTHS[month - 1]}`;
  return withYear ? `${words} ${year}` : words;
}
