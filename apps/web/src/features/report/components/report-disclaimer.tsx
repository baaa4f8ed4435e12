import { CHECKS_COUNT, REPORT_ACCESS_DAYS } from '@verificauto/shared/domain/business';
import { ClampedText } from './clamped-text';
import { ReportSection } from './report-section';
import './report-disclaimer.scss';

const DISCLAIMER = `Il report riporta l'esito di un'ispezione visiva e funzionale di oltre ${CHECKS_COUNT} punti, eseguita da un tecnico di un'officina partner senza smontare componenti del veicolo. Descrive le condizioni rilevate alla data e al chilometraggio dell'ispezione: non può escludere difetti nascosti, intermittenti o che si manifestano dopo quella data.

Le valutazioni vanno da 0 a 5; 0 indica una voce non controllata. I costi di riparazione sono stime indicative basate sui prezzi medi di ricambi e manodopera, non preventivi vincolanti: il costo reale dipende dall'officina scelta e da quanto emerge durante l'intervento.

Il report non è una garanzia sul veicolo, non sostituisce la revisione periodica e non certifica la regolarità dei documenti, la provenienza o l'assenza di fermi amministrativi. Ti consigliamo di verificare questi aspetti prima dell'acquisto.

Il report è consultabile online per ${REPORT_ACCESS_DAYS} giorni ed è destinato alla valutazione personale del veicolo: puoi condividerlo per valutare l'acquisto, ma non puoi rivenderlo né usarlo a fini commerciali. Verificauto non risponde delle decisioni di acquisto o di vendita prese sulla base del report.`;

/** Spec §2/§9: the disclaimer, clamped to 6 lines with a show-more toggle. */
export function ReportDisclaimer() {
  return (
    <ReportSection id="limitazioni" title="Limitazioni di responsabilità">
      <div className="report-disclaimer">
        <ClampedText text={DISCLAIMER} lines={6} moreLabel="Mostra di più" lessLabel="Mostra di meno" />
      </div>
    </ReportSection>
  );
}
