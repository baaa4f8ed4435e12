import type { WorkshopBooking } from '@verificauto/shared/contracts/workshop';
import { romeTime } from '@verificauto/shared/domain/rome-time';
import { telHref } from '@verificauto/shared/legal/company';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import {
  isUnsent,
  NOTHING_UNSENT,
  type UnsentWork,
  unsentCounts,
  waitingForNetwork,
} from '../offline/unsent-work';

const STATES: Record<WorkshopBooking['draft_state'], { label: string; tone: string; action: string }> = {
  none: { label: 'Da iniziare', tone: 'secondary', action: 'Inizia il report' },
  editing: { label: 'In compilazione', tone: 'primary', action: 'Continua il report' },
  submitted: { label: 'In approvazione', tone: 'info', action: 'Vedi il report' },
  approved: { label: 'Approvato', tone: 'success', action: 'Vedi il report' },
};

/** One appointment of the day: when, which car, whom to call, and where its report stands. */
export function BookingCard({
  booking,
  unsent = NOTHING_UNSENT,
  online = true,
  level = 3,
}: {
  booking: WorkshopBooking;
  /** What of its report is on this device and not yet on the server (decision 068). */
  unsent?: UnsentWork;
  online?: boolean;
  /** The title's heading level, one below its day's. */
  level?: 3 | 4;
}) {
  const returned = booking.draft_state === 'editing' && booking.returned_note;
  const arrived = booking.draft_state === 'none' && booking.checked_in_at;
  const state = returned
    ? { ...STATES.editing, label: 'Rimandato dal back office', tone: 'warning' }
    : arrived
      ? { ...STATES.none, label: `Auto in officina dalle ${romeTime(arrived)}`, tone: 'primary' }
      : STATES[booking.draft_state];
  const titleId = `booking-${booking.uuid}`;
  const Title = level === 3 ? 'h3' : 'h4';
  return (
    <article className="booking-card" aria-labelledby={titleId}>
      <Title id={titleId} className="booking-card-title">
        <span className="booking-card-time">{romeTime(booking.booked_at)}</span>
        <span className="booking-card-plate">{booking.car_license_plate}</span>
      </Title>
      <p className="mb-1">
        {booking.contact_name}
        {booking.contact_phone && (
          <>
            {' · '}
            <a href={telHref(booking.contact_phone)}>{booking.contact_phone}</a>
          </>
        )}
      </p>
      {booking.contact_email && (
        <p className="mb-1 small text-break">
          <a href={`mailto:${booking.contact_email}`}>{booking.contact_email}</a>
        </p>
      )}
      <p className="mb-2">
        <span className={`badge text-bg-${state.tone} booking-card-state`}>{state.label}</span>
      </p>
      {returned && <p className="booking-card-note small">Nota del back office: {booking.returned_note}</p>}
      {isUnsent(unsent) && (
        <p className="booking-card-unsent small">
          {unsent.arrivalRefused
            ? 'L’arrivo dell’auto non è stato registrato: apri il report per sapere perché.'
            : online
              ? `Invio in corso: ${unsentCounts(unsent)}`
              : waitingForNetwork(unsent)}
        </p>
      )}
      <Link
        to={paths.workshopInspection.href(booking.uuid)}
        className={`btn ${booking.draft_state === 'none' || booking.draft_state === 'editing' ? 'btn-primary' : 'btn-outline-primary'} booking-card-action`}
        aria-describedby={titleId}
      >
        {state.action}
      </Link>
    </article>
  );
}
