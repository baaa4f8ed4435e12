/** Business constants of the product rules (docs/product.md#constants). Money in cents. */
export const REPORT_PRICE_CENTS = 1900;
export const PROMO_CODE = 'BENVENUTO50';
export const PROMO_PERCENT_OFF = 50;
/** The promo code's conditions, stated wherever the code is (docs/product.md#legal-claims). */
export const PROMO_PRICE_CENTS = Math.round((REPORT_PRICE_CENTS * (100 - PROMO_PERCENT_OFF)) / 100);
export const PROMO_VALID_UNTIL = '2027-12-31';
export const PROMO_USES_PER_ACCOUNT = 1;
export const CARD_NETWORKS = ['Visa', 'Mastercard', 'Maestro', 'American Express'] as const;
export const REPORT_ACCESS_DAYS = 180;
export const REPORT_UPLOAD_MINUTES = 5;
export const REPORT_READY_HOURS = 48;
export const REMINDER_HOURS_BEFORE = 24;
export const WORKSHOP_CHECK_HOURS = 1;
export const WORKSHOP_DAYS_PER_WEEK = 5;
export const REFUND_WINDOW_DAYS = 30;
/**
 * The contractual withdrawal period (docs/product.md#refunds): an extension of the legal 14 days (Codice del
 * Consumo art. 52).
 */
export const WITHDRAWAL_DAYS = 30;
export const LEGAL_WITHDRAWAL_DAYS = 14;
/** The law's limit (art. 56), which also meets the spec's "within 30 days of the notice". */
export const WITHDRAWAL_REFUND_DAYS = 14;
export const REFUND_REPLY_WORKING_DAYS = 5;
export const RULE_CHANGE_NOTICE_DAYS = 15;
export const MINIMUM_AGE = 14;
export const PRICE_UPLIFT_RANGE = '5–10%';
export const BACKUP_RETENTION_DAYS = 35;
/**
 * The links that set up an account stay valid this long: activation (path A, docs/product.md#accounts) and
 * the first password of an account created at a purchase or booking (path B); docs/product.md#legal-copy:
 * 24–48 hours.
 */
export const ACCOUNT_SETUP_LINK_HOURS = 48;
/** A session ends at the latest this long after sign-in; its IP address and browser go with it. */
export const SESSION_MAX_DAYS = 7;
/** A browser is recognised at sign-in this long after its last sign-in (device cookie, decision 047). */
export const DEVICE_COOKIE_DAYS = 365;
export const RETENTION_YEARS = { accounting: 10, marketing: 2, afterLegalProceedings: 1 } as const;
/** Sent and failed e-mails are deleted from the outbox this long after they were queued. */
export const MAIL_RETENTION_DAYS = 90;
/** Server logs (IP address, path, status): kept by the hosting this long (README, production). */
export const LOG_RETENTION_DAYS = 30;
/** A seller may move or cancel an inspection up to this many hours before it. */
export const BOOKING_CHANGE_HOURS = 24;
/** An account without sign-ins, purchases in force or booked inspections for this long is deleted. */
export const INACTIVE_ACCOUNT_YEARS = 2;
/** A registration whose activation link was never used, with no order or inspection, is deleted after this. */
export const UNCONFIRMED_ACCOUNT_DAYS = 30;
export const DATA_REQUEST_MONTHS = 1;
export const DATA_REQUEST_EXTENSION_MONTHS = 2;
