import { CHECKS_CLAIM } from '../domain/checks-count';
import { RATING_SCALE_TEXT } from '../domain/rating-scale';
import { BRAND } from './company';

/**
 * What a report can and cannot tell: shown to buyers under every report and part of the contract
 * (Regolamento, art. 2), so both read the same words.
 */
export const REPORT_LIMITS = [
  `Il report riporta l’esito di un’ispezione visiva e funzionale di oltre ${CHECKS_CLAIM} punti, eseguita da un tecnico di un’officina partner senza smontare componenti del veicolo. Descrive le condizioni rilevate alla data e al chilometraggio dell’ispezione: non può escludere difetti nascosti, intermittenti o che si manifestano dopo quella data.`,
  `${RATING_SCALE_TEXT} I costi di riparazione sono stime indicative basate sui prezzi medi di ricambi e manodopera, non preventivi vincolanti: il costo reale dipende dall’officina scelta e da quanto emerge durante l’intervento.`,
  'Il report non è una garanzia sul veicolo e non sostituisce la revisione periodica. I controlli sui documenti e sul chilometraggio confrontano ciò che è mostrato all’ispezione con il veicolo, ma non certificano la regolarità dei documenti, il chilometraggio reale, la provenienza o l’assenza di fermi amministrativi: ti consigliamo di verificare questi aspetti prima dell’acquisto.',
] as const;

export const REPORT_DECISIONS_DISCLAIMER = `${BRAND} non risponde delle decisioni di acquisto o di vendita prese sulla base del report.`;
