import type { Db } from '../../db/db';
import { AppError } from '../../lib/app-error';
import { appointmentDescription, appointmentEvent } from './appointment-event';
import { calendarFile } from './booking-calendar';
import { findScheduleSequence } from './manage/manage-booking.repository';
import { type BookingViewer, confirmationStatus, findReadableBooking } from './readable-booking';

/** The confirmation's "Aggiungi al calendario" link, while the appointment stands. */
export const appointmentCalendarUrl = (inspectionId: string) =>
  `/api/inspections/${inspectionId}/calendar.ics`;

/**
 * GET /api/inspections/{uuid}/calendar.ics: the appointment's calendar file for whoever may read the
 * confirmation, the same event as the booking e-mails' (same UID, the latest version's SEQUENCE), so that
 * a calendar that has the e-mail's copy updates it. Only a booked appointment has one.
 */
export async function readAppointmentCalendar(
  db: Db,
  site: { contactEmail: string },
  inspectionId: string,
  viewer: BookingViewer,
  now = new Date(),
): Promise<string> {
  const { inspection } = await findReadableBooking(db, inspectionId, viewer);
  if (confirmationStatus(inspection.status) !== 'booked') {
    throw new AppError(
      409,
      'booking_not_confirmed',
      'La prenotazione non è confermata: non c’è un appuntamento da aggiungere al calendario.',
    );
  }
  const event = appointmentEvent(inspection, {
    method: 'PUBLISH',
    sequence: await findScheduleSequence(db, inspection.id),
    description: appointmentDescription(inspection, null),
    stamp: now,
    contactEmail: site.contactEmail,
  });
  return calendarFile(event);
}
