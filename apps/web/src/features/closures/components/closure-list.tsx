import type { WorkshopClosure } from '@verificauto/shared/contracts/workshop-closures';
import Button from 'react-bootstrap/Button';
import { PendingLabel } from '../../../components/ui/pending-label';
import { closureBookingsText, closureDaysText } from '../closure-text';

interface ClosureListProps {
  closures: readonly WorkshopClosure[];
  /** The closure being deleted, if any: every button waits meanwhile. */
  removing: string | null;
  onRemove(closure: WorkshopClosure): void;
}

/** The closures to come, each with its bookings to move and "Elimina". */
export function ClosureList({ closures, removing, onRemove }: ClosureListProps) {
  if (closures.length === 0) {
    return (
      <p className="text-body-secondary">
        Nessuna chiusura in programma. Le festività nazionali sono già escluse dal calendario delle
        prenotazioni.
      </p>
    );
  }
  return (
    <ul className="list-unstyled closure-list" aria-label="Chiusure in programma">
      {closures.map((closure) => {
        const days = closureDaysText(closure);
        return (
          <li key={closure.id} className="closure-item">
            <div>
              <strong>{days}</strong>
              {closure.note && <span className="d-block">{closure.note}</span>}
              <span
                className={`d-block small ${closure.bookings > 0 ? 'text-danger fw-semibold' : 'text-body-secondary'}`}
              >
                {closureBookingsText(closure.bookings)}
              </span>
            </div>
            <Button
              variant="outline-danger"
              size="sm"
              disabled={removing !== null}
              aria-label={`Elimina la chiusura: ${days}`}
              onClick={() => onRemove(closure)}
            >
              <PendingLabel pending={removing === closure.id}>Elimina</PendingLabel>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
