import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type AuditLog, AuditLogSchema } from '@verificauto/shared/contracts/backoffice';
import { apiRequest } from '../../../../lib/api-client';

/** The server's page size: a shorter page is the last one. */
export const AUDIT_PAGE_SIZE = 50;

/** GET /api/backoffice/audit?before=: newest first; `before` is the id of the last entry already shown. */
export function getAuditLog(before: number | undefined, signal?: AbortSignal): Promise<AuditLog> {
  return apiRequest('/api/backoffice/audit', { query: { before }, schema: AuditLogSchema, signal });
}

export function auditLogQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['backoffice', 'audit'],
    queryFn: ({ pageParam, signal }) => getAuditLog(pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) =>
      page.entries.length < AUDIT_PAGE_SIZE ? undefined : page.entries[page.entries.length - 1]?.id,
  });
}

export function useAuditLog() {
  return useInfiniteQuery(auditLogQueryOptions());
}
