import type { WorkshopBooking } from '@verificauto/shared/contracts/workshop';
import { calendarDaysBetween, romeIsoDate } from '@verificauto/shared/domain/calendar-days';
import { ITALIAN_MONTHS, romeDayInWords, romeWallClock } from '@verificauto/shared/domain/rome-time';
import { capitalised } from '../../lib/capitalised';

export interface BookingDay {
  date: string;
  label: string;
  bookings: WorkshopBooking[];
}

/** "Oggi", "Domani", else the weekday and date in Italian ("Lunedì 30 novembre"). */
export function dayHeading(date: string, now: Date): string {
  const days = calendarDaysBetween(now, `${date}T12:00:00Z`);
  if (days === 0) return 'Oggi';
  if (days === 1) return 'Domani';
  return capitalised(romeDayInWords(`${date}T12:00:00Z`));
}

/** The bookings by calendar day in Italy, in the order the server gives them (earliest first). */
export function groupByDay(bookings: readonly WorkshopBooking[], now = new Date()): BookingDay[] {
  const days = new Map<string, WorkshopBooking[]>();
  for (const booking of bookings) {
    const date = romeIsoDate(booking.booked_at);
    days.set(date, [...(days.get(date) ?? []), booking]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({ date, label: dayHeading(date, now), bookings: list }));
}

/** "dal 30 novembre al 6 dicembre", with the years when the week is not all in the current one. */
export function weekInWords(from: string, to: string, now = new Date()): string {
  const year = String(romeWallClock(now).year);
  const withYear = !from.startsWith(year) || !to.startsWith(year);
  const day = (date: string) => {
    const [y, m, d] = date.split('-').map(Number);
    return `${d} ${ITALIAN_MONTHS[(m ?? 1) - 1]}${withYear ? ` ${y}` : ''}`;
  };
  return `dal ${day(from)} al ${day(to)}`;
}
