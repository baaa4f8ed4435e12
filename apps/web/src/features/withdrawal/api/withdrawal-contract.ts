import { useQuery } from '@tanstack/react-query';
import { type WithdrawalContract, WithdrawalContractSchema } from '@verificauto/shared/contracts/withdrawal';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/withdrawals/{token}: the contract of a withdrawal link and the state of the right; 404 unknown. */
export function getWithdrawalContract(token: string, signal?: AbortSignal): Promise<WithdrawalContract> {
  return apiRequest(`/api/withdrawals/${encodeURIComponent(token)}`, {
    schema: WithdrawalContractSchema,
    signal,
  });
}

export const withdrawalContractKey = (token: string) => ['withdrawal', token] as const;

export function useWithdrawalContract(token: string) {
  return useQuery({
    queryKey: withdrawalContractKey(token),
    queryFn: ({ signal }) => getWithdrawalContract(token, signal),
  });
}
