import { useEffect, useRef, useState } from 'react';
import { isUnsent, type UnsentWork, unsentCounts, waitingForNetwork } from '../unsent-work';

/**
 * Above the bookings: offline, that the list and the coming days' reports are the ones kept on this device
 * and what waits for the network; online, what is being sent, then that everything is on the server.
 */
export function BookingsSyncStatus({ online, unsent }: { online: boolean; unsent: UnsentWork }) {
  const waiting = isUnsent(unsent);
  const hadWaiting = useRef(false);
  const [allSent, setAllSent] = useState(false);
  useEffect(() => {
    if (waiting) hadWaiting.current = true;
    else if (online && hadWaiting.current) {
      hadWaiting.current = false;
      setAllSent(true);
    }
    if (waiting || !online) setAllSent(false);
  }, [waiting, online]);

  return (
    <div aria-live="polite" className="bookings-sync-status">
      {!online ? (
        <div className="alert alert-warning">
          <strong className="d-block">{waiting ? waitingForNetwork(unsent) : 'Nessuna connessione'}</strong>
          Le prenotazioni e i report dei prossimi giorni sono quelli salvati su questo dispositivo: puoi
          lavorare, quello che fai parte appena torna la rete.
        </div>
      ) : waiting ? (
        <div className="alert alert-info">Invio in corso: {unsentCounts(unsent)}.</div>
      ) : (
        allSent && (
          <div className="alert alert-success">Tutto salvato sul server: modifiche e foto inviate.</div>
        )
      )}
    </div>
  );
}
