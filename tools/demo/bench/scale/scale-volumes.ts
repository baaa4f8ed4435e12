/**
 * How many rows `npm run bench:scale` grows at a scale factor: 1 is a year of a national service
 * (docs/decisions/076-scale-bench.md). Every count is at least what the bench's own users need.
 */
export interface ScaleVolumes {
  workshops: number;
  customers: number;
  /** Inspections with a report: approved ones first, then those waiting for approval. */
  reports: number;
  pendingReports: number;
  /** Inspections without a report: the bench workshop's bookings ahead, then others booked or cancelled. */
  otherInspections: number;
  purchases: number;
  auditRows: number;
  sessions: number;
  mails: number;
  discountCodes: number;
  /** What the retention acts on: registrations never confirmed, inactive accounts, orders past 10 years. */
  unconfirmedAccounts: number;
  inactiveAccounts: number;
  oldPurchases: number;
  /** The bench seller's inspections, the bench buyer's purchases, the bench workshop's bookings ahead. */
  sellerInspections: number;
  buyerPurchases: number;
  workshopBookingsAhead: number;
}

export const BACKOFFICE_USERS = 5;

const times = (scale: number, base: number, least: number) => Math.max(least, Math.round(base * scale));

export function scaleVolumes(scale: number): ScaleVolumes {
  const reports = times(scale, 70_000, 40);
  const pendingReports = times(scale, 20_000, 10);
  const approved = reports - pendingReports;
  return {
    workshops: times(scale, 5_000, 3),
    customers: times(scale, 200_000, 20),
    reports,
    pendingReports,
    otherInspections: times(scale, 30_000, 30),
    purchases: times(scale, 200_000, 40),
    auditRows: times(scale, 300_000, 10),
    sessions: times(scale, 500_000, 20),
    mails: times(scale, 1_000_000, 20),
    discountCodes: times(scale, 2_000, 2),
    unconfirmedAccounts: times(scale, 2_000, 2),
    inactiveAccounts: times(scale, 2_000, 2),
    oldPurchases: times(scale, 1_000, 2),
    sellerInspections: Math.min(500, Math.floor(approved / 2)),
    buyerPurchases: Math.min(500, Math.floor(approved / 2)),
    workshopBookingsAhead: Math.min(180, times(scale, 30_000, 30) - 10),
  };
}
