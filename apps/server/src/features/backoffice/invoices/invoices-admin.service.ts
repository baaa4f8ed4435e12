import {
  type BackofficeInvoice,
  type BackofficeInvoices,
  INVOICES_PAGE_SIZE,
  type InvoiceListQuery,
} from '@verificauto/shared/contracts/backoffice-invoices';
import type { Queryable } from '../../../db/db';
import { containsPattern } from '../../../lib/contains-pattern';
import { type InvoiceListRow, listInvoices } from './invoices-admin.repository';

// The payments feature serves the documents (payments/invoicing/invoices.routes.ts) and lets the back office
// download both; an order may have several credit notes (a partial refund, then the rest: decision 046).
const documentUrl = (row: InvoiceListRow, format: 'pdf' | 'xml') =>
  `/api/purchases/${row.purchase_id}/${row.kind}.${format}${row.kind === 'credit_note' ? `?id=${row.id}` : ''}`;

function toInvoice(row: InvoiceListRow): BackofficeInvoice {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    issued_at: row.issued_at.toISOString(),
    customer: {
      name: [row.first_name, row.last_name].filter(Boolean).join(' '),
      email: row.email ?? '',
    },
    order_number: row.order_number,
    item: row.item,
    description: row.description ?? '',
    net_cents: row.net_cents,
    vat_cents: row.vat_cents,
    gross_cents: row.gross_cents,
    vat_rate_percent: row.vat_rate_bp / 100,
    reverses: row.reverses,
    pdf_url: documentUrl(row, 'pdf'),
    xml_url: documentUrl(row, 'xml'),
  };
}

/** A page of invoices and credit notes for the back office, newest first. */
export async function readInvoices(db: Queryable, query: InvoiceListQuery): Promise<BackofficeInvoices> {
  const rows = await listInvoices(
    db,
    { year: query.year, kind: query.kind, pattern: containsPattern(query.q), before: query.before },
    INVOICES_PAGE_SIZE,
  );
  return { invoices: rows.map(toInvoice) };
}
