import type { BookingCancelled, ManagedBooking } from '@verificauto/shared/contracts/booking-manage';
import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { PendingLabel, PendingStatus } from '../../../../components/ui/pending-label';
import { ApiError } from '../../../../lib/api-client';
import { appointmentLabel } from '../../slot-labels';
import { useCancelBooking } from '../api/manage-cancel-booking';
import { refundPromise } from '../refund-text';

const UNEXPECTED = 'Il server ha dato una risposta inattesa. Riprova tra qualche istante.';

interface ManageCancelConfirmProps {
  token: string;
  booking: ManagedBooking;
  onCancelled(cancelled: BookingCancelled): void;
  onClose(): void;
}

/** 'Annulla la prenotazione' asks once more, in the page: the focus moves to the question. */
export function ManageCancelConfirm({ token, booking, onCancelled, onClose }: ManageCancelConfirmProps) {
  const cancel = useCancelBooking(token);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (cancel.error) alertRef.current?.focus();
  }, [cancel.error]);

  return (
    <section className="border border-danger-subtle rounded-3 p-3 mb-4" aria-labelledby="manage-cancel-title">
      <h2 id="manage-cancel-title" ref={headingRef} tabIndex={-1} className="h4">
        Vuoi annullare la prenotazione?
      </h2>
      <p>
        L’ispezione prevista per {appointmentLabel(booking.booked_at)} presso {booking.workshop.name} sarà
        annullata e l’orario tornerà libero. Se poi cambi idea dovrai prenotare di nuovo.
      </p>
      <p className="fw-semibold">{refundPromise(booking.refund_cents)}</p>
      {cancel.error && (
        <Alert ref={alertRef} variant="danger" role="alert" tabIndex={-1} transition={false}>
          {cancel.error instanceof ApiError ? cancel.error.message : UNEXPECTED}
        </Alert>
      )}
      <div className="d-flex flex-column flex-sm-row gap-2">
        <Button
          variant="danger"
          size="lg"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(undefined, { onSuccess: onCancelled })}
        >
          <PendingLabel pending={cancel.isPending}>Sì, annulla la prenotazione</PendingLabel>
        </Button>
        <Button variant="outline-secondary" size="lg" onClick={onClose} disabled={cancel.isPending}>
          No, tienila
        </Button>
      </div>
      <PendingStatus pending={cancel.isPending} />
    </section>
  );
}
