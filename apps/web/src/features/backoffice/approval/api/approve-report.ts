import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReportApproved, ReportApprovedSchema } from '@verificauto/shared/contracts/backoffice';
import { apiRequest } from '../../../../lib/api-client';
import { queueAfterDecision } from './queue-cache';

/**
 * POST /api/backoffice/reports/{uuid}/approve: publishes and seals the report and e-mails the seller;
 * 409 when it is no longer awaiting approval.
 */
export function approveReport(uuid: string): Promise<ReportApproved> {
  return apiRequest(`/api/backoffice/reports/${encodeURIComponent(uuid)}/approve`, {
    method: 'POST',
    schema: ReportApprovedSchema,
  });
}

export function useApproveReport(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['backoffice', 'approve', uuid],
    mutationFn: () => approveReport(uuid),
    ...queueAfterDecision(queryClient, uuid),
  });
}
