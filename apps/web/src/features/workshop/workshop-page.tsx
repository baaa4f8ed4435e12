import { AreaAccessError } from '../../components/ui/area-access';
import { Link } from '../../components/ui/link';
import { PageLoading } from '../../components/ui/page-loading';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';
import { useWorkshopBookings } from './api/get-workshop-bookings';
import { groupByDay } from './booking-days';
import { BookingCard } from './components/booking-card';
import { useInstallableWorkshopApp } from './installable/use-installable-workshop-app';
import { BookingsSyncStatus } from './offline/components/bookings-sync-status';
import { totalOf } from './offline/unsent-work';
import { useKeepComingDrafts } from './offline/use-keep-coming-drafts';
import { useOnline } from './offline/use-online';
import { useSendUnsentWork } from './offline/use-send-unsent-work';
import '../../styles/parts/form-control.scss';
import '../../styles/parts/forms.scss';
import '../../styles/parts/badge.scss';
import '../../styles/parts/spinners.scss';
import './workshop.scss';

/** The workshop's bookings by day; each opens its inspection report. */
export function WorkshopPage() {
  useInstallableWorkshopApp();
  const bookings = useWorkshopBookings();
  const online = useOnline();
  useKeepComingDrafts(bookings.data, online);
  const unsent = useSendUnsentWork(bookings.data?.bookings.map((booking) => booking.uuid) ?? []);
  if (bookings.isError) return <AreaAccessError error={bookings.error} />;
  if (!bookings.data) return <PageLoading label="Caricamento delle prenotazioni…" />;
  const { workshop } = bookings.data;
  const days = groupByDay(bookings.data.bookings);
  return (
    <div className="container py-4 workshop-page">
      <PageTitle>Officina</PageTitle>
      <h1 className="mb-1">Officina</h1>
      <p className="lead text-body-secondary mb-4">
        {workshop.name} · {workshop.city}
      </p>
      <p className="mb-4">
        <Link to={paths.workshopClosures.href()}>Giorni di chiusura</Link>
      </p>
      <BookingsSyncStatus online={online} unsent={totalOf(unsent.values())} />
      {days.length === 0 ? (
        <p>Nessuna prenotazione in calendario.</p>
      ) : (
        days.map((day) => (
          <section key={day.date} className="booking-day" aria-labelledby={`day-${day.date}`}>
            <h2 id={`day-${day.date}`} className="h4 booking-day-title">
              {day.label}
            </h2>
            <ul className="list-unstyled booking-day-list">
              {day.bookings.map((booking) => (
                <li key={booking.uuid}>
                  <BookingCard booking={booking} unsent={unsent.get(booking.uuid)} online={online} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
