import { QueryClient } from '@tanstack/react-query';
import type { PendingReports } from '@verificauto/shared/contracts/backoffice';
import { describe, expect, it } from 'vitest';
import { makePendingReport } from '../../backoffice.fixture';
import { pendingReportQueryOptions } from './get-pending-report';
import { pendingReportsQueryOptions } from './get-pending-reports';
import { queueAfterDecision } from './queue-cache';

const uuidOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const page = (numbers: number[], next: string | null, at_least = false): PendingReports => ({
  reports: numbers.map((n) => makePendingReport({ uuid: uuidOf(n), report_number: n })),
  next,
  waiting: { count: at_least ? 200 : 5, at_least },
});

function queueWith(pages: PendingReports[]) {
  const client = new QueryClient();
  const queue = pendingReportsQueryOptions();
  client.setQueryData(queue.queryKey, { pages, pageParams: [undefined, 'pagina-2'] });
  const numbers = () =>
    client.getQueryData(queue.queryKey)?.pages.map((p) => p.reports.map((r) => r.report_number));
  return { client, queue, numbers };
}

describe('the approval queue after a decision', () => {
  it('drops the decided report from the pages loaded, keeps them all and counts one less', async () => {
    const { client, queue, numbers } = queueWith([page([1, 2, 3], 'pagina-2'), page([4, 5], null)]);
    client.setQueryData(pendingReportQueryOptions(uuidOf(4)).queryKey, { pending: null });
    await queueAfterDecision(client, uuidOf(4)).onSuccess();
    expect(numbers()).toEqual([[1, 2, 3], [5]]);
    const data = client.getQueryData(queue.queryKey);
    expect(data?.pageParams).toEqual([undefined, 'pagina-2']);
    expect(data?.pages.map((p) => p.waiting.count)).toEqual([4, 4]);
    expect(data?.pages[0]?.next).toBe('pagina-2');
    expect(client.getQueryState(pendingReportQueryOptions(uuidOf(4)).queryKey)?.isInvalidated).toBe(true);
  });

  it('leaves "oltre 200" as it is, and a report it does not hold changes nothing', async () => {
    const { client, queue, numbers } = queueWith([page([1, 2], 'pagina-2', true)]);
    await queueAfterDecision(client, uuidOf(1)).onSuccess();
    expect(numbers()).toEqual([[2]]);
    expect(client.getQueryData(queue.queryKey)?.pages[0]?.waiting).toEqual({ count: 200, at_least: true });
    const before = client.getQueryData(queue.queryKey);
    await queueAfterDecision(client, uuidOf(9)).onSuccess();
    expect(client.getQueryData(queue.queryKey)).toBe(before);
  });

  it('reads the queue again when the decision was refused', async () => {
    const { client, queue } = queueWith([page([1], null)]);
    await queueAfterDecision(client, uuidOf(1)).onError();
    expect(client.getQueryState(queue.queryKey)?.isInvalidated).toBe(true);
  });
});
