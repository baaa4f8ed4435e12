import { isItalianNationalHoliday } from './italian-holidays';

/**
 * A workshop's own closure (docs/decisions/062-workshop-closures.md): Italian calendar days from `from` to
 * `to` (yyyy-mm-dd, both included; one day when equal), or one day of every year, such as the town's
 * patron saint (7 December in Milan, 24 June in Turin).
 */
export type ClosureRule =
  | { kind: 'dates'; from: string; to: string }
  | { kind: 'yearly'; month: number; day: number };

/** The longest closure one entry may set: a year, leap day included. */
export const CLOSURE_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/** Whether the closure covers an Italian calendar day (yyyy-mm-dd). */
export function closureCovers(rule: ClosureRule, date: string): boolean {
  if (rule.kind === 'dates') return rule.from <= date && date <= rule.to;
  return Number(date.slice(5, 7)) === rule.month && Number(date.slice(8, 10)) === rule.day;
}

/** The first of `closures` that covers the day, if any. */
export const findClosure = <T extends ClosureRule>(date: string, closures: readonly T[]): T | undefined =>
  closures.find((closure) => closureCovers(closure, date));

/**
 * The one rule of a closed day: what closes a workshop on an Italian calendar day — Italy's national
 * holidays (docs/decisions/060-national-holidays.md), then the first of its own closures that covers the
 * day — or undefined when it is open.
 */
export function closureOfDay<T extends ClosureRule>(
  date: string,
  closures: readonly T[],
): 'national_holiday' | T | undefined {
  return isItalianNationalHoliday(date) ? 'national_holiday' : findClosure(date, closures);
}

export const isClosedDay = (date: string, closures: readonly ClosureRule[]): boolean =>
  closureOfDay(date, closures) !== undefined;

/** How many calendar days a period of closure spans, both ends included. */
export const closureDayCount = ({ from, to }: { from: string; to: string }): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** Whether `day` exists in `month` (1–12) of some year: 29 February does, in leap years. */
export const isDayOfMonth = (month: number, day: number): boolean =>
  day >= 1 && day <= new Date(Date.UTC(2024, month, 0)).getUTCDate();
