import { REPORT_ACCESS_DAYS } from '@verificauto/shared/domain/business';

export const LIABILITY_TITLE = 'Dichiarazione di responsabilità';

/** The declaration a buyer accepts before seeing the report (docs/product.md#liability-declaration). */
export function LiabilityDeclaration() {
  return (
    <>
      <p>
        Il report descrive le condizioni del veicolo rilevate dal tecnico dell’officina partner{' '}
        <strong>al momento dell’ispezione</strong>, con controlli visivi e funzionali eseguiti senza smontare
        componenti. Dopo quella data le condizioni possono cambiare, e difetti nascosti o intermittenti
        possono non essere rilevabili.
      </p>
      <p>
        I costi di riparazione sono stime indicative, non preventivi. Il report non è una garanzia sul veicolo
        e non sostituisce la revisione periodica.
      </p>
      <p className="mb-0">
        Il report serve alla <strong>tua valutazione personale</strong> del veicolo ed è consultabile online
        per {REPORT_ACCESS_DAYS} giorni: puoi condividerlo per valutare l’acquisto, ma non puoi rivenderlo né
        usarlo a fini commerciali.
      </p>
    </>
  );
}
