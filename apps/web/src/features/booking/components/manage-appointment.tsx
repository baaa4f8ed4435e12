import type { ManagedBooking } from '@verificauto/shared/contracts/booking-manage';
import { telHref } from '@verificauto/shared/legal/company';
import { appointmentLabel } from '../slot-labels';

/** The appointment a booking e-mail's link opens: when, which car, where. */
export function ManageAppointment({ booking }: { booking: ManagedBooking }) {
  const { workshop } = booking;
  return (
    <dl className="booking-confirm-facts mb-4">
      <div>
        <dt>Appuntamento</dt>
        <dd>{appointmentLabel(booking.booked_at)}</dd>
      </div>
      <div>
        <dt>Targa</dt>
        <dd>{booking.car_license_plate}</dd>
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
  );
}
