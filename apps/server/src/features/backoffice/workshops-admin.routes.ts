import {
  AddTechnicianRequestSchema,
  AdminIdParamsSchema,
  AdminTechnicianParamsSchema,
  AdminWorkshopListSchema,
  AdminWorkshopSchema,
  TechnicianAddedSchema,
  WorkshopInputSchema,
} from '@verificauto/shared/contracts/backoffice-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../lib/session-user';
import { refuseInvalidBody } from './admin-input';
import { ADMIN_ERRORS } from './route-schemas';
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
    app.get(
      '/api/backoffice/workshops',
      { schema: { response: { 200: AdminWorkshopListSchema, ...ADMIN_ERRORS } } },
      async (request) => {
        requireRole(request, 'backoffice');
        return listAdminWorkshops(db);
      },
    );

    app.get(
      '/api/backoffice/workshops/:id',
      { schema: { params: AdminIdParamsSchema, response: { 200: AdminWorkshopSchema, ...ADMIN_ERRORS } } },
      async (request) => {
        requireRole(request, 'backoffice');
        return readAdminWorkshop(db, request.params.id);
      },
    );

    app.post(
      '/api/backoffice/workshops',
      {
        attachValidation: true,
        schema: { body: WorkshopInputSchema, response: { 201: AdminWorkshopSchema, ...ADMIN_ERRORS } },
      },
      async (request, reply) => {
        const actor = requireRole(request, 'backoffice');
        refuseInvalidBody(request);
        reply.status(201);
        return createWorkshop(db, actor, request.body);
      },
    );

    app.put(
      '/api/backoffice/workshops/:id',
      {
        attachValidation: true,
        schema: {
          params: AdminIdParamsSchema,
          body: WorkshopInputSchema,
          response: { 200: AdminWorkshopSchema, ...ADMIN_ERRORS },
        },
      },
      async (request) => {
        const actor = requireRole(request, 'backoffice');
        refuseInvalidBody(request);
        return editWorkshop(db, actor, request.params.id, request.body);
      },
    );

    app.post(
      '/api/backoffice/workshops/:id/technicians',
      {
        attachValidation: true,
        schema: {
          params: AdminIdParamsSchema,
          body: AddTechnicianRequestSchema,
          response: { 200: TechnicianAddedSchema, ...ADMIN_ERRORS },
        },
      },
      async (request) => {
        const actor = requireRole(request, 'backoffice');
        refuseInvalidBody(request);
        return addTechnician(deps, actor, request.params.id, request.body);
      },
    );

    app.delete(
      '/api/backoffice/workshops/:id/technicians/:userId',
      { schema: { params: AdminTechnicianParamsSchema, response: { 204: z.null(), ...ADMIN_ERRORS } } },
      async (request, reply) => {
        const actor = requireRole(request, 'backoffice');
        await removeTechnician(db, actor, request.params.id, request.params.userId);
        return reply.status(204).send(null);
      },
    );
  };
