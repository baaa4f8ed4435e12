import { REPORT_ACCESS_DAYS } from './business';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The end of a buyer's access to a report (docs/product.md#report-access: 180 days from payment), stored as
 * the purchase's access_until. Days of 24 hours, so a change of daylight saving time moves the local clock
 * time.
 */
export function reportAccessUntil(paidAt: Date): Date {
  return new Date(paidAt.getTime() + REPORT_ACCESS_DAYS * DAY_MS);
}

/**
 * Whether a purchase's access is in force at `now`: it ends at `accessUntil` itself, as the database's
 * va_access_active (migration 022) decides in queries.
 */
export function isReportAccessActive(accessUntil: Date | string | number, now: number = Date.now()): boolean {
  return new Date(accessUntil).getTime() > now;
}
