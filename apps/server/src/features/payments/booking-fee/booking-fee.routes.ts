import { ApiErrorSchema } from '@verificauto/shared/contracts/api-error';
import {
  BookingFeeOfferSchema,
  BookingFeePaymentRequestSchema,
  BookingFeeSessionRequestSchema,
  CheckoutStartedSchema,
} from '@verificauto/shared/contracts/payments';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hitRateLimit } from '../../../lib/rate-limit';
import type { ReceiptCookie } from '../../../lib/receipt-cookie';
import { PAYMENT_RATE_LIMITS } from '../payment-rate-limits';
import { UuidParams } from '../route-schemas';
import {
  type FeeCheckoutDeps,
  getFeeOffer,
  payFeeWithTestCard,
  startFeeSession,
} from './booking-fee-checkout.service';

export interface BookingFeeRoutesDeps extends FeeCheckoutDeps {
  /** The booking's receipt cookie (va_booking, path /api/inspections): the browser that booked. */
  bookingReceipt: ReceiptCookie;
}

const errors = {
  400: ApiErrorSchema,
  402: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  429: ApiErrorSchema,
};

/** The booking fee's pay page (decision 035), under the booking's path so that its receipt cookie comes along. */
export const bookingFeeRoutes =
  (deps: BookingFeeRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const viewer = (request: FastifyRequest, uuid: string) => ({
      user: request.sessionUser,
      hasReceipt: deps.bookingReceipt.has(request, uuid.toLowerCase()),
    });
    const context = (request: FastifyRequest) => ({
      user: request.sessionUser,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });

    app.get(
      '/api/inspections/:uuid/fee',
      {
        schema: {
          summary: 'La quota di prenotazione da pagare',
          tags: ['payments'],
          params: UuidParams,
          response: { 200: BookingFeeOfferSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return getFeeOffer(deps, request.params.uuid, viewer(request, request.params.uuid));
      },
    );

    app.post(
      '/api/inspections/:uuid/fee/pay',
      {
        schema: {
          summary: 'Paga la quota di prenotazione con la carta di prova',
          tags: ['payments'],
          params: UuidParams,
          body: BookingFeePaymentRequestSchema,
          response: { 200: CheckoutStartedSchema, ...errors },
        },
      },
      async (request) => {
        await hitRateLimit(deps.db, PAYMENT_RATE_LIMITS.checkoutPerIp, request.ip);
        return payFeeWithTestCard(
          deps,
          request.params.uuid,
          request.body,
          context(request),
          viewer(request, request.params.uuid),
        );
      },
    );

    app.post(
      '/api/inspections/:uuid/fee/session',
      {
        schema: {
          summary: 'Apre il pagamento della quota sulla pagina del fornitore',
          tags: ['payments'],
          params: UuidParams,
          body: BookingFeeSessionRequestSchema,
          response: { 200: CheckoutStartedSchema, ...errors },
        },
      },
      async (request) => {
        await hitRateLimit(deps.db, PAYMENT_RATE_LIMITS.checkoutPerIp, request.ip);
        return startFeeSession(
          deps,
          request.params.uuid,
          request.body.billing,
          context(request),
          viewer(request, request.params.uuid),
        );
      },
    );
  };
