import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AddTechnicianRequest,
  type TechnicianAdded,
  TechnicianAddedSchema,
} from '@verificauto/shared/contracts/backoffice-admin';
import { apiRequest } from '../../../../lib/api-client';
import { ADMIN_WORKSHOPS_KEY } from './get-admin-workshops';

/** POST /api/backoffice/workshops/{id}/technicians: creates, converts or moves the account. 409 refusals. */
export function addTechnician({
  workshopId,
  request,
}: {
  workshopId: string;
  request: AddTechnicianRequest;
}) {
  return apiRequest<TechnicianAdded>(
    `/api/backoffice/workshops/${encodeURIComponent(workshopId)}/technicians`,
    {
      method: 'POST',
      body: request,
      schema: TechnicianAddedSchema,
    },
  );
}

export function useAddTechnician() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addTechnician,
    // The workshop's list, and another workshop's when the technician moved from there.
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_WORKSHOPS_KEY }),
  });
}
