import { useLocation } from 'react-router';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import type { PendingCheckIn } from '../check-in/pending-check-in';
import type { SaveStatus } from '../draft/draft-saver';
import {
  isUnsent,
  NO_NETWORK,
  type UnsentWork,
  unsentCounts,
  waitingForNetwork,
} from '../offline/unsent-work';
import { useOnline } from '../offline/use-online';
import type { PendingPhoto } from '../photos/photo-uploader';

export const photosNotUploaded = (n: number) =>
  n === 1 ? '1 foto non ancora caricata' : `${n} foto non ancora caricate`;

function saveText(status: SaveStatus, unsaved: boolean, message: string | undefined): string {
  switch (status) {
    case 'offline':
      return 'Non salvato: nessuna connessione. Riprovo automaticamente.';
    case 'error':
      return `Non salvato: ${message ?? 'errore del server'}${unsaved ? ' Riprovo automaticamente.' : ''}`;
    case 'unauthorized':
      return 'Non salvato: la sessione è scaduta. Accedi di nuovo: le modifiche restano su questo dispositivo.';
    case 'closed':
      return 'Il report è stato inviato da un altro dispositivo: le ultime modifiche non sono state salvate.';
    default:
      return status === 'saving' || unsaved ? 'Salvataggio…' : 'Tutte le modifiche sono salvate';
  }
}

const refusedText = (failed: number) =>
  failed === 1 ? '1 foto rifiutata dal server.' : `${failed} foto rifiutate dal server.`;

/** Offline: what waits for the network, kept on the device (decision 068). */
function offlineText(waiting: UnsentWork, failed: number): { save: string; photos: string | null } {
  const kept = isUnsent(waiting) ? 'Restano su questo dispositivo e partono appena torna la rete.' : null;
  const photos = [kept, failed > 0 ? refusedText(failed) : null].filter(Boolean).join(' ');
  return { save: isUnsent(waiting) ? waitingForNetwork(waiting) : NO_NETWORK, photos: photos || null };
}

function photosText(pending: readonly PendingPhoto[]): string | null {
  const waiting = pending.filter((photo) => photo.state !== 'failed');
  const failed = pending.length - waiting.length;
  const parts: string[] = [];
  if (waiting.length > 0) {
    const uploading = waiting.some((photo) => photo.state === 'uploading');
    parts.push(
      `${photosNotUploaded(waiting.length)}${uploading ? ': caricamento in corso.' : ': le carico appena torna la rete.'}`,
    );
  }
  if (failed > 0) parts.push(refusedText(failed));
  return parts.length ? parts.join(' ') : null;
}

/** Online, the arrival kept on the device goes first and the rest waits for it (decision 084). */
function arrivalText(arrival: PendingCheckIn, waiting: UnsentWork, status: SaveStatus): string {
  if (arrival.refusal !== undefined) {
    return 'L’arrivo dell’auto non è stato registrato: le modifiche e le foto restano su questo dispositivo.';
  }
  if (status === 'unauthorized') {
    const one = waiting.arrivals + waiting.changes + waiting.photos === 1;
    return `Non inviato: la sessione è scaduta. Accedi di nuovo: ${unsentCounts(waiting)} ${one ? 'resta' : 'restano'} su questo dispositivo.`;
  }
  return `Invio in corso: ${unsentCounts(waiting)}.`;
}

/** The sticky line that says whether every change and photo is safe on the server. */
export function SaveStatusBar({
  status,
  unsaved,
  unsavedCount,
  message,
  pending,
  arrival,
}: {
  status: SaveStatus;
  unsaved: boolean;
  unsavedCount: number;
  message: string | undefined;
  pending: readonly PendingPhoto[];
  /** The car's arrival, recorded without network and not yet on the server. */
  arrival?: PendingCheckIn;
}) {
  const { pathname } = useLocation();
  const online = useOnline();
  const waitingPhotos = pending.filter((photo) => photo.state !== 'failed').length;
  const waiting = { arrivals: arrival ? 1 : 0, changes: unsavedCount, photos: waitingPhotos };
  const { save, photos } =
    arrival && (online || arrival.refusal !== undefined)
      ? { save: arrivalText(arrival, waiting, status), photos: null }
      : !online || status === 'offline'
        ? offlineText(waiting, pending.length - waitingPhotos)
        : { save: saveText(status, unsaved, message), photos: photosText(pending) };
  // A photo waiting after a failed attempt is as much at risk as an unsaved change.
  const photosStuck = pending.some(
    (photo) => photo.state === 'failed' || (photo.state === 'waiting' && photo.error),
  );
  const problem =
    photosStuck ||
    arrival?.refusal !== undefined ||
    !online ||
    status === 'offline' ||
    status === 'error' ||
    status === 'unauthorized' ||
    status === 'closed';
  return (
    <div className={`save-status${problem ? ' save-status-problem' : ''}`}>
      <p className="mb-0" role="status">
        <span className="save-status-dot" aria-hidden="true" />
        {save}
        {photos && <span className="d-block save-status-photos">{photos}</span>}
      </p>
      {status === 'unauthorized' && (
        <Link to={paths.signIn.href({ redirect: pathname })} className="btn btn-sm btn-light ms-2">
          Accedi
        </Link>
      )}
    </div>
  );
}
