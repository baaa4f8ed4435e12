import type { BackofficeInvoiceKind } from '@verificauto/shared/contracts/backoffice-invoices';
import type { Queryable } from '../../../db/db';

export interface InvoiceListRow {
  id: string;
  purchase_id: string;
  kind: BackofficeInvoiceKind;
  label: string;
  issued_at: Date;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  order_number: string;
  item: 'report' | 'booking_fee';
  description: string | null;
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
  vat_rate_bp: number;
  reverses: string | null;
}

export interface InvoiceFilter {
  year?: number;
  kind?: BackofficeInvoiceKind;
  /** Already lower-cased, LIKE wildcards escaped. */
  pattern?: string;
  before?: string;
}

// The expression of invoices_search_idx (migration 031), written the same way so that the index serves it.
const SEARCH_TEXT = `lower(
  coalesce(i.customer->>'firstName', '') || ' ' || coalesce(i.customer->>'lastName', '') || E'\\n'
  || coalesce(i.customer->>'email', '') || E'\\n' || coalesce(i.details->>'orderNumber', '') || E'\\n'
  || coalesce(i.label, ''))`;

/**
 * Invoices and credit notes, newest first by (issued_at, id), a page after the document `before`, read
 * through an index in that order (docs/decisions/072-backoffice-list-indexes.md). The customer and the order
 * number are the ones printed on the document (invoices.customer, invoices.details), not today's account. A
 * year is the range of its days in Rome, the calendar the documents are numbered by, so that one index
 * serves the year and the order.
 */
export const listInvoices = (db: Queryable, filter: InvoiceFilter, limit: number) =>
  db.query<InvoiceListRow>(
    `SELECT i.id, i.purchase_id, i.kind, i.label, i.issued_at,
            i.customer->>'firstName' AS first_name, i.customer->>'lastName' AS last_name,
            i.customer->>'email' AS email, p.order_number, p.kind AS item, i.details->>'description' AS description,
            i.net_cents, i.vat_cents, i.gross_cents, i.vat_rate_bp, r.label AS reverses
       FROM invoices i
       JOIN purchases p ON p.id = i.purchase_id
       LEFT JOIN invoices r ON r.id = i.reverses_invoice_id
      WHERE ($1::int IS NULL
             OR (i.issued_at >= make_timestamptz($1, 1, 1, 0, 0, 0, 'Europe/Rome')
                 AND i.issued_at < make_timestamptz($1 + 1, 1, 1, 0, 0, 0, 'Europe/Rome')))
        AND ($2::text IS NULL OR i.kind = $2)
        AND ($3::text IS NULL OR ${SEARCH_TEXT} LIKE $3)
        AND ($4::uuid IS NULL
             OR (i.issued_at, i.id) < (SELECT b.issued_at, b.id FROM invoices b WHERE b.id = $4))
      ORDER BY i.issued_at DESC, i.id DESC
      LIMIT ${Number(limit)}`,
    [filter.year ?? null, filter.kind ?? null, filter.pattern ?? null, filter.before ?? null],
  );
