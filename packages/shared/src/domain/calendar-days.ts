import { romeWallClock } from './rome-time';

const DAY_MS = 86_400_000;
const romeDayNumber = (value: string | number | Date) => Date.parse(romeIsoDate(value)) / DAY_MS;

/** The calendar date in Italy (yyyy-mm-dd) at `value`, comparable with the plain dates of a report. */
export function romeIsoDate(value: string | number | Date): string {
  const { year, month, day } = romeWallClock(value);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Calendar days (Italian time) from `from` to `to`: negative when `from` is later. */
export function calendarDaysBetween(from: string | number | Date, to: string | number | Date): number {
  return romeDayNumber(to) - romeDayNumber(from);
}

/** The calendar date `days` after `date` (yyyy-mm-dd; before it when negative). */
export function addCalendarDays(date: string, days: number): string {
  return new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);
}
