import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/env';
import type { FeeBookings } from '../../lib/fee-bookings';
import { type ReceiptCookie, type ReceiptListCookie, receiptCookie } from '../../lib/receipt-cookie';
import type { WithdrawalLinks } from '../../lib/withdrawal-link';
import { bookingFeeRoutes } from './booking-fee/booking-fee.routes';
import { checkoutRoutes } from './checkout/checkout.routes';
import type { CheckoutDeps } from './checkout/checkout-offer.service';
import { invoicesRoutes } from './invoicing/invoices.routes';
import { purchasesRoutes } from './purchases/purchases.routes';
import { stripeWebhookRoutes } from './stripe-webhook.routes';

export interface PaymentsRoutesDeps extends CheckoutDeps {
  config: Pick<Config, 'publicUrl' | 'xsrfSecret' | 'isProduction' | 'contactEmail'>;
  feeBookings: FeeBookings;
  /** The booking's receipt cookie: the browser that booked may pay the booking's fee. */
  bookingReceipt: ReceiptCookie;
  /** The read receipts, given to the browser that paid by the purchase's receipt page. */
  readReceipts: ReceiptListCookie;
  /** The withdrawal function's links, offered by the receipts (docs/product.md#legal-withdrawal). */
  withdrawalLinks: WithdrawalLinks;
}

/** Every route of the payments feature, each capability registering its own. */
export const paymentsRoutes =
  (deps: PaymentsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = deps;
    // Set by the checkout, read by the purchase's receipt page.
    const purchaseReceipt = receiptCookie(
      { name: 'va_purchase', purpose: 'purchase-receipt', path: '/api/purchases' },
      config,
    );
    await app.register(checkoutRoutes({ ...deps, purchaseReceipt }));
    await app.register(purchasesRoutes({ ...deps, purchaseReceipt }));
    await app.register(invoicesRoutes({ db, contactEmail: config.contactEmail }));
    await app.register(bookingFeeRoutes(deps));
    await app.register(stripeWebhookRoutes(deps));
  };
