import type { Config } from './config/env';
import type { Db } from './db/db';
import {
  BOOKING_EMAILS_JOB,
  BOOKING_REMINDER_JOB,
  createBookingEmailsHandler,
  createBookingReminderHandler,
} from './features/booking/booking-emails.job';
import { feeBookings } from './features/booking/fee-bookings';
import {
  createPurgeHandler,
  createRetentionHandler,
  PURGE_JOB,
  RETENTION_JOB,
} from './features/maintenance/maintenance-jobs';
import {
  BOOKING_FEE_EMAILS_JOB,
  BOOKING_FEE_REFUND_JOB,
} from './features/payments/booking-fee/booking-fee.service';
import {
  createFeeReceiptHandler,
  createFeeRefundHandler,
} from './features/payments/booking-fee/booking-fee-emails.job';
import { createPaymentGateway } from './features/payments/gateway/payment-gateway-choice';
import { createDuplicateRefundHandler } from './features/payments/purchases/duplicate-payment.job';
import {
  PURCHASE_DUPLICATE_REFUND_JOB,
  PURCHASE_EMAILS_JOB,
} from './features/payments/purchases/purchase-completion.service';
import { createPurchaseEmailsHandler } from './features/payments/purchases/purchase-emails.job';
import {
  createWithdrawalRefundHandler,
  PURCHASE_WITHDRAWAL_REFUND_JOB,
} from './features/payments/purchases/purchase-withdrawal';
import { createLegalDocuments } from './features/policies/legal-documents';
import { erasePersonalData } from './features/profile/my-data.repository';
import type { JobHandlers } from './lib/jobs/job-worker';
import { createSendMailHandler } from './lib/mail/mail-delivery';
import { SEND_MAIL_JOB } from './lib/mail/mail-queue';
import type { MailTransport } from './lib/mail/mail-transport';
import { withdrawalLinks as signedWithdrawalLinks } from './lib/withdrawal-link';

export interface JobHandlerDeps {
  db: Db;
  config: Config;
  mailTransport: MailTransport;
}

/**
 * Every job the queue can run, by name. The composition root wires them, so that the queue knows no
 * feature: a feature that enqueues a new kind of job adds its handler here
 * (docs/decisions/023-server-boundaries.md).
 */
export function createJobHandlers({ db, config, mailTransport }: JobHandlerDeps): JobHandlers {
  const legal = createLegalDocuments(config);
  const gateway = createPaymentGateway(config);
  // The withdrawal function's links, offered by the contracts' e-mails (docs/product.md#legal-withdrawal).
  const withdrawalLinks = signedWithdrawalLinks(config);
  const feeJobs = { db, site: config, feeBookings, gateway, withdrawalLinks };
  const purchaseSite = { ...config, regulationDate: legal.regulation.versionDate };
  return {
    [PURCHASE_DUPLICATE_REFUND_JOB]: createDuplicateRefundHandler({ db, site: purchaseSite, gateway }),
    [PURCHASE_EMAILS_JOB]: createPurchaseEmailsHandler({
      db,
      site: purchaseSite,
      policyAttachments: async () => [
        {
          filename: `regolamento-verificauto-${legal.regulationVersion}.pdf`,
          contentType: 'application/pdf',
          content: await legal.pdf('regulation'),
        },
        {
          filename: 'modulo-di-recesso.pdf',
          contentType: 'application/pdf',
          content: await legal.pdf('withdrawalForm'),
        },
      ],
      withdrawalLinks,
    }),
    [PURCHASE_WITHDRAWAL_REFUND_JOB]: createWithdrawalRefundHandler({ db, site: purchaseSite, gateway }),
    [BOOKING_EMAILS_JOB]: createBookingEmailsHandler({ db, site: config, withdrawalLinks }),
    [BOOKING_REMINDER_JOB]: createBookingReminderHandler({ db, site: config }),
    [BOOKING_FEE_EMAILS_JOB]: createFeeReceiptHandler(feeJobs),
    [BOOKING_FEE_REFUND_JOB]: createFeeRefundHandler(feeJobs),
    [SEND_MAIL_JOB]: createSendMailHandler({ db, transport: mailTransport, from: config.mailFrom }),
    [PURGE_JOB]: createPurgeHandler(db),
    [RETENTION_JOB]: createRetentionHandler({ db, eraseAccount: erasePersonalData, site: config }),
  };
}
