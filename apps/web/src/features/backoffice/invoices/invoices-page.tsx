import { useState } from 'react';
import { AreaAccessError } from '../../../components/ui/area-access';
import { LoadMore } from '../../../components/ui/load-more';
import { PageTitle } from '../../../components/ui/page-title';
import { AdminNav } from '../components/admin-nav';
import { AreaLoading } from '../components/area-loading';
import { type InvoiceFilters, useInvoices } from './api/get-invoices';
import { InvoiceFiltersForm } from './components/invoice-filters';
import { InvoiceTable } from './components/invoice-table';
import '../../../styles/parts/tables.scss';
import '../../../styles/parts/form-control.scss';
import '../../../styles/parts/forms.scss';
import '../../../styles/parts/badge.scss';
import '../../../styles/parts/spinners.scss';
import './invoices.scss';

const hasFilters = (filters: InvoiceFilters) => Boolean(filters.year || filters.kind || filters.q);

/** /backoffice/fatture: invoices and credit notes, newest first, with their PDF and FatturaPA. */
export function InvoicesPage() {
  const [filters, setFilters] = useState<InvoiceFilters>({});
  const list = useInvoices(filters);
  // A failed further page keeps the documents already shown; only a failed first page is an access error.
  if (list.error && !list.data) return <AreaAccessError error={list.error} />;
  const invoices = list.data?.pages.flatMap((page) => page.invoices) ?? [];
  const counted = `${invoices.length === 1 ? '1 documento' : `${invoices.length} documenti`}${list.hasNextPage ? ' mostrati, altri da caricare' : ''}`;

  return (
    <div className="container py-5 backoffice invoices-page">
      <PageTitle>Fatture</PageTitle>
      <h1 className="mb-3">Fatture e note di credito</h1>
      <AdminNav />
      <InvoiceFiltersForm onApply={setFilters} />
      <p className="visually-hidden" role="status">
        {list.data && !list.isPlaceholderData ? counted : ''}
      </p>
      {!list.data ? (
        <AreaLoading />
      ) : invoices.length === 0 ? (
        <p className="backoffice-empty">
          {hasFilters(filters)
            ? 'Nessun documento corrisponde ai filtri.'
            : 'Non è stata ancora emessa nessuna fattura.'}
        </p>
      ) : (
        <>
          <div aria-busy={list.isPlaceholderData}>
            <InvoiceTable invoices={invoices} />
          </div>
          <LoadMore list={list} label="Carica altre" />
        </>
      )}
    </div>
  );
}
