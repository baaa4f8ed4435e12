import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type FailedMails, FailedMailsSchema } from '@verificauto/shared/contracts/backoffice-mail';
import { apiRequest } from '../../../../lib/api-client';

export const FAILED_MAILS_KEY = ['backoffice', 'failed-mails'] as const;

/**
 * GET /api/backoffice/failed-mails: the e-mails that could not be sent, most recent failure first; `before` is
 * the `next` of the page before.
 */
export function getFailedMails(before: string | undefined, signal?: AbortSignal): Promise<FailedMails> {
  return apiRequest('/api/backoffice/failed-mails', { query: { before }, schema: FailedMailsSchema, signal });
}

function failedMailsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: FAILED_MAILS_KEY,
    queryFn: ({ pageParam, signal }) => getFailedMails(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });
}

export function useFailedMails() {
  return useInfiniteQuery(failedMailsQueryOptions());
}
