import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/**
 * POST /api/report/{inspectionUuid}/accepted (204): the buyer accepted the liability declaration and opens
 * the report — the first access recorded with the purchase, when the withdrawal waiver takes effect
 * (docs/product.md#legal-checkout).
 */
export async function recordReportAccepted(inspectionUuid: string): Promise<void> {
  await apiRequest(`/api/report/${encodeURIComponent(inspectionUuid)}/accepted`, { method: 'POST' });
}

export function useRecordReportAccepted() {
  return useMutation({ mutationKey: ['report', 'accepted'], mutationFn: recordReportAccepted });
}
