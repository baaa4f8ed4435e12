import type { InspectionRequested } from '@verificauto/shared/contracts/user-reports';
import { BOOKING_CHANGE_HOURS } from '@verificauto/shared/domain/business';
import { formatDateTime, formatEuroCents } from '@verificauto/shared/domain/format';
import { countOf } from '@verificauto/shared/domain/plural';
import { ChangeByPhone } from '../../../components/ui/change-by-phone';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';

/**
 * A booked card's appointment: when, where, what was paid, and "Sposta o annulla" to the booking e-mails'
 * manage page while the server gives its link (docs/decisions/065-seller-booking-card.md); after the change
 * deadline, the workshop's phone, as on that page.
 */
export function BookedAppointment({ inspection }: { inspection: InspectionRequested }) {
  const { manage_token: token, amount_paid_cents: paid } = inspection;
  const upcoming = Date.parse(inspection.booked_at) > Date.now();
  return (
    <>
      <p className="fw-semibold mb-1">Prenotata per il {formatDateTime(inspection.booked_at)}</p>
      <p className="mb-1">
        Presso {inspection.workshop_name}, {inspection.workshop_address}
      </p>
      <p className="mb-2">
        {paid > 0 ? `Importo pagato: ${formatEuroCents(paid)}` : 'Nessun importo pagato'}
      </p>
      {token ? (
        <>
          <Link to={paths.bookingManage.href(token)} className="btn btn-outline-primary btn-sm">
            Sposta o annulla<span className="visually-hidden"> ({inspection.car_license_plate})</span>
          </Link>
          <p className="small text-body-secondary mt-2 mb-0">
            Fino a {countOf(BOOKING_CHANGE_HOURS, 'ora', 'ore')} prima dell’appuntamento, da qui o con il link
            dell’email di conferma.
          </p>
        </>
      ) : (
        upcoming && (
          <p className="small mb-0">
            <ChangeByPhone phone={inspection.workshop_phone} />
          </p>
        )
      )}
    </>
  );
}
