import type { BookingMoved, ManagedBooking } from '@verificauto/shared/contracts/booking-manage';
import { telHref } from '@verificauto/shared/legal/company';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { PendingLabel, PendingStatus } from '../../../../components/ui/pending-label';
import { useSingleInputError } from '../../../../components/ui/use-server-field-errors';
import { ApiError } from '../../../../lib/api-client';
import { useInspectorSlots } from '../../api/get-inspector-slots';
import { SLOT_DAY_ID, SlotPicker } from '../../components/slot-picker';
import { SlotsError, SlotsLoading } from '../../components/slots-status';
import { useMoveBooking } from '../api/manage-move-booking';

const UNEXPECTED = 'Il server ha dato una risposta inattesa. Riprova tra qualche istante.';
const NO_SLOT = 'Scegli il nuovo giorno e orario.';

interface ManageMoveFormProps {
  token: string;
  booking: ManagedBooking;
  onMoved(moved: BookingMoved): void;
  onClose(): void;
}

/** 'Cambia data e ora': the workshop's free slots (the built-in scheduler's picker), then one move. */
export function ManageMoveForm({ token, booking, onMoved, onClose }: ManageMoveFormProps) {
  const slots = useInspectorSlots(booking.workshop.uuid);
  const move = useMoveBooking(token);
  const [slot, setSlot] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => headingRef.current?.focus(), []);
  // A refused move keeps the form as it was; the focus goes to the slot the server refused, else to the
  // reason (WCAG 3.3.1, 2.4.3).
  const slotError = useSingleInputError(move.error, 'slot', SLOT_DAY_ID, alertRef);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (move.isPending) return;
    setSubmitted(true);
    if (!slot) {
      document.getElementById(SLOT_DAY_ID)?.focus();
      return;
    }
    move.mutate(
      { slot },
      {
        onSuccess: onMoved,
        onError: (error) => {
          if (error instanceof ApiError && error.body.code === 'slot_unavailable') {
            setSlot(null);
            void slots.refetch();
          }
        },
      },
    );
  };

  return (
    <section className="booking-scheduler mb-4" aria-labelledby="manage-move-title">
      <h2 id="manage-move-title" ref={headingRef} tabIndex={-1} className="h4 mb-3">
        Sposta l’appuntamento
      </h2>
      {slotsOrForm()}
    </section>
  );

  // A call, not a component: SlotPicker keeps its chosen day across renders.
  function slotsOrForm() {
    if (slots.error) {
      return (
        <SlotsError error={slots.error} onRetry={() => void slots.refetch()}>
          <Button variant="outline-secondary" size="sm" onClick={onClose}>
            Lascia com’è
          </Button>
        </SlotsError>
      );
    }
    if (!slots.data) return <SlotsLoading />;
    if (slots.data.days.length === 0) {
      return (
        <>
          <p role="status">
            Al momento l’officina non ha altri orari liberi: chiamala al{' '}
            <a href={telHref(booking.workshop.phone)}>{booking.workshop.phone}</a>.
          </p>
          <Button variant="outline-secondary" onClick={onClose}>
            Lascia com’è
          </Button>
        </>
      );
    }
    return (
      <Form noValidate onSubmit={submit} aria-labelledby="manage-move-title">
        <SlotPicker
          days={slots.data.days}
          slot={slot}
          error={submitted && !slot ? NO_SLOT : slotError}
          onSlot={setSlot}
        />
        {move.error && (
          <Alert ref={alertRef} variant="danger" role="alert" tabIndex={-1} transition={false}>
            {move.error instanceof ApiError ? move.error.message : UNEXPECTED}
          </Alert>
        )}
        <div className="d-flex flex-column flex-sm-row gap-2">
          <Button type="submit" variant="primary" size="lg" disabled={move.isPending}>
            <PendingLabel pending={move.isPending}>Conferma il nuovo orario</PendingLabel>
          </Button>
          <Button variant="outline-secondary" size="lg" onClick={onClose} disabled={move.isPending}>
            Lascia com’è
          </Button>
        </div>
        <PendingStatus pending={move.isPending} />
      </Form>
    );
  }
}
