import { telHref } from '@verificauto/shared/legal/company';
import { appointmentLabel } from '../slot-labels';

interface Appointment {
  booked_at: string;
  car_license_plate: string;
  workshop: { name: string; address: string; phone: string };
}

/** A booked appointment, on its confirmation and behind a booking e-mail’s link: when, which car, where. */
export function AppointmentFacts({ appointment }: { appointment: Appointment }) {
  const { workshop } = appointment;
  return (
    <dl className="booking-confirm-facts mb-4">
      <div>
        <dt>Appuntamento</dt>
        <dd>{appointmentLabel(appointment.booked_at)}</dd>
      </div>
      <div>
        <dt>Targa</dt>
        <dd>{appointment.car_license_plate}</dd>
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
