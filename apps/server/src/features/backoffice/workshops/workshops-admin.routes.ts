import {
  AddTechnicianRequestSchema,
  AdminIdParamsSchema,
  AdminTechnicianParamsSchema,
  AdminWorkshopListQuerySchema,
  AdminWorkshopListSchema,
  AdminWorkshopSchema,
  TechnicianAddedSchema,
  WorkshopInputSchema,
} from '@verificauto/shared/contracts/backoffice-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../../lib/session-user';
import { ERRORS } from '../route-schemas';
import { addTechnician, removeTechnician, type TechniciansDeps } from './workshop-technicians.service';
import {
  createWorkshop,
  editWorkshop,
  listAdminWorkshops,
  readAdminWorkshop,
} from './workshops-admin.service';

/** The back office's workshops and their technicians; every change is audited. */
export const workshopsAdminRoutes =
  (deps: TechniciansDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    // Before the body is read: a guest gets 401 and another role 403 even for a wrong form, never its 400.
    app.addHook('onRequest', async (request) => {
      requireRole(request, 'backoffice');
    });

    app.get(
      '/api/backoffice/workshops',
      {
        schema: {
          summary: 'Le officine',
          tags: ['backoffice'],
          querystring: AdminWorkshopListQuerySchema,
          response: { 200: AdminWorkshopListSchema, ...ERRORS },
        },
      },
      (request) => listAdminWorkshops(db, request.query),
    );

    app.get(
      '/api/backoffice/workshops/:id',
      {
        schema: {
          summary: 'Un’officina',
          tags: ['backoffice'],
          params: AdminIdParamsSchema,
          response: { 200: AdminWorkshopSchema, ...ERRORS },
        },
      },
      (request) => readAdminWorkshop(db, request.params.id),
    );

    app.post(
      '/api/backoffice/workshops',
      {
        schema: {
          summary: 'Crea un’officina',
          tags: ['backoffice'],
          body: WorkshopInputSchema,
          response: { 201: AdminWorkshopSchema, ...ERRORS },
        },
      },
      async (request, reply) => {
        const actor = requireRole(request, 'backoffice');
        reply.status(201);
        return createWorkshop(db, actor, request.body);
      },
    );

    app.put(
      '/api/backoffice/workshops/:id',
      {
        schema: {
          summary: 'Modifica un’officina',
          tags: ['backoffice'],
          params: AdminIdParamsSchema,
          body: WorkshopInputSchema,
          response: { 200: AdminWorkshopSchema, ...ERRORS },
        },
      },
      async (request) => {
        const actor = requireRole(request, 'backoffice');
        return editWorkshop(db, actor, request.params.id, request.body);
      },
    );

    app.post(
      '/api/backoffice/workshops/:id/technicians',
      {
        schema: {
          summary: 'Aggiunge un tecnico a un’officina',
          tags: ['backoffice'],
          params: AdminIdParamsSchema,
          body: AddTechnicianRequestSchema,
          response: { 200: TechnicianAddedSchema, ...ERRORS },
        },
      },
      async (request) => {
        const actor = requireRole(request, 'backoffice');
        return addTechnician(deps, actor, request.params.id, request.body);
      },
    );

    app.delete(
      '/api/backoffice/workshops/:id/technicians/:userId',
      {
        schema: {
          summary: 'Toglie un tecnico da un’officina',
          tags: ['backoffice'],
          params: AdminTechnicianParamsSchema,
          response: { 204: z.null(), ...ERRORS },
        },
      },
      async (request, reply) => {
        const actor = requireRole(request, 'backoffice');
        await removeTechnician(db, actor, request.params.id, request.params.userId);
        return reply.status(204).send(null);
      },
    );
  };
