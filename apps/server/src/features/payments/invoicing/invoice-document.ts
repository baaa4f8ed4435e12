import type { Company } from '@verificauto/shared/legal/company';

export type InvoiceKind = 'invoice' | 'credit_note';

export interface InvoiceCustomer {
  firstName: string;
  lastName: string;
  email: string;
  /** ISO 3166 alpha-2, an EU country (IT, DE, FR…). */
  country: string;
  /** Codice fiscale, Italian residents only. */
  taxCode: string | null;
  address: { street: string; postalCode: string; city: string; province: string | null };
}

/** Everything an invoice or a credit note shows, whatever its format (PDF for the buyer, FatturaPA XML). */
export interface InvoiceDocument {
  kind: InvoiceKind;
  /** Progressive per kind and calendar year. */
  year: number;
  number: number;
  issuedAt: Date;
  seller: Company;
  customer: InvoiceCustomer;
  /** E.g. "VA-100001". */
  orderNumber: string;
  description: string;
  listPriceCents: number;
  discountCents: number;
  discountCode: string | null;
  /** net + vat = gross, already split by `splitVatInclusive`. */
  grossCents: number;
  netCents: number;
  vatCents: number;
  /** The rate of the buyer's country (IT 22, DE 19, FI 25.5…). */
  vatRatePercent: number;
  paidAt: Date;
  /** E.g. "Visa •••• 4242". */
  paymentMethod: string;
  /** Credit note: the invoice it reverses. */
  reverses: { label: string; issuedAt: Date } | null;
}

/** Invoices and credit notes are numbered apart, so the credit notes carry a prefix: "1/2026", "NC1/2026". */
export function documentLabel(kind: InvoiceKind, year: number, number: number): string {
  return `${kind === 'credit_note' ? 'NC' : ''}${number}/${year}`;
}

export const isItalianCustomer = (doc: InvoiceDocument) => doc.customer.country === 'IT';

/** 1557 → "15.57": from integer cents, so no floating-point rounding gets in. */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Importo in centesimi non valido: ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 22 → "22.00", 25.5 → "25.50" (the FatturaPA's RateType). */
export const rateToDecimal = (ratePercent: number) => centsToDecimal(Math.round(ratePercent * 100));
