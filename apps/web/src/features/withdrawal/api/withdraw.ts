import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type WithdrawalRecorded,
  WithdrawalRecordedSchema,
  type WithdrawalRequest,
} from '@verificauto/shared/contracts/withdrawal';
import { apiRequest } from '../../../lib/api-client';
import { withdrawalContractKey } from './withdrawal-contract';

/**
 * POST /api/withdrawals/{token}: records the withdrawal, once (a repeated request gets the same answer).
 * Errors: 400 with field messages, 409 when the right no longer exists, 404 for an unknown link.
 */
export function withdraw(token: string, request: WithdrawalRequest): Promise<WithdrawalRecorded> {
  return apiRequest(`/api/withdrawals/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: request,
    schema: WithdrawalRecordedSchema,
  });
}

export function useWithdraw(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['withdrawal', token, 'withdraw'],
    mutationFn: (request: WithdrawalRequest) => withdraw(token, request),
    // The contract now reads 'withdrawn' (or, after a 409, why not).
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalContractKey(token) }),
  });
}
