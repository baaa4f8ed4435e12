import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ClosureRequest,
  type ClosureSaved,
  ClosureSavedSchema,
} from '@verificauto/shared/contracts/workshop-closures';
import { apiRequest } from '../../../lib/api-client';
import { type ClosuresScope, closuresKey, closuresUrl } from './get-closures';

/** POST …/closures: the closure added, with the bookings to come on its days (which stay booked). */
export function addClosure(scope: ClosuresScope, closure: ClosureRequest): Promise<ClosureSaved> {
  return apiRequest(closuresUrl(scope), { method: 'POST', body: closure, schema: ClosureSavedSchema });
}

export function useAddClosure(scope: ClosuresScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (closure: ClosureRequest) => addClosure(scope, closure),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: closuresKey(scope) }),
  });
}
