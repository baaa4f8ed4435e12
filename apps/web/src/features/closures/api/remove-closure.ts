import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type ClosuresScope, closuresKey, closuresUrl } from './get-closures';

/** DELETE …/closures/{id}: 404 when it is already gone. */
export function removeClosure(scope: ClosuresScope, closureId: string): Promise<unknown> {
  return apiRequest(`${closuresUrl(scope)}/${encodeURIComponent(closureId)}`, { method: 'DELETE' });
}

export function useRemoveClosure(scope: ClosuresScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (closureId: string) => removeClosure(scope, closureId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: closuresKey(scope) }),
  });
}
