import { FEE_HOLD_MINUTES } from '@verificauto/shared/domain/booking-slots';
import { REPORT_READY_HOURS, WORKSHOP_CHECK_HOURS } from '@verificauto/shared/domain/business';
import { formatDateTime } from '@verificauto/shared/domain/format';
import { countOf } from '@verificauto/shared/domain/plural';
import type { Company } from '@verificauto/shared/legal/company';
import { WITHDRAWAL_LINK_LABEL } from '@verificauto/shared/legal/withdrawal-function';
import { renderEmail } from '../../lib/mail/email-layout';
import type { OutgoingMail } from '../../lib/mail/mail.repository';
import { bookingWithdrawalNotice } from '../../lib/withdrawal-offer';
import { appointmentDescription, appointmentEvent, CHANGE_HOURS, workshopAddress } from './appointment-event';
import { type CalendarEvent, calendarAttachment } from './booking-calendar';
import type { BookedInspectionRow } from './inspections.repository';

export interface BookingSite {
  publicUrl: string;
  contactEmail: string;
  company: Company;
}

/** The version of the appointment an e-mail speaks of (inspections.schedule_sequence). */
export interface AppointmentVersion {
  sequence: number;
  /** When the e-mail is written: the calendar file's DTSTAMP. */
  now: Date;
}

const greeting = (inspection: BookedInspectionRow) => {
  const first = inspection.user.name.trim().split(/\s+/)[0];
  return first ? `Ciao ${first},` : 'Ciao,';
};

const appointment = (inspection: BookedInspectionRow) =>
  `il ${formatDateTime(inspection.bookedAt)} presso ${inspection.workshop.name}, ${workshopAddress(inspection)} (tel. ${inspection.workshop.phone})`;

const WHAT_TO_BRING =
  'Porta l’auto con il libretto di circolazione, un documento d’identità e tutte le chiavi; se li hai, anche il libretto dei tagliandi e le fatture degli ultimi interventi.';

const changeOrCancel = (inspection: BookedInspectionRow) =>
  `Puoi spostare o annullare l’appuntamento con il pulsante qui sotto fino a ${CHANGE_HOURS} prima dell’orario prenotato; dopo, chiama l’officina al ${inspection.workshop.phone}.`;

const personalLink = (site: BookingSite, inspection: BookedInspectionRow) =>
  `Il pulsante apre una pagina riservata a te: non inoltrare questa email. L’hai ricevuta perché con l’indirizzo ${inspection.user.email} è stata prenotata un’ispezione su Verificauto. Per qualsiasi domanda scrivi a ${site.contactEmail}.`;

/** The appointment's calendar file, written by this e-mail at the appointment's version. */
const calendarEvent = (
  inspection: BookedInspectionRow,
  site: BookingSite,
  version: AppointmentVersion,
  method: CalendarEvent['method'],
  description: string,
) =>
  calendarAttachment(
    appointmentEvent(inspection, {
      method,
      sequence: version.sequence,
      description,
      stamp: version.now,
      contactEmail: site.contactEmail,
    }),
  );

/**
 * The booking's confirmation, with the appointment as a calendar file, the link to move or cancel it and,
 * while the period lasts, the withdrawal function's; after a move, the same for the new time, whose calendar
 * file replaces the old event.
 */
export function bookingConfirmationEmail(
  inspection: BookedInspectionRow,
  site: BookingSite,
  version: AppointmentVersion & { moved: boolean },
  links: { manageUrl: string; withdrawalUrl: string | null },
): OutgoingMail {
  const { manageUrl, withdrawalUrl } = links;
  const { moved } = version;
  const when = formatDateTime(inspection.bookedAt);
  return {
    to: inspection.user.email,
    subject: moved
      ? `Ispezione spostata al ${when} – Verificauto`
      : `Ispezione prenotata per il ${when} – Verificauto`,
    template: 'booking_confirmation',
    attachments: [
      calendarEvent(inspection, site, version, 'PUBLISH', appointmentDescription(inspection, manageUrl)),
    ],
    ...renderEmail(
      {
        title: moved ? 'Appuntamento spostato' : 'Prenotazione confermata',
        greeting: greeting(inspection),
        paragraphs: [
          moved
            ? `l’ispezione della tua auto targata ${inspection.plate} è stata spostata: ora è prenotata ${appointment(inspection)}. L’orario precedente non vale più.`
            : `l’ispezione della tua auto targata ${inspection.plate} è prenotata ${appointment(inspection)}.`,
          WHAT_TO_BRING,
          `Il controllo in officina dura circa ${countOf(WORKSHOP_CHECK_HOURS, 'ora', 'ore')}. Il report è pronto entro ${REPORT_READY_HOURS} ore dall’ispezione: lo trovi nell’Area riservata, nella scheda «Sto vendendo».`,
          changeOrCancel(inspection),
          moved
            ? 'In allegato trovi il nuovo appuntamento per il tuo calendario: sostituisce quello precedente. I link delle email precedenti non valgono più.'
            : 'In allegato trovi l’appuntamento da aggiungere al tuo calendario. Ti ricorderemo l’ispezione il giorno prima.',
          ...(withdrawalUrl ? [bookingWithdrawalNotice(inspection.feeCents)] : []),
        ],
        action: { label: 'Sposta o annulla l’appuntamento', url: manageUrl },
        ...(withdrawalUrl && { secondaryAction: { label: WITHDRAWAL_LINK_LABEL, url: withdrawalUrl } }),
        footnote: personalLink(site, inspection),
      },
      site.company,
    ),
  };
}

