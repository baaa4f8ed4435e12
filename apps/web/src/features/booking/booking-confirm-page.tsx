import type { BookedInspection } from '@verificauto/shared/contracts/booking';
import { telHref } from '@verificauto/shared/legal/company';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { ErrorMessage } from '../../components/ui/error-message';
import { PageLoading } from '../../components/ui/page-loading';
import { PageTitle } from '../../components/ui/page-title';
import { useBookedInspection } from './api/get-booked-inspection';
import { appointmentLabel } from './slot-labels';
import './booking.scss';

/** Spec §2: the heading of the confirmation, word for word. */
const TITLE = 'Prenotazione confermata';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * Spec §7: the booking-confirmation analytics event, a dataLayer push; no third-party script is loaded here
 * (a tag manager, when configured, reads the array).
 */
function useBookingConfirmedEvent(inspection: BookedInspection | undefined) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!inspection || sent.current === inspection.uuid) return;
    sent.current = inspection.uuid;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: 'booking_confirmed', inspection_uuid: inspection.uuid });
  }, [inspection]);
}

/** /booking/confirm/{uuid}: where the built-in scheduler sends the seller once the slot is booked. */
export function BookingConfirmPage() {
  const { uuid = '' } = useParams();
  const inspection = useBookedInspection(uuid);
  useBookingConfirmedEvent(inspection.data);

  if (inspection.data) return <Confirmation inspection={inspection.data} />;
  if (!inspection.error) return <PageLoading label="Caricamento della prenotazione…" />;
  // Spec §8: no special handling of errors here; whatever the cause, the booking cannot be shown.
  return (
    <ErrorMessage
      title="Prenotazione non trovata"
      text="Non troviamo questa prenotazione. Se hai prenotato, trovi i dettagli nell’email di conferma."
    />
  );
}

function Confirmation({ inspection }: { inspection: BookedInspection }) {
  const { user, workshop } = inspection;
  return (
    <div className="container py-5 booking-confirm">
      <PageTitle>{TITLE}</PageTitle>
      <h1 className="mb-3">{TITLE}</h1>
      <p className="lead">Grazie, {user.name}!</p>
      <dl className="booking-confirm-facts mb-4">
        <div>
          <dt>Appuntamento</dt>
          <dd>{appointmentLabel(inspection.booked_at)}</dd>
        </div>
        <div>
          <dt>Targa</dt>
          <dd>{inspection.car_license_plate}</dd>
        </div>
        <div>
          <dt>Officina</dt>
          <dd>
            {workshop.name}
            <br />
            {workshop.address}
            <br />
            <a href={telHref(workshop.phone)}>{workshop.phone}</a>
          </dd>
        </div>
      </dl>
      <p>
        Ti abbiamo inviato un’email di conferma all’indirizzo{' '}
        <strong className="text-break">{user.email}</strong>.
      </p>
      {!user.confirmed && (
        <p>
          Riceverai anche un’email per impostare la password dell’Area riservata, dove potrai seguire la tua
          ispezione.
        </p>
      )}
    </div>
  );
}
