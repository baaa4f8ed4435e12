import type { ClosedDayBooking } from '@verificauto/shared/contracts/workshop-closures';
import { countOf } from '@verificauto/shared/domain/plural';
import { romeDayInWords, romeTime } from '@verificauto/shared/domain/rome-time';
import { telHref } from '@verificauto/shared/legal/company';
import { AreaAccessError } from '../../../components/ui/area-access';
import { Link } from '../../../components/ui/link';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { AdminNav } from '../components/admin-nav';
import { AreaLoading } from '../components/area-loading';
import { useClosedDayBookings } from './api/get-closed-day-bookings';
import '../../../styles/parts/badge.scss';
import '../../../styles/parts/spinners.scss';
import '../backoffice-admin.scss';

const STATUS_TEXT: Record<ClosedDayBooking['status'], string> = {
  booked: 'Prenotata',
  awaiting_payment: 'In attesa del pagamento',
};

function ClosedDayBookingCard({ booking }: { booking: ClosedDayBooking }) {
  const titleId = `closed-day-${booking.uuid}`;
  const { workshop } = booking;
  return (
    <article className="card mb-3" aria-labelledby={titleId}>
      <div className="card-body">
        <h2 id={titleId} className="h5 card-title">
          {romeDayInWords(booking.booked_at, true)}, ore {romeTime(booking.booked_at)}
        </h2>
        <p className="mb-2">
          <span className="badge text-bg-warning me-2">{booking.reason}</span>
          <span className="text-body-secondary">
            {STATUS_TEXT[booking.status]} · targa {booking.car_license_plate}
          </span>
        </p>
        <dl className="row mb-0">
          <dt className="col-sm-3">Cliente</dt>
          <dd className="col-sm-9">
            {booking.contact_name || 'Nome non indicato'}
            {' · '}
            <a href={`mailto:${booking.contact_email}`}>{booking.contact_email}</a>
            {booking.contact_phone && (
              <>
                {' · '}
                <a href={telHref(booking.contact_phone)}>{booking.contact_phone}</a>
              </>
            )}
          </dd>
          <dt className="col-sm-3">Officina</dt>
          <dd className="col-sm-9">
            <Link to={paths.backofficeWorkshopClosures.href(workshop.id)}>
              {workshop.name} ({workshop.city})
            </Link>
            {' · '}
            <a href={telHref(workshop.phone)}>{workshop.phone}</a>
          </dd>
        </dl>
      </div>
    </article>
  );
}

/**
 * /backoffice/prenotazioni-giorni-chiusura (docs/decisions/062-workshop-closures.md): the appointments to
 * come on a day closed after they were booked, with the seller's contact and the workshop, to call and move.
 * Nothing is cancelled by itself.
 */
export function ClosedDayBookingsPage() {
  const list = useClosedDayBookings();
  if (list.error && !list.data) return <AreaAccessError error={list.error} />;
  const bookings = list.data?.bookings;
  return (
    <div className="container py-5 backoffice-admin">
      <PageTitle>Prenotazioni in giorni di chiusura</PageTitle>
      <AdminNav />
      <h1 className="mb-3">Prenotazioni in giorni di chiusura</h1>
      <p className="mb-4">
        Appuntamenti in un giorno in cui l’officina è chiusa: una chiusura aggiunta dopo la prenotazione, o
        una festività nazionale. Non sono stati annullati: contatta il cliente e concorda con lui un altro
        giorno.
      </p>
      {!bookings ? (
        <AreaLoading />
      ) : bookings.length === 0 ? (
        <p className="text-body-secondary">Nessuna prenotazione in un giorno di chiusura.</p>
      ) : (
        <>
          <p className="fw-semibold" role="status">
            {countOf(bookings.length, 'prenotazione da spostare', 'prenotazioni da spostare')}
          </p>
          {bookings.map((booking) => (
            <ClosedDayBookingCard key={booking.uuid} booking={booking} />
          ))}
        </>
      )}
    </div>
  );
}
