export const REPORT_MESSAGES = {
  notFound: 'Report non trovato: controlla il link che hai ricevuto.',
  notReady: 'Il report di questa ispezione non è ancora pronto.',
  unpublished: 'Report non disponibile.',
  guest: 'Accedi o acquista il report per visualizzarlo.',
  notPurchased: 'Non hai ancora acquistato questo report.',
  expired: 'Il tuo accesso a questo report è scaduto: puoi acquistarlo di nuovo.',
} as const;
