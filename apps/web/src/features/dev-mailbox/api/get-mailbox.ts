import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MailboxList, MailboxListSchema } from '@verificauto/shared/contracts/dev-mailbox';
import { apiRequest } from '../../../lib/api-client';

/** GET /dev/api/mailbox: every e-mail of the outbox, newest first. */
export function getMailbox(signal?: AbortSignal): Promise<MailboxList> {
  return apiRequest('/dev/api/mailbox', { schema: MailboxListSchema, signal });
}

export function mailboxQueryOptions() {
  return queryOptions({ queryKey: ['dev-mailbox'], queryFn: ({ signal }) => getMailbox(signal) });
}

export function useMailbox() {
  return useQuery(mailboxQueryOptions());
}
