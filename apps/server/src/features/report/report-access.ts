import type { SessionUser } from '../../lib/session-user';

export interface AccessFacts {
  sellerId: string;
  workshopId: string;
  /** Approved by the back office; before that only the people who make and check it see the report. */
  approved: boolean;
  /**
   * The purchase that grants the caller access: the latest paid one, null without one. Without a session,
   * only a purchase in force whose read receipt the browser holds (decision 057).
   */
  paidAccess: PaidAccess | null;
}

export interface PaidAccess {
  purchaseId: string;
  paidAt: Date;
  /** When its access ends, and whether that is still ahead. */
  until: Date;
  active: boolean;
  /** The express request for immediate access (at checkout or at the first opening), null until made. */
  waivedAt: Date | null;
}

export type ReportAccess =
  | { granted: true; role: 'seller' | 'technician' | 'backoffice' | 'buyer'; accessUntil: Date | null }
  | { granted: false; reason: 'unpublished' | 'guest' | 'not_purchased' | 'expired' }
  | { granted: false; reason: 'waiver_required'; purchase: PaidAccess };

/**
 * Who may read a report (architecture: rules that live on the server): its seller, the technicians of
 * the inspection's workshop and the back office always; a buyer during the 180 days of a paid purchase,
 * once the report is approved — signed in as its account, or in the browser that paid it, by its read
 * receipt (docs/decisions/057-read-receipt.md) — and only after the express request for immediate access
 * (docs/decisions/058-waiver-at-first-opening.md).
 */
export function decideReportAccess(facts: AccessFacts, user: SessionUser | null): ReportAccess {
  if (user?.id === facts.sellerId) return { granted: true, role: 'seller', accessUntil: null };
  if (user?.role === 'technician' && user.workshopId === facts.workshopId) {
    return { granted: true, role: 'technician', accessUntil: null };
  }
  if (user?.role === 'backoffice') return { granted: true, role: 'backoffice', accessUntil: null };
  if (!facts.approved) return { granted: false, reason: 'unpublished' };
  const paid = facts.paidAccess;
  if (paid?.active) {
    return paid.waivedAt
      ? { granted: true, role: 'buyer', accessUntil: paid.until }
      : { granted: false, reason: 'waiver_required', purchase: paid };
  }
  if (!user) return { granted: false, reason: 'guest' };
  return { granted: false, reason: paid ? 'expired' : 'not_purchased' };
}
