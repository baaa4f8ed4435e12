import type { MailAttachment } from '../../../lib/mail/mail.repository';
import { renderInvoicePdf } from './invoice.pdf';
import type { InvoiceDocument } from './invoice-document';
import type { StoredInvoice } from './invoices.repository';
import { invoiceFileName, storedDocument } from './invoicing.service';

/** A stored invoice or credit note as issued, with its PDF drawn as an e-mail attachment. */
export async function invoiceAttachment(
  stored: StoredInvoice,
  contactEmail: string,
): Promise<{ document: InvoiceDocument & { label: string }; pdf: MailAttachment }> {
  const document = { ...storedDocument(stored), label: stored.label };
  return {
    document,
    pdf: {
      filename: invoiceFileName(document.kind, document.year, document.number),
      contentType: 'application/pdf',
      content: await renderInvoicePdf(document, contactEmail),
    },
  };
}
