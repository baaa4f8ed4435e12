import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MailboxMessage, MailboxMessageSchema } from '@verificauto/shared/contracts/dev-mailbox';
import { apiRequest } from '../../../lib/api-client';

/** GET /dev/api/mailbox/:id: one e-mail with its HTML and text. */
export function getMailboxMessage(id: string, signal?: AbortSignal): Promise<MailboxMessage> {
  return apiRequest(`/dev/api/mailbox/${encodeURIComponent(id)}`, { schema: MailboxMessageSchema, signal });
}

export function mailboxMessageQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['dev-mailbox', id],
    queryFn: ({ signal }) => getMailboxMessage(id, signal),
  });
}

export function useMailboxMessage(id: string) {
  return useQuery(mailboxMessageQueryOptions(id));
}
