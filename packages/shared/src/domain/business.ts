/** Business constants of the product specification (§9). Money in cents. */
export const REPORT_PRICE_CENTS = 1900;
export const PROMO_CODE = 'BENVENUTO50';
export const PROMO_PERCENT_OFF = 50;
export const CHECKS_COUNT = 130;
export const REPORT_ACCESS_DAYS = 180;
export const REPORT_UPLOAD_MINUTES = 5;
export const REPORT_READY_HOURS = 48;
export const REMINDER_HOURS_BEFORE = 24;
export const WORKSHOP_CHECK_HOURS = 1;
export const WORKSHOP_DAYS_PER_WEEK = 5;
export const REFUND_WINDOW_DAYS = 30;
export const WITHDRAWAL_DAYS = 30;
export const REFUND_REPLY_WORKING_DAYS = 5;
export const RULE_CHANGE_NOTICE_DAYS = 15;
export const MINIMUM_AGE = 14;
export const PRICE_UPLIFT_RANGE = '5-10%';
export const BACKUP_RETENTION_DAYS = 35;
/** A session ends at the latest this long after sign-in; its IP address and browser go with it. */
export const SESSION_MAX_DAYS = 7;
export const RETENTION_YEARS = { accounting: 10, marketing: 2, afterLegalProceedings: 1 } as const;
export const DATA_REQUEST_MONTHS = 1;
export const DATA_REQUEST_EXTENSION_MONTHS = 2;

export const COMPANY = {
  brand: 'Verificauto',
  legalName: 'Verificauto S.r.l.',
  address: 'Via Giovanni Battista Pirelli 27, 20124 Milano (MI)',
  vatNumber: '12345670963',
  rea: 'MI-2712345',
  shareCapital: '10.000,00 € i.v.',
  pec: 'verificauto@pec.verificauto.it',
  court: 'Milano',
} as const;
