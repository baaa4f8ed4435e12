import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MailResent, MailResentSchema } from '@verificauto/shared/contracts/backoffice-mail';
import { apiRequest } from '../../../../lib/api-client';
import { FAILED_MAILS_KEY } from './get-failed-mails';

/**
 * POST /api/backoffice/failed-mails/{id}/resend ("Invia di nuovo"): the e-mail's state after the call,
 * 'queued' when it is back in the queue; 404 when the outbox no longer keeps it.
 */
export function resendMail(id: string): Promise<MailResent> {
  return apiRequest(`/api/backoffice/failed-mails/${encodeURIComponent(id)}/resend`, {
    method: 'POST',
    schema: MailResentSchema,
  });
}

export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['backoffice', 'resend-mail'],
    mutationFn: resendMail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAILED_MAILS_KEY }),
  });
}
