import type { Inspector } from '@verificauto/shared/contracts/booking';
import { formatEuroCents } from '@verificauto/shared/domain/format';
import { telHref } from '@verificauto/shared/legal/company';
import Button from 'react-bootstrap/Button';
import { useInspectorSlots } from '../api/get-inspector-slots';
import { CalendlyBooking } from '../calendly/components/calendly-booking';
import { BookingForm } from './booking-form';
import { SlotsError, SlotsLoading } from './slots-status';

interface SchedulerProps {
  workshop: Inspector;
  onBack(): void;
}

/**
 * The booking view (docs/product.md#booking-page, the "#calendly" history entry): a Calendly workshop's own
 * calendar, or the built-in scheduler. 'Torna alla mappa' and the browser's Back both return to the list.
 */
export function Scheduler({ workshop, onBack }: SchedulerProps) {
  return (
    <section className="booking-scheduler" aria-labelledby="calendly">
      <Button variant="outline-primary" className="mb-3" onClick={onBack}>
        <span aria-hidden="true">← </span>Torna alla mappa
      </Button>
      <h2 id="calendly" className="h3 mb-1" tabIndex={-1}>
        Prenota presso {workshop.name}
      </h2>
      <p className="mb-1">{workshop.address}</p>
      <p className="mb-3">
        <a href={telHref(workshop.phone)}>{workshop.phone}</a>
      </p>
      {workshop.fee_cents > 0 && (
        <p className="mb-3">Costo dell’ispezione, IVA inclusa: {formatEuroCents(workshop.fee_cents)}</p>
      )}
      {workshop.booking === 'calendly' ? (
        <CalendlyBooking workshop={workshop} />
      ) : (
        <NativeScheduler workshop={workshop} />
      )}
    </section>
  );
}

function NativeScheduler({ workshop }: { workshop: Inspector }) {
  const slots = useInspectorSlots(workshop.uuid);

  if (slots.data) {
    if (slots.data.days.length === 0) {
      return (
        <p role="status">
          Al momento questa officina non ha orari liberi. Scegli un’altra officina o chiamala per fissare
          l’appuntamento.
        </p>
      );
    }
    return (
      <BookingForm workshop={workshop} days={slots.data.days} onSlotsStale={() => void slots.refetch()} />
    );
  }
  if (slots.error) return <SlotsError error={slots.error} onRetry={() => void slots.refetch()} />;
  return <SlotsLoading />;
}
