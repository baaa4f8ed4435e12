import { formatDateTime, formatEuroCents } from '@verificauto/shared/domain/format';
import { WITHDRAWAL_LINK_LABEL } from '@verificauto/shared/legal/withdrawal-function';
import type { FeeBooking } from '../../../lib/fee-bookings';
import { type EmailContent, renderEmail } from '../../../lib/mail/email-layout';
import type { MailAttachment, OutgoingMail } from '../../../lib/mail/mail.repository';
import { bookingWithdrawalNotice } from '../../../lib/withdrawal-offer';
import type { InvoiceDocument } from '../invoicing/invoice-document';
import type { SiteFacts } from '../purchases/purchase-emails';
import type { FeeOrderRecord } from './booking-fee.repository';

type FeeSite = Pick<SiteFacts, 'publicUrl' | 'contactEmail' | 'company'>;

const greeting = (order: FeeOrderRecord, booking: FeeBooking) => {
  const first = order.billing?.first_name || booking.user.name.trim().split(/\s+/)[0];
  return first ? `Ciao ${first},` : 'Ciao,';
};

const appointment = (booking: FeeBooking) =>
  `il ${formatDateTime(booking.bookedAt)} presso ${booking.workshop.name}, ${booking.workshop.address} (tel. ${booking.workshop.phone})`;

type IssuedDocument = InvoiceDocument & { label: string };

/** "In allegato trovi la copia di cortesia della fattura n. 12/2027. La fattura elettronica originale…" */
function attachedCopy(document: IssuedDocument) {
  const name = document.kind === 'invoice' ? 'fattura' : 'nota di credito';
  const sdi =
    document.customer.country === 'IT'
      ? ` La ${name} elettronica originale è trasmessa al Sistema di Interscambio.`
      : '';
  return `In allegato trovi la copia di cortesia della ${name} n. ${document.label}.${sdi}`;
}

const refundArrives = (order: FeeOrderRecord) =>
  `ti abbiamo rimborsato l’intero importo di ${formatEuroCents(order.amountCents)}: lo vedrai sulla carta entro qualche giorno lavorativo, secondo i tempi della tua banca.`;

/** The end of a refund's e-mail: book again, or ask about the order. */
const bookAgain = (order: FeeOrderRecord, site: FeeSite) => ({
  action: { label: 'Prenota un’ispezione', url: `${site.publicUrl}/booking` },
  footnote: `Per qualsiasi domanda scrivi a ${site.contactEmail} indicando l’ordine ${order.orderNumber}.`,
});

/** An e-mail to the fee's payer, greeted by name. */
const feeEmail = (
  order: FeeOrderRecord,
  booking: FeeBooking,
  site: FeeSite,
  mail: Pick<OutgoingMail, 'subject' | 'template' | 'attachments'>,
  content: Omit<EmailContent, 'greeting'>,
): OutgoingMail => ({
  to: order.buyerEmail,
  ...mail,
  ...renderEmail({ ...content, greeting: greeting(order, booking) }, site.company),
});

/**
 * The "reminder after payment" of a booking with a fee: the receipt, the appointment again, the invoice
 * attached, and the withdrawal function's link while the period lasts.
 */
export function feeReceiptEmail(
  order: FeeOrderRecord,
  booking: FeeBooking,
  invoice: IssuedDocument,
  pdf: MailAttachment,
  site: FeeSite,
  withdrawalUrl: string | null,
): OutgoingMail {
  return feeEmail(
    order,
    booking,
    site,
    {
      subject: `Pagamento ricevuto: ispezione il ${formatDateTime(booking.bookedAt)} – Verificauto`,
      template: 'booking_fee_receipt',
      attachments: [pdf],
    },
    {
      title: 'Pagamento ricevuto',
      paragraphs: [
        `abbiamo ricevuto il pagamento di ${formatEuroCents(order.amountCents)} (IVA inclusa) con ${(order.paymentMethod ?? 'carta').replaceAll(' ', '\u00a0')} per l’ordine ${order.orderNumber}.`,
        `Ti ricordiamo l’appuntamento: ispezione dell’auto targata ${booking.plate} ${appointment(booking)}.`,
        attachedCopy(invoice),
        'Per spostare o annullare l’appuntamento usa il link nell’email di conferma della prenotazione.',
        ...(withdrawalUrl ? [bookingWithdrawalNotice(order.amountCents)] : []),
      ],
      action: { label: 'Vai all’Area riservata', url: `${site.publicUrl}/profile` },
      ...(withdrawalUrl && { secondaryAction: { label: WITHDRAWAL_LINK_LABEL, url: withdrawalUrl } }),
    },
  );
}

/** The fee came after the hold lapsed and the slot was taken: it is given back in full. */
export function feeRefundEmail(order: FeeOrderRecord, booking: FeeBooking, site: FeeSite): OutgoingMail {
  return feeEmail(
    order,
    booking,
    site,
    {
      subject: `Prenotazione non riuscita: ti rimborsiamo ${formatEuroCents(order.amountCents)} – Verificauto`,
      template: 'booking_fee_refund',
    },
    {
      title: 'Prenotazione non riuscita',
      paragraphs: [
        `il pagamento dell’ordine ${order.orderNumber} è arrivato dopo la scadenza del tempo per pagare, e nel frattempo l’orario del ${formatDateTime(booking.bookedAt)} presso ${booking.workshop.name} è stato prenotato da un’altra persona.`,
        `Per questo la prenotazione non è stata confermata e ${refundArrives(order)}`,
        'Puoi prenotare un altro orario quando vuoi.',
      ],
      ...bookAgain(order, site),
    },
  );
}

/**
 * The seller cancelled a booking whose fee was paid, or withdrew from it: the fee is given back, with its
 * credit note attached.
 */
export function feeCancelledEmail(
  order: FeeOrderRecord,
  booking: FeeBooking,
  creditNote: IssuedDocument,
  pdf: MailAttachment,
  site: FeeSite,
  reason: 'cancelled' | 'withdrawn',
): OutgoingMail {
  const inspection = `l’ispezione dell’auto targata ${booking.plate} del ${formatDateTime(booking.bookedAt)} presso ${booking.workshop.name}`;
  return feeEmail(
    order,
    booking,
    site,
    {
      subject: `${reason === 'withdrawn' ? 'Recesso' : 'Prenotazione annullata'}: ti rimborsiamo ${formatEuroCents(order.amountCents)} – Verificauto`,
      template: reason === 'withdrawn' ? 'booking_fee_withdrawal_refund' : 'booking_fee_cancel_refund',
      attachments: [pdf],
    },
    {
      title: reason === 'withdrawn' ? 'Rimborso del recesso' : 'Prenotazione annullata',
      paragraphs: [
        reason === 'withdrawn'
          ? `dopo il tuo recesso dal contratto abbiamo annullato ${inspection}.`
          : `come richiesto, abbiamo annullato ${inspection}.`,
        `Per l’ordine ${order.orderNumber} ${refundArrives(order)}${reason === 'withdrawn' ? ' Il rimborso è senza alcun costo per te.' : ''}`,
        attachedCopy(creditNote),
        'Puoi prenotare un altro orario quando vuoi.',
      ],
      ...bookAgain(order, site),
    },
  );
}
