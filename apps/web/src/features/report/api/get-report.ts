import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type InspectionReport, InspectionReportSchema } from '@verificauto/shared/contracts/report';
import { useEffect } from 'react';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** GET /api/report/{uuid}: the inspection with its report; 401/403 bodies carry paymentURL and reportPreview. */
export function getReport(uuid: string, signal?: AbortSignal): Promise<InspectionReport> {
  return apiRequest(`/api/report/${encodeURIComponent(uuid)}`, { schema: InspectionReportSchema, signal });
}

export function reportQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: ['report', uuid],
    queryFn: ({ signal }) => getReport(uuid, signal),
    // A paid report is dropped when the page closes: after a sign-out nobody else may glimpse it.
    gcTime: 0,
  });
}

export function useReport(uuid: string) {
  return useQuery(reportQueryOptions(uuid));
}

/**
 * What the report's link answers this visitor: the report, or a guest's 401 body (the preview and the
 * payment link, docs/product.md#report-access) kept as data, so that the page the server rendered with it
 * is hydrated from the cache it sent (decision 038).
 */
export type ReportAnswer =
  | { kind: 'report'; inspection: InspectionReport }
  | { kind: 'guest'; body: Record<string, unknown> };

async function getReportAnswer(uuid: string, signal?: AbortSignal): Promise<ReportAnswer> {
  try {
    return { kind: 'report', inspection: await getReport(uuid, signal) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { kind: 'guest', body: error.body };
    throw error;
  }
}

/** The report page's query; its own key, since its data is not the report alone. */
export function reportAnswerQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: ['report', uuid, 'answer'],
    queryFn: ({ signal }) => getReportAnswer(uuid, signal),
    gcTime: 0,
    // The answer the server rendered the page with is not asked for again at once.
    staleTime: 60_000,
  });
}

export function useReportAnswer(uuid: string) {
  const client = useQueryClient();
  const query = useQuery(reportAnswerQueryOptions(uuid));
  // Hydration keeps the answer the page came with for minutes, whatever the gcTime: it goes when the page
  // is left, or a visit after signing in would meet the guest's answer again. After useQuery, whose
  // observer is gone by then: nothing is asked for again on the way out.
  useEffect(
    () => () => client.removeQueries({ queryKey: reportAnswerQueryOptions(uuid).queryKey, exact: true }),
    [client, uuid],
  );
  return query;
}
