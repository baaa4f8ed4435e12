export const REPORT_MESSAGES = {
  /** The one answer to anyone who may not learn more: no such inspection, no report yet, not approved. */
  unavailable: 'Report non disponibile.',
  notReady: 'Il report di questa ispezione non è ancora pronto.',
  guest: 'Accedi o acquista il report per visualizzarlo.',
  notPurchased: 'Non hai ancora acquistato questo report.',
  expired: 'Il tuo accesso a questo report è scaduto: puoi acquistarlo di nuovo.',
} as const;