/**
 * The reminder the day before the inspection (docs/product.md#emails), with the link to the appointment's
 * page.
 */
export function bookingReminderEmail(
  inspection: BookedInspectionRow,
  site: BookingSite,
  manageUrl: string,
): OutgoingMail {
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
          `Se non puoi venire, chiama l’officina al ${inspection.workshop.phone}: a meno di ${CHANGE_HOURS} dall’ispezione l’appuntamento si sposta o si annulla solo per telefono.`,
        ],
        action: { label: 'Vedi l’appuntamento', url: manageUrl },
        footnote: personalLink(site, inspection),
      },
      site.company,
    ),
  };
}

/** The cancellation the seller asked for, with the calendar file that removes the event. */
export function bookingCancellationEmail(
  inspection: BookedInspectionRow,
  site: BookingSite,
  version: AppointmentVersion,
): OutgoingMail {
  return {
    to: inspection.user.email,
    subject: `Ispezione del ${formatDateTime(inspection.bookedAt)} annullata – Verificauto`,
    template: 'booking_cancellation',
    attachments: [
      calendarEvent(
        inspection,
        site,
        version,
        'CANCEL',
        `Ispezione dell’auto targata ${inspection.plate} annullata.`,
      ),
    ],
    ...renderEmail(
      {
        title: 'Prenotazione annullata',
        greeting: greeting(inspection),
        paragraphs: [
          `come hai chiesto, abbiamo annullato l’ispezione della tua auto targata ${inspection.plate} prevista ${appointment(inspection)}.`,
          'In allegato trovi l’annullamento per il tuo calendario: aprilo per togliere l’appuntamento.',
          'Quando vuoi, puoi prenotare una nuova ispezione presso l’officina che preferisci.',
        ],
        action: { label: 'Prenota una nuova ispezione', url: `${site.publicUrl}/booking` },
        footnote: `Per qualsiasi domanda scrivi a ${site.contactEmail}.`,
      },
      site.company,
    ),
  };
}

/**
 * To the address owner, when a browser not signed in as their account booked with their e-mail: the
 * booking joins the account only through this e-mail's link (decision 045), and the owner learns that a
 * slot is taken in their name.
 */
export function bookingClaimEmail(
  inspection: BookedInspectionRow,
  site: BookingSite,
  claim: { url: string; validDays: number },
): OutgoingMail {
  const held = inspection.status === 'awaiting_payment';
  return {
    to: inspection.user.email,
    subject: 'Conferma la prenotazione fatta con il tuo indirizzo – Verificauto',
    template: 'booking_claim',
    ...renderEmail(
      {
        title: 'Una prenotazione con il tuo indirizzo',
        greeting: greeting(inspection),
        paragraphs: [
          `con il tuo indirizzo ${inspection.user.email} è stata prenotata l’ispezione dell’auto targata ${inspection.plate} ${appointment(inspection)}, da un browser in cui non era aperta la tua Area riservata.`,
          `Se l’hai prenotata tu, confermalo con il pulsante qui sotto entro ${countOf(claim.validDays, 'giorno', 'giorni')}: la prenotazione comparirà nella tua Area riservata, nella scheda «Sto vendendo».`,
          'Se non sei stato tu, non devi fare nulla: la prenotazione non comparirà nel tuo account e a chi l’ha fatta non mostriamo nessun tuo dato.',
          held
            ? `L’orario resta riservato per ${countOf(FEE_HOLD_MINUTES, 'minuto', 'minuti')} in attesa del pagamento della quota dell’officina: se non viene pagata torna libero, se viene pagata riceverai la conferma dell’appuntamento con il pulsante per annullarlo.`
            : 'Ti inviamo anche la conferma dell’appuntamento: con il suo pulsante puoi annullarlo e liberare l’orario.',
        ],
        action: { label: 'Conferma la prenotazione', url: claim.url },
        footnote: `Il pulsante apre una pagina riservata a te: non inoltrare questa email. Per qualsiasi domanda scrivi a ${site.contactEmail}.`,
      },
      site.company,
    ),
  };
}
