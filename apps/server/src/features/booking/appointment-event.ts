import { BOOKING_CHANGE_HOURS } from '@verificauto/shared/domain/business';
import { countOf } from '@verificauto/shared/domain/plural';
import { workshopAddressLine } from '@verificauto/shared/domain/workshop-address';
import { BRAND } from '@verificauto/shared/legal/company';
import type { CalendarEvent } from './booking-calendar';
import type { BookedInspectionRow } from './inspections.repository';

/** "Via Emilia 12, 40128 Bologna (BO)". */
export const workshopAddress = ({ workshop }: Pick<BookedInspectionRow, 'workshop'>) =>
  workshopAddressLine(workshop);

/** "24 ore": until when before the appointment the seller moves or cancels it. */
export const CHANGE_HOURS = countOf(BOOKING_CHANGE_HOURS, 'ora', 'ore');

/**
 * The event's description: the car, the workshop's phone and how to move or cancel the appointment — the
 * e-mail's own link, or, for the file downloaded from the confirmation, the way to that e-mail's button
 * (manage links are personal to each e-mail, never made for a download).
 */
export const appointmentDescription = (inspection: BookedInspectionRow, manageUrl: string | null) =>
  `Ispezione dell’auto targata ${inspection.plate}. Officina: tel. ${inspection.workshop.phone}. Per spostare o annullare l’appuntamento fino a ${CHANGE_HOURS} prima: ${manageUrl ?? 'usa il pulsante dell’email di conferma.'}`;

/**
 * The appointment as a calendar event, for the booking's e-mails and the confirmation's download alike:
 * one UID for the booking, its SEQUENCE the appointment's version (inspections.schedule_sequence), so that
 * a calendar that has it already updates it instead of adding a second one (RFC 5546).
 */
export const appointmentEvent = (
  inspection: BookedInspectionRow,
  event: Pick<CalendarEvent, 'method' | 'sequence' | 'description' | 'stamp'> & { contactEmail: string },
): CalendarEvent => ({
  method: event.method,
  uid: `${inspection.id}@verificauto`,
  sequence: event.sequence,
  start: inspection.bookedAt,
  end: new Date(inspection.bookedAt.getTime() + inspection.slotMinutes * 60_000),
  summary: `Ispezione ${BRAND} – ${inspection.plate}`,
  location: `${inspection.workshop.name}, ${workshopAddress(inspection)}`,
  description: event.description,
  organizer: { name: BRAND, email: event.contactEmail },
  stamp: event.stamp,
});
