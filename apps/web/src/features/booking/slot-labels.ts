const ROME = 'Europe/Rome';

const DAY = new Intl.DateTimeFormat('it-IT', {
  timeZone: ROME,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const DAY_WITH_YEAR = new Intl.DateTimeFormat('it-IT', {
  timeZone: ROME,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const TIME = new Intl.DateTimeFormat('it-IT', { timeZone: ROME, hour: '2-digit', minute: '2-digit' });

/** An Italian calendar day of the slots list: "2026-11-30" → "lunedì 30 novembre". */
export function dayLabel(date: string): string {
  // Noon UTC is the same calendar day in Rome whatever the season.
  return DAY.format(new Date(`${date}T12:00:00Z`));
}

/** A slot's start in Italian time: "2026-11-30T08:00:00Z" → "09:00". */
export function timeLabel(instant: string): string {
  return TIME.format(new Date(instant));
}

/** An appointment in words: "lunedì 30 novembre 2026 alle 09:00". */
export function appointmentLabel(instant: string): string {
  return `${DAY_WITH_YEAR.format(new Date(instant))} alle ${timeLabel(instant)}`;
}
