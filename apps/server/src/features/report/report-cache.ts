import { isReportAccessActive } from '@verificauto/shared/domain/report-access';
import type { Queryable } from '../../db/db';
import type { ChangeFeed } from '../../lib/change-feed';
import { FeedCache } from '../../lib/feed-cache';
import { findPaidAccessUntil, findReceiptAccessUntil, findReport } from './report.repository';
import type { AccessFacts } from './report-access';
import { buildReportSnapshot, type ReportSnapshot, type SnapshotConfig } from './report-snapshot';

/** An inspection whose report the workshop has not written yet: who may learn that, and nothing more. */
export interface UnwrittenReport {
  reportId: null;
  facts: ReportSnapshot['facts'];
}

export interface ReportCache {
  /**
   * The report of an inspection (lower-case id) or, until the workshop writes it, who may learn that it
   * is coming; undefined for no such inspection.
   */
  readSnapshot(inspectionId: string): Promise<ReportSnapshot | UnwrittenReport | undefined>;
  /** A buyer's latest paid purchase of a report, null without one. */
  readPaidAccess(reportId: string, buyerId: string): Promise<AccessFacts['paidAccess']>;
  /**
   * The access that a browser's read receipts (purchase ids) give to an inspection's report, null when none is
   * in force. Read each time: a purchase without a buyer changes without a change notice (decision 057).
   */
  readReceiptAccess(inspectionId: string, purchaseIds: string[]): Promise<AccessFacts['paidAccess']>;
}

/**
 * Reports and buyers' purchases, kept in memory until the change feed says they changed: a reader costs
 * no database round trip once this instance has served the report.
 */
export function createReportCache({
  db,
  config,
  feed,
}: {
  db: Queryable;
  config: SnapshotConfig;
  feed: ChangeFeed;
}): ReportCache {
  // Keyed by inspection.
  const reports = new FeedCache<ReportSnapshot | UnwrittenReport>(feed, {
    maxEntries: 500,
    ttlMs: 10 * 60_000,
  });
  // Keyed `${buyerId}/${reportId}`; the end of access in ms, null without a paid purchase.
  const paidAccessEnds = new FeedCache<number | null>(feed, { maxEntries: 50_000, ttlMs: 10 * 60_000 });
  feed.on('report', (id) => (id === '*' ? reports.clear() : reports.delete(id)));
  feed.on('user', (userId) => paidAccessEnds.deleteWhere((_, key) => key.startsWith(`${userId}/`)));

  return {
    readSnapshot: (inspectionId) =>
      reports.get(inspectionId, async () => {
        const record = await findReport(db, inspectionId);
        if (!record) return undefined;
        const { sellerId, workshopId } = record.inspection;
        const unwritten: UnwrittenReport = {
          reportId: null,
          facts: { sellerId, workshopId, approved: false },
        };
        return buildReportSnapshot(record, config) ?? unwritten;
      }),

    async readPaidAccess(reportId, buyerId) {
      const until = await paidAccessEnds.get(`${buyerId}/${reportId}`, async () => {
        const end = await findPaidAccessUntil(db, reportId, buyerId);
        return end ? end.getTime() : null;
      });
      return until == null ? null : { until: new Date(until), active: isReportAccessActive(until) };
    },

    async readReceiptAccess(inspectionId, purchaseIds) {
      const until = await findReceiptAccessUntil(db, inspectionId, purchaseIds);
      return until && { until, active: true };
    },
  };
}
