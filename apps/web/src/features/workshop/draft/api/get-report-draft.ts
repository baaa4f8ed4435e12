import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ReportDraft, ReportDraftSchema } from '@verificauto/shared/contracts/workshop';
import { apiRequest } from '../../../../lib/api-client';
import { loadKeepingOnDevice } from '../../offline/device-first';
import { keptKeys } from '../../offline/kept-answers';

const draftPath = (uuid: string) => `/api/workshop/inspections/${encodeURIComponent(uuid)}/draft`;

/** GET /api/workshop/inspections/{uuid}/draft: the report draft, created empty on the first read. */
export function getReportDraft(uuid: string, signal?: AbortSignal): Promise<ReportDraft> {
  return apiRequest(draftPath(uuid), { schema: ReportDraftSchema, signal });
}

export function reportDraftQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: ['workshop', 'draft', uuid],
    // Kept on the device: offline, the draft as the server last answered it (decision 068); 'always', or
    // TanStack would pause it offline instead of letting it read the device.
    networkMode: 'always',
    queryFn: ({ signal }) =>
      loadKeepingOnDevice(keptKeys.draft(uuid), ReportDraftSchema, () => getReportDraft(uuid, signal)),
    gcTime: 0,
    // The editor owns the draft once loaded: a refetch on focus would fight the unsaved changes.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useReportDraft(uuid: string) {
  return useQuery(reportDraftQueryOptions(uuid));
}

export { draftPath };
