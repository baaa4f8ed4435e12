import { type WorkshopBookings, WorkshopBookingsQuerySchema } from '@verificauto/shared/contracts/workshop';
import { romeIsoDate } from '@verificauto/shared/domain/calendar-days';
import { useSearchParams } from 'react-router';
import { AreaAccessError } from '../../components/ui/area-access';
import { Link } from '../../components/ui/link';
import { PageLoading } from '../../components/ui/page-loading';
import { PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';
import { useWorkshopBookings } from './api/get-workshop-bookings';
import { BookingDaysList } from './components/booking-days-list';
import { WeekNav } from './components/week-nav';
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

const uuidsOf = (list: WorkshopBookings | undefined) =>
  list ? [...list.to_complete, ...list.bookings].map((booking) => booking.uuid) : [];

/** The week of `?dal=aaaa-mm-gg`; undefined for this week (no date, today's, or not a date). */
function useRequestedWeek(today: string): string | undefined {
  const [searchParams] = useSearchParams();
  const requested = WorkshopBookingsQuerySchema.shape.from.safeParse(searchParams.get('dal') ?? undefined);
  return requested.success && requested.data !== today ? requested.data : undefined;
}

/**
 * The workshop's bookings a week at a time, by day, each opening its inspection report; this week's page
 * also lists the earlier reports still to complete (docs/decisions/074-workshop-bookings-window-and-report-cache.md).
 * This week's answer is always loaded: it is the one the device keeps with the coming days' drafts.
 */
export function WorkshopPage() {
  useInstallableWorkshopApp();
  const today = romeIsoDate(new Date());
  const from = useRequestedWeek(today);
  const thisWeek = useWorkshopBookings();
  const otherWeek = useWorkshopBookings(from, { enabled: from !== undefined });
  const shown = from === undefined ? thisWeek : otherWeek;
  const online = useOnline();
  useKeepComingDrafts(thisWeek.data, online);
  const unsent = useSendUnsentWork([...new Set([...uuidsOf(thisWeek.data), ...uuidsOf(otherWeek.data)])]);
  if (shown.isError) return <AreaAccessError error={shown.error} />;
  if (!shown.data) return <PageLoading label="Caricamento delle prenotazioni…" />;
  const { workshop, bookings, to_complete: toComplete } = shown.data;
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
      {toComplete.length > 0 && (
        <section className="booking-to-complete" aria-labelledby="to-complete">
          <h2 id="to-complete" className="h3">
            Report da completare
          </h2>
          <p className="text-body-secondary">
            Prenotazioni dei giorni passati con il report ancora da inviare.
          </p>
          <BookingDaysList bookings={toComplete} unsent={unsent} online={online} level={3} />
        </section>
      )}
      <WeekNav from={shown.data.from} to={shown.data.to} today={today} />
      {bookings.length === 0 ? (
        <p>Nessuna prenotazione in questa settimana.</p>
      ) : (
        <BookingDaysList bookings={bookings} unsent={unsent} online={online} />
      )}
    </div>
  );
}
