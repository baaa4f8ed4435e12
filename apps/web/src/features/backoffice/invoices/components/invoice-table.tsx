import type { BackofficeInvoice } from '@verificauto/shared/contracts/backoffice-invoices';
import { formatDate, formatEuroCents } from '@verificauto/shared/domain/format';
import { formatVatRate } from '@verificauto/shared/domain/vat';

const KIND_NAMES = { invoice: 'Fattura', credit_note: 'Nota di credito' } as const;
const DOCUMENT_NAMES = { invoice: 'della fattura', credit_note: 'della nota di credito' } as const;
const ITEM_NAMES = { report: 'Report', booking_fee: 'Prenotazione' } as const;

// Only this site's downloads: the address comes from the network and ends up in an href.
const safeDownload = (url: string) => (url.startsWith('/api/purchases/') ? url : undefined);

/**
 * A cell's header, shown inside the cell only when the table turns into cards on a phone; on wider
 * screens it is not displayed (and not read), the column header says it.
 */
const CellLabel = ({ children }: { children: string }) => (
  <span className="invoice-cell-label">{children}</span>
);

function DownloadLink({ invoice, format }: { invoice: BackofficeInvoice; format: 'pdf' | 'xml' }) {
  const href = safeDownload(format === 'pdf' ? invoice.pdf_url : invoice.xml_url);
  if (!href) return null;
  const name = format === 'pdf' ? 'PDF' : 'XML';
  return (
    <a href={href} download className="btn btn-outline-primary btn-sm">
      {name}
      <span className="visually-hidden">
        {` ${DOCUMENT_NAMES[invoice.kind]} ${invoice.label}`}
        {format === 'xml' ? ' (FatturaPA)' : ''}
      </span>
    </a>
  );
}

/** Invoices and credit notes: a table on a tablet or computer, one card per document on a phone. */
export function InvoiceTable({ invoices }: { invoices: BackofficeInvoice[] }) {
  return (
    <table className="table invoice-table">
      <caption className="visually-hidden">Fatture e note di credito, dalla più recente</caption>
      <thead>
        <tr>
          <th scope="col">Numero</th>
          <th scope="col">Data</th>
          <th scope="col">Cliente</th>
          <th scope="col">Ordine</th>
          <th scope="col" className="text-end">
            Imponibile
          </th>
          <th scope="col" className="text-end">
            IVA
          </th>
          <th scope="col" className="text-end">
            Totale
          </th>
          <th scope="col">Documenti</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.id}>
            <th scope="row" className="invoice-number">
              <span className="text-nowrap">{invoice.label}</span>{' '}
              <span
                className={`badge ${invoice.kind === 'credit_note' ? 'text-bg-warning' : 'text-bg-light border'}`}
              >
                {KIND_NAMES[invoice.kind]}
              </span>
              {invoice.reverses && ' '}
              {invoice.reverses && (
                <span className="d-block small fw-normal">storna la fattura {invoice.reverses}</span>
              )}
            </th>
            <td>
              <CellLabel>Data</CellLabel>
              <time dateTime={invoice.issued_at}>{formatDate(invoice.issued_at)}</time>
            </td>
            <td className="invoice-customer">
              <CellLabel>Cliente</CellLabel>
              <span className="d-block">{invoice.customer.name}</span>
              <span className="d-block small text-body-secondary text-break">{invoice.customer.email}</span>
            </td>
            <td>
              <CellLabel>Ordine</CellLabel>
              <span className="d-block text-nowrap">{invoice.order_number}</span>
              <span className="d-block small text-body-secondary">{ITEM_NAMES[invoice.item]}</span>
            </td>
            <td className="text-end text-nowrap">
              <CellLabel>Imponibile</CellLabel>
              {formatEuroCents(invoice.net_cents)}
            </td>
            <td className="text-end text-nowrap">
              <CellLabel>IVA</CellLabel>
              {formatEuroCents(invoice.vat_cents)}
              <span className="d-block small text-body-secondary">
                {formatVatRate(invoice.vat_rate_percent)}
              </span>
            </td>
            <td className="text-end text-nowrap fw-semibold">
              <CellLabel>Totale</CellLabel>
              {formatEuroCents(invoice.gross_cents)}
            </td>
            <td>
              <div className="invoice-downloads">
                <DownloadLink invoice={invoice} format="pdf" />
                <DownloadLink invoice={invoice} format="xml" />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
