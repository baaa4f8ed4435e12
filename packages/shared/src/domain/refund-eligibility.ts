import { REFUND_WINDOW_DAYS, REPORT_READY_HOURS, REPORT_UPLOAD_MINUTES, WITHDRAWAL_DAYS } from './business';
import { calendarDaysBetween, romeIsoDate } from './calendar-days';
import { formatDate, formatDateTime } from './format';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export type PurchaseStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'refunded';

export type RefundGround = 'not_received' | 'withdrawal' | 'before_inspection';

export type RefundablePurchase = {
  paidAt: Date;
  status: PurchaseStatus;
  /** The buyer's first opening of the report after 'Accetto'. */
  reportAccessedAt: Date | null;
  /** When the buyer expressly asked for immediate access and acknowledged losing the withdrawal. */
  withdrawalWaivedAt: Date | null;
  /** The workshop inspection the report waits for, when it needs one. */
  inspectionDate?: Date | null;
  reportDelivered: boolean;
};

export type RefundEligibility = {
  refundable: boolean;
  grounds: RefundGround[];
  /** Italian, for the back office. */
  reason: string;
};

export type Check = { applies: boolean; text: string };

/**
 * Calendar days in Italian time, the purchase day not counted, up to the end of the last day: how the
 * law counts the withdrawal period (Reg. CEE 1182/71), applied to the refund policy's 30 days as well.
 */
function withinDays(paidAt: Date, now: Date, days: number): boolean {
  return calendarDaysBetween(paidAt, now) <= days;
}

const lastIsoDay = (paidAt: Date, days: number) =>
  romeIsoDate(Date.parse(romeIsoDate(paidAt)) + days * DAY_MS);

const lastDay = (paidAt: Date, days: number) => formatDate(lastIsoDay(paidAt, days));

/** The last day (yyyy-mm-dd, Italian calendar) on which the buyer of a purchase paid at `paidAt` may withdraw. */
export const withdrawalLastDay = (paidAt: Date): string => lastIsoDay(paidAt, WITHDRAWAL_DAYS);

/**
 * When the report is owed (docs/product.md#service): 5 minutes after payment, or 48 hours after a workshop
 * inspection.
 */
function reportDueAt({ paidAt, inspectionDate }: RefundablePurchase): Date {
  const afterPayment = paidAt.getTime() + REPORT_UPLOAD_MINUTES * MINUTE_MS;
  const afterInspection = inspectionDate ? inspectionDate.getTime() + REPORT_READY_HOURS * HOUR_MS : 0;
  return new Date(Math.max(afterPayment, afterInspection));
}

function checkNotReceived(purchase: RefundablePurchase, now: Date): Check {
  if (purchase.reportDelivered) return { applies: false, text: 'il report è stato consegnato' };
  const due = reportDueAt(purchase);
  if (now.getTime() <= due.getTime()) {
    return {
      applies: false,
      text: `il report non è ancora dovuto: è atteso entro il ${formatDateTime(due)}`,
    };
  }
  // A report paid for and never delivered is a lack of conformity: a legal remedy with no 30-day limit.
  return {
    applies: true,
    text: `il report non è stato consegnato (rimedio di legge, anche oltre i ${REFUND_WINDOW_DAYS} giorni)`,
  };
}

/**
 * Whether the withdrawal period of a contract made at `madeAt` still lasts at `now`
 * (docs/product.md#legal-withdrawal): WITHDRAWAL_DAYS, and for an inspection booking only until the
 * inspection. It does not say whether the right was lost otherwise (a report opened after the express request).
 */
export function withdrawalPeriodLasts(
  contract: { madeAt: Date; inspectionAt?: Date | null },
  now: Date,
): boolean {
  if (contract.inspectionAt && now.getTime() >= contract.inspectionAt.getTime()) return false;
  return withinDays(contract.madeAt, now, WITHDRAWAL_DAYS);
}

/**
 * Whether the right of withdrawal from a report purchase still holds (docs/product.md#legal-withdrawal): the
 * one home of the rule, for the back office's refund and the withdrawal function alike.
 */
export function checkWithdrawal(
  purchase: Pick<RefundablePurchase, 'paidAt' | 'withdrawalWaivedAt' | 'reportAccessedAt'>,
  now: Date,
): Check {
  const until = lastDay(purchase.paidAt, WITHDRAWAL_DAYS);
  if (!withdrawalPeriodLasts({ madeAt: purchase.paidAt }, now)) {
    return { applies: false, text: `il termine per il recesso è scaduto il ${until}` };
  }
  const { withdrawalWaivedAt, reportAccessedAt } = purchase;
  // Codice del Consumo art. 59 c.1 lett. o: lost only by access that followed the express request.
  if (
    withdrawalWaivedAt !== null &&
    reportAccessedAt !== null &&
    reportAccessedAt.getTime() >= withdrawalWaivedAt.getTime()
  ) {
    return {
      applies: false,
      text: `il recesso è escluso: il report è stato aperto il ${formatDate(reportAccessedAt)} dopo la richiesta espressa di accesso immediato`,
    };
  }
  return { applies: true, text: `recesso entro ${WITHDRAWAL_DAYS} giorni dall’acquisto (fino al ${until})` };
}

function checkBeforeInspection(purchase: RefundablePurchase, now: Date): Check | null {
  const { inspectionDate, paidAt } = purchase;
  if (!inspectionDate) return null;
  const on = formatDate(inspectionDate);
  // Until the inspection itself, not the day before: an unclear policy term reads in the consumer's favour (art. 35).
  if (now.getTime() >= inspectionDate.getTime()) {
    return { applies: false, text: `l’ispezione in officina del ${on} è già avvenuta` };
  }
  if (!withinDays(paidAt, now, REFUND_WINDOW_DAYS)) {
    return {
      applies: false,
      text: `il ripensamento prima dell’ispezione del ${on} valeva fino al ${lastDay(paidAt, REFUND_WINDOW_DAYS)}`,
    };
  }
  return { applies: true, text: `ripensamento prima dell’ispezione in officina del ${on}` };
}

/**
 * Whether the back office may refund a purchase, on which grounds (docs/product.md#refunds,
 * docs/product.md#legal-withdrawal).
 */
export function refundEligibility(purchase: RefundablePurchase, now: Date): RefundEligibility {
  if (purchase.status === 'refunded') {
    return { refundable: false, grounds: [], reason: 'Non rimborsabile: l’acquisto è già stato rimborsato.' };
  }
  if (purchase.status !== 'paid') {
    return { refundable: false, grounds: [], reason: 'Non rimborsabile: l’acquisto non risulta pagato.' };
  }
  const checks: [RefundGround, Check | null][] = [
    ['not_received', checkNotReceived(purchase, now)],
    ['withdrawal', checkWithdrawal(purchase, now)],
    ['before_inspection', checkBeforeInspection(purchase, now)],
  ];
  const grounds = checks.filter(([, check]) => check?.applies).map(([ground]) => ground);
  const refundable = grounds.length > 0;
  // A refundable purchase shows the grounds that hold; any other shows why each one fails.
  const texts = checks
    .map(([, check]) => check)
    .filter((check): check is Check => check !== null && check.applies === refundable)
    .map((check) => check.text);
  return {
    refundable,
    grounds,
    reason: `${refundable ? 'Rimborsabile' : 'Non rimborsabile'}: ${texts.join('; ')}.`,
  };
}
