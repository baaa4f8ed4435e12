import { AppError } from '../../lib/app-error';

/** A booking made on a page showing an older Regolamento is refused: the seller must read the new one. */
export function assertCurrentRegulation(regulation: { version: string }, accepted: string): void {
  if (accepted !== regulation.version) {
    throw new AppError(
      409,
      'regulation_changed',
      'Il Regolamento è stato aggiornato mentre compilavi la prenotazione: ricarica la pagina e leggi la nuova versione.',
    );
  }
}
