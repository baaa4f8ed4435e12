import { WITHDRAWAL_DAYS } from '@verificauto/shared/domain/business';
import { formatDate, formatDateTime, formatEuroCents } from '@verificauto/shared/domain/format';
import { formatVatRate } from '@verificauto/shared/domain/vat';
import type { Company } from '@verificauto/shared/legal/company';
import { WITHDRAWAL_LINK_LABEL } from '@verificauto/shared/legal/withdrawal-function';
import { renderEmail } from '../../../lib/mail/email-layout';
import type { MailAttachment, OutgoingMail } from '../../../lib/mail/mail.repository';
import type { InvoiceDocument } from '../invoicing/invoice-document';
import { purchaseDescription } from '../invoicing/invoicing.service';
import type { PurchaseRecord } from './payments.repository';

export interface SiteFacts {
  publicUrl: string;
  contactEmail: string;
  company: Company;
  regulationDate: string;
}

function priceLine(purchase: PurchaseRecord, invoice: InvoiceDocument | null): string {
  const code = purchase.discountCode ? ` ${purchase.discountCode}` : '';
  const discount = purchase.discountCents
    ? `, sconto${code} −${formatEuroCents(purchase.discountCents)}`
    : '';
  const vat = invoice
    ? `; di cui IVA ${formatVatRate(invoice.vatRatePercent)} ${formatEuroCents(invoice.vatCents)}`
    : '';
  return `Prezzo ${formatEuroCents(purchase.listPriceCents)}${discount}. Totale pagato ${formatEuroCents(purchase.amountCents)} (IVA inclusa${vat}) con ${(purchase.paymentMethod ?? 'carta').replaceAll(' ', '\u00a0')}.`;
}

/** Codice del Consumo art. 51 c.7 and 59 c.1 lett. o: the waiver is confirmed on a durable medium. */
function withdrawalParagraph(purchase: PurchaseRecord, contactEmail: string): string {
  if (purchase.withdrawalWaivedAt) {
    return `Al momento dell’ordine hai chiesto espressamente di accedere subito al report e hai preso atto che, una volta aperto il report, perdi il diritto di recesso (art. 59, comma 1, lettera o, del Codice del Consumo). Finché non lo apri puoi recedere entro ${WITHDRAWAL_DAYS} giorni dall’acquisto con il modulo allegato o scrivendo a ${contactEmail}.`;
  }
  return `Puoi recedere dal contratto entro ${WITHDRAWAL_DAYS} giorni dall’acquisto, senza indicarne il motivo, con il modulo di recesso allegato o scrivendo a ${contactEmail}.`;
}

/**
 * The confirmation on a durable medium (docs/product.md#legal-checkout): order, price and VAT, access end,
 * waiver, attachments.
 */
export function purchaseConfirmationEmail(
  purchase: PurchaseRecord,
  invoice: InvoiceDocument | null,
  site: SiteFacts,
  attachments: MailAttachment[],
  withdrawalUrl: string,
): OutgoingMail {
  const name = purchase.billing.first_name;
  return {
    to: purchase.buyerEmail,
    subject: `Il tuo report Verificauto n. ${purchase.reportNumber} – ordine ${purchase.orderNumber}`,
    template: 'purchase_confirmation',
    attachments,
    ...renderEmail(
      {
        title: 'Report acquistato',
        greeting: name ? `Ciao ${name},` : 'Ciao,',
        paragraphs: [
          `grazie per l’acquisto. Il report n. ${purchase.reportNumber}${purchase.vehicle ? ` del veicolo ${purchase.vehicle}` : ''} è disponibile: lo apri con il pulsante qui sotto o dall’Area riservata, nella scheda «Sto comprando».`,
          `Ordine ${purchase.orderNumber} del ${purchase.paidAt ? formatDateTime(purchase.paidAt) : ''}: ${purchaseDescription(purchase)}.`,
          priceLine(purchase, invoice),
          `Il report si consulta nel browser fino al ${purchase.accessUntil ? formatDate(purchase.accessUntil) : ''} e non è scaricabile.`,
          withdrawalParagraph(purchase, site.contactEmail),
          `In allegato trovi il Regolamento che hai accettato (versione del ${formatDate(site.regulationDate)}) e il modulo di recesso. La fattura ti arriva con un’email a parte.`,
        ],
        action: { label: 'Apri il report', url: `${site.publicUrl}/report/${purchase.inspectionId}` },
        // The withdrawal function, without signing in (decision 056); its page says when the right is over.
        secondaryAction: { label: WITHDRAWAL_LINK_LABEL, url: withdrawalUrl },
        footnote: `Per aprire il report accedi con l’indirizzo ${purchase.buyerEmail}. Per qualsiasi domanda scrivi a ${site.contactEmail}.`,
      },
      site.company,
    ),
  };
}

