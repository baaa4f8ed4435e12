import { ApiErrorSchema } from '@verificauto/shared/contracts/api-error';
import {
  BookedInspectionSchema,
  BookingClaimedSchema,
  BookingClaimParamsSchema,
  BookingCreatedSchema,
  BookingRequestSchema,
  InspectorParamsSchema,
  InspectorSlotsSchema,
  InspectorsQuerySchema,
  InspectorsSchema,
} from '@verificauto/shared/contracts/booking';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileResponse } from '../../lib/openapi-responses';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limit';
import type { ReceiptCookie } from '../../lib/receipt-cookie';
import type { WithdrawalLinks } from '../../lib/withdrawal-link';
import { readAppointmentCalendar } from './appointment-calendar.service';
import { type BookingDeps, bookInspection, readBookedInspection } from './book-inspection.service';
import { findInspectors, listFreeSlots } from './booking.service';
import { CALENDAR_FILENAME } from './booking-calendar';
import { claimBooking } from './booking-claim.service';
import type { BookingViewer } from './readable-booking';

// The same for every visitor and changed only when a workshop is added or moved: a minute of caching is
// harmless and absorbs repeated searches.
const INSPECTORS_CACHE_CONTROL = 'public, max-age=60';

/** Shared by every instance (rate_limits table): a script filling a workshop's calendar gets slow. */
const BOOKING_PER_IP: RateLimitRule = { name: 'booking-ip', max: 20, windowSeconds: 60 * 60 };
/** As the manage links' changes: the tokens are unguessable, the limit keeps scripts slow. */
const CLAIMS_PER_IP: RateLimitRule = { name: 'booking-claim-ip', max: 20, windowSeconds: 60 * 60 };

export interface BookingRoutesDeps extends BookingDeps {
  /** va_booking on /api/inspections: the browser that booked reads the booking and pays its fee (app.ts). */
  bookingReceipt: ReceiptCookie;
  withdrawalLinks: WithdrawalLinks;
}

export const bookingRoutes =
  (deps: BookingRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, bookingReceipt, withdrawalLinks } = deps;
    const viewerOf = (request: FastifyRequest): BookingViewer => ({
      user: request.sessionUser,
      hasReceipt: (id) => bookingReceipt.has(request, id),
    });
    app.get(
      '/api/inspectors',
      {
        schema: {
          summary: 'Cerca le officine con i loro posti liberi',
          tags: ['booking'],
          querystring: InspectorsQuerySchema,
          response: { 200: InspectorsSchema, 400: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', INSPECTORS_CACHE_CONTROL);
        return findInspectors(db, request.query);
      },
    );

    app.get(
      '/api/inspectors/:uuid/slots',
      {
        schema: {
          summary: 'I posti liberi di un’officina',
          tags: ['booking'],
          params: InspectorParamsSchema,
          response: { 200: InspectorSlotsSchema, 404: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        // A slot booked a second ago must disappear at once.
        reply.header('cache-control', 'no-store');
        return listFreeSlots(db, request.params.uuid, new Date(), bookingReceipt.held(request));
      },
    );

    app.post(
      '/api/inspections',
      {
        schema: {
          summary: 'Prenota un’ispezione',
          tags: ['booking'],
          body: BookingRequestSchema,
          response: {
            200: BookingCreatedSchema,
            400: ApiErrorSchema,
            403: ApiErrorSchema,
            404: ApiErrorSchema,
            409: ApiErrorSchema,
            429: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        await hitRateLimit(db, BOOKING_PER_IP, request.ip);
        const created = await bookInspection(deps, request.body, {
          user: request.sessionUser,
          heldId: bookingReceipt.held(request),
        });
        bookingReceipt.set(reply, created.inspection_uuid);
        return created;
      },
    );

    app.get(
      '/api/inspections/:uuid',
      {
        schema: {
          summary: 'Una prenotazione, per chi l’ha fatta',
          tags: ['booking'],
          params: InspectorParamsSchema,
          response: { 200: BookedInspectionSchema, 404: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return readBookedInspection(db, request.params.uuid, viewerOf(request), withdrawalLinks);
      },
    );

    app.get(
      '/api/inspections/:uuid/calendar.ics',
      {
        schema: {
          summary: 'La prenotazione come evento di calendario',
          tags: ['booking'],
          params: InspectorParamsSchema,
          response: { 200: fileResponse(CALENDAR_FILENAME, 'text/calendar') },
        },
      },
      async (request, reply) => {
        const file = await readAppointmentCalendar(db, deps.site, request.params.uuid, viewerOf(request));
        reply.header('cache-control', 'private, no-store');
        reply.header('content-disposition', `attachment; filename="${CALENDAR_FILENAME}"`);
        reply.type('text/calendar; charset=utf-8');
        return file;
      },
    );

    app.post(
      '/api/bookings/claim/:token',
      {
        schema: {
          summary: 'Il proprietario conferma la prenotazione con il link ricevuto',
          tags: ['booking'],
          params: BookingClaimParamsSchema,
          response: {
            200: BookingClaimedSchema,
            404: ApiErrorSchema,
            410: ApiErrorSchema,
            429: ApiErrorSchema,
          },
        },
      },
      async (request) => {
        await hitRateLimit(db, CLAIMS_PER_IP, request.ip);
        return claimBooking(deps, request.params.token);
      },
    );
  };
