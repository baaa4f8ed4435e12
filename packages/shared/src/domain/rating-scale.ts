/**
 * The one wording of the rating scale, wherever it is explained (the report's disclaimer and the Regolamento,
 * the editor, the field messages): the spec's rating 0 is 'Non controllato.', 1 to 5 the condition found
 * (docs/decisions/054-report-preview-and-early-links.md).
 */
export const RATING_SCALE_TEXT =
  'Ogni voce controllata ha una valutazione da 1 (condizioni critiche) a 5 (ottime condizioni); una voce che il tecnico non ha potuto verificare è segnata «Non controllato» (valutazione 0) e non entra nei punteggi.';

/** The accepted values, as a field message says them after the item's name or 'Valutazione'. */
export const RATING_VALUES = 'da 1 a 5, oppure 0 per «Non controllato»';
