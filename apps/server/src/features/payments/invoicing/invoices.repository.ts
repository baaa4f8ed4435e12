import { type Queryable, queryOne } from '../../../db/db';
import type { InvoiceKind } from './invoice-document';

/**
 * The next number of a series (invoices, credit notes) in a calendar year. The counter row stays locked
 * until the caller's transaction ends: concurrent payments take numbers one after the other, and a
 * transaction that rolls back gives its number back, so the series never skips or repeats.
 */
export async function takeDocumentNumber(tx: Queryable, kind: InvoiceKind, year: number): Promise<number> {
  const row = await queryOne<{ number: number }>(
    tx,
    `INSERT INTO document_counters (kind, year, last_number) VALUES ($1, $2, 1)
     ON CONFLICT (kind, year) DO UPDATE SET last_number = document_counters.last_number + 1
     RETURNING last_number AS number`,
    [kind, year],
  );
  if (!row) throw new Error('document number not taken');
  return row.number;
}

export interface NewInvoice {
  purchaseId: string;
  kind: InvoiceKind;
  year: number;
  number: number;
  label: string;
  issuedAt: Date;
  /** The whole document as issued (InvoiceDocument, dates as ISO strings). */
  document: unknown;
  customer: unknown;
  seller: unknown;
  country: string;
  vatRateBp: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
  xml: string;
  reversesInvoiceId: string | null;
}

export async function insertInvoice(tx: Queryable, invoice: NewInvoice): Promise<string> {
  const row = await queryOne<{ id: string }>(
    tx,
    `INSERT INTO invoices (purchase_id, kind, year, number, label, issued_at, details, customer, seller, country,
                           vat_rate_bp, net_cents, vat_cents, gross_cents, xml, reverses_invoice_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
    [
      invoice.purchaseId,
      invoice.kind,
      invoice.year,
      invoice.number,
      invoice.label,
      invoice.issuedAt,
      JSON.stringify(invoice.document),
      JSON.stringify(invoice.customer),
      JSON.stringify(invoice.seller),
      invoice.country,
      invoice.vatRateBp,
      invoice.netCents,
      invoice.vatCents,
      invoice.grossCents,
      invoice.xml,
      invoice.reversesInvoiceId,
    ],
  );
  if (!row) throw new Error('invoice not inserted');
  return row.id;
}

export interface StoredInvoice {
  id: string;
  purchaseId: string;
  buyerId: string | null;
  kind: InvoiceKind;
  label: string;
  issuedAt: Date;
  document: unknown;
  xml: string;
}

/**
 * The invoice of a purchase, or a credit note of it (a partial refund and the rest each have one): the
 * one of `documentId`, else the latest; with the buyer it belongs to.
 */
export const findInvoice = (db: Queryable, purchaseId: string, kind: InvoiceKind, documentId?: string) =>
  queryOne<StoredInvoice>(
    db,
    `SELECT i.id, i.purchase_id AS "purchaseId", p.buyer_id AS "buyerId", i.kind, i.label,
            i.issued_at AS "issuedAt", i.details AS document, i.xml
       FROM invoices i JOIN purchases p ON p.id = i.purchase_id
      WHERE i.purchase_id = $1 AND i.kind = $2 AND ($3::uuid IS NULL OR i.id = $3::uuid)
      ORDER BY i.issued_at DESC, i.number DESC LIMIT 1`,
    [purchaseId, kind, documentId ?? null],
  );

/** What the credit notes of an order have given back so far. */
export async function sumCreditedCents(db: Queryable, purchaseId: string): Promise<number> {
  const row = await queryOne<{ cents: number }>(
    db,
    `SELECT coalesce(sum(gross_cents), 0)::int AS cents FROM invoices WHERE purchase_id = $1 AND kind = 'credit_note'`,
    [purchaseId],
  );
  return row?.cents ?? 0;
}

export const markInvoiceEmailed = (tx: Queryable, invoiceId: string) =>
  tx.query('UPDATE invoices SET emailed_at = now() WHERE id = $1', [invoiceId]);

/** Locks the document until the caller's transaction ends: whether its e-mail was already queued. */
export async function lockInvoiceEmailed(tx: Queryable, invoiceId: string): Promise<boolean> {
  const row = await queryOne<{ emailed: boolean }>(
    tx,
    'SELECT emailed_at IS NOT NULL AS emailed FROM invoices WHERE id = $1 FOR UPDATE',
    [invoiceId],
  );
  return row?.emailed ?? true;
}
