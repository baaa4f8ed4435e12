import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FieldError } from '../../../../components/ui/field-error';
import { type FoundPlace, findWorkshopPlace } from '../find-workshop-place';
import type { WorkshopFormValues } from '../workshop-form-values';

interface PlaceFinderProps {
  values: Pick<WorkshopFormValues, 'postal_code' | 'city' | 'province' | 'place'>;
  /** The server's message about the coordinates. */
  error: string | undefined;
  disabled: boolean;
  onFound(place: FoundPlace): void;
}

export const PLACE_BUTTON_ID = 'workshop-place-find';
const coordinates = (value: number) => value.toLocaleString('it-IT', { maximumFractionDigits: 5 });

/** Where sellers find the workshop on the map: the comune of its CAP and town, from the gazetteer. */
export function PlaceFinder({ values, error, disabled, onFound }: PlaceFinderProps) {
  const [searching, setSearching] = useState(false);
  const [notFound, setNotFound] = useState<string | null>(null);
  const [attribution, setAttribution] = useState<string | null>(null);

  const find = async () => {
    setSearching(true);
    setNotFound(null);
    try {
      const place = await findWorkshopPlace({
        postalCode: values.postal_code,
        city: values.city,
        province: values.province,
      });
      if (place) {
        setAttribution(place.attribution);
        onFound(place);
      } else {
        setNotFound(
          'Nessun comune trovato con questo CAP e questo comune: controlla che siano scritti bene.',
        );
      }
    } finally {
      setSearching(false);
    }
  };

  const message = notFound ?? error;
  return (
    <div className="mb-3 workshop-place">
      <p className="mb-2 fw-semibold" id="workshop-place-label">
        Posizione sulla mappa
      </p>
      <p className="mb-2" aria-live="polite" id="workshop-place-status">
        {values.place ? (
          <>
            Trovata: <strong>{values.place.label}</strong>{' '}
            <span className="text-body-secondary">
              ({coordinates(values.place.latitude)}, {coordinates(values.place.longitude)})
            </span>
          </>
        ) : (
          <span className="text-body-secondary">Non ancora trovata: scrivi CAP e comune e cercala.</span>
        )}
      </p>
      <Button
        id={PLACE_BUTTON_ID}
        type="button"
        variant="outline-primary"
        size="sm"
        disabled={disabled || searching}
        aria-describedby={describedIds(message)}
        onClick={find}
      >
        {searching ? 'Ricerca…' : 'Trova la posizione dal CAP e dal comune'}
      </Button>
      <FieldError id="workshop-place-error" message={message} />
      {attribution && <p className="small text-body-secondary mt-1 mb-0">{attribution}</p>}
    </div>
  );
}

const describedIds = (message: string | null | undefined) =>
  message ? 'workshop-place-status workshop-place-error' : 'workshop-place-status';
