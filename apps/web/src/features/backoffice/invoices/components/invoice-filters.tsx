import type { BackofficeInvoiceKind } from '@verificauto/shared/contracts/backoffice-invoices';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { InvoiceFilters } from '../api/get-invoices';

// The first invoices were issued in 2026 (decision 033): no year before it has any.
const FIRST_INVOICE_YEAR = 2026;

function invoiceYears(now = new Date()): number[] {
  const current = Math.max(now.getFullYear(), FIRST_INVOICE_YEAR);
  return Array.from({ length: current - FIRST_INVOICE_YEAR + 1 }, (_, index) => current - index);
}

const isKind = (value: string): value is BackofficeInvoiceKind =>
  value === 'invoice' || value === 'credit_note';

/** Year, kind and a search; the list follows when 'Filtra' is pressed, never while typing. */
export function InvoiceFiltersForm({ onApply }: { onApply(filters: InvoiceFilters): void }) {
  const [year, setYear] = useState('');
  const [kind, setKind] = useState('');
  const [q, setQ] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      year: year ? Number(year) : undefined,
      kind: isKind(kind) ? kind : undefined,
      q: q.trim() || undefined,
    });
  };

  return (
    <Form className="invoice-filters" onSubmit={submit} role="search" aria-label="Filtra le fatture">
      <Form.Group controlId="invoice-year">
        <Form.Label>Anno</Form.Label>
        <Form.Select value={year} onChange={(event) => setYear(event.target.value)}>
          <option value="">Tutti gli anni</option>
          {invoiceYears().map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId="invoice-kind">
        <Form.Label>Tipo di documento</Form.Label>
        <Form.Select value={kind} onChange={(event) => setKind(event.target.value)}>
          <option value="">Fatture e note di credito</option>
          <option value="invoice">Fatture</option>
          <option value="credit_note">Note di credito</option>
        </Form.Select>
      </Form.Group>
      <Form.Group controlId="invoice-search" className="invoice-filters-search">
        <Form.Label>Cerca</Form.Label>
        <Form.Control
          type="search"
          value={q}
          maxLength={120}
          aria-describedby="invoice-search-hint"
          onChange={(event) => setQ(event.target.value)}
        />
        <Form.Text id="invoice-search-hint">Nome, e-mail o numero d’ordine del cliente.</Form.Text>
      </Form.Group>
      <div className="invoice-filters-submit">
        <Button type="submit" variant="primary">
          Filtra
        </Button>
      </div>
    </Form>
  );
}
