import { calendarDaysBetween } from '@verificauto/shared/domain/calendar-days';
import { formatDate } from '@verificauto/shared/domain/format';
import { inspectionTimesText } from '@verificauto/shared/domain/inspection-check-in';
import { countOf } from '@verificauto/shared/domain/plural';
import { isReportAccessActive } from '@verificauto/shared/domain/report-access';

const days = (count: number) => countOf(count, 'giorno', 'giorni');

/**
 * "Ispezione del 15/1/2026, dalle 9:32 alle 10:41 (12 giorni fa)": when the inspection ran (decision 051)
 * and how old it is, in calendar days; only the day for a report without the times.
 */
export function inspectionAgeText(
  inspectedAt: string,
  inspectedUntil: string | null,
  now = Date.now(),
): string {
  const age = Math.max(0, calendarDaysBetween(inspectedAt, now));
  const ago = age === 0 ? 'oggi' : age === 1 ? 'ieri' : `${days(age)} fa`;
  return `${inspectionTimesText(inspectedAt, inspectedUntil)} (${ago})`;
}

/** A buyer's remaining access (docs/product.md#report-access: 180 days). */
export function accessLeftText(accessUntil: string, now = Date.now()): string {
  const date = formatDate(accessUntil);
  if (!isReportAccessActive(accessUntil, now)) return `Accesso scaduto il ${date}`;
  const left = calendarDaysBetween(now, accessUntil);
  if (left === 0) return `Ultimo giorno di accesso: oggi, ${date}`;
  return `Accesso per altri ${days(left)}, fino al ${date}`;
}
