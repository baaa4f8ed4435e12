import { ApiErrorSchema } from '@verificauto/shared/contracts/api-error';
import {
  CheckoutOfferSchema,
  CheckoutStartedSchema,
  DiscountQuoteRequestSchema,
  DiscountQuoteSchema,
  PurchaseClaimedSchema,
  PurchaseClaimParamsSchema,
  PurchaseSchema,
  StripeSessionRequestSchema,
  TestPaymentRequestSchema,
} from '@verificauto/shared/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config/env';
import { AppError } from '../../lib/app-error';
import type { FeeBookings } from '../../lib/fee-bookings';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limit';
import { type ReceiptCookie, receiptCookie } from '../../lib/receipt-cookie';
import { requireUser } from '../../lib/session-user';
import { bookingFeeRoutes } from './booking-fee.routes';
import { type CheckoutContext, payWithTestCard, startHostedCheckout } from './checkout.service';
import { type CheckoutDeps, getCheckoutOffer, quoteDiscount } from './checkout-offer.service';
import { claimPurchase } from './purchase-claim.service';
import {
  type InvoiceFile,
  invoicePdf,
  invoiceXml,
  readPurchase,
  recordReportOpened,
} from './purchases.service';
import { handleStripeEvent } from './stripe-webhook.service';

const MINUTE = 60;
/** Shared by every instance (rate_limits table); guessing codes and trying stolen cards both get slow. */
const PAYMENT_RATE_LIMITS = {
  discountPerIp: { name: 'discount-ip', max: 20, windowSeconds: 10 * MINUTE },
  checkoutPerIp: { name: 'checkout-ip', max: 30, windowSeconds: 60 * MINUTE },
  // As the booking's claim links (decision 045): tokens are unguessable, this only bounds the work.
  claimPerIp: { name: 'purchase-claim-ip', max: 20, windowSeconds: 60 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

// Any text: a malformed id is an unknown report or purchase (404), not a bad request.
const UuidParams = z.object({ uuid: z.string() });
const errors = {
  400: ApiErrorSchema,
  402: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  422: ApiErrorSchema,
};

export interface PaymentsRoutesDeps extends CheckoutDeps {
  config: Pick<Config, 'publicUrl' | 'xsrfSecret' | 'isProduction' | 'contactEmail'>;
  feeBookings: FeeBookings;
  /** The booking's receipt cookie: the browser that booked may pay the booking's fee. */
  bookingReceipt: ReceiptCookie;
}

export const paymentsRoutes =
  (deps: PaymentsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = deps;
    const purchaseReceipt = receiptCookie(
      { name: 'va_purchase', purpose: 'purchase-receipt', path: '/api/purchases' },
      config,
    );
    const context = (request: {
      sessionUser: CheckoutContext['user'];
      ip: string;
      headers: Record<string, unknown>;
    }) => ({
      user: request.sessionUser,
      ip: request.ip,
      userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
    });

    app.get(
      '/api/checkout/:uuid',
      { schema: { params: UuidParams, response: { 200: CheckoutOfferSchema, ...errors } } },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return getCheckoutOffer(deps, request.params.uuid, request.sessionUser);
      },
    );

    app.post(
      '/api/checkout/:uuid/discount',
      {
        schema: {
          params: UuidParams,
          body: DiscountQuoteRequestSchema,
          response: { 200: DiscountQuoteSchema, ...errors },
        },
      },
      async (request) => {
        await hitRateLimit(db, PAYMENT_RATE_LIMITS.discountPerIp, request.ip);
        return quoteDiscount(deps, request.params.uuid, request.body, request.sessionUser);
      },
    );

    app.post(
      '/api/checkout/:uuid/pay',
      {
        schema: {
          params: UuidParams,
          body: TestPaymentRequestSchema,
          response: { 200: CheckoutStartedSchema, ...errors },
        },
      },
      async (request, reply) => {
        await hitRateLimit(db, PAYMENT_RATE_LIMITS.checkoutPerIp, request.ip);
        const started = await payWithTestCard(deps, request.params.uuid, request.body, context(request));
        purchaseReceipt.set(reply, started.purchase_uuid);
        return started;
      },
    );

    app.post(
      '/api/checkout/:uuid/session',
      {
        schema: {
          params: UuidParams,
          body: StripeSessionRequestSchema,
          response: { 200: CheckoutStartedSchema, ...errors },
        },
      },
      async (request, reply) => {
        await hitRateLimit(db, PAYMENT_RATE_LIMITS.checkoutPerIp, request.ip);
        const started = await startHostedCheckout(
          deps,
          request.params.uuid,
          request.body.buyer,
          context(request),
        );
        purchaseReceipt.set(reply, started.purchase_uuid);
        return started;
      },
    );

    app.get(
      '/api/purchases/:uuid',
      { schema: { params: UuidParams, response: { 200: PurchaseSchema, 404: ApiErrorSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return readPurchase(db, request.params.uuid, {
          user: request.sessionUser,
          hasReceipt: purchaseReceipt.has(request, request.params.uuid),
        });
      },
    );

    app.post(
      '/api/purchases/claim/:token',
      {
        schema: {
          params: PurchaseClaimParamsSchema,
          response: {
            200: PurchaseClaimedSchema,
            404: ApiErrorSchema,
            410: ApiErrorSchema,
            429: ApiErrorSchema,
          },
        },
      },
      async (request) => {
        await hitRateLimit(db, PAYMENT_RATE_LIMITS.claimPerIp, request.ip);
        return claimPurchase(deps, request.params.token);
      },
    );

    const sendFile = (
      reply: { header(n: string, v: string): unknown; type(t: string): unknown },
      file: InvoiceFile,
    ) => {
      reply.header('cache-control', 'private, no-store');
      reply.header('content-disposition', `attachment; filename="${file.filename}"`);
      reply.type(file.contentType);
      return file.body;
    };
    const InvoiceParams = z.object({ uuid: z.string(), kind: z.enum(['invoice', 'credit_note']) });
    // `id`: one of several credit notes of the purchase (decision 046).
    const InvoiceQuery = z.object({ id: z.string().optional() });
    const documentRef = (request: {
      params: z.infer<typeof InvoiceParams>;
      query: z.infer<typeof InvoiceQuery>;
    }) => ({ purchaseId: request.params.uuid, kind: request.params.kind, documentId: request.query.id });
    const documentSchema = { params: InvoiceParams, querystring: InvoiceQuery };

    app.get('/api/purchases/:uuid/:kind.pdf', { schema: documentSchema }, async (request, reply) =>
      sendFile(reply, await invoicePdf(db, documentRef(request), requireUser(request), config.contactEmail)),
    );
    app.get('/api/purchases/:uuid/:kind.xml', { schema: documentSchema }, async (request, reply) =>
      sendFile(reply, await invoiceXml(db, documentRef(request), requireUser(request))),
    );

    app.post('/api/report/:uuid/accepted', { schema: { params: UuidParams } }, async (request, reply) => {
      await recordReportOpened(db, request.params.uuid, requireUser(request));
      return reply.code(204).send();
    });

    await app.register(bookingFeeRoutes({ ...deps, checkoutPerIp: PAYMENT_RATE_LIMITS.checkoutPerIp }));

    await app.register(async (webhook) => {
      // Stripe signs the exact bytes it sends: the body must reach the check unparsed.
      webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      webhook.post('/api/payments/stripe/webhook', async (request) => {
        if (!deps.gateway) throw new AppError(404, 'not_found', 'Risorsa non trovata.');
        const signature = request.headers['stripe-signature'];
        const event = await deps.gateway.readWebhook(
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          typeof signature === 'string' ? signature : undefined,
        );
        await handleStripeEvent(deps, event, request.log);
        return { received: true };
      });
    });
  };
