import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  type BackofficeInvoiceKind,
  type BackofficeInvoices,
  BackofficeInvoicesSchema,
  INVOICES_PAGE_SIZE,
} from '@verificauto/shared/contracts/backoffice-invoices';
import { apiRequest } from '../../../../lib/api-client';

export interface InvoiceFilters {
  year?: number;
  kind?: BackofficeInvoiceKind;
  /** Name, e-mail or order number. */
  q?: string;
}

/** GET /api/backoffice/invoices: newest first; `before` is the id of the last document already shown. */
export function getInvoices(
  filters: InvoiceFilters,
  before: string | undefined,
  signal?: AbortSignal,
): Promise<BackofficeInvoices> {
  return apiRequest('/api/backoffice/invoices', {
    query: { year: filters.year, kind: filters.kind, q: filters.q || undefined, before },
    schema: BackofficeInvoicesSchema,
    signal,
  });
}

export function invoicesQueryOptions(filters: InvoiceFilters) {
  return infiniteQueryOptions({
    queryKey: ['backoffice', 'invoices', filters],
    queryFn: ({ pageParam, signal }) => getInvoices(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) =>
      page.invoices.length < INVOICES_PAGE_SIZE ? undefined : page.invoices[page.invoices.length - 1]?.id,
  });
}

export function useInvoices(filters: InvoiceFilters) {
  // The table stays while a new filter loads, instead of jumping to a spinner.
  return useInfiniteQuery({ ...invoicesQueryOptions(filters), placeholderData: keepPreviousData });
}
