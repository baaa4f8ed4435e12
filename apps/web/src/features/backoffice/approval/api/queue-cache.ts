import type { QueryClient } from '@tanstack/react-query';
import { pendingReportQueryOptions } from './get-pending-report';
import { PENDING_REPORTS_KEY, pendingReportsQueryOptions } from './get-pending-reports';

/**
 * A report decided: out of the queue's pages already loaded, one less waiting, without loading them again
 * (where the queue goes on does not depend on the report: decision 071).
 */
function removeFromQueue(queryClient: QueryClient, uuid: string) {
  queryClient.setQueryData(pendingReportsQueryOptions().queryKey, (queue) => {
    if (!queue?.pages.some((page) => page.reports.some((report) => report.uuid === uuid))) return queue;
    return {
      ...queue,
      pages: queue.pages.map((page) => ({
        ...page,
        reports: page.reports.filter((report) => report.uuid !== uuid),
        waiting: page.waiting.at_least
          ? page.waiting
          : { ...page.waiting, count: Math.max(0, page.waiting.count - 1) },
      })),
    };
  });
}

/**
 * What approving or sending back a report changes in the cache: decided, it leaves the queue and its review;
 * refused (409: someone else decided first) or failed, the queue and the review are read again.
 */
export const queueAfterDecision = (queryClient: QueryClient, uuid: string) => ({
  onSuccess: () => {
    removeFromQueue(queryClient, uuid);
    return queryClient.invalidateQueries({ queryKey: pendingReportQueryOptions(uuid).queryKey });
  },
  onError: () => queryClient.invalidateQueries({ queryKey: PENDING_REPORTS_KEY }),
});
