import type { UseQueryResult } from '@tanstack/react-query';
import type { Inspector } from '@verificauto/shared/contracts/booking';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { ApiError } from '../../../lib/api-client';
import type { FoundPlace } from '../find-place';
import { WorkshopList } from './workshop-list';

interface SearchResultsProps {
  origin: FoundPlace | null;
  inspectors: UseQueryResult<Inspector[]>;
  searching: boolean;
  attribution: string | null;
  onBook(workshop: Inspector): void;
  returnFocusTo: string | null;
  /** Shared with the map's markers. */
  highlighted: string | null;
  onHighlight(uuid: string | null): void;
}

function Loading({ text }: { text: string }) {
  return (
    <div role="status" className="d-flex align-items-center gap-2 py-3">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      {text}
    </div>
  );
}

/** The list under the search: before any search a hint, then loading, error, empty or the workshops. */
export function SearchResults({
  origin,
  inspectors,
  searching,
  attribution,
  onBook,
  returnFocusTo,
  highlighted,
  onHighlight,
}: SearchResultsProps) {
  const body = () => {
    if (searching) return <Loading text="Cerchiamo il luogo…" />;
    if (!origin) {
      return (
        <p className="text-body-secondary">
          Scrivi un comune, un CAP o un indirizzo, oppure usa la tua posizione: ti mostriamo le officine
          partner dalla più vicina.
        </p>
      );
    }
    if (inspectors.isPending) return <Loading text="Cerchiamo le officine più vicine…" />;
    if (inspectors.error) {
      return (
        <Alert variant="danger" role="alert" transition={false}>
          <p>
            {inspectors.error instanceof ApiError
              ? inspectors.error.message
              : 'Non riusciamo a caricare le officine. Riprova tra qualche istante.'}
          </p>
          <Button variant="outline-danger" size="sm" onClick={() => void inspectors.refetch()}>
            Riprova
          </Button>
        </Alert>
      );
    }
    const workshops = inspectors.data ?? [];
    return (
      <>
        <h2 className="h4 mt-4 mb-3" aria-live="polite">
          {workshops.length === 0
            ? `Nessuna officina partner vicino a ${origin.label}`
            : `Officine vicino a ${origin.label}`}
        </h2>
        {origin.approximate && (
          <p className="small text-body-secondary">
            Distanze calcolate dal centro di {origin.label}: riconosciamo il comune, non la via, il quartiere
            o il CAP.
          </p>
        )}
        {workshops.length === 0 ? (
          <p>Prova con un altro comune o CAP.</p>
        ) : (
          <WorkshopList
            workshops={workshops}
            onBook={onBook}
            returnFocusTo={returnFocusTo}
            highlighted={highlighted}
            onHighlight={onHighlight}
          />
        )}
      </>
    );
  };

  return (
    <div className="booking-results">
      {body()}
      {attribution && (
        <p className="booking-attribution small text-body-secondary mt-3 mb-0">Luoghi: {attribution}</p>
      )}
    </div>
  );
}
