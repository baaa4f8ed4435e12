export const REPORT_MESSAGES = {
  /**
   * The one answer to anyone who may not learn more: no such inspection, no report yet, not approved. It
   * fits a link its seller shared before approval too (docs/decisions/054-report-preview-and-early-links.md).
   */
  unavailable:
    'Report non disponibile: se il link è recente, il report potrebbe non essere ancora pronto. Riprova più tardi.',
  notReady: 'Il report di questa ispezione non è ancora pronto.',
  guest: 'Accedi o acquista il report per visualizzarlo.',
  notPurchased: 'Non hai ancora acquistato questo report.',
  expired: 'Il tuo accesso a questo report è scaduto: puoi acquistarlo di nuovo.',
  waiverRequired:
    'Prima di aprire il report conferma la richiesta di accesso immediato: finché non lo apri conservi il diritto di recesso.',
  regulationChanged:
    'Il Regolamento è stato aggiornato mentre aprivi il report: ricarica la pagina e leggi la nuova versione.',
} as const;
