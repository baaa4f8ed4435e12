import { ApiErrorSchema } from '@verificauto/shared/contracts/api-error';
import {
  CheckoutOfferSchema,
  CheckoutStartedSchema,
  DiscountQuoteRequestSchema,
  DiscountQuoteSchema,
  StripeSessionRequestSchema,
  TestPaymentRequestSchema,
} from '@verificauto/shared/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hitRateLimit } from '../../../lib/rate-limit';
import type { ReceiptCookie } from '../../../lib/receipt-cookie';
import { PAYMENT_RATE_LIMITS } from '../payment-rate-limits';
import { UuidParams } from '../route-schemas';
import { type CheckoutContext, payWithTestCard, startHostedCheckout } from './checkout.service';
import { type CheckoutDeps, getCheckoutOffer, quoteDiscount } from './checkout-offer.service';

const errors = {
  400: ApiErrorSchema,
  402: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  422: ApiErrorSchema,
};

export interface CheckoutRoutesDeps extends CheckoutDeps {
  /** The purchase's receipt cookie: the browser that paid may read the purchase. */
  purchaseReceipt: ReceiptCookie;
}

/** A report's checkout: the offer, the discount code, and paying (test card or the provider's page). */
export const checkoutRoutes =
  (deps: CheckoutRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, purchaseReceipt } = deps;
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
      {
        schema: {
          summary: 'L’offerta di acquisto di un report',
          tags: ['payments'],
          params: UuidParams,
          response: { 200: CheckoutOfferSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return getCheckoutOffer(deps, request.params.uuid, request.sessionUser);
      },
    );

    app.post(
      '/api/checkout/:uuid/discount',
      {
        schema: {
          summary: 'Calcola il prezzo con un codice sconto',
          tags: ['payments'],
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
          summary: 'Acquista il report con la carta di prova',
          tags: ['payments'],
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
          summary: 'Apre il pagamento del report sulla pagina del fornitore',
          tags: ['payments'],
          params: UuidParams,
          body: StripeSessionRequestSchema,
          response: { 200: CheckoutStartedSchema, ...errors },
        },
      },
      async (request, reply) => {
        await hitRateLimit(db, PAYMENT_RATE_LIMITS.checkoutPerIp, request.ip);
        const started = await startHostedCheckout(deps, request.params.uuid, request.body, context(request));
        purchaseReceipt.set(reply, started.purchase_uuid);
        return started;
      },
    );
  };
