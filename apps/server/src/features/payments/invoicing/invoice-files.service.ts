import type { Db } from '../../../db/db';
import { AppError } from '../../../lib/app-error';
import type { SessionUser } from '../../../lib/session-user';
import { isUuid } from '../../../lib/uuid';
import { renderInvoicePdf } from './invoice.pdf';
import type { InvoiceKind } from './invoice-document';
import { findInvoice } from './invoices.repository';
import { invoiceFileName, storedDocument } from './invoicing.service';

export interface InvoiceFile {
  filename: string;
  contentType: string;
  body: Buffer | string;
}

/**
 * A document of a purchase: its invoice, or one of its credit notes (`documentId`; without it the latest:
 * a partial refund and the rest each have one, decision 046).
 */
export interface DocumentRef {
  purchaseId: string;
  kind: InvoiceKind;
  documentId?: string;
}

async function ownInvoice(db: Db, { purchaseId, kind, documentId }: DocumentRef, user: SessionUser) {
  const valid = isUuid(purchaseId) && (documentId === undefined || isUuid(documentId));
  const invoice = valid
    ? await findInvoice(db, purchaseId.toLowerCase(), kind, documentId?.toLowerCase())
    : undefined;
  if (!invoice || (invoice.buyerId !== user.id && user.role !== 'backoffice')) {
    throw new AppError(404, 'invoice_not_found', 'Fattura non trovata.');
  }
  return invoice;
}

/** The buyer's copy of an invoice or credit note, drawn from the document as issued. */
export async function invoicePdf(
  db: Db,
  ref: DocumentRef,
  user: SessionUser,
  contactEmail: string,
): Promise<InvoiceFile> {
  const invoice = await ownInvoice(db, ref, user);
  const document = storedDocument(invoice);
  return {
    filename: invoiceFileName(ref.kind, document.year, document.number),
    contentType: 'application/pdf',
    body: await renderInvoicePdf({ ...document }, contactEmail),
  };
}

/** The FatturaPA as sent to the SdI: for the back office. */
export async function invoiceXml(db: Db, ref: DocumentRef, user: SessionUser): Promise<InvoiceFile> {
  if (user.role !== 'backoffice') throw new AppError(404, 'invoice_not_found', 'Fattura non trovata.');
  const invoice = await ownInvoice(db, ref, user);
  const document = storedDocument(invoice);
  return {
    filename: invoiceFileName(ref.kind, document.year, document.number).replace(/\.pdf$/, '.xml'),
    contentType: 'application/xml; charset=utf-8',
    body: invoice.xml,
  };
}
