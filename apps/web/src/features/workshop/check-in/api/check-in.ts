import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CheckIn, type ReportDraft, ReportDraftSchema } from '@verificauto/shared/contracts/workshop';
import { apiRequest } from '../../../../lib/api-client';
import { reportDraftQueryOptions } from '../../draft/api/get-report-draft';
import { isUnreachable } from '../../offline/device-first';
import { keepDraft } from '../../offline/kept-drafts';
import { forgetPendingCheckIn, recordPendingCheckIn } from '../pending-check-in';

/**
 * POST /api/workshop/inspections/{uuid}/check-in: 'Auto in officina', the start of the inspection. 409
 * before 30 minutes ahead of the appointment (decision 051). `arrivedAt`: the device's time of an arrival
 * recorded without network (decision 084).
 */
export function checkInCar(uuid: string, arrivedAt?: string): Promise<ReportDraft> {
  const body: CheckIn | undefined = arrivedAt === undefined ? undefined : { arrived_at: arrivedAt };
  return apiRequest(`/api/workshop/inspections/${encodeURIComponent(uuid)}/check-in`, {
    method: 'POST',
    body,
    schema: ReportDraftSchema,
  });
}

/**
 * Checked in, the draft the server answers replaces the one the editor page shows. Without network the
 * arrival is kept on the device with its time, and the editor opens at once (decision 084); a refusal of
 * the server (409 before the check-in opens) is shown as before.
 */
export function useCheckInCar(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['workshop', 'draft', uuid, 'check-in'],
    // Offline it must not wait for the network: the arrival is kept on the device at once.
    networkMode: 'always',
    mutationFn: async (): Promise<ReportDraft | null> => {
      const pressedAt = new Date();
      if (navigator.onLine === false) {
        recordPendingCheckIn(uuid, pressedAt);
        return null;
      }
      try {
        return await checkInCar(uuid);
      } catch (error) {
        if (!isUnreachable(error)) throw error;
        recordPendingCheckIn(uuid, pressedAt);
        return null;
      }
    },
    onSuccess: (draft) => {
      if (!draft) return;
      queryClient.setQueryData(reportDraftQueryOptions(uuid).queryKey, draft);
      keepDraft(draft);
      forgetPendingCheckIn(uuid);
    },
  });
}
