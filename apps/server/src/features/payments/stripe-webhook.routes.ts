import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { FeeCompletionDeps } from './booking-fee/booking-fee.service';
import type { HostedPaymentGateway } from './gateway/payment-gateway';
import { handleStripeEvent } from './stripe-webhook.service';

/** Stripe's events: the route checks the signature on the raw bytes, the service acts on the event. */
export const stripeWebhookRoutes =
  (deps: FeeCompletionDeps & { gateway: HostedPaymentGateway | null }): FastifyPluginAsync =>
  async (webhook) => {
    // Stripe signs the exact bytes it sends: the body must reach the check unparsed.
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    const schema = {
      summary: 'Eventi di Stripe, firmati nell’intestazione Stripe-Signature',
      description: 'Il corpo è l’evento JSON di Stripe, letto com’è arrivato per verificarne la firma.',
      tags: ['payments'],
      response: { 200: z.object({ received: z.literal(true) }) },
    };
    webhook.post('/api/payments/stripe/webhook', { schema }, async (request) => {
      if (!deps.gateway) throw new AppError(404, 'not_found', 'Risorsa non trovata.');
      const signature = request.headers['stripe-signature'];
      const event = await deps.gateway.readWebhook(
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        typeof signature === 'string' ? signature : undefined,
      );
      await handleStripeEvent(deps, event, request.log);
      return { received: true as const };
    });
  };
