import { formatDate } from '@verificauto/shared/domain/format';

const DAY_MS = 86_400_000;
// en-CA formats as yyyy-mm-dd: the calendar day in Italy, like every date the report shows.
const ROME_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' });
const romeDayNumber = (time: number) => Date.parse(ROME_DAY.format(time)) / DAY_MS;

const days = (count: number) => `${count} ${count === 1 ? 'giorno' : 'giorni'}`;

/** Calendar days (Italian time) from `from` to `to`: negative when `from` is later. */
export function calendarDaysBetween(from: string | number, to: string | number): number {
  return romeDayNumber(new Date(to).getTime()) - romeDayNumber(new Date(from).getTime());
}

/** "Ispezione del 15/1/2026 (12 giorni fa)": how old the inspection is, in calendar days. */
export function inspectionAgeText(inspectedAt: string, now = Date.now()): string {
  const age = Math.max(0, calendarDaysBetween(inspectedAt, now));
  const ago = age === 0 ? 'oggi' : age === 1 ? 'ieri' : `${days(age)} fa`;
  return `Ispezione del ${formatDate(inspectedAt)} (${ago})`;
}

/** A buyer's remaining access (spec §1: 180 days). */
export function accessLeftText(accessUntil: string, now = Date.now()): string {
  const date = formatDate(accessUntil);
  if (new Date(accessUntil).getTime() <= now) return `Accesso scaduto il ${date}`;
  const left = calendarDaysBetween(now, accessUntil);
  if (left === 0) return `Ultimo giorno di accesso: oggi, ${date}`;
  return `Accesso per altri ${days(left)}, fino al ${date}`;
}
