import { z } from 'zod';

/**
 * The back office's invoices: every invoice and credit note the payments feature issued, for
 * report purchases and booking fees alike. Role 'backoffice' only (401 guest, 403 other roles).
 */

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type BackofficeInvoiceKind = (typeof INVOICE_KINDS)[number];

/** What the order bought: a report's access or a workshop's booking fee. */
export const INVOICED_ITEMS = ['report', 'booking_fee'] as const;

/** The server's page size: a shorter page is the last one. */
export const INVOICES_PAGE_SIZE = 50;

/**
 * GET /api/backoffice/invoices?year=&kind=&q=&before=: newest first, 50 a page. `q` matches the customer's
 * name or e-mail, the order number or the document's number; `before` is the id of the last one shown.
 */
export const InvoiceListQuerySchema = z.object({
  year: z.coerce
    .number({ error: 'Scegli un anno valido.' })
    .int('Scegli un anno valido.')
    .min(2000, 'Scegli un anno valido.')
    .max(2100, 'Scegli un anno valido.')
    .optional(),
  kind: z.enum(INVOICE_KINDS, { error: 'Scegli fatture o note di credito.' }).optional(),
  q: z.string().trim().max(120, 'La ricerca è troppo lunga (al massimo 120 caratteri).').optional(),
  before: z.uuid('La pagina richiesta non è valida.').optional(),
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuerySchema>;

export const BackofficeInvoiceSchema = z.object({
  id: z.uuid(),
  kind: z.enum(INVOICE_KINDS),
  /** As printed on the document: '12/2026', 'NC1/2026'. */
  label: z.string(),
  issued_at: z.iso.datetime(),
  customer: z.object({ name: z.string(), email: z.string() }),
  order_number: z.string(),
  item: z.enum(INVOICED_ITEMS),
  /** The line of the document, e.g. "Accesso online al report di ispezione n. …". */
  description: z.string(),
  net_cents: z.number().int(),
  vat_cents: z.number().int(),
  gross_cents: z.number().int(),
  vat_rate_percent: z.number(),
  /** A credit note: the number of the invoice it reverses. */
  reverses: z.string().nullable(),
  /** The downloads of the payments feature, which the back office may call. */
  pdf_url: z.string(),
  xml_url: z.string(),
});
export type BackofficeInvoice = z.infer<typeof BackofficeInvoiceSchema>;

export const BackofficeInvoicesSchema = z.object({ invoices: z.array(BackofficeInvoiceSchema) });
export type BackofficeInvoices = z.infer<typeof BackofficeInvoicesSchema>;
