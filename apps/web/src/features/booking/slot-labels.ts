import { romeDayInWords, romeTime } from '@verificauto/shared/domain/rome-time';

/** An Italian calendar day of the slots list: "2026-11-30" → "lunedì 30 novembre". */
export function dayLabel(date: string): string {
  // Noon UTC is the same calendar day in Rome whatever the season.
  return romeDayInWords(`${date}T12:00:00Z`);
}

/** An appointment in words: "lunedì 30 novembre 2026 alle 09:00". */
export function appointmentLabel(instant: string): string {
  return `${romeDayInWords(instant, true)} alle ${romeTime(instant)}`;
}
