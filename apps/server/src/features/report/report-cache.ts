import { isReportAccessActive } from '@verificauto/shared/domain/report-access';
import type { Config } from '../../config/env';
import type { Queryable } from '../../db/db';
import type { ChangeFeed } from '../../lib/change-feed';
import { FeedCache } from '../../lib/feed-cache';
import {
  findLatestPaidPurchase,
  findReceiptPurchase,
  findReport,
  type PaidPurchaseRow,
} from './report.repository';
import type { PaidAccess } from './report-access';
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
  readPaidAccess(reportId: string, buyerId: string): Promise<PaidAccess | null>;
  /**
   * The access that a browser's read receipts (purchase ids) give to an inspection's report, null when none is
   * in force. Read each time: a purchase without a buyer changes without a change notice (decision 057).
   */
  readReceiptAccess(inspectionId: string, purchaseIds: string[]): Promise<PaidAccess | null>;
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
  config: SnapshotConfig & Pick<Config, 'reportCacheBytes'>;
  feed: ChangeFeed;
}): ReportCache {
  // Keyed by inspection; bounded by bytes, reports being of very different sizes
  // (docs/decisions/074-workshop-bookings-window-and-report-cache.md).
  const reports = new FeedCache<ReportSnapshot | UnwrittenReport>(feed, {
    maxBytes: config.reportCacheBytes,
    sizeOf: reportBytes,
    ttlMs: 10 * 60_000,
  });
  // Keyed `${buyerId}/${reportId}`; null without a paid purchase.
  const paidPurchases = new FeedCache<PaidPurchaseRow | null>(feed, {
    maxEntries: 50_000,
    ttlMs: 10 * 60_000,
  });
  feed.on('report', (ids) => {
    if (ids.has('*')) reports.clear();
    else for (const id of ids) reports.delete(id);
  });
  feed.on('user', (userIds) =>
    paidPurchases.deleteWhere((_, key) => userIds.has(key.slice(0, key.indexOf('/')))),
  );

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
      const purchase = await paidPurchases.get(
        `${buyerId}/${reportId}`,
        async () => (await findLatestPaidPurchase(db, reportId, buyerId)) ?? null,
      );
      return purchase ? toPaidAccess(purchase) : null;
    },

    async readReceiptAccess(inspectionId, purchaseIds) {
      const purchase = await findReceiptPurchase(db, inspectionId, purchaseIds);
      return purchase ? toPaidAccess(purchase) : null;
    },
  };
}

// What an unwritten report keeps (its facts), and what a written one keeps besides its body: the record it
// was shaped from, which it shapes again each period of photo links, about the body's size once more.
const UNWRITTEN_REPORT_BYTES = 200;
const RECORD_TO_BODY = 1;

/**
 * The weight of a kept report: its current body (the text and the encodings made so far) and the record
 * behind it. Weighing makes the body of the current period, which the reader is about to need anyway.
 */
const reportBytes = (kept: ReportSnapshot | UnwrittenReport) =>
  kept.reportId === null ? UNWRITTEN_REPORT_BYTES : (1 + RECORD_TO_BODY) * kept.body(Date.now()).bytes;

const toPaidAccess = (purchase: PaidPurchaseRow): PaidAccess => ({
  purchaseId: purchase.id,
  paidAt: purchase.paid_at,
  until: purchase.access_until,
  active: isReportAccessActive(purchase.access_until),
  waivedAt: purchase.withdrawal_waived_at,
});
