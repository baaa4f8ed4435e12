import { ApiErrorSchema } from '@verificauto/shared/contracts/api-error';
import {
  BookingCancelledSchema,
  BookingMovedSchema,
  ManagedBookingSchema,
  ManageTokenParamsSchema,
  MoveBookingRequestSchema,
} from '@verificauto/shared/contracts/booking-manage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hitRateLimit, type RateLimitRule } from '../../../lib/rate-limit';
import {
  cancelBooking,
  type ManageBookingDeps,
  moveBooking,
  readManagedBooking,
} from './manage-booking.service';

/** Shared by every instance (rate_limits table), like the booking itself: the links are unguessable anyway. */
const READS_PER_IP: RateLimitRule = { name: 'booking-manage-read-ip', max: 60, windowSeconds: 60 * 60 };
const CHANGES_PER_IP: RateLimitRule = { name: 'booking-manage-ip', max: 20, windowSeconds: 60 * 60 };

const changeErrors = {
  400: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  410: ApiErrorSchema,
  429: ApiErrorSchema,
};

/** The page of a booking e-mail's link: see, move or cancel the appointment. */
export const manageBookingRoutes =
  (deps: ManageBookingDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    app.get(
      '/api/bookings/manage/:token',
      {
        schema: {
          summary: 'La prenotazione aperta dal link di gestione',
          tags: ['booking'],
          params: ManageTokenParamsSchema,
          response: {
            200: ManagedBookingSchema,
            404: ApiErrorSchema,
            410: ApiErrorSchema,
            429: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        await hitRateLimit(db, READS_PER_IP, request.ip);
        reply.header('cache-control', 'private, no-store');
        return readManagedBooking(deps, request.params.token);
      },
    );

    app.post(
      '/api/bookings/manage/:token/cancel',
      {
        schema: {
          summary: 'Annulla la prenotazione dal link di gestione',
          tags: ['booking'],
          params: ManageTokenParamsSchema,
          response: { 200: BookingCancelledSchema, ...changeErrors },
        },
      },
      async (request) => {
        await hitRateLimit(db, CHANGES_PER_IP, request.ip);
        return cancelBooking(deps, request.params.token);
      },
    );

    app.post(
      '/api/bookings/manage/:token/move',
      {
        schema: {
          summary: 'Sposta la prenotazione dal link di gestione',
          tags: ['booking'],
          params: ManageTokenParamsSchema,
          body: MoveBookingRequestSchema,
          response: { 200: BookingMovedSchema, ...changeErrors },
        },
      },
      async (request) => {
        await hitRateLimit(db, CHANGES_PER_IP, request.ip);
        return moveBooking(deps, request.params.token, request.body.slot);
      },
    );
  };
