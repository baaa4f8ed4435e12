import type { SessionUser } from '../../lib/session-user';

export interface AccessFacts {
  sellerId: string;
  workshopId: string;
  /** Approved by the back office; before that only the people who make and check it see the report. */
  approved: boolean;
  /**
   * The caller's latest paid purchase: when its access ends, and whether that is still ahead. Without a
   * session, only a purchase in force whose read receipt the browser holds (decision 057).
   */
  paidAccess: { until: Date; active: boolean } | null;
}

export type ReportAccess =
  | { granted: true; role: 'seller' | 'technician' | 'backoffice' | 'buyer'; accessUntil: Date | null }
  | { granted: false; reason: 'unpublished' | 'guest' | 'not_purchased' | 'expired' };

/**
 * Who may read a report (architecture: rules that live on the server): its seller, the technicians of
 * the inspection's workshop and the back office always; a buyer during the 180 days of a paid purchase,
 * once the report is approved — signed in as its account, or in the browser that paid it, by its read
 * receipt (docs/decisions/057-read-receipt.md).
 */
export function decideReportAccess(facts: AccessFacts, user: SessionUser | null): ReportAccess {
  if (user?.id === facts.sellerId) return { granted: true, role: 'seller', accessUntil: null };
  if (user?.role === 'technician' && user.workshopId === facts.workshopId) {
    return { granted: true, role: 'technician', accessUntil: null };
  }
  if (user?.role === 'backoffice') return { granted: true, role: 'backoffice', accessUntil: null };
  if (!facts.approved) return { granted: false, reason: 'unpublished' };
  if (facts.paidAccess?.active) return { granted: true, role: 'buyer', accessUntil: facts.paidAccess.until };
  if (!user) return { granted: false, reason: 'guest' };
  return { granted: false, reason: facts.paidAccess ? 'expired' : 'not_purchased' };
}
