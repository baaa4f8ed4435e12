import type { ReportDraft } from '@verificauto/shared/contracts/workshop';
import { formatClockTime } from '@verificauto/shared/domain/format';
import {
  CHECK_IN_OPENS_MINUTES_BEFORE,
  formatAppointment,
} from '@verificauto/shared/domain/inspection-check-in';
import { romeDayInWords } from '@verificauto/shared/domain/rome-time';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useOnline } from '../../offline/use-online';
import { useCheckInCar } from '../api/check-in';

/** setTimeout's longest delay; a page left open longer simply checks again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Whether `at` has come, turning true by itself when it does. */
function useHasCome(at: string): boolean {
  const [now, setNow] = useState(() => Date.now());
  const due = Date.parse(at);
  useEffect(() => {
    if (now >= due) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(due - now, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [now, due]);
  return now >= due;
}

/**
 * Before the car arrives (decision 051): the appointment, and 'Auto in officina', which starts the
 * inspection and opens the editor; until 30 minutes before the appointment the button says when it opens.
 * Without network the arrival is kept on the device and the editor opens all the same (decision 084).
 */
export function CheckInPanel({ draft }: { draft: ReportDraft }) {
  const checkIn = useCheckInCar(draft.uuid);
  const open = useHasCome(draft.check_in_opens_at);
  const online = useOnline();
  const reason = open
    ? undefined
    : `Potrai registrare l’arrivo dal ${formatAppointment(draft.check_in_opens_at)}, ${CHECK_IN_OPENS_MINUTES_BEFORE} minuti prima dell’appuntamento.`;

  return (
    <div className="container check-in-panel">
      <h1 className="h3 mb-1">Report di ispezione · {draft.car_license_plate}</h1>
      <p className="text-body-secondary mb-3">Auto non ancora arrivata in officina</p>
      <dl className="check-in-facts">
        <dt>Appuntamento</dt>
        <dd>
          {romeDayInWords(draft.booked_at, true)}, ore {formatClockTime(draft.booked_at)}
        </dd>
        <dt>Auto</dt>
        <dd>
          Targa <span className="text-uppercase">{draft.car_license_plate}</span>
        </dd>
      </dl>
      <p>
        Quando l’auto arriva, registra l’arrivo: da quel momento puoi compilare il report, che riporterà
        l’orario di inizio (l’arrivo) e di fine (l’invio) dell’ispezione.
      </p>
      <Button
        variant="primary"
        size="lg"
        className="w-100"
        disabled={!open || checkIn.isPending}
        aria-describedby={reason ? 'check-in-reason' : undefined}
        onClick={() => checkIn.mutate()}
      >
        {checkIn.isPending ? (
          <>
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
            Registrazione in corso…
          </>
        ) : (
          'Auto in officina'
        )}
      </Button>
      <div aria-live="polite">
        {!online && open && (
          <p className="small text-center mt-2 mb-0">
            Nessuna connessione: l’arrivo resta su questo dispositivo con l’ora di adesso e parte appena torna
            la rete, prima delle modifiche e delle foto.
          </p>
        )}
        {reason && (
          <p id="check-in-reason" className="small text-center mt-2 mb-0">
            {reason}
          </p>
        )}
        {checkIn.error && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {checkIn.error.message}
          </div>
        )}
      </div>
    </div>
  );
}
