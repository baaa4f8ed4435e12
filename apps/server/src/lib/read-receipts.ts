import type { Config } from '../config/env';
import { type ReceiptListCookie, receiptListCookie } from './receipt-cookie';

/** At most this many purchases in a browser's read receipts; past it, the one whose access ends first goes. */
const READ_RECEIPTS_LIMIT = 10;

/**
 * The read receipts (docs/decisions/057-read-receipt.md): the browser that paid for a report reads it without
 * an account, each purchase until its access ends, until the browser signs in or out. Written by the
 * purchase's receipt page, read by the report, dropped by the session's cookie. Path `/`: the pages too must
 * know that the browser is not a mere guest, so that none is filled in with a guest's buy card for it; in
 * production `__Host-`, as the session cookie (decision 028).
 */
export const readReceiptsCookie = (config: Pick<Config, 'xsrfSecret' | 'isProduction'>): ReceiptListCookie =>
  receiptListCookie(
    {
      name: config.isProduction ? '__Host-va_reads' : 'va_reads',
      purpose: 'report-read',
      path: '/',
      limit: READ_RECEIPTS_LIMIT,
    },
    config,
  );
