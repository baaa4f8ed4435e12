import type { WorkshopBooking } from '@verificauto/shared/contracts/workshop';
import { addCalendarDays, romeIsoDate } from '@verificauto/shared/domain/calendar-days';
import { isItalianNationalHoliday } from '@verificauto/shared/domain/italian-holidays';

/**
 * Besides today, how many working days ahead the device keeps the bookings' drafts (decision 068): at most
 * five calendar days, within the week from today that the list loads (decision 074).
 */
export const KEPT_WORKING_DAYS = 2;

const isWorkingDay = (date: string) => {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isItalianNationalHoliday(date);
};

/** The last day, in Italy, whose bookings the device keeps: the KEPT_WORKING_DAYS-th working day after today. */
export function lastKeptDay(now: Date): string {
  let date = romeIsoDate(now);
  for (let found = 0; found < KEPT_WORKING_DAYS; ) {
    date = addCalendarDays(date, 1);
    if (isWorkingDay(date)) found += 1;
  }
  return date;
}

/**
 * The bookings whose editor must open offline: today's and the next working days', and every report still
 * being written (a car seen days ago whose report is finished later, one the back office sent back).
 */
export function bookingsToKeep(bookings: readonly WorkshopBooking[], now = new Date()): WorkshopBooking[] {
  const today = romeIsoDate(now);
  const last = lastKeptDay(now);
  return bookings.filter((booking) => {
    const day = romeIsoDate(booking.booked_at);
    return (day >= today && day <= last) || booking.draft_state === 'editing';
  });
}