/** The invoice's courtesy copy; for Italian buyers the legal original is the FatturaPA sent to the SdI. */
export function invoiceEmail(
  purchase: PurchaseRecord,
  invoice: InvoiceDocument & { label: string },
  site: SiteFacts,
  pdf: MailAttachment,
): OutgoingMail {
  const original =
    invoice.customer.country === 'IT'
      ? 'La fattura elettronica originale è trasmessa al Sistema di Interscambio: la trovi anche nella tua area riservata del sito dell’Agenzia delle Entrate («Fatture e corrispettivi»).'
      : 'Conservala per i tuoi documenti.';
  return {
    to: purchase.buyerEmail,
    subject: `Fattura n. ${invoice.label} – Verificauto`,
    template: 'invoice',
    attachments: [pdf],
    ...renderEmail(
      {
        title: 'La tua fattura',
        greeting: purchase.billing.first_name ? `Ciao ${purchase.billing.first_name},` : 'Ciao,',
        paragraphs: [
          `in allegato trovi la copia di cortesia della fattura n. ${invoice.label} del ${formatDate(invoice.issuedAt)} per l’ordine ${purchase.orderNumber}: ${formatEuroCents(invoice.grossCents)} IVA inclusa.`,
          original,
          'La puoi scaricare quando vuoi dall’Area riservata, nella scheda «Sto comprando».',
        ],
        action: { label: 'Vai all’Area riservata', url: `${site.publicUrl}/profile` },
      },
      site.company,
    ),
  };
}

/** The refund of a withdrawn purchase, with its credit note attached (decision 056). */
export function withdrawalRefundEmail(
  purchase: PurchaseRecord,
  creditNote: AttachedDocument,
  site: SiteFacts,
): OutgoingMail {
  const amount = formatEuroCents(creditNote.document.grossCents);
  const name = purchase.billing.first_name;
  return {
    to: purchase.buyerEmail,
    subject: `Recesso: ti abbiamo rimborsato ${amount} – Verificauto`,
    template: 'purchase_withdrawal_refund',
    attachments: [creditNote.pdf],
    ...renderEmail(
      {
        title: 'Rimborso del recesso',
        greeting: name ? `Ciao ${name},` : 'Ciao,',
        paragraphs: [
          `come previsto dal tuo recesso dall’ordine ${purchase.orderNumber} (report n. ${purchase.reportNumber}${purchase.vehicle ? ` del veicolo ${purchase.vehicle}` : ''}), ti abbiamo rimborsato ${amount} sulla stessa carta, senza alcun costo. L’accredito arriva di solito entro 5-10 giorni lavorativi, secondo i tempi della tua banca.`,
          `In allegato trovi la copia di cortesia della nota di credito n. ${creditNote.document.label}, che annulla la fattura dell’ordine.`,
        ],
        footnote: `Per qualsiasi domanda scrivi a ${site.contactEmail} indicando l’ordine ${purchase.orderNumber}.`,
      },
      site.company,
    ),
  };
}

type AttachedDocument = { document: InvoiceDocument & { label: string }; pdf: MailAttachment };

/**
 * A second payment for a report the buyer can already read, given back by the duplicate-refund job; with
 * `documents` when it had been invoiced (a claimed guest purchase, decision 049).
 */
export function duplicatePaymentEmail(
  purchase: PurchaseRecord,
  site: SiteFacts,
  documents: { invoice: AttachedDocument; creditNote: AttachedDocument } | null,
): OutgoingMail {
  const amount = formatEuroCents(purchase.amountCents);
  const name = purchase.billing.first_name;
  const invoicing = documents
    ? `La fattura n. ${documents.invoice.document.label} di questo pagamento è annullata dalla nota di credito n. ${documents.creditNote.document.label}: le trovi entrambe in allegato.`
    : 'Per questo pagamento non viene emessa fattura.';
  return {
    to: purchase.buyerEmail,
    subject: `Pagamento doppio: ti rimborsiamo ${amount} – Verificauto`,
    template: 'purchase_duplicate_refund',
    attachments: documents ? [documents.invoice.pdf, documents.creditNote.pdf] : [],
    ...renderEmail(
      {
        title: 'Pagamento doppio rimborsato',
        greeting: name ? `Ciao ${name},` : 'Ciao,',
        paragraphs: [
          `abbiamo ricevuto un secondo pagamento di ${amount} (ordine ${purchase.orderNumber}) per il report n. ${purchase.reportNumber}${purchase.vehicle ? ` del veicolo ${purchase.vehicle}` : ''}, che con l’indirizzo ${purchase.buyerEmail} puoi già consultare.`,
          `Non serviva un secondo acquisto: il pagamento ti è stato rimborsato per intero sulla stessa carta. L’accredito arriva di solito entro 5-10 giorni lavorativi, secondo i tempi della tua banca. ${invoicing}`,
        ],
        action: { label: 'Apri il report', url: `${site.publicUrl}/report/${purchase.inspectionId}` },
        footnote: `Se non hai fatto tu questo pagamento, o per qualsiasi domanda, scrivi a ${site.contactEmail} indicando l’ordine ${purchase.orderNumber}.`,
      },
      site.company,
    ),
  };
}
