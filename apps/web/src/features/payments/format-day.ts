/**
 * dd/mm/yyyy in Italian time, as the legal checklist writes the access end date and the Regolamento
 * version ("fino al 23/05/2027"); the profile's d/m/yyyy is the spec's format for its cards only.
 */
export function formatDay(value: string | Date): string {
  return new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(value));
}
