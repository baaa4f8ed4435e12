import { ApiErrorSchema } from '@verificauto/shared/contracts/api-error';
import {
  CalendlyIntentRequestSchema,
  CalendlyIntentSchema,
} from '@verificauto/shared/contracts/booking-calendly';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config/env';
import { notFound } from '../../../lib/app-error';
import { hitRateLimit, type RateLimitRule } from '../../../lib/rate-limit';
import type { ReceiptCookie } from '../../../lib/receipt-cookie';
import { type CalendlyDeps, createCalendlyIntent } from './calendly-intent.service';
import { verifyCalendlySignature } from './calendly-signature';
import { handleCalendlyEvent, UNLINKED_OUTCOMES } from './calendly-webhook.service';
import { parseCalendlyWebhook } from './calendly-webhook-payload';

/** As for the built-in booking: a script filling a workshop's calendar through us gets slow. */
const CALENDLY_INTENT_PER_IP: RateLimitRule = { name: 'calendly-intent-ip', max: 20, windowSeconds: 60 * 60 };

export interface CalendlyRoutesDeps extends CalendlyDeps {
  config: Pick<Config, 'calendlyWebhookSigningKey'>;
  /** va_booking, the built-in booking's receipt: the browser that booked reads the confirmation with it. */
  bookingReceipt: ReceiptCookie;
}

/** Booking at a workshop whose scheduling link is a Calendly page (decision 036). */
export const calendlyRoutes =
  (deps: CalendlyRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config, bookingReceipt } = deps;

    app.post(
      '/api/inspections/calendly-intents',
      {
        schema: {
          summary: 'Prepara una prenotazione con Calendly',
          tags: ['booking'],
          body: CalendlyIntentRequestSchema,
          response: {
            200: CalendlyIntentSchema,
            400: ApiErrorSchema,
            404: ApiErrorSchema,
            409: ApiErrorSchema,
            429: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        await hitRateLimit(db, CALENDLY_INTENT_PER_IP, request.ip);
        const intent = await createCalendlyIntent(deps, request.body, request.sessionUser);
        // The confirmation page is read with it as soon as Calendly's webhook has booked the inspection.
        bookingReceipt.set(reply, intent.intent_uuid);
        return intent;
      },
    );

    await app.register(async (webhook) => {
      // Calendly signs the exact bytes it sends: the body must reach the check unparsed.
      webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      webhook.post(
        '/api/webhooks/calendly',
        {
          schema: {
            summary: 'Eventi di Calendly, firmati nell’intestazione Calendly-Webhook-Signature',
            description:
              'Il corpo è l’evento JSON di Calendly, letto com’è arrivato per verificarne la firma.',
            tags: ['booking'],
            response: {
              200: z.object({ received: z.literal(true) }),
              400: ApiErrorSchema,
              404: ApiErrorSchema,
            },
          },
        },
        async (request) => {
          const signingKey = config.calendlyWebhookSigningKey;
          if (!signingKey) throw notFound();
          const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const signature = request.headers['calendly-webhook-signature'];
          verifyCalendlySignature(rawBody, typeof signature === 'string' ? signature : undefined, signingKey);
          const event = parseCalendlyWebhook(rawBody);
          if (event) {
            const { outcome } = await handleCalendlyEvent(deps, event);
            if (UNLINKED_OUTCOMES.has(outcome)) {
              request.log.warn(
                { outcome, event: event.event, invitee: event.payload.uri },
                'calendly: prenotazione non collegata a un’ispezione',
              );
            }
          }
          return { received: true as const };
        },
      );
    });
  };
