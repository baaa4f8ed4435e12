import {
  BOOKING_CHANGE_HOURS,
  REPORT_READY_HOURS,
  WORKSHOP_CHECK_HOURS,
} from '@verificauto/shared/domain/business';
import { formatDateTime } from '@verificauto/shared/domain/format';
import { countOf } from '@verificauto/shared/domain/plural';
import type { Company } from '@verificauto/shared/legal/company';
import { renderEmail } from '../../lib/mail/email-layout';
import type { OutgoingMail } from '../../lib/mail/mail.repository';
import { calendarAttachment } from './booking-calendar';
import type { BookedInspectionRow } from './inspections.repository';

export interface BookingSite {
  publicUrl: string;
  contactEmail: string;
  company: Company;
}

const workshopAddress = ({ workshop }: BookedInspectionRow) =>
  `${workshop.address}, ${workshop.postalCode} ${workshop.city} (${workshop.province})`;

const greeting = (inspection: BookedInspectionRow) => {
  const first = inspection.user.name.trim().split(/\s+/)[0];
  return first ? `Ciao ${first},` : 'Ciao,';
};

const appointment = (inspection: BookedInspectionRow) =>
  `il ${formatDateTime(inspection.bookedAt)} presso ${inspection.workshop.name}, ${workshopAddress(inspection)} (tel. ${inspection.workshop.phone})`;

const WHAT_TO_BRING =
  'Porta l’auto con il libretto di circolazione, un documento d’identità e tutte le chiavi; se li hai, anche il libretto dei tagliandi e le fatture degli ultimi interventi.';

const changeOrCancel = (site: BookingSite, inspection: BookedInspectionRow) =>
  `Per spostare o annullare l’appuntamento scrivi a ${site.contactEmail} indicando la targa ${inspection.plate}, entro ${countOf(BOOKING_CHANGE_HOURS, 'ora', 'ore')} prima dell’orario prenotato.`;

const profileAction = (site: BookingSite) => ({
  label: 'Vai all’Area riservata',
  url: `${site.publicUrl}/profile`,
});

/** The booking's confirmation, with the appointment as a calendar file. */
export function bookingConfirmationEmail(
  inspection: BookedInspectionRow,
  site: BookingSite,
  now: Date,
): OutgoingMail {
  return {
    to: inspection.user.email,
    subject: `Ispezione prenotata per il ${formatDateTime(inspection.bookedAt)} – Verificauto`,
    template: 'booking_confirmation',
    attachments: [
      calendarAttachment({
        uid: `${inspection.id}@verificauto`,
        start: inspection.bookedAt,
        end: new Date(inspection.bookedAt.getTime() + inspection.slotMinutes * 60_000),
        summary: `Ispezione Verificauto – ${inspection.plate}`,
        location: `${inspection.workshop.name}, ${workshopAddress(inspection)}`,
        description: `Ispezione dell’auto targata ${inspection.plate}. Officina: tel. ${inspection.workshop.phone}. ${changeOrCancel(site, inspection)}`,
        stamp: now,
      }),
    ],
    ...renderEmail(
      {
        title: 'Prenotazione confermata',
        greeting: greeting(inspection),
        paragraphs: [
          `l’ispezione della tua auto targata ${inspection.plate} è prenotata ${appointment(inspection)}.`,
          WHAT_TO_BRING,
          `Il controllo in officina dura circa ${countOf(WORKSHOP_CHECK_HOURS, 'ora', 'ore')}. Il report è pronto entro ${REPORT_READY_HOURS} ore dall’ispezione: lo trovi nell’Area riservata, nella scheda «Sto vendendo».`,
          changeOrCancel(site, inspection),
          'In allegato trovi l’appuntamento da aggiungere al tuo calendario. Ti ricorderemo l’ispezione il giorno prima.',
        ],
        action: profileAction(site),
        footnote: `Hai ricevuto questa email perché con l’indirizzo ${inspection.user.email} è stata prenotata un’ispezione su Verificauto. Per qualsiasi domanda scrivi a ${site.contactEmail}.`,
      },
      site.company,
    ),
  };
}

/** The reminder the day before the inspection (spec §1). */
export function bookingReminderEmail(inspection: BookedInspectionRow, site: BookingSite): OutgoingMail {
  return {
    to: inspection.user.email,
    subject: `Promemoria: ispezione il ${formatDateTime(inspection.bookedAt)} – Verificauto`,
    template: 'booking_reminder',
    ...renderEmail(
      {
        title: 'Promemoria dell’ispezione',
        greeting: greeting(inspection),
        paragraphs: [
          `ti ricordiamo l’ispezione della tua auto targata ${inspection.plate} ${appointment(inspection)}.`,
          WHAT_TO_BRING,
          `Il controllo dura circa ${countOf(WORKSHOP_CHECK_HOURS, 'ora', 'ore')} e il report è pronto entro ${REPORT_READY_HOURS} ore.`,
          `Se non puoi venire, scrivi a ${site.contactEmail} indicando la targa ${inspection.plate}.`,
        ],
        action: profileAction(site),
      },
      site.company,
    ),
  };
}
