import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReportDraft, ReportDraftSchema } from '@verificauto/shared/contracts/workshop';
import { apiRequest } from '../../../../lib/api-client';
import { reportDraftQueryOptions } from '../../draft/api/get-report-draft';
import { keepAnswer, keptKeys } from '../../offline/kept-answers';

/**
 * POST /api/workshop/inspections/{uuid}/check-in: 'Auto in officina', the start of the inspection. 409
 * before 30 minutes ahead of the appointment (decision 051).
 */
export function checkInCar(uuid: string): Promise<ReportDraft> {
  return apiRequest(`/api/workshop/inspections/${encodeURIComponent(uuid)}/check-in`, {
    method: 'POST',
    schema: ReportDraftSchema,
  });
}

/** Checked in, the draft the server answers replaces the one the editor page shows. */
export function useCheckInCar(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['workshop', 'draft', uuid, 'check-in'],
    // Offline it fails at once with the network's message, rather than spinning until the network returns.
    networkMode: 'always',
    mutationFn: () => checkInCar(uuid),
    onSuccess: (draft) => {
      queryClient.setQueryData(reportDraftQueryOptions(uuid).queryKey, draft);
      void keepAnswer(keptKeys.draft(uuid), draft);
    },
  });
}
