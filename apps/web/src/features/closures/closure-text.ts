import type { WorkshopClosure } from '@verificauto/shared/contracts/workshop-closures';
import { formatLongDate } from '@verificauto/shared/domain/format';
import { countOf } from '@verificauto/shared/domain/plural';
import { ITALIAN_MONTHS } from '@verificauto/shared/domain/rome-time';

/** "24 giugno": a day of every year. */
export const yearlyDayText = (month: number, day: number) => `${day} ${ITALIAN_MONTHS[month - 1] ?? ''}`;

/** The days a closure closes: "10 agosto 2026", "Dal 10 agosto 2026 al 24 agosto 2026", "Ogni anno il 7 dicembre". */
export function closureDaysText(closure: WorkshopClosure): string {
  if (closure.kind === 'yearly') return `Ogni anno il ${yearlyDayText(closure.month, closure.day)}`;
  if (closure.from === closure.to) return formatLongDate(closure.from);
  return `Dal ${formatLongDate(closure.from)} al ${formatLongDate(closure.to)}`;
}

/** The bookings to come on a closure's days. */
export const closureBookingsText = (bookings: number) =>
  bookings === 0
    ? 'Nessuna prenotazione in questi giorni'
    : `${countOf(bookings, 'prenotazione', 'prenotazioni')} in questi giorni, da spostare`;

/** What saving a closure tells whoever saved it: how many bookings fall on its days, which stay booked. */
export function closureSavedText(bookings: number): string {
  if (bookings === 0) return 'Chiusura aggiunta: nessuna prenotazione cade in questi giorni.';
  const many = bookings > 1;
  return (
    `Chiusura aggiunta. Attenzione: ${countOf(bookings, 'prenotazione cade', 'prenotazioni cadono')} in questi ` +
    `giorni. ${many ? 'Non sono state annullate' : 'Non è stata annullata'}: il back office di Verificauto ` +
    `contatta ${many ? 'i clienti per spostarle' : 'il cliente per spostarla'}.`
  );
}
