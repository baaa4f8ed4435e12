import { useQuery } from '@tanstack/react-query';
import { type FailedMails, FailedMailsSchema } from '@verificauto/shared/contracts/backoffice-mail';
import { apiRequest } from '../../../../lib/api-client';

export const FAILED_MAILS_KEY = ['backoffice', 'failed-mails'] as const;

/** GET /api/backoffice/failed-mails: the e-mails that could not be sent, most recent failure first. */
export function getFailedMails(signal?: AbortSignal): Promise<FailedMails> {
  return apiRequest('/api/backoffice/failed-mails', { schema: FailedMailsSchema, signal });
}

export function useFailedMails() {
  return useQuery({ queryKey: FAILED_MAILS_KEY, queryFn: ({ signal }) => getFailedMails(signal) });
}
