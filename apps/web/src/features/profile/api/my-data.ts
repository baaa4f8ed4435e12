import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageSchema } from '@verificauto/shared/contracts/auth';
import {
  type AccountDetails,
  AccountDetailsSchema,
  type UpdateAccountRequest,
} from '@verificauto/shared/contracts/my-data';
import { apiRequest } from '../../../lib/api-client';

/** The archive of GET /api/user/account/export: the browser downloads it as the server names it. */
export const MY_DATA_EXPORT_URL = '/api/user/account/export';

export function accountDetailsQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'account'],
    queryFn: ({ signal }) => apiRequest('/api/user/account', { schema: AccountDetailsSchema, signal }),
    gcTime: 0,
  });
}

export const useAccountDetails = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...accountDetailsQueryOptions(), enabled });

/** PATCH /api/user/account: the answer replaces what the form shows. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAccountRequest) =>
      apiRequest<AccountDetails>('/api/user/account', {
        method: 'PATCH',
        body,
        schema: AccountDetailsSchema,
      }),
    onSuccess: (details) => queryClient.setQueryData(accountDetailsQueryOptions().queryKey, details),
  });
}

/** POST /api/user/account/close: resolves with the server's message once the account is closed. */
export const closeAccount = async (password: string): Promise<string> =>
  (await apiRequest('/api/user/account/close', { method: 'POST', body: { password }, schema: MessageSchema }))
    .message;
