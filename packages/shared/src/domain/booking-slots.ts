import { WORKSHOP_CHECK_HOURS } from './business';
import { romeWallClock } from './rome-time';
import { type ClosureRule, isClosedDay } from './workshop-closures';

/** 'HH:MM', 24-hour clock, Italian local time. */
export type LocalTime = string;
/** ISO weekday '1' (Monday) … '7' (Sunday) → opening intervals [from, to) in Italian local time. */
export type OpeningHours = Partial<Record<string, ReadonlyArray<readonly [LocalTime, LocalTime]>>>;

/** A working day's hours when nobody set others: the morning and the afternoon. */
export const DEFAULT_OPENING_INTERVALS = [
  ['08:30', '12:30'],
  ['14:00', '18:00'],
] as const satisfies ReadonlyArray<readonly [LocalTime, LocalTime]>;

/** A workshop whose opening hours were never set works Monday to Friday (docs/product.md#booking: 5 days). */
export const DEFAULT_OPENING_HOURS: OpeningHours = Object.fromEntries(
  ['1', '2', '3', '4', '5'].map((day) => [day, DEFAULT_OPENING_INTERVALS]),
);

/** The hours a workshop works in: its own, or the default ones while it has none (stored as `{}`). */
export const openingHoursInForce = (stored: OpeningHours): OpeningHours =>
  Object.keys(stored).length === 0 ? DEFAULT_OPENING_HOURS : stored;
export const DEFAULT_SLOT_MINUTES = WORKSHOP_CHECK_HOURS * 60;
/** How far ahead the built-in scheduler offers slots: today and this many following Italian days. */
export const BOOKING_HORIZON_DAYS = 30;
/** How long a slot waits for its fee: about as long as paying takes, not so long that others miss it. */
export const FEE_HOLD_MINUTES = 30;

export interface SlotRules {
  openingHours: OpeningHours;
  slotMinutes: number;
  minNoticeHours: number;
  horizonDays: number;
  /** The workshop's own closures (docs/decisions/062-workshop-closures.md). */
  closures: readonly ClosureRule[];
}

/** The free slots of one Italian calendar day (yyyy-mm-dd), as UTC instants in ascending order. */
export interface SlotDay {
  date: string;
  slots: Date[];
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The Italian wall-clock time at `instant`, written as if it were UTC (so its fields read the same). */
function romeWallTime(instant: number): number {
  const { year, month, day, hour, minute } = romeWallClock(instant);
  return Date.UTC(year, month - 1, day, hour, minute);
}

/**
 * The instant when Italian clocks show `wall` (written as UTC), or undefined for a time the spring-forward
 * hour skips. In the repeated autumn hour it is the first (summer-time) occurrence.
 */
export function romeInstant(wall: number): number | undefined {
  for (const offsetHours of [2, 1]) {
    const instant = wall - offsetHours * HOUR_MS;
    if (romeWallTime(instant) === wall) return instant;
  }
  return undefined;
}

const minutesOf = (time: LocalTime): number | undefined => {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
};

/** Monday = 1 … Sunday = 7 of a calendar day written as UTC midnight. */
const isoWeekday = (dayStart: number) => ((new Date(dayStart).getUTCDay() + 6) % 7) + 1;

/** The slot start times of one day, as Italian wall-clock instants written as UTC. */
function wallSlotsOfDay(dayStart: number, rules: SlotRules): number[] {
  const starts: number[] = [];
  for (const [from, to] of rules.openingHours[String(isoWeekday(dayStart))] ?? []) {
    const open = minutesOf(from);
    const close = minutesOf(to);
    if (open === undefined || close === undefined) continue;
    // A slot must end by closing time: one that would straddle it is not offered.
    for (let start = open; start + rules.slotMinutes <= close; start += rules.slotMinutes) {
      starts.push(dayStart + start * MINUTE_MS);
    }
  }
  return [...new Set(starts)].sort((a, b) => a - b);
}

/**
 * The free slots from `now` on: every slot of the opening hours on the Italian calendar days from today to
 * today + `horizonDays`, starting at least `minNoticeHours` after `now`, and not overlapping a taken slot.
 * Closed days (national holidays and the workshop's closures) and days with no free slot are left out.
 */
export function freeSlots(rules: SlotRules, now: Date, taken: readonly Date[]): SlotDay[] {
  if (!(rules.slotMinutes > 0)) return [];
  const slotMs = rules.slotMinutes * MINUTE_MS;
  const earliest = now.getTime() + rules.minNoticeHours * HOUR_MS;
  const takenTimes = taken.map((date) => date.getTime());
  const isTaken = (start: number) => takenTimes.some((time) => Math.abs(time - start) < slotMs);

  const today = Math.floor(romeWallTime(now.getTime()) / DAY_MS) * DAY_MS;
  const days: SlotDay[] = [];
  for (let offset = 0; offset <= rules.horizonDays; offset += 1) {
    const dayStart = today + offset * DAY_MS;
    const date = new Date(dayStart).toISOString().slice(0, 10);
    if (isClosedDay(date, rules.closures)) continue;
    const slots: Date[] = [];
    for (const wall of wallSlotsOfDay(dayStart, rules)) {
      const start = romeInstant(wall);
      if (start === undefined || start < earliest || isTaken(start)) continue;
      slots.push(new Date(start));
    }
    if (slots.length > 0) days.push({ date, slots });
  }
  return days;
}
