const DAY_MS = 86_400_000;
// en-CA formats as yyyy-mm-dd: the calendar day in Italy, the day every date in the app is shown in.
const ROME_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' });
const romeDayNumber = (value: string | number | Date) => Date.parse(romeIsoDate(value)) / DAY_MS;

/** The calendar date in Italy (yyyy-mm-dd) at `value`, comparable with the plain dates of a report. */
export function romeIsoDate(value: string | number | Date): string {
  return ROME_DAY.format(new Date(value));
}

/** Calendar days (Italian time) from `from` to `to`: negative when `from` is later. */
export function calendarDaysBetween(from: string | number | Date, to: string | number | Date): number {
  return romeDayNumber(to) - romeDayNumber(from);
}
