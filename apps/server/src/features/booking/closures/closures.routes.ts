import { ApiErrorSchema } from '@verificauto/shared/contracts/api-error';
import { AdminIdParamsSchema } from '@verificauto/shared/contracts/backoffice-admin';
import {
  AdminClosureParamsSchema,
  ClosedDayBookingsSchema,
  ClosureInputSchema,
  ClosureParamsSchema,
  ClosureSavedSchema,
  WorkshopClosuresSchema,
} from '@verificauto/shared/contracts/workshop-closures';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/db';
import { requireRole } from '../../../lib/session-user';
import {
  addClosure,
  listClosedDayBookings,
  listWorkshopClosures,
  ownWorkshopId,
  removeClosure,
} from './closures.service';

const ERRORS = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
};
const NO_STORE = 'private, no-store';

/**
 * The back office's closures of any workshop, and its list of bookings on closed days
 * (docs/decisions/062-workshop-closures.md).
 */
export const closuresAdminRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    // Before the body is read: a guest gets 401 and another role 403 even for a wrong form.
    app.addHook('onRequest', async (request, reply) => {
      requireRole(request, 'backoffice');
      reply.header('cache-control', NO_STORE);
    });

    app.get(
      '/api/backoffice/workshops/:id/closures',
      {
        schema: {
          summary: 'Le chiusure di un’officina',
          tags: ['booking'],
          params: AdminIdParamsSchema,
          response: { 200: WorkshopClosuresSchema, ...ERRORS },
        },
      },
      (request) => listWorkshopClosures(db, request.params.id),
    );

    app.post(
      '/api/backoffice/workshops/:id/closures',
      {
        schema: {
          summary: 'Aggiunge una chiusura a un’officina',
          tags: ['booking'],
          params: AdminIdParamsSchema,
          body: ClosureInputSchema,
          response: { 201: ClosureSavedSchema, ...ERRORS },
        },
      },
      async (request, reply) => {
        const actor = requireRole(request, 'backoffice');
        reply.status(201);
        return addClosure(db, actor, request.params.id, request.body);
      },
    );

    app.delete(
      '/api/backoffice/workshops/:id/closures/:closureId',
      {
        schema: {
          summary: 'Toglie una chiusura di un’officina',
          tags: ['booking'],
          params: AdminClosureParamsSchema,
          response: { 204: z.null(), ...ERRORS },
        },
      },
      async (request, reply) => {
        const actor = requireRole(request, 'backoffice');
        await removeClosure(db, actor, request.params.id, request.params.closureId);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/backoffice/closed-day-bookings',
      {
        schema: {
          summary: 'Le prenotazioni cadute in un giorno di chiusura',
          tags: ['booking'],
          response: { 200: ClosedDayBookingsSchema, ...ERRORS },
        },
      },
      () => listClosedDayBookings(db),
    );
  };

/** A workshop's technicians' own closures: never another workshop's (its ids answer 404). */
export const workshopClosuresRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      requireRole(request, 'technician');
      reply.header('cache-control', NO_STORE);
    });

    app.get(
      '/api/workshop/closures',
      {
        schema: {
          summary: 'Le chiusure della propria officina',
          tags: ['booking'],
          response: { 200: WorkshopClosuresSchema, ...ERRORS },
        },
      },
      (request) => listWorkshopClosures(db, ownWorkshopId(requireRole(request, 'technician'))),
    );

    app.post(
      '/api/workshop/closures',
      {
        schema: {
          summary: 'Aggiunge una chiusura alla propria officina',
          tags: ['booking'],
          body: ClosureInputSchema,
          response: { 201: ClosureSavedSchema, ...ERRORS },
        },
      },
      async (request, reply) => {
        const actor = requireRole(request, 'technician');
        reply.status(201);
        return addClosure(db, actor, ownWorkshopId(actor), request.body);
      },
    );

    app.delete(
      '/api/workshop/closures/:closureId',
      {
        schema: {
          summary: 'Toglie una chiusura della propria officina',
          tags: ['booking'],
          params: ClosureParamsSchema,
          response: { 204: z.null(), ...ERRORS },
        },
      },
      async (request, reply) => {
        const actor = requireRole(request, 'technician');
        await removeClosure(db, actor, ownWorkshopId(actor), request.params.closureId);
        return reply.status(204).send(null);
      },
    );
  };
