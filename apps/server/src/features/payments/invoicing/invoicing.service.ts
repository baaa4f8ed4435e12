import { REPORT_ACCESS_DAYS } from '@verificauto/shared/domain/business';
import { romeIsoDate } from '@verificauto/shared/domain/calendar-days';
import { formatDate } from '@verificauto/shared/domain/format';
import { splitVatInclusive, vatRateFor } from '@verificauto/shared/domain/vat';
import type { Company } from '@verificauto/shared/legal/company';
import type { Queryable } from '../../../db/db';
import type { PurchaseRecord } from '../purchases/payments.repository';
import { buildFatturaPaXml } from './fatturapa-xml';
import { documentLabel, type InvoiceDocument, type InvoiceKind } from './invoice-document';
import { findInvoice, insertInvoice, type StoredInvoice, takeDocumentNumber } from './invoices.repository';

/** What the buyer bought, in the words of the invoice and the confirmation e-mail. */
export function purchaseDescription(
  purchase: Pick<PurchaseRecord, 'reportNumber' | 'vehicle' | 'accessUntil'>,
) {
  const vehicle = purchase.vehicle ? ` (${purchase.vehicle})` : '';
  const until = purchase.accessUntil ? `, fino al ${formatDate(purchase.accessUntil)}` : '';
  return `Accesso online al report di ispezione n. ${purchase.reportNumber}${vehicle} per ${REPORT_ACCESS_DAYS} giorni${until}`;
}

/** Any order an invoice is issued for: a report purchase or a booking fee (decision 035). */
export type InvoicedOrder = Pick<
  PurchaseRecord,
  | 'id'
  | 'orderNumber'
  | 'buyerEmail'
  | 'billing'
  | 'listPriceCents'
  | 'discountCents'
  | 'discountCode'
  | 'amountCents'
  | 'paidAt'
  | 'paymentMethod'
> & { description: string };

function buildDocument(
  purchase: InvoicedOrder,
  seller: Company,
  numbering: { kind: InvoiceKind; year: number; number: number; issuedAt: Date },
  reverses: InvoiceDocument['reverses'],
): InvoiceDocument {
  const { billing } = purchase;
  const vatRatePercent = vatRateFor(billing.country);
  const split = splitVatInclusive(purchase.amountCents, vatRatePercent);
  return {
    ...numbering,
    seller,
    customer: {
      firstName: billing.first_name,
      lastName: billing.last_name,
      email: purchase.buyerEmail,
      country: billing.country,
      taxCode: billing.tax_code,
      address: {
        street: billing.address.street,
        postalCode: billing.address.postal_code,
        city: billing.address.city,
        province: billing.address.province,
      },
    },
    orderNumber: purchase.orderNumber,
    description: purchase.description,
    listPriceCents: purchase.listPriceCents,
    discountCents: purchase.discountCents,
    discountCode: purchase.discountCode,
    grossCents: purchase.amountCents,
    netCents: split.taxableCents,
    vatCents: split.vatCents,
    vatRatePercent,
    // A credit note's payment is the refund, made when the note is issued.
    paidAt: numbering.kind === 'credit_note' ? numbering.issuedAt : (purchase.paidAt ?? numbering.issuedAt),
    paymentMethod: purchase.paymentMethod ?? 'Carta di pagamento',
    reverses,
  };
}

/** The invoice (or, for a whole refund, the credit note) of a paid report purchase. */
export const issueDocument = (tx: Queryable, purchase: PurchaseRecord, seller: Company, kind: InvoiceKind) =>
  issueOrderDocument(tx, { ...purchase, description: purchaseDescription(purchase) }, seller, kind);

/**
 * The credit note of a refund of `cents`: the invoice mirrored when the whole amount is given back; for a
 * partial refund one line of that amount, its VAT split at the invoice's rate (TD04, decision 046).
 */
export function issueCreditNote(tx: Queryable, purchase: PurchaseRecord, seller: Company, cents: number) {
  if (cents === purchase.amountCents) return issueDocument(tx, purchase, seller, 'credit_note');
  const partial: InvoicedOrder = {
    ...purchase,
    listPriceCents: cents,
    discountCents: 0,
    discountCode: null,
    amountCents: cents,
    description: `Rimborso parziale – ${purchaseDescription(purchase)}`,
  };
  return issueOrderDocument(tx, partial, seller, 'credit_note');
}

/**
 * Issues the invoice (or, for a refund, the credit note) of a paid order inside the caller's
 * transaction: the next number of its series and year, the FatturaPA for the SdI, and the document as
 * issued, from which the PDF is drawn whenever the buyer downloads it.
 */
export async function issueOrderDocument(
  tx: Queryable,
  purchase: InvoicedOrder,
  seller: Company,
  kind: InvoiceKind,
): Promise<string> {
  const issuedAt = new Date();
  const year = Number(romeIsoDate(issuedAt).slice(0, 4));
  let reverses: InvoiceDocument['reverses'] = null;
  let reversesInvoiceId: string | null = null;
  if (kind === 'credit_note') {
    const invoice = await findInvoice(tx, purchase.id, 'invoice');
    if (!invoice) throw new Error(`purchase ${purchase.id} has no invoice to reverse`);
    reverses = { label: invoice.label, issuedAt: invoice.issuedAt };
    reversesInvoiceId = invoice.id;
  }
  const number = await takeDocumentNumber(tx, kind, year);
  const document = buildDocument(purchase, seller, { kind, year, number, issuedAt }, reverses);
  return insertInvoice(tx, {
    purchaseId: purchase.id,
    kind,
    year,
    number,
    label: documentLabel(kind, year, number),
    issuedAt,
    document,
    customer: document.customer,
    seller,
    country: document.customer.country,
    vatRateBp: Math.round(document.vatRatePercent * 100),
    netCents: document.netCents,
    vatCents: document.vatCents,
    grossCents: document.grossCents,
    xml: buildFatturaPaXml(document),
    reversesInvoiceId,
  });
}

export const invoiceFileName = (kind: InvoiceKind, year: number, number: number) =>
  `${kind === 'invoice' ? 'fattura' : 'nota-di-credito'}-${year}-${number}.pdf`;

/** The document as it was issued, with its dates back as Dates. */
export function storedDocument(invoice: StoredInvoice): InvoiceDocument {
  const doc = invoice.document as InvoiceDocument & { issuedAt: string; paidAt: string };
  return {
    ...doc,
    issuedAt: new Date(doc.issuedAt),
    paidAt: new Date(doc.paidAt),
    reverses: doc.reverses ? { ...doc.reverses, issuedAt: new Date(doc.reverses.issuedAt) } : null,
  };
}
