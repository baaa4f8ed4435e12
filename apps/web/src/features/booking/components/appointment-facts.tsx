import { telHref } from '@verificauto/shared/legal/company';
import type { ReactNode } from 'react';
import { appointmentLabel } from '../slot-labels';
import type { MapLink } from '../workshop-map-link';

interface Appointment {
  booked_at: string;
  car_license_plate: string;
  workshop: { name: string; address: string; phone: string };
}

/**
 * A booked appointment, on its confirmation and behind a booking e-mail’s link: when, which car, where;
 * `map` links to the workshop on a map site, `children` are more facts.
 */
export function AppointmentFacts({
  appointment,
  map,
  children,
}: {
  appointment: Appointment;
  map?: MapLink;
  children?: ReactNode;
}) {
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
          {map && (
            <>
              <br />
              <a href={map.url} target="_blank" rel="noopener noreferrer">
                {map.label}
                <span className="visually-hidden"> (si apre in una nuova scheda)</span>
              </a>
            </>
          )}
        </dd>
      </div>
      {children}
    </dl>
  );
}
