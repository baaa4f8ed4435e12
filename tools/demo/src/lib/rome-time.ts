/** Calendar arithmetic on Italian dates, so demo appointments fall on weekdays at local office hours. */
import { romeWallClock } from '@verificauto/shared/domain/rome-time';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Rome's wall-clock time at `instant`, written as if it were UTC. */
function wallClockInRome(instant: number): number {
  const { year, month, day, hour, minute } = romeWallClock(instant);
  // Italy's offsets are whole hours: the seconds are the instant's own.
  return Date.UTC(year, month - 1, day, hour, minute, new Date(instant).getUTCSeconds());
}

export function romeDate(instant: Date): CalendarDate {
  const wall = new Date(wallClockInRome(instant.getTime()));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() || 7;
}

/** The date itself when it is Monday to Friday, else the nearest weekday in the given direction. */
export function toWeekday(date: CalendarDate, direction: 1 | -1): CalendarDate {
  let result = date;
  while (isoWeekday(result) > 5) result = addDays(result, direction);
  return result;
}

/** The instant at which Rome's clocks show `time` (HH:MM) on `date`. */
export function atRomeTime(date: CalendarDate, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wall = Date.UTC(date.year, date.month - 1, date.day, hours, minutes);
  let instant = wall - (wallClockInRome(wall) - wall);
  // A second pass corrects the guess when a DST change lies between the two offsets.
  instant = wall - (wallClockInRome(instant) - instant);
  return new Date(instant);
}

export function toIsoDate(date: CalendarDate): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * 60 * 1000);
}
