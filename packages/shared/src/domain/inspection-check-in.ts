import { formatClockTime, formatDate } from './format';

/**
 * How long before the appointment the technician may check the car in ("Auto in officina"): a car that
 * arrives a little early is common, one a day early is not the inspection that was booked
 * (docs/decisions/051-inspection-check-in.md).
 */
export const CHECK_IN_OPENS_MINUTES_BEFORE = 30;

/**
 * How far ahead of the server's clock a device's arrival time may be and still count, as the server's now:
 * a phone clock set by hand a few minutes fast. Further ahead the device's clock is wrong and its time is
 * refused (docs/decisions/084-check-in-offline.md).
 */
export const ARRIVAL_CLOCK_TOLERANCE_MINUTES = 10;

/** The first instant at which the car of the appointment at `bookedAt` may be checked in. */
export function checkInOpensAt(bookedAt: string | Date): Date {
  return new Date(new Date(bookedAt).getTime() - CHECK_IN_OPENS_MINUTES_BEFORE * 60_000);
}

/** "1/12/2026 alle 9:30": an appointment as the check-in messages name it. */
export const formatAppointment = (bookedAt: string | Date) =>
  `${formatDate(bookedAt)} alle ${formatClockTime(bookedAt)}`;

/**
 * "Ispezione del 1/12/2026, dalle 9:32 alle 10:41": from the check-in to the submission of the report, in
 * Italian time; an inspection that ran past midnight names both days. Without the times (a report written
 * before check-ins were recorded) only the day.
 */
export function inspectionTimesText(from: string | Date, until: string | Date | null): string {
  if (until === null) return `Ispezione del ${formatDate(from)}`;
  if (formatDate(from) === formatDate(until)) {
    return `Ispezione del ${formatDate(from)}, dalle ${formatClockTime(from)} alle ${formatClockTime(until)}`;
  }
  return `Ispezione dal ${formatDate(from)} alle ${formatClockTime(from)} al ${formatDate(until)} alle ${formatClockTime(until)}`;
}
